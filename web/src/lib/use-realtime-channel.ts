/**
 * Listens to one AppSync Events channel from a page, reconnecting after a drop (1, 2, 5, then
 * 10 s; a heartbeat every 25 s: realtime-reconexao.ts). The realtime client (Amplify) is loaded on
 * demand, so pages that use this hook stay light until they need the socket. The status tells the
 * page when to poll: only while it is not 'conectado'.
 */
import { useEffect, useRef, useState } from 'react';
import type { RealtimeStatus } from './realtime-reconexao.js';
import { loadRuntimeConfig } from './runtime-config.js';

export type { RealtimeStatus };

export function useRealtimeChannel(
  channel: string | undefined,
  onEvent: (data: unknown) => void,
  options: { authMode?: 'apiKey' | 'userPool'; antes?: () => Promise<unknown> } = {},
): RealtimeStatus {
  const [status, setStatus] = useState<RealtimeStatus>('conectando');
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const { authMode, antes } = options;
  const antesRef = useRef(antes);
  antesRef.current = antes;

  useEffect(() => {
    if (!channel) return undefined;
    let active = true;
    let stop: (() => void) | undefined;
    setStatus('conectando');

    // The config is read here, not during render: a page (a prerendered one among them) draws
    // without waiting for /config.json, and only a page with a channel to open reads it.
    Promise.all([import('./realtime.js'), loadRuntimeConfig(), antesRef.current?.()])
      .then(([{ configureRealtime, keepChannel }, config]) => {
        if (!active) return;
        configureRealtime(config);
        stop = keepChannel<unknown>(
          channel,
          (data) => active && handler.current(data),
          (proximo) => active && setStatus(proximo),
          authMode ? { authMode } : {},
        );
      })
      .catch(() => active && setStatus('indisponivel'));

    return () => {
      active = false;
      stop?.();
    };
  }, [channel, authMode]);

  return channel ? status : 'indisponivel';
}
