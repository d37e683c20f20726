/**
 * The physicians' channel `/medicos/fila` (docs/validacao-medica.md: new cases, claims and
 * decisions, ids and statuses only), subscribed with the Cognito user-pool auth mode: only members
 * of `medicos` may subscribe. Each event calls `onEvento`; the status tells the queue when to poll
 * instead. A failed or lost socket is reconnected with the product's delays (1, 2, 5, then 10 s),
 * so polling stops once it is back.
 */
import { eventoFilaSchema } from '#shared/schemas/validacao.js';
import { loadAuth } from '#web/lib/auth-session.js';
import { useRealtimeChannel, type RealtimeStatus } from '#web/lib/use-realtime-channel.js';

export const CANAL_FILA = '/medicos/fila';

export function useFilaRealtime(onEvento: (consultaId: string) => void): RealtimeStatus {
  return useRealtimeChannel(
    CANAL_FILA,
    (data) => {
      const evento = eventoFilaSchema.safeParse(data);
      if (evento.success) onEvento(evento.data.consultaId);
    },
    // Amplify Auth must be configured before the user-pool auth mode can sign the socket.
    { authMode: 'userPool', antes: loadAuth },
  );
}
