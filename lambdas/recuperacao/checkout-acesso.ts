/**
 * The waiting page opened from its link elsewhere (another tab, another device): its address names
 * only the consultation, which grants nothing; the patient proves the e-mail given at the payment
 * with a one-time code (verificacao-email.ts, the same codes as the results link of
 * docs/validacao-medica.md) and gets a checkout secret of its own for that payment (the table keeps
 * only hashes, so the first one cannot be handed back; it keeps working in the tab that paid), with
 * the same access and the same realtime channel. The confirmed code proves the row's e-mail: the row
 * is marked so (`email_verificado_em`) and from then on belongs to the account of that e-mail.
 *
 * No enumeration: sending a code answers the same for an unknown consultation, a free one, an
 * expired checkout and a real one; a wrong code and a consultation without a checkout are the same
 * 400. Codes are hashed, limited to 5 attempts and 10 minutes, and consumed on use; the routes are
 * limited per IP (rate-limit.ts) and the sends per e-mail.
 */
import { mensagens } from '#shared/messages.js';
import { tiposConsulta } from '#shared/schemas/consultas.js';
import type { PagamentoResponse, RecuperacaoCodigoResponse } from '#shared/schemas/pagamentos.js';
import { canalDoCheckout, type CheckoutItem, type CheckoutsRepository } from '../common/checkouts-repository.js';
import type { ConsultasRepository } from '../common/consultas-repository.js';
import type { EnviarEmail, MensagemEmail } from '../common/email.js';
import { BadRequestError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import type { PacientesRepository } from '../common/pacientes-repository.js';
import { CODIGO_VALIDADE_MINUTOS, emailComCodigo, normalizarEmail, type VerificacaoEmail } from '../common/verificacao-email.js';

export const ASSUNTO_CODIGO_PAGAMENTO = 'ZapSaúde: seu código para continuar o pagamento da consulta';

export interface CheckoutAcessoDependencies {
  readonly consultas: Pick<ConsultasRepository, 'get'>;
  readonly pacientes: Pick<PacientesRepository, 'get' | 'marcarEmailVerificado'>;
  readonly checkouts: Pick<CheckoutsRepository, 'getByHash' | 'reissue'>;
  readonly verificacao: VerificacaoEmail;
  readonly enviarEmail: EnviarEmail;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
}

export interface CheckoutAcessoService {
  enviarCodigo(consultaId: string): Promise<RecuperacaoCodigoResponse>;
  abrir(consultaId: string, codigo: string): Promise<PagamentoResponse>;
}

/** The code's e-mail: the code and its limits, nothing about the consultation. */
export function emailCodigoPagamento(para: string, codigo: string): MensagemEmail {
  return emailComCodigo({
    para,
    assunto: ASSUNTO_CODIGO_PAGAMENTO,
    paraQue: 'continuar o pagamento da sua consulta',
    codigo,
    seNaoPediu: 'Se você não pediu este código, ignore este e-mail: sem ele ninguém acessa o seu pagamento.',
  });
}

export function createCheckoutAcessoService(deps: CheckoutAcessoDependencies): CheckoutAcessoService {
  const now = deps.now ?? Date.now;

  /** The paid consultation's live checkout (by the hash the consultation keeps) and the e-mail given with it. */
  async function checkoutDaConsulta(
    consultaId: string,
  ): Promise<{ checkout: CheckoutItem; pacienteId: string; email: string; emailGuardado: string } | undefined> {
    const consulta = await deps.consultas.get(consultaId);
    if (!consulta || consulta.tipo_consulta !== tiposConsulta.paga || !consulta.checkout_id) return undefined;
    const checkout = await deps.checkouts.getByHash(consulta.checkout_id, now());
    if (!checkout || checkout.consulta_id !== consulta.id) return undefined;
    const paciente = await deps.pacientes.get(checkout.paciente_id);
    if (!paciente?.email) return undefined;
    return {
      checkout,
      pacienteId: paciente.id,
      email: normalizarEmail(paciente.email),
      emailGuardado: paciente.email,
    };
  }

  return {
    async enviarCodigo(consultaId) {
      const encontrado = await checkoutDaConsulta(consultaId);
      if (encontrado) {
        const { codigo } = await deps.verificacao.emitirCodigo(encontrado.email);
        await deps.enviarEmail(emailCodigoPagamento(encontrado.email, codigo));
        logger.info('checkout recovery code sent', { consultaId });
      }
      return { validadeMinutos: CODIGO_VALIDADE_MINUTOS };
    },

    async abrir(consultaId, codigo) {
      const encontrado = await checkoutDaConsulta(consultaId);
      if (!encontrado || !(await deps.verificacao.verificarCodigo(encontrado.email, codigo))) {
        throw new BadRequestError(mensagens.recuperacaoCheckout.codigoInvalido);
      }
      const { checkout } = encontrado;
      await deps.pacientes.marcarEmailVerificado(encontrado.pacienteId, encontrado.emailGuardado, new Date(now()).toISOString());
      const checkoutId = await deps.checkouts.reissue(checkout);
      logger.info('checkout recovered by e-mail code', { consultaId });
      return {
        checkoutId,
        // The consultation's first checkout, whose hash the webhook's channel is derived from.
        canal: canalDoCheckout(checkout.id),
        consultaId: checkout.consulta_id,
        invoiceUrl: checkout.invoice_url,
        medicoId: checkout.medico_id,
      };
    },
  };
}
