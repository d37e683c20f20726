/**
 * The waiting page's link opened elsewhere (checkout-acesso.ts):
 * POST /api/pagamentos/recuperacao/codigo e-mails a one-time code for the consultation's checkout;
 * POST /api/pagamentos/recuperacao/acesso exchanges the code for the checkout.
 * Public routes, limited per IP before anything is looked up.
 */
import {
  pagamentoResponseSchema,
  recuperacaoAcessoRequestSchema,
  recuperacaoCodigoRequestSchema,
  recuperacaoCodigoResponseSchema,
} from '#shared/schemas/pagamentos.js';
import { createCheckoutsRepository } from '../common/checkouts-repository.js';
import { clientIp } from '../common/client-ip.js';
import { createConsultasRepository } from '../common/consultas-repository.js';
import { tableName } from '../common/dynamo.js';
import { envioEmailFromEnv } from '../common/email.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { lazyObject } from '../common/lazy.js';
import { createPacientesRepository } from '../common/pacientes-repository.js';
import { createRateLimiter, type RateLimiter } from '../common/rate-limit.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { verificacaoEmailFromEnv } from '../common/verificacao-email.js';
import { createCheckoutAcessoService, type CheckoutAcessoDependencies } from './checkout-acesso.js';

const MAX_BODY_BYTES = 1024;

const deps = lazyObject<CheckoutAcessoDependencies & { rateLimiter: RateLimiter }>({
  consultas: () => createConsultasRepository({ db: dynamoDocumentClient(), table: tableName('consultas') }),
  pacientes: () => createPacientesRepository({ db: dynamoDocumentClient(), table: tableName('pacientes') }),
  checkouts: () => createCheckoutsRepository({ db: dynamoDocumentClient(), table: tableName('checkouts') }),
  verificacao: () => verificacaoEmailFromEnv(),
  enviarEmail: () => envioEmailFromEnv(),
  rateLimiter: () => createRateLimiter({ db: dynamoDocumentClient(), table: tableName('rate_limits') }),
});
const service = createCheckoutAcessoService(deps);

export const enviarCodigoCheckout = httpHandler('pagamento-recuperacao-codigo', async (event) => {
  const { consultaId } = parseBody(event, recuperacaoCodigoRequestSchema, MAX_BODY_BYTES);
  await deps.rateLimiter.hit('checkout-codigo', clientIp(event));
  return json(200, recuperacaoCodigoResponseSchema.parse(await service.enviarCodigo(consultaId)));
});

export const abrirCheckoutPorCodigo = httpHandler('pagamento-recuperacao-acesso', async (event) => {
  const { consultaId, codigo } = parseBody(event, recuperacaoAcessoRequestSchema, MAX_BODY_BYTES);
  await deps.rateLimiter.hit('checkout-acesso', clientIp(event));
  return json(200, pagamentoResponseSchema.parse(await service.abrir(consultaId, codigo)));
});
