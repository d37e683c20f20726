/**
 * Issuing, validating and using chat tokens. A token is issued only for an approved consultation
 * that is still open, to whoever proves a right to it: the checkout secret (anonymous payer; looked
 * up by its hash) or the Cognito session of the consultation's patient (`pertenceAoTitular`).
 * Validation and use are rate limited per IP against guessing (docs/arquitetura.md#chat-tokens).
 */
import { mensagens } from '#shared/messages.js';
import type { ChatTokenResponse, UtilizarTokenResponse, ValidarTokenResponse } from '#shared/schemas/chat-tokens.js';
import { toValidarResponse, type ChatTokenService } from '../common/chat-token.js';
import type { CheckoutsRepository } from '../common/checkouts-repository.js';
import type { CallerIdentity, VerifiedEmailLookup } from '../common/cognito-user.js';
import { isConsultaAberta, type ConsultaItem, type ConsultasRepository } from '../common/consultas-repository.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import type { PacientesRepository } from '../common/pacientes-repository.js';
import type { RateLimiter } from '../common/rate-limit.js';
import { pertenceAoTitular } from '../common/titular-repository.js';

export interface ChatTokensDependencies {
  readonly checkouts: CheckoutsRepository;
  readonly consultas: ConsultasRepository;
  readonly pacientes: PacientesRepository;
  readonly chatTokens: ChatTokenService;
  readonly rateLimiter: RateLimiter;
  readonly emailLookup: VerifiedEmailLookup;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
}

export interface ChatTokensService {
  emitirPorCheckout(checkoutId: string, ip: string): Promise<ChatTokenResponse>;
  emitirPorConta(consultaId: string, caller: CallerIdentity): Promise<ChatTokenResponse>;
  validar(token: string, medicoId: number | undefined, ip: string): Promise<ValidarTokenResponse>;
  utilizar(token: string, ip: string): Promise<UtilizarTokenResponse>;
}

/** Pending → 409 (the return page keeps waiting); refunded or used up → 403. */
export function assertTokenPodeSerEmitido(consulta: ConsultaItem, nowMs: number): void {
  if (consulta.status_pagamento === 'pendente') throw new ConflictError(mensagens.retorno.pagamentoNaoConfirmado);
  if (consulta.status_pagamento === 'estornado') throw new ForbiddenError(mensagens.paginasPagamento.pagamentoEstornado);
  if (!isConsultaAberta(consulta, nowMs)) throw new ForbiddenError(mensagens.acessoChat.linkInvalido);
}

export function createChatTokensService(deps: ChatTokensDependencies): ChatTokensService {
  const now = deps.now ?? Date.now;

  async function emitir(consulta: ConsultaItem, opcoes: { encerradaParaLeitura?: boolean } = {}): Promise<ChatTokenResponse> {
    // The account may reopen a consultation that took place and ended, read-only (its transcript and
    // documents); the write routes refuse such a token by the consultation's own state.
    const paraLeitura = opcoes.encerradaParaLeitura === true && consulta.status_pagamento === 'aprovado' && consulta.utilizada_em !== undefined;
    if (!paraLeitura) assertTokenPodeSerEmitido(consulta, now());
    const chatToken = await deps.chatTokens.issue(consulta);
    logger.info('chat token issued', { consultaId: consulta.id, medicoId: consulta.medico_id });
    return { chatToken, medicoId: consulta.medico_id };
  }

  return {
    async emitirPorCheckout(checkoutId, ip) {
      await deps.rateLimiter.hit('token-emitir', ip);
      const naoEncontrado = () => new NotFoundError(mensagens.paginasPagamento.informacoesNaoEncontradas);
      const checkout = await deps.checkouts.get(checkoutId, now());
      if (!checkout) throw naoEncontrado();
      const consulta = await deps.consultas.get(checkout.consulta_id);
      if (!consulta) throw naoEncontrado();
      return emitir(consulta);
    },

    async emitirPorConta(consultaId, caller) {
      // Someone else's consultation answers exactly like a missing one: ids reveal nothing.
      const naoEncontrada = () => new NotFoundError(mensagens.retorno.consultaNaoEncontrada);
      const consulta = await deps.consultas.get(consultaId);
      if (!consulta) throw naoEncontrada();
      const paciente = await deps.pacientes.get(consulta.paciente_id);
      if (!paciente) throw naoEncontrada();
      if (paciente.user_id !== caller.sub) {
        // The one ownership rule: an unlinked row counts when its proven e-mail is the account's verified e-mail.
        const email = await deps.emailLookup.verifiedEmail(caller.accessToken);
        if (!pertenceAoTitular(paciente, { sub: caller.sub, ...(email ? { email } : {}) })) throw naoEncontrada();
        await deps.pacientes.linkUserIfMissing(paciente.id, caller.sub);
      }
      return emitir(consulta, { encerradaParaLeitura: true });
    },

    async validar(token, medicoId, ip) {
      await deps.rateLimiter.hit('token-validar', ip);
      // Validating a link opens the consultation for reading: an ended one is shown read-only, and
      // every write route refuses it on its own (docs/regras-do-produto.md#chat-access-and-chat-tokens).
      return toValidarResponse(await deps.chatTokens.check(token, medicoId, 'leitura'));
    },

    async utilizar(token, ip) {
      await deps.rateLimiter.hit('token-validar', ip);
      const { utilizadaEm } = await deps.chatTokens.markUsed(token);
      return { utilizada: true, utilizadaEm };
    },
  };
}
