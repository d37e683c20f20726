/**
 * Paid consultations through Asaas: payment creation (/cadastro-pagamento) and the checkout status
 * the waiting screen reads when its realtime channel is down.
 *
 * Creation order and what a failure leaves behind: the patient row (found by e-mail, else by CPF,
 * else created AGUARDANDO), then the consultation `pendente`, then the Asaas customer and payment,
 * then — in one transaction — the checkout and the consultation's link to the payment. A failure
 * before the transaction leaves at most a `pendente` consultation without payment: it grants
 * nothing, no webhook can ever match it, and the patient simply tries again.
 */
import { randomUUID, randomBytes as cryptoRandomBytes } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
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
import { CHECKOUT_TTL_SECONDS, generateCheckoutId, type CheckoutItem, type CheckoutsRepository } from '../common/checkouts-repository.js';
import type { ConsultaItem, ConsultasRepository } from '../common/consultas-repository.js';
import { ApiError, BadGatewayError, BadRequestError, NotFoundError, ServiceUnavailableError } from '../common/errors.js';
import { logger } from '../common/logger.js';
import type { PacienteItem, PacientesRepository } from '../common/pacientes-repository.js';
import type { RateLimiter } from '../common/rate-limit.js';

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
  criar(input: PagamentoRequest, ip: string): Promise<PagamentoResponse>;
  status(checkoutId: string): Promise<StatusPagamentoResponse>;
}

export function createPagamentosService(deps: PagamentosDependencies): PagamentosService {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomUUID;
  const randomBytes = deps.randomBytes ?? cryptoRandomBytes;

  /** The person's row by e-mail, else by CPF (a new e-mail with a known CPF is not a new person). */
  async function findPaciente(input: PagamentoRequest): Promise<PacienteItem | undefined> {
    return (await deps.pacientes.findByEmail(input.email)) ?? (await deps.pacientes.findByCpf(input.cpfCnpj));
  }

  async function callAsaas<T>(call: (gateway: AsaasGateway) => Promise<T>): Promise<T> {
    try {
      return await call(await deps.gateway());
    } catch (error) {
      throw mapAsaasError(error);
    }
  }

  return {
    async criar(input, ip) {
      await deps.rateLimiter.hit('pagamento', ip);
      const nowMs = now();
      const at = new Date(nowMs).toISOString();
      // Nothing is stored before Asaas has the payment: the ids are chosen now, Asaas is called, and
      // the patient (if new), the consultation and the checkout are written in one transaction, so a
      // provider failure leaves neither a pending consultation nor a patient row behind.
      const found = await findPaciente(input);
      const novoPaciente = (id?: string) =>
        deps.pacientes.newItem({ email: input.email, nome: input.nomeCompleto, cpf: input.cpfCnpj, status: 'AGUARDANDO' }, at, id);
      let paciente = found ?? novoPaciente();
      const consultaId = newId();

      const customer = await callAsaas(
        async (gateway) =>
          (await gateway.findCustomerByCpf(input.cpfCnpj)) ??
          (await gateway.createCustomer({
            name: input.nomeCompleto,
            email: input.email,
            cpfCnpj: input.cpfCnpj,
            externalReference: paciente.id,
          })),
      );
      const payment = await callAsaas((gateway) =>
        gateway.createPayment({
          customer: customer.id,
          billingType: 'UNDEFINED',
          value: PRECO_CONSULTA,
          dueDate: dueDateTomorrow(nowMs),
          description: DESCRICAO_COBRANCA,
          externalReference: consultaId,
          callback: { successUrl: urlDeRetorno(deps.siteUrl, consultaId, input.medicoId), autoRedirect: true },
        }),
      );

      const checkoutId = generateCheckoutId(randomBytes);
      const write = async (novo: PacienteItem | undefined, pacienteId: string): Promise<void> => {
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
          checkout_id: checkoutId,
        };
        const checkout: CheckoutItem = {
          id: checkoutId,
          consulta_id: consultaId,
          paciente_id: pacienteId,
          medico_id: input.medicoId,
          asaas_customer_id: customer.id,
          asaas_payment_id: payment.id,
          invoice_url: payment.invoiceUrl,
          created_at: at,
          expires_at: Math.floor(nowMs / 1000) + CHECKOUT_TTL_SECONDS,
        };
        await deps.db.send(
          new TransactWriteCommand({
            TransactItems: [
              ...(novo ? [{ Put: { TableName: deps.pacientes.table, Item: novo, ConditionExpression: 'attribute_not_exists(id)' } }] : []),
              { Put: { TableName: deps.consultas.table, Item: consulta, ConditionExpression: 'attribute_not_exists(id)' } },
              { Put: { TableName: deps.checkouts.table, Item: checkout, ConditionExpression: 'attribute_not_exists(id)' } },
            ],
          }),
        );
      };
      try {
        await write(found ? undefined : paciente, paciente.id);
      } catch (error) {
        const pacienteJaGravado =
          !found &&
          error instanceof TransactionCanceledException &&
          error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';
        if (!pacienteJaGravado) throw error;
        // A simultaneous first request of the same person stored the row a moment ago: use it (or,
        // when the e-mail's id holds a row kept after an account deletion, a row of its own).
        const gemeo = await deps.pacientes.twinForEmail(paciente.id, input.email);
        paciente = gemeo ?? novoPaciente(randomUUID());
        await write(gemeo ? undefined : paciente, paciente.id);
      }
      if (found && !found.cpf) await deps.pacientes.setCpfIfMissing(found.id, input.cpfCnpj);
      logger.info('pagamento criado', { consultaId, asaasPaymentId: payment.id, medicoId: input.medicoId });
      return { checkoutId, consultaId, invoiceUrl: payment.invoiceUrl, medicoId: input.medicoId };
    },

    async status(checkoutId) {
      const nowMs = now();
      const naoEncontrado = () => new NotFoundError(mensagens.paginasPagamento.informacoesNaoEncontradas);
      const checkout = await deps.checkouts.get(checkoutId, nowMs);
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
