import type { PresenceResponse } from '#shared/schemas/presence.js';
import { apiRequest } from '#web/lib/api-client.js';

/** The presence schemas (and zod with them) load after the first paint, with the first heartbeat. */
export const loadPresenceSchemas = () => import('#shared/schemas/presence.js');

/** One beat; `slot` is the slot the previous beat was credited to (none on the first). */
export async function sendHeartbeat(visitorId: string, slot: number | undefined): Promise<PresenceResponse> {
  const [{ presenceResponseSchema }, body] = await Promise.all([
    loadPresenceSchemas(),
    apiRequest<unknown>('/presence', { method: 'POST', json: slot === undefined ? { visitorId } : { visitorId, slot } }),
  ]);
  return presenceResponseSchema.parse(body);
}

/**
 * Sent while the page unloads, with the slot of the tab's last credited beat, which it takes back:
 * sendBeacon survives the tab closing, fetch may not.
 */
export function sendLeave(visitorId: string, slot: number): void {
  const body = JSON.stringify({ visitorId, slot });
  if (!navigator.sendBeacon?.('/api/presence/leave', body)) {
    void fetch('/api/presence/leave', { method: 'POST', body, keepalive: true }).catch(() => undefined);
  }
}
