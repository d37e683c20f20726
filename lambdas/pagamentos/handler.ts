/**
 * POST /api/promo/validar, /api/consultas/gratuita, /api/pagamentos and /api/pagamentos/status:
 * the free code and the paid checkout. Public routes, rate limited per IP; bodies are parsed by the
 * shared schemas, so bad input is a 400 in Portuguese and stores nothing.
 */
import { consultaGratuitaRequestSchema } from '#shared/schemas/consultas.js';
import {
  pagamentoRequestSchema,
  promoRequestSchema,
  statusPagamentoRequestSchema,
} from '#shared/schemas/pagamentos.js';
import { createAsaasClientFromEnv, type AsaasGateway } from '../common/asaas-client.js';
import { createChatTokenService } from '../common/chat-token.js';
import { createCheckoutsRepository } from '../common/checkouts-repository.js';
import { createConsultasRepository } from '../common/consultas-repository.js';
import { tableName } from '../common/dynamo.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { lazyObject } from '../common/lazy.js';
import { createPacientesRepository } from '../common/pacientes-repository.js';
import { createRateLimiter } from '../common/rate-limit.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { createPagamentosService, type PagamentosDependencies, type PagamentosService } from './pagamentos.js';
import { createPromoService, type PromoDependencies, type PromoService } from './promo.js';
import { clientIp } from '../common/client-ip.js';

const db = dynamoDocumentClient();
let gateway: Promise<AsaasGateway> | undefined;
const asaas = (): Promise<AsaasGateway> => {
  // A failed start (e.g. Secrets Manager unreachable) is retried by the next request.
  const pending =
    gateway ??
    createAsaasClientFromEnv().catch((error: unknown) => {
      gateway = undefined;
      throw error;
    });
  gateway = pending;
  return pending;
};

const promoDeps: PromoDependencies = lazyObject<PromoDependencies>({
  db: () => db,
  promoRedemptionsTable: () => tableName('promo_redemptions'),
  pacientes: () => createPacientesRepository({ db, table: tableName('pacientes') }),
  consultas: () => createConsultasRepository({ db, table: tableName('consultas') }),
  chatTokens: () => createChatTokenService({ db, table: tableName('chat_tokens'), consultas: promoDeps.consultas }),
  rateLimiter: () => createRateLimiter({ db, table: tableName('rate_limits') }),
});
const promo: PromoService = createPromoService(promoDeps);

const pagamentos: PagamentosService = createPagamentosService(
  lazyObject<PagamentosDependencies>({
    db: () => db,
    pacientes: () => createPacientesRepository({ db, table: tableName('pacientes') }),
    consultas: () => createConsultasRepository({ db, table: tableName('consultas') }),
    checkouts: () => createCheckoutsRepository({ db, table: tableName('checkouts') }),
    rateLimiter: () => createRateLimiter({ db, table: tableName('rate_limits') }),
    gateway: () => asaas,
    siteUrl: () => siteUrlFromEnv(),
  }),
);

/** The site's origin, for Asaas' return address (definitions/routes.ts `siteUrl`). */
function siteUrlFromEnv(): string {
  const siteUrl = process.env.SITE_URL?.trim();
  if (!siteUrl) throw new Error('Missing environment variable SITE_URL');
  return siteUrl;
}

const MAX_BODY_BYTES = 2048;
const sourceIp = clientIp;

export const validarPromo = httpHandler('promo-validar', async (event) => {
  const { codigo } = parseBody(event, promoRequestSchema, MAX_BODY_BYTES);
  return json(200, await promo.validar(codigo, sourceIp(event)));
});

export const createConsultaGratuita = httpHandler('consulta-gratuita', async (event) => {
  const input = parseBody(event, consultaGratuitaRequestSchema, MAX_BODY_BYTES);
  return json(201, await promo.createConsultaGratuita(input, sourceIp(event)));
});

export const createPagamento = httpHandler('pagamento-criar', async (event) => {
  const input = parseBody(event, pagamentoRequestSchema, MAX_BODY_BYTES);
  return json(201, await pagamentos.criar(input, sourceIp(event)));
});

export const statusPagamento = httpHandler('pagamento-status', async (event) => {
  const { checkoutId } = parseBody(event, statusPagamentoRequestSchema, MAX_BODY_BYTES);
  return json(200, await pagamentos.status(checkoutId));
});
