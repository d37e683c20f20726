/**
 * POST /api/presence (heartbeat) and POST /api/presence/leave (sent with sendBeacon when a tab
 * closes). Public routes: the visitor id is a random per-tab id, not personal data. The count is
 * recounted and broadcast by the scheduled aggregator (aggregator-handler.ts), not here.
 */
import {
  presenceLeaveRequestSchema,
  presenceRequestSchema,
  type PresenceCount,
  type PresenceResponse,
} from '#shared/schemas/presence.js';
import { tableName } from '../common/dynamo.js';
import { httpHandler, json, parseBody } from '../common/http.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { createPresenceService, type PresenceService } from './presence.js';

let service: PresenceService | undefined;
const presence = (): PresenceService => (service ??= createPresenceService({ db: dynamoDocumentClient(), table: tableName('presence') }));

const MAX_BODY_BYTES = 1024;

export const heartbeat = httpHandler('presence-heartbeat', async (event) => {
  const { visitorId, slot } = parseBody(event, presenceRequestSchema, MAX_BODY_BYTES);
  const body: PresenceResponse = await presence().heartbeat(visitorId, slot);
  return json(200, body);
});

export const leave = httpHandler('presence-leave', async (event) => {
  const { visitorId, slot } = parseBody(event, presenceLeaveRequestSchema, MAX_BODY_BYTES);
  const body: PresenceCount = await presence().leave(visitorId, slot);
  return json(200, body);
});
