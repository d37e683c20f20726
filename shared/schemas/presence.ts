/**
 * Visitor presence: the heartbeat a tab sends, the count the API answers with and the event
 * published on the realtime channel that the online-visitors badge listens to.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { mensagens } from '../messages.js';

/** AppSync Events channel that carries the online-visitors count. */
export const PRESENCE_CHANNEL = '/presence/online-visitors';

const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Body of POST /api/presence and /api/presence/leave: a random id the tab keeps for its session. */
export const presenceRequestSchema = lazySchema(() => z.strictObject(
  {
    visitorId: z
      .string({ error: mensagens.presenca.visitanteInvalido })
      .check(z.regex(VISITOR_ID_PATTERN, { error: mensagens.presenca.visitanteInvalido })),
  },
  // The body carries nothing but the id, so any malformed body is an invalid visitor id.
  { error: mensagens.presenca.visitanteInvalido },
));

const onlineCount = lazySchema(() => z
  .number({ error: mensagens.validacao.numeroInvalido })
  .check(z.int({ error: mensagens.validacao.numeroInteiro }), z.gte(0, { error: mensagens.validacao.numeroMuitoPequeno(0) })));

/** Answer of the presence routes: visitors online now. */
export const presenceResponseSchema = lazySchema(() => z.object({ online: onlineCount }));

/** Event published on PRESENCE_CHANNEL when the count changes. */
export const presenceEventSchema = lazySchema(() => z.object({
  online: onlineCount,
  at: z.iso.datetime({ error: mensagens.validacao.dataInvalida }),
}));

export type PresenceRequest = z.infer<typeof presenceRequestSchema>;
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;
export type PresenceEvent = z.infer<typeof presenceEventSchema>;
