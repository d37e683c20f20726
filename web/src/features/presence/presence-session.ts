import { PRESENCE } from '#shared/constants.js';
import { loadRuntimeConfig } from '../../lib/runtime-config.js';
import { loadPresenceSchemas, sendHeartbeat, sendLeave } from './api/presence.js';

/** A random id per open page: each tab counts once, a reload is a new visit after the old one left. */
const visitorId = crypto.randomUUID().replaceAll('-', '');

type Listener = (online: number) => void;

/**
 * This tab's presence, one per page however many badges it shows (the header's, the menu's, the
 * home page's hero): two would beat with one id and count the tab twice. The tab beats about once
 * per PRESENCE.BEAT_SECONDS, exactly when the server's last answer said (each beat renews the tab's
 * place in the count; the answer carries the last count broadcast), and the realtime channel
 * pushes every new count. The runtime config, the schemas and the socket all come after the first
 * paint. Stopping (no badge left on the page, or the page closing) sends the goodbye.
 */
function startPresence(onCount: Listener): () => void {
  let active = true;
  // Answers can arrive out of order (a slow beat after a channel event): each beat and each event
  // takes a number, and only something newer than what was shown may replace it.
  let sequence = 0;
  let shown = 0;
  const show = (ticket: number, count: number) => {
    if (!active || ticket <= shown) return;
    shown = ticket;
    // The tab is a visitor itself: a newcomer enters the recount only once its first slot is complete.
    onCount(Math.max(1, count));
  };

  // The slot this tab's last beat was credited to: the next beat renews it, the goodbye takes it
  // back. A hidden page (maybe kept in the back/forward cache) starts a new visit: its goodbye went,
  // so an answer still on its way must not bring the old credit back.
  let credited: number | undefined;
  let visit = 0;
  let beatingIn: number | undefined;
  let timer: number | undefined;
  const beatAfter = (ms: number) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(beat, ms);
  };
  function beat() {
    // One beat at a time: two carrying the same credit would both renew it.
    if (!active || beatingIn === visit) return;
    const ofVisit = (beatingIn = visit);
    const ticket = ++sequence;
    // Without an answer the next try is a period later, never sooner: a crowd retrying at once
    // would only add load to whatever failed.
    beatAfter(PRESENCE.BEAT_SECONDS * 1000);
    void sendHeartbeat(visitorId, credited)
      .then((answer) => {
        if (!active || ofVisit !== visit) return;
        credited = answer.slot;
        beatAfter(answer.nextBeatInMs);
        show(ticket, answer.online);
      })
      .catch(() => undefined)
      .finally(() => {
        if (beatingIn === ofVisit) beatingIn = undefined;
      });
  }
  const goodbye = () => {
    visit += 1;
    window.clearTimeout(timer);
    if (credited !== undefined) sendLeave(visitorId, credited);
    credited = undefined;
  };
  beat();

  let unsubscribe: (() => void) | undefined;
  // Amplify's realtime client loads after first paint: the badge needs no socket to show a number.
  // The channel is reopened after a drop (1, 2, 5, then 10 s); each (re)connection beats once.
  void Promise.all([import('../../lib/realtime.js'), loadPresenceSchemas(), loadRuntimeConfig()])
    .then(([{ configureRealtime, keepChannel }, { PRESENCE_CHANNEL, presenceEventSchema }, config]) => {
      if (!active) return;
      configureRealtime(config);
      unsubscribe = keepChannel(
        PRESENCE_CHANNEL,
        (data) => {
          const parsed = presenceEventSchema.safeParse(data);
          if (parsed.success) show(++sequence, parsed.data.online);
        },
        (status) => {
          // A count broadcast while the socket was (re)connecting never reached this tab: one more
          // beat (it writes nothing before the tab's renewal is due) brings the last one.
          if (status === 'conectado') beat();
        },
      );
    })
    .catch(() => undefined); // the heartbeat answers keep the badge current without the socket

  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) beat(); // back from the back/forward cache: count this tab again
  };
  window.addEventListener('pagehide', goodbye);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    goodbye();
    active = false;
    unsubscribe?.();
    window.removeEventListener('pagehide', goodbye);
    window.removeEventListener('pageshow', onPageShow);
  };
}

const listeners = new Set<Listener>();
let latest: number | undefined;
let stop: (() => void) | undefined;
let stopping: number | undefined;

/**
 * Calls `listener` with the visitors online now and at every change, until the returned function is
 * called. The tab's presence starts with the first listener and stops a moment after the last one
 * leaves, so a badge unmounted and mounted again in one go (a route change, React's development
 * double mount) keeps the same presence.
 */
export function watchOnlineVisitors(listener: Listener): () => void {
  listeners.add(listener);
  window.clearTimeout(stopping);
  if (latest !== undefined) listener(latest);
  stop ??= startPresence((online) => {
    latest = online;
    for (const each of listeners) each(online);
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.clearTimeout(stopping);
    stopping = window.setTimeout(() => {
      if (listeners.size > 0) return;
      stop?.();
      stop = undefined;
      latest = undefined;
    }, 0);
  };
}
