import type { PresenceResponse } from '#shared/schemas/presence.js';
import { apiRequest } from '#web/lib/api-client.js';

/** The presence schemas (and zod with them) load after the first paint, with the first heartbeat. */
export const loadPresenceSchemas = () => import('#shared/schemas/presence.js');

export async function sendHeartbeat(visitorId: string): Promise<PresenceResponse> {
  const [{ presenceResponseSchema }, body] = await Promise.all([
    loadPresenceSchemas(),
    apiRequest<unknown>('/presence', { method: 'POST', json: { visitorId } }),
  ]);
  return presenceResponseSchema.parse(body);
}

/** Sent while the page unloads: sendBeacon survives the tab closing, fetch may not. */
export function sendLeave(visitorId: string): void {
  const body = JSON.stringify({ visitorId });
  if (!navigator.sendBeacon?.('/api/presence/leave', body)) {
    void fetch('/api/presence/leave', { method: 'POST', body, keepalive: true }).catch(() => undefined);
  }
}
