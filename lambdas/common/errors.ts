/**
 * Errors as values with an HTTP status (medplum's outcomes): domain code throws these, and
 * `http.ts` maps them to responses in one place. `message` is always the pt-BR text the SPA shows.
 */
import { isServerError, isThrottlingError, isTransientError } from '@smithy/core/retry';
import { mensagens } from '#shared/messages.js';

export interface ApiErrorOptions {
  cause?: unknown;
  /** A second line for notices that have a title and a description (e.g. the promo dialog). */
  descricao?: string;
}

export class ApiError extends Error {
  readonly descricao?: string;

  constructor(
    readonly status: number,
    message: string,
    options?: ApiErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
    if (options?.descricao !== undefined) this.descricao = options.descricao;
  }
}

export class BadRequestError extends ApiError {
  constructor(message: string = mensagens.erros.requisicaoInvalida, options?: ApiErrorOptions) {
    super(400, message, options);
  }
}

export class UnauthorizedError extends ApiError {
  constructor(message: string = mensagens.erros.naoAutenticado, options?: ApiErrorOptions) {
    super(401, message, options);
  }
}

export class ForbiddenError extends ApiError {
  constructor(message: string = mensagens.erros.acessoNegado, options?: ApiErrorOptions) {
    super(403, message, options);
  }
}

export class NotFoundError extends ApiError {
  constructor(message: string = mensagens.erros.rotaNaoEncontrada, options?: ApiErrorOptions) {
    super(404, message, options);
  }
}

export class ConflictError extends ApiError {
  constructor(message: string = mensagens.erros.conflito, options?: ApiErrorOptions) {
    super(409, message, options);
  }
}

export class TooManyRequestsError extends ApiError {
  constructor(message: string = mensagens.erros.muitasRequisicoes, options?: ApiErrorOptions) {
    super(429, message, options);
  }
}

export class ServiceUnavailableError extends ApiError {
  constructor(message: string = mensagens.erros.servicoIndisponivel, options?: ApiErrorOptions) {
    super(503, message, options);
  }
}

/** An upstream service (the payment provider) answered with something we cannot use. */
export class BadGatewayError extends ApiError {
  constructor(message: string = mensagens.erros.servicoIndisponivel, options?: ApiErrorOptions) {
    super(502, message, options);
  }
}

/**
 * An AWS service (DynamoDB, S3, Cognito...) that throttled us, failed on its side or could not be
 * reached, after the SDK client's own retries: the caller may retry, so this is a 503 with the
 * Portuguese text, not a 500. An SDK client's error carries `$metadata` (the retry middleware adds
 * it even when no answer came); it is classified by the SDK's own retry rules.
 */
export function serviceUnavailableFromAws(error: unknown): ServiceUnavailableError | undefined {
  if (!(error instanceof Error) || !('$metadata' in error)) return undefined;
  const sdkError = error as Parameters<typeof isTransientError>[0] & { $fault?: 'client' | 'server' };
  const unavailable = sdkError.$fault === 'server' || isThrottlingError(sdkError) || isTransientError(sdkError) || isServerError(sdkError);
  return unavailable ? new ServiceUnavailableError(undefined, { cause: error }) : undefined;
}
