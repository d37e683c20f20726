/**
 * Errors as values with an HTTP status (medplum's outcomes): domain code throws these, and
 * `http.ts` maps them to responses in one place. `message` is always the pt-BR text the SPA shows.
 */
import { mensagens } from '../../shared/messages.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class BadRequestError extends ApiError {
  constructor(message: string = mensagens.erros.requisicaoInvalida, options?: { cause?: unknown }) {
    super(400, message, options);
  }
}

export class UnauthorizedError extends ApiError {
  constructor(message: string = mensagens.erros.naoAutenticado, options?: { cause?: unknown }) {
    super(401, message, options);
  }
}

export class ForbiddenError extends ApiError {
  constructor(message: string = mensagens.erros.acessoNegado, options?: { cause?: unknown }) {
    super(403, message, options);
  }
}

export class NotFoundError extends ApiError {
  constructor(message: string = mensagens.erros.rotaNaoEncontrada, options?: { cause?: unknown }) {
    super(404, message, options);
  }
}

export class TooManyRequestsError extends ApiError {
  constructor(message: string = mensagens.erros.muitasRequisicoes, options?: { cause?: unknown }) {
    super(429, message, options);
  }
}

export class ServiceUnavailableError extends ApiError {
  constructor(message: string = mensagens.erros.servicoIndisponivel, options?: { cause?: unknown }) {
    super(503, message, options);
  }
}
