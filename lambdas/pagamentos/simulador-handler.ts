/**
 * POST /api/testes/webhook-simulado: only in the local and sandbox stages (the route table keeps it
 * out of production, so a production deploy has neither the route nor the Lambda).
 */
import { simuladorRequestSchema } from '#shared/schemas/pagamentos.js';
import { createAsaasClientFromEnv } from '../common/asaas-client.js';
import { createCheckoutsRepository } from '../common/checkouts-repository.js';
import { createConsultasRepository } from '../common/consultas-repository.js';
import { tableName } from '../common/dynamo.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { createSimuladorService, type SimuladorService } from './simulador.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';

/**
 * Locally the sandbox's test control pays like its checkout page does. In the sandbox stage the
 * real Asaas sandbox is asked through the gateway's `confirmSandboxPayment`
 * (POST /v3/sandbox/payment/{id}/confirm) when the client offers it.
 */
async function confirmarPagamento(asaasPaymentId: string): Promise<void> {
  const env = process.env;
  if (env.STAGE === 'local') {
    if (!env.ASAAS_API_URL) throw new Error('ASAAS_API_URL is not set');
    const url = `${new URL(env.ASAAS_API_URL).origin}/_local/payments/${encodeURIComponent(asaasPaymentId)}/pay`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'PIX' }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`sandbox pay answered ${response.status}`);
    return;
  }
  const gateway = (await createAsaasClientFromEnv()) as { confirmSandboxPayment?: (id: string) => Promise<unknown> };
  if (!gateway.confirmSandboxPayment) throw new Error('the Asaas client cannot confirm sandbox payments');
  await gateway.confirmSandboxPayment(asaasPaymentId);
}

let service: SimuladorService | undefined;
const simulador = (): SimuladorService => {
  if (service) return service;
  const db = dynamoDocumentClient();
  service = createSimuladorService({
    checkouts: createCheckoutsRepository({ db, table: tableName('checkouts') }),
    consultas: createConsultasRepository({ db, table: tableName('consultas') }),
    confirmarPagamento,
  });
  return service;
};

export const simularWebhook = httpHandler('webhook-simulado', async (event) => {
  const { checkoutId } = parseBody(event, simuladorRequestSchema, 1024);
  return json(200, await simulador().simular(checkoutId));
});
