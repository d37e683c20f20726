import { useEffect, useState } from 'react';
import { PRESENCE } from '#shared/constants.js';
import { loadRuntimeConfig } from '../../lib/runtime-config.js';
import { loadPresenceSchemas, sendHeartbeat, sendLeave } from './api/presence.js';

/** A random id per open page: each tab counts once, a reload is a new visit after the old one left. */
const visitorId = crypto.randomUUID().replaceAll('-', '');

/**
 * The live number of visitors online: this tab beats every PRESENCE.HEARTBEAT_SECONDS (the answer
 * carries the count) and the realtime channel pushes every change as it happens. The runtime config,
 * the schemas and the socket all come after the first paint; the badge shows its placeholder meanwhile.
 */
export function useOnlineVisitors(): number | undefined {
  const [online, setOnline] = useState<number>();

  useEffect(() => {
    let active = true;
    // Answers can arrive out of order (a slow first beat after a later one, or after a channel
    // event): each beat and each event takes a number, and only something newer than what the
    // badge shows may replace it.
    let sequence = 0;
    let shown = 0;
    const show = (ticket: number, count: number) => {
      if (!active || ticket <= shown) return;
      shown = ticket;
      setOnline(count);
    };
    const beat = () => {
      const ticket = ++sequence;
      return sendHeartbeat(visitorId)
        .then(({ online: count }) => show(ticket, count))
        .catch(() => undefined);
    };
    void beat();
    const timer = window.setInterval(beat, PRESENCE.HEARTBEAT_SECONDS * 1000);

    let unsubscribe: (() => void) | undefined;
    // Amplify's realtime client loads after first paint: the badge needs no socket to show a number.
    // The channel is reopened after a drop (1, 2, 5, then 10 s); each (re)connection beats once.
    void Promise.all([import('../../lib/realtime.js'), loadPresenceSchemas(), loadRuntimeConfig()])
      .then(([{ configureRealtime, keepChannel }, { PRESENCE_CHANNEL, presenceEventSchema }, config]) => {
        if (!active) return;
        configureRealtime({
          stage: config.stage,
          region: config.region,
          httpEndpoint: config.realtime.httpEndpoint,
          apiKey: config.realtime.apiKey,
        });
        unsubscribe = keepChannel(
          PRESENCE_CHANNEL,
          (data) => {
            const parsed = presenceEventSchema.safeParse(data);
            if (parsed.success) show(++sequence, parsed.data.online);
          },
          (status) => {
            // A visitor who arrived while the socket was (re)connecting was announced before this
            // tab listened: one more beat brings the count up to date, the channel does the rest.
            if (status === 'conectado') void beat();
          },
        );
      })
      .catch(() => undefined); // the heartbeat answers keep the badge current without the socket

    const onPageHide = () => sendLeave(visitorId);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void beat(); // back from the back/forward cache: count this tab again
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      active = false;
      window.clearInterval(timer);
      unsubscribe?.();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  return online;
}
