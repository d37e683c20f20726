/**
 * The webhook simulator behind /testes-pagamento (local and sandbox stages only, docs/arquitetura.md#test-only-routes): it
 * asks the Asaas sandbox to confirm the checkout's payment, exactly as a tester paying on the
 * checkout page would, so the real webhook travels the real path; then it waits briefly for the
 * consultation to be approved and reports what it saw. Only the holder of the checkout's secret may
 * ask (the SPA that created the payment): the secret is hashed and looked up, so an unknown secret,
 * the stored hash itself or another checkout's id is a 404 and changes nothing (a public sandbox
 * deploy does not approve strangers' checkouts).
 */
import { mensagens } from '#shared/messages.js';
import type { SimuladorResponse } from '#shared/schemas/pagamentos.js';
import type { CheckoutsRepository } from '../common/checkouts-repository.js';
import type { ConsultasRepository } from '../common/consultas-repository.js';
import { BadGatewayError, NotFoundError } from '../common/errors.js';
import { logger } from '../common/logger.js';

export interface SimuladorDependencies {
  readonly checkouts: CheckoutsRepository;
  readonly consultas: ConsultasRepository;
  /** Confirms the payment in the Asaas sandbox (`POST /v3/sandbox/payment/{id}/confirm`). */
  readonly confirmarPagamento: (asaasPaymentId: string) => Promise<void>;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  /** How long to wait for the webhook to approve the consultation. */
  readonly esperaMs?: number;
}

export interface SimuladorService {
  /** Pays the checkout of `checkoutSecret` (as the SPA holds it) in the sandbox. */
  simular(checkoutSecret: string): Promise<SimuladorResponse>;
}

const POLL_MS = 200;

export function createSimuladorService(deps: SimuladorDependencies): SimuladorService {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const esperaMs = deps.esperaMs ?? 8_000;

  return {
    async simular(checkoutSecret) {
      const checkout = await deps.checkouts.get(checkoutSecret, now());
      const consulta = checkout && (await deps.consultas.get(checkout.consulta_id));
      if (!checkout || !consulta) throw new NotFoundError(mensagens.paginasPagamento.informacoesNaoEncontradas);

      if (consulta.status_pagamento === 'pendente') {
        try {
          await deps.confirmarPagamento(checkout.asaas_payment_id);
        } catch (error) {
          logger.warn('sandbox confirmation failed', {
            asaasPaymentId: checkout.asaas_payment_id,
            errorName: error instanceof Error ? error.name : 'unknown',
          });
          throw new BadGatewayError(mensagens.simulador.erro, { cause: error });
        }
      }

      let status = consulta.status_pagamento;
      const deadline = now() + esperaMs;
      while (status === 'pendente' && now() < deadline) {
        await sleep(POLL_MS);
        status = (await deps.consultas.get(consulta.id))?.status_pagamento ?? status;
      }
      return {
        success: status === 'aprovado',
        message: status === 'aprovado' ? mensagens.simulador.sucesso : mensagens.simulador.aguardandoWebhook,
        pagamentoTestado: {
          id: checkout.id,
          consulta_id: consulta.id,
          asaas_payment_id: checkout.asaas_payment_id,
          status,
          valor: consulta.valor,
        },
        webhookResponse: { status_pagamento: status },
      };
    },
  };
}
