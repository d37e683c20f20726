import { presenceResponseSchema, type PresenceResponse } from '../../../../../shared/schemas/presence.js';
import { apiRequest } from '../../../lib/api-client.js';

export async function sendHeartbeat(visitorId: string): Promise<PresenceResponse> {
  return presenceResponseSchema.parse(await apiRequest<unknown>('/presence', { method: 'POST', json: { visitorId } }));
}

/** Sent while the page unloads: sendBeacon survives the tab closing, fetch may not. */
export function sendLeave(visitorId: string): void {
  const body = JSON.stringify({ visitorId });
  if (!navigator.sendBeacon?.('/api/presence/leave', body)) {
    void fetch('/api/presence/leave', { method: 'POST', body, keepalive: true }).catch(() => undefined);
  }
}
