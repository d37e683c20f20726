/**
 * POST /api/promo/validar, /api/consultas/gratuita/codigo, /api/consultas/gratuita, /api/pagamentos
 * and /api/pagamentos/status: the free code, the free consultation's e-mail proof and the paid checkout. Public routes, rate limited per IP; bodies are parsed by the
 * shared schemas, so bad input is a 400 in Portuguese and stores nothing.
 */
import { codigoConsultaGratuitaRequestSchema, consultaGratuitaRequestSchema } from '#shared/schemas/consultas.js';
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
import type { AccessTokenVerifier } from '../common/auth.js';
import { createVerifiedEmailLookupFromEnv } from '../common/cognito-user.js';
import { UnauthorizedError } from '../common/errors.js';
import type { HttpEvent } from '../common/http.js';
import type { Titular } from '../common/titular-repository.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { envioEmailFromEnv } from '../common/email.js';
import { verificacaoEmailFromEnv } from '../common/verificacao-email.js';
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
  verificacao: () => verificacaoEmailFromEnv(process.env, 'consulta-gratuita'),
  enviarEmail: () => envioEmailFromEnv(),
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

export const enviarCodigoGratuita = httpHandler('consulta-gratuita-codigo', async (event) => {
  const { email } = parseBody(event, codigoConsultaGratuitaRequestSchema, MAX_BODY_BYTES);
  return json(202, await promo.enviarCodigo(email, sourceIp(event)));
});

export const createConsultaGratuita = httpHandler('consulta-gratuita', async (event) => {
  const input = parseBody(event, consultaGratuitaRequestSchema, MAX_BODY_BYTES);
  return json(201, await promo.createConsultaGratuita(input, sourceIp(event)));
});

let verifier: Promise<AccessTokenVerifier> | undefined;
const emailLookup = createVerifiedEmailLookupFromEnv();

/**
 * The signed-in payer, if the request carries an access token: the route is public (anonymous
 * checkouts), so the handler verifies the token itself, and a token that does not verify is a 401,
 * never a silent anonymous purchase. The verifier (aws-jwt-verify) is loaded on the first such call.
 */
async function pagadorDaConta(event: HttpEvent): Promise<Titular | undefined> {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  if (header === undefined || header.trim() === '') return undefined;
  const token = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  if (!token) throw new UnauthorizedError();
  verifier ??= import('../common/auth.js').then(({ createAccessTokenVerifierFromEnv }) => createAccessTokenVerifierFromEnv());
  const { sub } = await (await verifier).verify(token);
  const email = await emailLookup.verifiedEmail(token);
  return { sub, ...(email ? { email } : {}) };
}

export const createPagamento = httpHandler('pagamento-criar', async (event) => {
  const input = parseBody(event, pagamentoRequestSchema, MAX_BODY_BYTES);
  const pagador = await pagadorDaConta(event);
  return json(201, await pagamentos.criar(input, sourceIp(event), pagador));
});

export const statusPagamento = httpHandler('pagamento-status', async (event) => {
  // `checkoutId` is the checkout secret; the service looks up its hash.
  const { checkoutId } = parseBody(event, statusPagamentoRequestSchema, MAX_BODY_BYTES);
  return json(200, await pagamentos.status(checkoutId));
});
