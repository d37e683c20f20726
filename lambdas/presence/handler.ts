/**
 * POST /api/presence (heartbeat) and POST /api/presence/leave (sent with sendBeacon when a tab
 * closes). Public routes: the visitor id is a random per-tab id, not personal data.
 */
import { presenceRequestSchema, type PresenceResponse } from '#shared/schemas/presence.js';
import { tableName } from '../common/dynamo.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { recordMetric } from '../common/metrics.js';
import { createEventPublisherFromEnv } from '../common/realtime-publisher.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { createPresenceService, type PresenceService } from './presence.js';

let service: PresenceService | undefined;
const presence = (): PresenceService =>
  (service ??= createPresenceService({
    db: dynamoDocumentClient(),
    table: tableName('presence'),
    publisher: createEventPublisherFromEnv(),
  }));

const MAX_BODY_BYTES = 1024;

export const heartbeat = httpHandler('presence-heartbeat', async (event) => {
  const { visitorId } = parseBody(event, presenceRequestSchema, MAX_BODY_BYTES);
  const body: PresenceResponse = { online: await presence().heartbeat(visitorId) };
  recordMetric('visitorsOnline', body.online);
  return json(200, body);
});

export const leave = httpHandler('presence-leave', async (event) => {
  const { visitorId } = parseBody(event, presenceRequestSchema, MAX_BODY_BYTES);
  const body: PresenceResponse = { online: await presence().leave(visitorId) };
  recordMetric('visitorsOnline', body.online);
  return json(200, body);
});
