/**
 * Listens to one AppSync Events channel from a page. The realtime client (Amplify) is loaded on
 * demand, so pages that use this hook stay light until they need the socket. The status tells the
 * page when to fall back to polling: the channel failed, or did not connect in time.
 */
import { useEffect, useRef, useState } from 'react';
import { realtimeConfig } from '#shared/constants.js';
import { useRuntimeConfig } from './runtime-config-context.js';

export type RealtimeStatus = 'conectando' | 'conectado' | 'indisponivel';

export function useRealtimeChannel(channel: string | undefined, onEvent: (data: unknown) => void): RealtimeStatus {
  const config = useRuntimeConfig();
  const [status, setStatus] = useState<RealtimeStatus>('conectando');
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!channel) return undefined;
    let active = true;
    let close: (() => void) | undefined;
    setStatus('conectando');
    const timer = window.setTimeout(() => active && setStatus((atual) => (atual === 'conectando' ? 'indisponivel' : atual)), realtimeConfig.timeoutMs);

    import('./realtime.js')
      .then(({ configureRealtime, subscribeChannel }) => {
        configureRealtime({
          stage: config.stage,
          region: config.region,
          httpEndpoint: config.realtime.httpEndpoint,
          apiKey: config.realtime.apiKey,
        });
        return subscribeChannel<unknown>(
          channel,
          (data) => active && handler.current(data),
          () => active && setStatus('indisponivel'),
        );
      })
      .then((unsubscribe) => {
        if (!active) {
          unsubscribe();
          return;
        }
        close = unsubscribe;
        window.clearTimeout(timer);
        setStatus('conectado');
      })
      .catch(() => {
        window.clearTimeout(timer);
        if (active) setStatus('indisponivel');
      });

    return () => {
      active = false;
      window.clearTimeout(timer);
      close?.();
    };
  }, [channel, config]);

  return channel ? status : 'indisponivel';
}
