/**
 * The arithmetic of the visitors-online count, with no I/O: which slot a beat is credited to, which
 * counter item it adds to, which items a count reads, when a tab beats next and when a new count is
 * worth broadcasting. presence.ts and aggregator.ts apply it to DynamoDB and AppSync Events; the
 * bench (test/bench/presenca-escala.ts) applies the same functions to a million simulated tabs.
 *
 * Time is cut into slots of PRESENCE.SLOT_SECONDS (slot n covers [n·S, (n+1)·S) of epoch time). An
 * open tab holds one credit, the slot its last beat was added to, and renews it once a period of
 * SLOTS_PER_BEAT slots to exactly `credit + SLOTS_PER_BEAT`: its credits are one period apart, so
 * any SLOTS_PER_BEAT consecutive slots hold exactly one of them. The count at slot s is the sum of
 * the complete slots [s − SLOTS_PER_BEAT, s − 1]: every open tab exactly once, however its beats
 * jitter, as long as each renewal arrives within the slots it is accepted in. The server tells each
 * tab when to beat (`nextBeatInMs`), at a phase of its own inside the due slot, so the renewals land
 * there and the crowd's beats are spread evenly in time.
 *
 * A slot's credits are spread over SHARDS counter items by a hash of the visitor id, so that at
 * PRESENCE.TARGET_VISITORS each item takes about PRESENCE.WRITES_PER_SHARD_SECOND writes a second.
 */
import { PRESENCE } from '#shared/constants.js';

const SLOT_MS = PRESENCE.SLOT_SECONDS * 1000;

/** Slots in one beat period: a tab's consecutive credits are this many slots apart. */
export const SLOTS_PER_BEAT = PRESENCE.BEAT_SECONDS / PRESENCE.SLOT_SECONDS;
if (!Number.isInteger(SLOTS_PER_BEAT)) throw new Error('PRESENCE.BEAT_SECONDS must be a whole number of slots');

/**
 * A renewal this many slots late still extends the credit (a slow network, a throttled background
 * tab): the tab is missing from the count only until it arrives, instead of for a whole slot.
 */
export const LATE_SLOTS = 2;

/** Counter items per slot: the beats of a whole period land in one slot's items, 1/SHARDS each. */
export const SHARDS = Math.ceil(PRESENCE.TARGET_VISITORS / PRESENCE.BEAT_SECONDS / PRESENCE.WRITES_PER_SHARD_SECOND);

/** The item holding the last count broadcast (`online`, `at`, `published_ms`). */
export const PUBLISHED_KEY = 'published';

/** The next beat is never asked for sooner than this, whatever the clocks say. */
const MIN_BEAT_DELAY_MS = 1000;

export const slotAt = (ms: number): number => Math.floor(ms / SLOT_MS);
export const slotStartMs = (slot: number): number => slot * SLOT_MS;

/** The counter item of one slot and shard. */
export const counterKey = (slot: number, shard: number): string => `count#${slot}#${shard}`;

/** FNV-1a, 32 bits: fast and evenly spread over random ids. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: decorrelates the beat's phase from the shard, both taken from one hash. */
function mix(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The counter shard a visitor's beats and goodbye go to. */
export const shardOf = (visitorId: string): number => fnv1a(visitorId) % SHARDS;

/**
 * Where inside its slot a visitor beats: away from the slot's edges, so that a beat a little late or
 * early still lands in the slot it is due in, and spread evenly over the crowd.
 */
export function phaseMs(visitorId: string): number {
  const edge = Math.round(SLOT_MS / 10);
  return edge + (mix(fnv1a(visitorId)) % (SLOT_MS - 2 * edge));
}

/** What a beat does: the slot the tab's credit is now in, and whether that is a new write. */
export interface BeatCredit {
  readonly slot: number;
  readonly write: boolean;
}

/**
 * The credit of a beat arriving in `nowSlot` from a tab whose previous credit is `previous`:
 * - before its renewal is due (an extra beat: a reconnection, a tab back from the cache): nothing
 *   is written, the credit stays;
 * - due, or up to LATE_SLOTS late: renewed one period on, whatever the beat's own slot;
 * - no previous credit, one that lapsed, or one the server could not have given (in the future):
 *   a new credit in this slot. A lapsed credit has left every window before a new one enters them,
 *   so a tab is never counted twice.
 */
export function creditBeat(nowSlot: number, previous?: number): BeatCredit {
  if (previous !== undefined && previous <= nowSlot && nowSlot <= previous + SLOTS_PER_BEAT + LATE_SLOTS) {
    return nowSlot < previous + SLOTS_PER_BEAT ? { slot: previous, write: false } : { slot: previous + SLOTS_PER_BEAT, write: true };
  }
  return { slot: nowSlot, write: true };
}

/**
 * Whether a goodbye for the credit in `slot` still changes a count: the credit is in the window of
 * `nowSlot` or of a later slot. Anything older has left the count already, and a slot in the future
 * was never handed out; both are ignored without a write.
 */
export const creditStillCounted = (slot: number, nowSlot: number): boolean => slot <= nowSlot && slot >= nowSlot - SLOTS_PER_BEAT;

/** The complete slots the count at `nowSlot` sums: one beat period, oldest first. */
export const windowSlots = (nowSlot: number): number[] =>
  Array.from({ length: SLOTS_PER_BEAT }, (_unused, index) => nowSlot - SLOTS_PER_BEAT + index);

/** Every counter item the count at `nowSlot` reads. */
export const windowKeys = (nowSlot: number): string[] =>
  windowSlots(nowSlot).flatMap((slot) => Array.from({ length: SHARDS }, (_unused, shard) => counterKey(slot, shard)));

/** When DynamoDB may delete a counter item: a minute after the last window that reads it. */
export const counterExpiresAt = (slot: number): number =>
  Math.ceil(slotStartMs(slot + SLOTS_PER_BEAT + LATE_SLOTS + 1) / 1000) + 60;

/** How long a tab waits before its next beat: its own phase inside the slot its renewal is due in. */
export function nextBeatInMs(visitorId: string, credit: number, nowMs: number): number {
  const target = slotStartMs(credit + SLOTS_PER_BEAT) + phaseMs(visitorId);
  return Math.min(2 * PRESENCE.BEAT_SECONDS * 1000, Math.max(MIN_BEAT_DELAY_MS, Math.round(target - nowMs)));
}

/** The last count broadcast. */
export interface PublishedCount {
  readonly online: number;
  readonly atMs: number;
}

/** The smallest change broadcast at once: 1 visitor, or SIGNIFICANT_CHANGE of the count. */
export const significantChange = (online: number): number => Math.max(1, Math.ceil(online * PRESENCE.SIGNIFICANT_CHANGE));

/**
 * Whether a recount is broadcast. Never twice within a pass period, whatever the crowd (each
 * broadcast is a message to every open tab); a significant change at once; a smaller one once the
 * count has been quiet for QUIET_SECONDS, so the badge is never further than that from the count.
 */
export function shouldPublish(last: PublishedCount | undefined, online: number, nowMs: number): boolean {
  if (last === undefined) return true;
  if (online === last.online) return false;
  const elapsed = nowMs - last.atMs;
  if (elapsed < PRESENCE.PASS_SECONDS * 1000) return false;
  return elapsed >= PRESENCE.QUIET_SECONDS * 1000 || Math.abs(online - last.online) >= significantChange(last.online);
}
