/**
 * Visitor presence: the heartbeat a tab sends, the answer it gets, the goodbye it sends when it
 * closes and the event published on the realtime channel that the online-visitors badge listens to.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { PRESENCE } from '../constants.js';
import { mensagens } from '../messages.js';

/** AppSync Events channel that carries the online-visitors count. */
export const PRESENCE_CHANNEL = '/presence/online-visitors';

const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const visitorId = lazySchema(() =>
  z
    .string({ error: mensagens.presenca.visitanteInvalido })
    .check(z.regex(VISITOR_ID_PATTERN, { error: mensagens.presenca.visitanteInvalido })),
);

/** A slot number as the server handed it out (milliseconds since the epoch / slot length). */
const slot = lazySchema(() =>
  z
    .number({ error: mensagens.presenca.intervaloInvalido })
    .check(z.int({ error: mensagens.presenca.intervaloInvalido }), z.positive({ error: mensagens.presenca.intervaloInvalido })),
);

/**
 * Body of POST /api/presence: a random id the tab keeps while it is open and, from its second beat
 * on, the slot its previous beat was credited to (the beat renews it instead of counting again).
 */
export const presenceRequestSchema = lazySchema(() => z.strictObject(
  { visitorId, slot: z.optional(slot) },
  // The body carries nothing but these, so any malformed body is an invalid visitor id.
  { error: mensagens.presenca.visitanteInvalido },
));

/** Body of POST /api/presence/leave (sendBeacon when the tab closes): the slot to take back. */
export const presenceLeaveRequestSchema = lazySchema(() => z.strictObject(
  { visitorId, slot },
  { error: mensagens.presenca.visitanteInvalido },
));

const onlineCount = lazySchema(() => z
  .number({ error: mensagens.validacao.numeroInvalido })
  .check(z.int({ error: mensagens.validacao.numeroInteiro }), z.gte(0, { error: mensagens.validacao.numeroMuitoPequeno(0) })));

/** Answer of POST /api/presence/leave: the last count published. */
export const presenceCountSchema = lazySchema(() => z.object({ online: onlineCount }));

/**
 * Answer of POST /api/presence: the last count published, the slot this beat was credited to
 * (sent back with the next beat and with the goodbye) and when to beat next.
 */
export const presenceResponseSchema = lazySchema(() => z.object({
  online: onlineCount,
  slot,
  nextBeatInMs: z
    .number({ error: mensagens.validacao.numeroInvalido })
    .check(
      z.int({ error: mensagens.validacao.numeroInteiro }),
      z.gte(0, { error: mensagens.validacao.numeroMuitoPequeno(0) }),
      z.lte(2 * PRESENCE.BEAT_SECONDS * 1000, { error: mensagens.validacao.numeroMuitoGrande(2 * PRESENCE.BEAT_SECONDS * 1000) }),
    ),
}));

/** Event published on PRESENCE_CHANNEL when the count changes. */
export const presenceEventSchema = lazySchema(() => z.object({
  online: onlineCount,
  at: z.iso.datetime({ error: mensagens.validacao.dataInvalida }),
}));

export type PresenceRequest = z.infer<typeof presenceRequestSchema>;
export type PresenceLeaveRequest = z.infer<typeof presenceLeaveRequestSchema>;
export type PresenceCount = z.infer<typeof presenceCountSchema>;
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;
export type PresenceEvent = z.infer<typeof presenceEventSchema>;
