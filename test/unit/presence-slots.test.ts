/**
 * The visitors-online arithmetic (lambdas/presence/presence-slots.ts) and the aggregator's pass
 * schedule (aggregator.ts runPasses): a tab's credits stay one period apart so each window holds it
 * exactly once, the shards share the writes evenly, and broadcasts stay within their rules.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE } from '#shared/constants.js';
import { logger } from '#lambdas/common/logger.js';
import { runPasses } from '#lambdas/presence/aggregator.js';
import {
  counterKey,
  creditBeat,
  creditStillCounted,
  LATE_SLOTS,
  nextBeatInMs,
  phaseMs,
  SHARDS,
  shardOf,
  shouldPublish,
  significantChange,
  slotAt,
  slotStartMs,
  SLOTS_PER_BEAT,
  windowKeys,
  windowSlots,
} from '#lambdas/presence/presence-slots.js';

const SLOT_MS = PRESENCE.SLOT_SECONDS * 1000;
const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);
const randomId = () => crypto.randomUUID().replaceAll('-', '');

describe('the slots and shards', () => {
  it('sum one beat period of complete slots, sharded so that the target crowd stays under the per-item budget', () => {
    expect(SLOTS_PER_BEAT * PRESENCE.SLOT_SECONDS).toBe(PRESENCE.BEAT_SECONDS);
    expect(PRESENCE.TARGET_VISITORS / PRESENCE.BEAT_SECONDS / SHARDS).toBeLessThanOrEqual(PRESENCE.WRITES_PER_SHARD_SECOND);
    // A vanished tab leaves the count within a minute: one period, one slot, one pass.
    expect(PRESENCE.BEAT_SECONDS + PRESENCE.SLOT_SECONDS + PRESENCE.PASS_SECONDS).toBeLessThanOrEqual(60);
    const now = slotAt(T0);
    expect(windowSlots(now)).toEqual(Array.from({ length: SLOTS_PER_BEAT }, (_, index) => now - SLOTS_PER_BEAT + index));
    expect(windowKeys(now)).toHaveLength(SLOTS_PER_BEAT * SHARDS);
    expect(new Set(windowKeys(now)).size).toBe(SLOTS_PER_BEAT * SHARDS);
    expect(windowKeys(now)).toContain(counterKey(now - 1, SHARDS - 1));
    expect(windowKeys(now)).not.toContain(counterKey(now, 0));
  });

  it('spread random visitors evenly over the shards, and each shard\'s visitors over the whole slot', () => {
    const ids = Array.from({ length: 150_000 }, randomId);
    const perShard = new Array<number>(SHARDS).fill(0);
    for (const id of ids) perShard[shardOf(id)]! += 1;
    const mean = ids.length / SHARDS;
    expect(Math.max(...perShard)).toBeLessThan(mean * 1.15);
    expect(Math.min(...perShard)).toBeGreaterThan(mean * 0.85);

    // Phase and shard come from one hash: the phase must not follow the shard, or a shard's beats
    // would all land in the same moment of the slot.
    const phases = ids.filter((id) => shardOf(id) === 7).map(phaseMs);
    const buckets = new Array<number>(9).fill(0);
    for (const phase of phases) buckets[Math.floor(((phase - SLOT_MS / 10) / (SLOT_MS * 0.8)) * 9)]! += 1;
    for (const bucket of buckets) expect(bucket).toBeGreaterThan((phases.length / 9) * 0.6);
    const all = ids.map(phaseMs);
    expect(all.reduce((min, phase) => Math.min(min, phase))).toBeGreaterThanOrEqual(SLOT_MS / 10);
    expect(all.reduce((max, phase) => Math.max(max, phase))).toBeLessThan(SLOT_MS * 0.9);
  });
});

describe('creditBeat', () => {
  const now = slotAt(T0);

  it('credits a first beat, or one after a lapse, to its own slot', () => {
    expect(creditBeat(now)).toEqual({ slot: now, write: true });
    expect(creditBeat(now, now - SLOTS_PER_BEAT - LATE_SLOTS - 1)).toEqual({ slot: now, write: true });
    // A slot in the future was never handed out: counted anew, the claimed credit ignored.
    expect(creditBeat(now, now + 1)).toEqual({ slot: now, write: true });
  });

  it('renews a due credit exactly one period on, even when the beat is a little late', () => {
    for (let late = 0; late <= LATE_SLOTS; late += 1) {
      const previous = now - SLOTS_PER_BEAT - late;
      expect(creditBeat(now, previous)).toEqual({ slot: previous + SLOTS_PER_BEAT, write: true });
    }
  });

  it('writes nothing for a beat before its renewal is due (a reconnection, a tab back from the cache)', () => {
    for (let early = 1; early <= SLOTS_PER_BEAT; early += 1) {
      const previous = now - SLOTS_PER_BEAT + early;
      expect(creditBeat(now, previous)).toEqual({ slot: previous, write: false });
    }
  });

  it('keeps every open tab in every window exactly once, whatever the beats\' jitter and extra beats', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            // The beat the last answer asked for, up to LATE_SLOTS late.
            fc.record({ kind: fc.constant('scheduled' as const), ms: fc.integer({ min: 0, max: LATE_SLOTS * SLOT_MS }) }),
            // An extra beat some time before it (a reconnection, a tab back from the cache).
            fc.record({ kind: fc.constant('extra' as const), ms: fc.integer({ min: 0, max: (PRESENCE.BEAT_SECONDS - PRESENCE.SLOT_SECONDS) * 1000 }) }),
          ),
          { minLength: 3, maxLength: 16 },
        ),
        fc.integer({ min: 0, max: 10 * SLOT_MS }),
        (beats, startOffset) => {
          // Prepare: one tab that beats as its client does, keeping the answer's slot and appointment.
          const visitor = randomId();
          const credits: number[] = [];
          let nowMs = T0 + startOffset;
          let credit: number | undefined;
          let appointment = nowMs;
          for (const { kind, ms } of beats) {
            nowMs = kind === 'scheduled' ? appointment + ms : Math.min(nowMs + ms, appointment);
            const result = creditBeat(slotAt(nowMs), credit);
            if (result.write) credits.push(result.slot);
            credit = result.slot;
            appointment = nowMs + nextBeatInMs(visitor, credit, nowMs);
          }

          // Assess: the credits are one period apart, and every window from the first complete
          // slot after the first beat to the last credit's last window holds exactly one.
          for (let index = 1; index < credits.length; index += 1) expect(credits[index]! - credits[index - 1]!).toBe(SLOTS_PER_BEAT);
          for (let slot = credits[0]! + 1; slot <= credits.at(-1)! + SLOTS_PER_BEAT; slot += 1) {
            const inWindow = credits.filter((counted) => windowSlots(slot).includes(counted));
            expect(inWindow).toHaveLength(1);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('creditStillCounted', () => {
  it('takes back a credit only while some count still reads it', () => {
    const now = slotAt(T0);
    expect(creditStillCounted(now, now)).toBe(true);
    expect(creditStillCounted(now - SLOTS_PER_BEAT, now)).toBe(true);
    expect(creditStillCounted(now - SLOTS_PER_BEAT - 1, now)).toBe(false);
    expect(creditStillCounted(now + 1, now)).toBe(false);
  });
});

describe('nextBeatInMs', () => {
  it('asks for the next beat at the visitor\'s own phase inside the slot its renewal is due in', () => {
    const visitor = randomId();
    const first = creditBeat(slotAt(T0)).slot;
    const delay = nextBeatInMs(visitor, first, T0);
    expect(slotAt(T0 + delay)).toBe(first + SLOTS_PER_BEAT);
    expect(T0 + delay - slotStartMs(first + SLOTS_PER_BEAT)).toBe(phaseMs(visitor));
    expect(delay).toBeGreaterThan((PRESENCE.BEAT_SECONDS - PRESENCE.SLOT_SECONDS) * 1000);
    expect(delay).toBeLessThan((PRESENCE.BEAT_SECONDS + PRESENCE.SLOT_SECONDS) * 1000);
    // An extra beat meanwhile keeps the same appointment.
    expect(T0 + 12_345 + nextBeatInMs(visitor, first, T0 + 12_345)).toBe(T0 + delay);
  });

  it('never asks for a beat sooner than a second', () => {
    const visitor = randomId();
    const credit = slotAt(T0) - SLOTS_PER_BEAT;
    expect(nextBeatInMs(visitor, credit - 5, T0)).toBe(1000);
  });
});

describe('shouldPublish', () => {
  const at = T0;
  const pass = PRESENCE.PASS_SECONDS * 1000;

  it('publishes the first count and every change of a small crowd, at most once a pass', () => {
    expect(shouldPublish(undefined, 0, at)).toBe(true);
    expect(shouldPublish({ online: 5, atMs: at }, 5, at + 60_000)).toBe(false);
    expect(shouldPublish({ online: 5, atMs: at }, 6, at + pass - 1)).toBe(false);
    expect(shouldPublish({ online: 5, atMs: at }, 6, at + pass)).toBe(true);
  });

  it('holds a change smaller than SIGNIFICANT_CHANGE of a big crowd until the count was quiet for QUIET_SECONDS', () => {
    const crowd = 1_000_000;
    expect(significantChange(crowd)).toBe(crowd * PRESENCE.SIGNIFICANT_CHANGE);
    expect(shouldPublish({ online: crowd, atMs: at }, crowd + significantChange(crowd) - 1, at + pass)).toBe(false);
    expect(shouldPublish({ online: crowd, atMs: at }, crowd - significantChange(crowd), at + pass)).toBe(true);
    expect(shouldPublish({ online: crowd, atMs: at }, crowd + 1, at + PRESENCE.QUIET_SECONDS * 1000)).toBe(true);
  });
});

describe('runPasses', () => {
  afterEach(() => vi.restoreAllMocks());
  const clock = () => {
    let nowMs = T0;
    return { now: () => nowMs, sleep: async (ms: number) => void (nowMs += Math.max(0, ms)), advance: (ms: number) => (nowMs += ms) };
  };

  it('makes a pass at once and then every PASS_SECONDS until the next run is due', async () => {
    const time = clock();
    const starts: number[] = [];
    const passes = await runPasses(
      async () => {
        starts.push(time.now() - T0);
        time.advance(300); // a pass takes a while: the next one still starts on the grid
      },
      { now: time.now, sleep: time.sleep, untilMs: T0 + 50_000 },
    );
    expect(passes).toBe(6);
    expect(starts).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000]);
  });

  it('goes on after a failed pass, and fails only when every pass did', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const time = clock();
    const pass = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('throttled')).mockResolvedValue(undefined);
    expect(await runPasses(pass, { now: time.now, sleep: time.sleep, untilMs: T0 + 20_000 })).toBe(2);
    const failing = async () => Promise.reject(new Error('down'));
    await expect(runPasses(failing, { now: time.now, sleep: time.sleep, untilMs: time.now() + 10_000 })).rejects.toThrow('down');
    expect(logged).toHaveBeenCalledTimes(3);
  });
});
