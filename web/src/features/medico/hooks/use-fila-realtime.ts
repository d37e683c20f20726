/**
 * The physicians' channel `/medicos/fila` (docs/validacao-medica.md: new cases, claims and
 * decisions, ids and statuses only), subscribed with the Cognito user-pool auth mode: only members
 * of `medicos` may subscribe. Each event calls `onEvento`; the status tells the queue when to poll
 * instead. A failed or lost socket is tried again every 30 s, so polling stops once it is back.
 */
import { useEffect, useRef, useState } from 'react';
import { realtimeConfig } from '#shared/constants.js';
import { eventoFilaSchema } from '#shared/schemas/validacao.js';
import { loadAuth } from '#web/lib/auth-session.js';
import type { RealtimeStatus } from '#web/lib/use-realtime-channel.js';
import { useRuntimeConfig } from '#web/lib/runtime-config-context.js';

export const CANAL_FILA = '/medicos/fila';
const NOVA_TENTATIVA_MS = 30_000;

export function useFilaRealtime(onEvento: (consultaId: string) => void): RealtimeStatus {
  const config = useRuntimeConfig();
  const [status, setStatus] = useState<RealtimeStatus>('conectando');
  const [tentativa, setTentativa] = useState(0);
  const handler = useRef(onEvento);
  handler.current = onEvento;

  useEffect(() => {
    let active = true;
    let close: (() => void) | undefined;
    let retry: number | undefined;
    const falhou = () => {
      if (!active) return;
      setStatus('indisponivel');
      window.clearTimeout(retry);
      retry = window.setTimeout(() => active && setTentativa((n) => n + 1), NOVA_TENTATIVA_MS);
    };
    let conectado = false;
    // Amplify's subscription has no timeout of its own: a socket that never answers counts as down.
    const timer = window.setTimeout(() => !conectado && falhou(), realtimeConfig.timeoutMs);

    Promise.all([import('#web/lib/realtime.js'), loadAuth()])
      .then(([{ configureRealtime, subscribeChannel }]) => {
        configureRealtime({
          stage: config.stage,
          region: config.region,
          httpEndpoint: config.realtime.httpEndpoint,
          apiKey: config.realtime.apiKey,
        });
        return subscribeChannel<unknown>(
          CANAL_FILA,
          (data) => {
            const evento = eventoFilaSchema.safeParse(data);
            if (active && evento.success) handler.current(evento.data.consultaId);
          },
          () => {
            conectado = false;
            close?.();
            close = undefined;
            falhou();
          },
          { authMode: 'userPool' },
        );
      })
      .then((unsubscribe) => {
        window.clearTimeout(timer);
        if (!active) {
          unsubscribe();
          return;
        }
        close = unsubscribe;
        conectado = true;
        window.clearTimeout(retry);
        setStatus('conectado');
      })
      .catch(() => {
        window.clearTimeout(timer);
        falhou();
      });

    return () => {
      active = false;
      window.clearTimeout(timer);
      window.clearTimeout(retry);
      close?.();
    };
  }, [config, tentativa]);

  return status;
}
