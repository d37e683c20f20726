/**
 * Paid consultations through Asaas: payment creation (/cadastro-pagamento) and the checkout status
 * the waiting screen reads when its realtime channel is down.
 *
 * Whose consultation (docs/arquitetura.md#who-may-call-what): an anonymous payer's goes on a patient
 * row of its own (random id, e-mail not proven) with an Asaas customer of its own; no existing row
 * is looked up by the typed e-mail or CPF, so nobody can attach a consultation to, or write into,
 * another person's record. A signed-in payer's (verified access token) goes on the account's own
 * row: one linked to it, else an unlinked row with its proven e-mail (linked now), else a new linked row.
 *
 * Creation order: Asaas' customer (if new) and payment first, then one transaction writes the row (if
 * new), the consultation `pendente` and the checkout, so a provider failure leaves nothing behind.
 * The checkout secret is returned once and stored only as its hash (checkouts-repository.ts).
 */
import { randomUUID, randomBytes as cryptoRandomBytes } from 'node:crypto';
import { type DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PRECO_CONSULTA, produto } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';
import { tiposConsulta } from '#shared/schemas/consultas.js';
import type {
  PagamentoRequest,
  PagamentoResponse,
  Pix,
  StatusPagamentoResponse,
} from '#shared/schemas/pagamentos.js';
import type { AsaasGateway } from '../common/asaas-client.js';
import {
  CHECKOUT_TTL_SECONDS,
  canalDoCheckout,
  generateCheckoutSecret,
  hashCheckoutSecret,
  type CheckoutItem,
  type CheckoutsRepository,
} from '../common/checkouts-repository.js';
import type { ConsultaItem, ConsultasRepository } from '../common/consultas-repository.js';
import { ApiError, BadGatewayError, BadRequestError, NotFoundError, ServiceUnavailableError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import type { PacienteItem, PacientesRepository } from '../common/pacientes-repository.js';
import type { RateLimiter } from '../common/rate-limit.js';
import { pacientesDoTitular, type Titular } from '../common/titular-repository.js';

/** What the patient sees on the Asaas page; no health data. */
export const DESCRICAO_COBRANCA = `Consulta médica online - ${produto.nome}`;

/**
 * The payment's return address: /pagamento/redirect with the consultation and the doctor, ids that
 * authorise nothing by themselves (the return page needs the checkout kept in the browser, an
 * account, or the e-mailed code), so the address carries no secret.
 */
export function urlDeRetorno(siteUrl: string, consultaId: string, medicoId: number): string {
  const url = new URL('/pagamento/redirect', siteUrl);
  url.searchParams.set('consulta', consultaId);
  url.searchParams.set('medico', String(medicoId));
  url.searchParams.set('status', 'success');
  return url.toString();
}

/** The day after `nowMs` in São Paulo, as Asaas wants the due date (YYYY-MM-DD). */
export function dueDateTomorrow(nowMs: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(nowMs + 24 * 60 * 60 * 1000),
  );
}

interface AsaasErrorLike {
  readonly name: string;
  readonly status: number;
  readonly retryable?: boolean;
  readonly errors?: ReadonlyArray<{ code?: string }>;
}

const isAsaasError = (error: unknown): error is AsaasErrorLike =>
  error instanceof Error && error.name === 'AsaasError' && typeof (error as { status?: unknown }).status === 'number';

/**
 * Asaas refused the data (400) → 400; another refusal → 502; our credentials, its rate limit, its
 * outage, no answer at all or a missing configuration (status 0) → 503. The patient sees the catalogue's text, never Asaas' own.
 */
export function mapAsaasError(error: unknown): ApiError {
  const textos = mensagens.cadastroPagamento;
  if (isAsaasError(error)) {
    logger.warn('asaas request failed', { status: error.status, codes: (error.errors ?? []).map((entry) => entry.code) });
    if (error.status === 400) return new BadRequestError(textos.erroProcessarPagamento, { cause: error });
    if (error.status === 0 || error.status === 401 || error.status === 403 || error.status === 429 || error.status >= 500 || error.retryable) {
      return new ServiceUnavailableError(textos.servicoIndisponivel, { cause: error });
    }
    return new BadGatewayError(textos.erroProcessarPagamento, { cause: error });
  }
  logger.warn('asaas unreachable', { errorName: error instanceof Error ? error.name : 'unknown' });
  return new ServiceUnavailableError(textos.servicoIndisponivel, { cause: error });
}

export interface PagamentosDependencies {
  readonly db: DynamoDBDocumentClient;
  readonly pacientes: PacientesRepository;
  readonly consultas: ConsultasRepository;
  readonly checkouts: CheckoutsRepository;
  readonly rateLimiter: RateLimiter;
  /** The Asaas client; resolved on first use (in AWS its key comes from Secrets Manager). */
  readonly gateway: () => Promise<AsaasGateway>;
  /** The site's origin (`SITE_URL`): Asaas sends the payer back to its /pagamento/redirect. */
  readonly siteUrl: string;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
  readonly newId?: () => string;
  readonly randomBytes?: (size: number) => Buffer;
}

export interface PagamentosService {
  /**
   * Creates the payment. `pagador` is the signed-in payer (sub of a verified access token and the
   * account's verified e-mail); without it the payer is anonymous.
   */
  criar(input: PagamentoRequest, ip: string, pagador?: Titular): Promise<PagamentoResponse>;
  /** The status of the checkout of `checkoutSecret` (as the SPA holds it). */
  status(checkoutSecret: string): Promise<StatusPagamentoResponse>;
}

/** The row the consultation goes on: stored already, or new (written with the consultation). */
interface Destino {
  readonly paciente: PacienteItem;
  readonly novo: boolean;
}

export function createPagamentosService(deps: PagamentosDependencies): PagamentosService {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomUUID;
  const randomBytes = deps.randomBytes ?? cryptoRandomBytes;

  async function callAsaas<T>(call: (gateway: AsaasGateway) => Promise<T>): Promise<T> {
    try {
      return await call(await deps.gateway());
    } catch (error) {
      throw mapAsaasError(error);
    }
  }

  /** A new row; the signed-in payer's is linked to the account, and proven when the account's e-mail is verified. */
  function novaLinha(input: PagamentoRequest, at: string, pagador?: Titular): PacienteItem {
    const item = deps.pacientes.newItem(
      { email: pagador?.email ?? input.email, nome: input.nomeCompleto, cpf: input.cpfCnpj, status: 'AGUARDANDO' },
      at,
      newId(),
    );
    if (!pagador) return item;
    return { ...item, user_id: pagador.sub, ...(pagador.email ? { email_verificado_em: at } : {}) };
  }

  /** The signed-in payer's own row: linked to the account (oldest), else unlinked with its proven e-mail, else new. */
  async function destinoDaConta(input: PagamentoRequest, at: string, pagador: Titular): Promise<Destino> {
    const linhas = (await pacientesDoTitular(deps.pacientes, pagador)).sort((a, b) => a.data_criacao.localeCompare(b.data_criacao));
    const propria = linhas.find((linha) => linha.user_id === pagador.sub) ?? linhas[0];
    if (!propria) return { paciente: novaLinha(input, at, pagador), novo: true };
    if (!propria.user_id) await deps.pacientes.linkUserIfMissing(propria.id, pagador.sub);
    return { paciente: propria, novo: false };
  }

  return {
    async criar(input, ip, pagador) {
      await deps.rateLimiter.hit('pagamento', ip);
      const nowMs = now();
      const at = new Date(nowMs).toISOString();
      const destino = pagador ? await destinoDaConta(input, at, pagador) : { paciente: novaLinha(input, at), novo: true };
      const consultaId = newId();

      // Each anonymous checkout has an Asaas customer of its own; an account's row keeps its first one.
      const customerId =
        destino.paciente.asaas_customer_id ??
        (
          await callAsaas((gateway) =>
            gateway.createCustomer({
              name: input.nomeCompleto,
              email: destino.paciente.email ?? input.email,
              cpfCnpj: input.cpfCnpj,
              externalReference: destino.paciente.id,
            }),
          )
        ).id;
      const payment = await callAsaas((gateway) =>
        gateway.createPayment({
          customer: customerId,
          billingType: 'UNDEFINED',
          value: PRECO_CONSULTA,
          dueDate: dueDateTomorrow(nowMs),
          description: DESCRICAO_COBRANCA,
          externalReference: consultaId,
          callback: { successUrl: urlDeRetorno(deps.siteUrl, consultaId, input.medicoId), autoRedirect: true },
        }),
      );

      const checkoutSecret = generateCheckoutSecret(randomBytes);
      const checkoutHash = hashCheckoutSecret(checkoutSecret);
      const pacienteId = destino.paciente.id;
      const consulta: ConsultaItem = {
        id: consultaId,
        medico_id: input.medicoId,
        paciente_id: pacienteId,
        tipo_consulta: tiposConsulta.paga,
        status_consulta: 'agendada',
        status_pagamento: 'pendente',
        valor: PRECO_CONSULTA,
        data_criacao: at,
        asaas_payment_id: payment.id,
        checkout_id: checkoutHash,
      };
      const checkout: CheckoutItem = {
        id: checkoutHash,
        consulta_id: consultaId,
        paciente_id: pacienteId,
        medico_id: input.medicoId,
        asaas_customer_id: customerId,
        asaas_payment_id: payment.id,
        invoice_url: payment.invoiceUrl,
        created_at: at,
        expires_at: Math.floor(nowMs / 1000) + CHECKOUT_TTL_SECONDS,
      };
      const novaLinhaItem: PacienteItem | undefined = destino.novo ? { ...destino.paciente, asaas_customer_id: customerId } : undefined;
      await deps.db.send(
        new TransactWriteCommand({
          TransactItems: [
            ...(novaLinhaItem
              ? [{ Put: { TableName: deps.pacientes.table, Item: novaLinhaItem, ConditionExpression: 'attribute_not_exists(id)' } }]
              : []),
            { Put: { TableName: deps.consultas.table, Item: consulta, ConditionExpression: 'attribute_not_exists(id)' } },
            { Put: { TableName: deps.checkouts.table, Item: checkout, ConditionExpression: 'attribute_not_exists(id)' } },
          ],
        }),
      );
      if (!destino.novo && !destino.paciente.asaas_customer_id) await deps.pacientes.setAsaasCustomerIfMissing(pacienteId, customerId);
      logger.info('pagamento criado', { consultaId, asaasPaymentId: payment.id, medicoId: input.medicoId, conta: pagador !== undefined });
      return {
        checkoutId: checkoutSecret,
        canal: canalDoCheckout(checkoutHash),
        consultaId,
        invoiceUrl: payment.invoiceUrl,
        medicoId: input.medicoId,
      };
    },

    async status(checkoutSecret) {
      const nowMs = now();
      const naoEncontrado = () => new NotFoundError(mensagens.paginasPagamento.informacoesNaoEncontradas);
      const checkout = await deps.checkouts.get(checkoutSecret, nowMs);
      if (!checkout) throw naoEncontrado();
      const consulta = await deps.consultas.get(checkout.consulta_id);
      if (!consulta) throw naoEncontrado();

      let pix: Pix | undefined = checkout.pix;
      if (consulta.status_pagamento === 'pendente' && !pix) {
        try {
          const qr = await (await deps.gateway()).getPixQrCode(checkout.asaas_payment_id);
          pix = { encodedImage: qr.encodedImage, payload: qr.payload, expirationDate: qr.expirationDate };
          await deps.checkouts.cachePix(checkout.id, pix);
        } catch (error) {
          // The page still has the payment link; the QR code comes with a later poll.
          logger.warn('pix qr code unavailable', {
            asaasPaymentId: checkout.asaas_payment_id,
            errorName: error instanceof Error ? error.name : 'unknown',
          });
          pix = undefined;
        }
      }
      return {
        status_pagamento: consulta.status_pagamento,
        medicoId: consulta.medico_id,
        invoiceUrl: checkout.invoice_url,
        ...(consulta.status_pagamento === 'pendente' && pix ? { pix } : {}),
      };
    },
  };
}
