/**
 * The visitors badge against the real local services: the routes through the local API, and the
 * heartbeat, goodbye and recount (lambdas/presence) on DynamoDB Local with a moved clock, in a
 * presence table of their own, broadcasting through a recording publisher or the local realtime
 * server.
 */
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRESENCE } from '#shared/constants.js';
import { PRESENCE_CHANNEL, type PresenceResponse } from '#shared/schemas/presence.js';
import { createPresenceAggregator } from '#lambdas/presence/aggregator.js';
import { createPresenceService } from '#lambdas/presence/presence.js';
import { counterKey, LATE_SLOTS, SHARDS, shardOf, slotAt, slotStartMs, SLOTS_PER_BEAT } from '#lambdas/presence/presence-slots.js';
import { createEventPublisherFromEnv, type EventPublisher } from '#lambdas/common/realtime-publisher.js';
import { LOCAL_CREDENTIALS } from '#lambdas/common/sdk-clients.js';
import { documentClient, subscribe } from './pagamentos-helpers.js';

const stack = inject('stack');
const post = (path: string, body: unknown, raw = false) =>
  fetch(`${stack.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
const visitor = () => crypto.randomUUID().replaceAll('-', '');
const SLOT_MS = PRESENCE.SLOT_SECONDS * 1000;
const PASS_MS = PRESENCE.PASS_SECONDS * 1000;

describe('POST /api/presence and /api/presence/leave', () => {
  it('credits a first beat to the current slot, asks for the next one a period later and keeps the credit on an early beat', async () => {
    // Prepare
    const id = visitor();
    const sentAt = Date.now();

    // Act
    const first = (await (await post('/api/presence', { visitorId: id })).json()) as PresenceResponse;
    const early = (await (await post('/api/presence', { visitorId: id, slot: first.slot })).json()) as PresenceResponse;

    // Assess
    expect(first.slot).toBeGreaterThanOrEqual(slotAt(sentAt));
    expect(first.slot).toBeLessThanOrEqual(slotAt(Date.now()));
    expect(first.online).toBeGreaterThanOrEqual(0);
    const nextAt = sentAt + first.nextBeatInMs;
    expect(slotAt(nextAt)).toBeGreaterThanOrEqual(first.slot + SLOTS_PER_BEAT - 1);
    expect(slotAt(nextAt)).toBeLessThanOrEqual(first.slot + SLOTS_PER_BEAT);
    expect(early.slot).toBe(first.slot);
    const item = await documentClient(stack.dynamoDbEndpoint).send(
      new GetCommand({ TableName: stack.env.TABLE_PRESENCE!, Key: { pk: counterKey(first.slot, shardOf(id)) } }),
    );
    expect(item.Item?.visitors).toBeGreaterThanOrEqual(1);
  });

  it('takes a leaving tab\'s credit back from its counter item', async () => {
    // Prepare
    const id = visitor();
    const beat = (await (await post('/api/presence', { visitorId: id })).json()) as PresenceResponse;
    const db = documentClient(stack.dynamoDbEndpoint);
    const key = { pk: counterKey(beat.slot, shardOf(id)) };
    const before = Number((await db.send(new GetCommand({ TableName: stack.env.TABLE_PRESENCE!, Key: key }))).Item?.visitors);

    // Act
    const left = await post('/api/presence/leave', { visitorId: id, slot: beat.slot });

    // Assess
    expect(left.status).toBe(200);
    expect(((await left.json()) as { online: number }).online).toBeGreaterThanOrEqual(0);
    const after = Number((await db.send(new GetCommand({ TableName: stack.env.TABLE_PRESENCE!, Key: key }))).Item?.visitors);
    expect(after).toBe(before - 1);
  });

  it.each([
    ['missing body', '/api/presence', ''],
    ['invalid JSON', '/api/presence', '{visitorId:'],
    ['missing visitorId', '/api/presence', JSON.stringify({})],
    ['wrong type', '/api/presence', JSON.stringify({ visitorId: 1234567890123456 })],
    ['too short', '/api/presence', JSON.stringify({ visitorId: 'abc' })],
    ['oversized id', '/api/presence', JSON.stringify({ visitorId: 'a'.repeat(65) })],
    ['oversized body', '/api/presence', JSON.stringify({ visitorId: visitor(), padding: 'x'.repeat(5000) })],
    ['unknown field', '/api/presence', JSON.stringify({ visitorId: visitor(), admin: true })],
    ['bad characters', '/api/presence', JSON.stringify({ visitorId: '<script>alert(1)</script>x' })],
    ['a zero slot', '/api/presence', JSON.stringify({ visitorId: visitor(), slot: 0 })],
    ['a negative slot', '/api/presence', JSON.stringify({ visitorId: visitor(), slot: -4 })],
    ['a fractional slot', '/api/presence', JSON.stringify({ visitorId: visitor(), slot: 1.5 })],
    ['a slot as text', '/api/presence', JSON.stringify({ visitorId: visitor(), slot: '355000000' })],
    ['a goodbye without its slot', '/api/presence/leave', JSON.stringify({ visitorId: visitor() })],
    ['a goodbye with a bad slot', '/api/presence/leave', JSON.stringify({ visitorId: visitor(), slot: null })],
  ])('rejects %s with a 400 and a Portuguese message', async (_case, path, body) => {
    const response = await post(path, body, true);
    expect(response.status).toBe(400);
    const payload = (await response.json()) as { error: string };
    expect(payload.error).toMatch(/[a-zà-ú]/i);
    expect(payload.error).not.toMatch(/stack|Error:|at \w+ \(|invalid_type|Expected/);
    expect(payload.error).toMatch(/inválid|grande|requisição|Identificador|Intervalo/i);
  });

  it('answers 404 and 405 in Portuguese for unknown routes and methods', async () => {
    const notFound = await fetch(`${stack.apiUrl}/api/nao-existe`);
    expect(notFound.status).toBe(404);
    expect(((await notFound.json()) as { error: string }).error).toBe('Endereço não encontrado.');
    const wrongMethod = await fetch(`${stack.apiUrl}/api/presence`);
    expect(wrongMethod.status).toBe(405);
  });

  it('pushes the recount to realtime subscribers through the real Event API stand-in', async () => {
    // Prepare: a subscriber, and a visitor beating through the API.
    const subscriber = await subscribe(stack, PRESENCE_CHANNEL);
    await post('/api/presence', { visitorId: visitor() });
    // The recount reads complete slots only: run it as if the current slot had ended.
    const aggregator = createPresenceAggregator({
      db: documentClient(stack.dynamoDbEndpoint),
      table: stack.env.TABLE_PRESENCE!,
      publisher: createEventPublisherFromEnv(stack.env),
      now: () => Date.now() + SLOT_MS,
    });

    // Act
    const pass = await aggregator.pass();

    // Assess
    expect(pass.published).toBe(true);
    expect(pass.online).toBeGreaterThanOrEqual(1);
    // The publish reaches the socket asynchronously; on a loaded machine it takes more than a second.
    await expect.poll(() => subscriber.received.map((event) => (event as { online: number }).online), { timeout: 10_000 }).toContain(pass.online);
    subscriber.close();
  });
});

describe('presence counting (real DynamoDB Local, a table of its own, moved clock)', () => {
  const table = `presence-test-${visitor().slice(0, 8)}`;
  const client = new DynamoDBClient({ endpoint: stack.dynamoDbEndpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
  const db = documentClient(stack.dynamoDbEndpoint);
  /** Every DynamoDB operation sent (as the service names it), with its input: the cost per beat must not grow with the crowd. */
  const commands: Array<{ name: string; input: Record<string, unknown> }> = [];
  db.middlewareStack.add(
    (next, context) => (args) => {
      commands.push({ name: context.commandName ?? 'unknown', input: args.input as Record<string, unknown> });
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  const broadcasts: Array<{ online: number }> = [];
  const publisher: EventPublisher = { publish: async (_channel, events) => void broadcasts.push(...(events as Array<{ online: number }>)) };

  let clock = 0;
  /** A clock in its own period, a second into a slot. */
  const startClock = (period: number) => (clock = slotStartMs(slotAt(Date.UTC(2031, 0, 1)) + period * 1000) + 1000);
  const service = (cacheMs = 0) => createPresenceService({ db, table, now: () => clock, publishedCacheMs: cacheMs });
  const aggregator = (using: EventPublisher = publisher) => createPresenceAggregator({ db, table, publisher: using, now: () => clock });
  const names = (from: number) => commands.slice(from).map((command) => command.name);

  /** Tabs that beat whenever their last answer told them to, as the SPA does. */
  function tabs(ids: string[], presence = service(), openingEveryMs = 0) {
    const state = new Map<string, { slot?: number; dueAt: number }>(ids.map((id, index) => [id, { dueAt: clock + index * openingEveryMs }]));
    return {
      /** Beats every tab that is due (or all of `only`), in order. */
      async beatDue(only?: string[]) {
        for (const [id, tab] of state) {
          if (only ? !only.includes(id) : tab.dueAt > clock) continue;
          const answer = await presence.heartbeat(id, tab.slot);
          state.set(id, { slot: answer.slot, dueAt: clock + answer.nextBeatInMs });
        }
      },
      slotOf: (id: string) => state.get(id)!.slot!,
      forget: (id: string) => state.delete(id),
    };
  }

  /** Ids on distinct shards, so that a goodbye can only touch its own tab's credit. */
  const distinctShards = (count: number) => {
    const ids: string[] = [];
    while (ids.length < count) {
      const id = visitor();
      if (!ids.some((other) => shardOf(other) === shardOf(id))) ids.push(id);
    }
    return ids;
  };

  beforeAll(async () => {
    await client.send(
      new CreateTableCommand({
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      }),
    );
  });
  afterAll(async () => {
    await client.send(new DeleteTableCommand({ TableName: table }));
  });

  it('counts every open tab exactly once at every recount, period after period, with one write per tab a period', async () => {
    // Prepare: three tabs opening a second apart.
    startClock(1);
    const ids = [visitor(), visitor(), visitor()];
    const recount = aggregator();
    const from = commands.length;
    const counts: number[] = [];

    // Act: four periods, a second at a time; a recount every pass once the first slot is complete.
    const opened = tabs(ids, service(), 1200);
    for (let second = 0; second < 4 * PRESENCE.BEAT_SECONDS; second += 1) {
      await opened.beatDue();
      if (second >= PRESENCE.SLOT_SECONDS + 3 && second % PRESENCE.PASS_SECONDS === 0) counts.push((await recount.pass()).online);
      clock += 1000;
    }

    // Assess
    expect(counts.length).toBeGreaterThanOrEqual(15);
    expect(new Set(counts)).toEqual(new Set([3]));
    const writes = names(from).filter((name) => name === 'UpdateItemCommand').length;
    expect(writes).toBeGreaterThanOrEqual(3 * 4);
    expect(writes).toBeLessThanOrEqual(3 * 5);
  });

  it('drops a tab that says goodbye at the next recount, and never counts below the others later', async () => {
    // Prepare
    startClock(2);
    const [staying, leaving] = distinctShards(2) as [string, string];
    const opened = tabs([staying, leaving]);
    await opened.beatDue();
    clock += SLOT_MS;
    const recount = aggregator();
    expect((await recount.pass()).online).toBe(2);

    // Act: the tab closes with its credit's slot; the other keeps beating for two periods.
    clock += 2000;
    const credit = opened.slotOf(leaving);
    await service().leave(leaving, credit);
    // A goodbye sent twice (a beacon retried) takes nothing more.
    await service().leave(leaving, credit);
    opened.forget(leaving);
    const counts: number[] = [];
    for (let second = 0; second < 2 * PRESENCE.BEAT_SECONDS; second += 1) {
      await opened.beatDue();
      if (second % PRESENCE.PASS_SECONDS === 0) counts.push((await recount.pass()).online);
      clock += 1000;
    }

    // Assess
    expect(counts).toEqual(new Array(counts.length).fill(1));
    expect((await recount.pass()).online).toBe(1);
  });

  it('drops a tab that vanishes without goodbye within 60 s', async () => {
    // Prepare: two tabs; one renews once more and then its page is gone.
    startClock(3);
    const [staying, vanishing] = [visitor(), visitor()];
    const opened = tabs([staying, vanishing]);
    await opened.beatDue();
    for (let second = 0; second < PRESENCE.BEAT_SECONDS + PRESENCE.SLOT_SECONDS; second += 1) {
      await opened.beatDue();
      clock += 1000;
    }
    const vanishedAt = clock;
    opened.forget(vanishing);
    const recount = aggregator();

    // Act: recounts every pass until it drops.
    let droppedAfterMs: number | undefined;
    for (let second = 0; second <= 90 && droppedAfterMs === undefined; second += 1) {
      await opened.beatDue();
      if (second % PRESENCE.PASS_SECONDS === 0) {
        const online = (await recount.pass()).online;
        if (online === 1) droppedAfterMs = clock - vanishedAt;
        else expect(online).toBe(2);
      }
      clock += 1000;
    }

    // Assess
    expect(droppedAfterMs).toBeDefined();
    expect(droppedAfterMs!).toBeLessThanOrEqual(60_000);
  });

  it('ignores a goodbye for a credit no recount reads any more, or one never handed out, without a write', async () => {
    // Prepare
    startClock(4);
    const id = visitor();
    const opened = tabs([id]);
    await opened.beatDue();
    clock += SLOT_MS;
    const credit = opened.slotOf(id);
    const from = commands.length;

    // Act
    await service().leave(id, credit - SLOTS_PER_BEAT - LATE_SLOTS - 1);
    await service().leave(id, credit + 3);

    // Assess
    expect(names(from)).not.toContain('UpdateItemCommand');
    expect((await aggregator().pass()).online).toBe(1);
  });

  it('costs at most one UpdateItem per beat, with no transaction and no per-beat read of a shared item', async () => {
    // Prepare: a crowd opening at once, with each container's count cached for 5 s.
    startClock(5);
    const crowd = Array.from({ length: 40 }, visitor);
    const presence = service(5_000);
    const from = commands.length;

    // Act: each tab's first beat, an extra beat (a reconnection) and its renewal a period later.
    const opened = tabs(crowd, presence);
    await opened.beatDue();
    clock += 2000;
    await opened.beatDue(crowd);
    clock += (PRESENCE.BEAT_SECONDS + PRESENCE.SLOT_SECONDS) * 1000;
    await opened.beatDue();

    // Assess
    const sent = commands.slice(from);
    const updates = sent.filter((command) => command.name === 'UpdateItemCommand');
    expect(updates).toHaveLength(2 * crowd.length);
    expect(sent.filter((command) => command.name === 'GetItemCommand').length).toBeLessThanOrEqual(3);
    for (const forbidden of ['TransactWriteItemsCommand', 'BatchGetItemCommand', 'QueryCommand', 'ScanCommand']) expect(names(from)).not.toContain(forbidden);
    const keys = new Set(updates.map((command) => (command.input.Key as { pk: string }).pk));
    expect(keys.size).toBeGreaterThan(crowd.length); // two slots, each spread over the shards
  });

  it('recounts with BatchGetItem of at most 100 keys, over every shard of one period', async () => {
    startClock(6);
    const from = commands.length;
    await aggregator().pass();
    const batches = commands.slice(from).filter((command) => command.name === 'BatchGetItemCommand');
    const sizes = batches.map((command) => ((command.input.RequestItems as Record<string, { Keys: unknown[] }>)[table]!.Keys.length));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(100);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(SLOTS_PER_BEAT * SHARDS);
  });

  it('answers beats with the last count broadcast, read at most once per cache period', async () => {
    // Prepare: seven tabs counted and broadcast.
    startClock(7);
    const ids = Array.from({ length: 7 }, visitor);
    await tabs(ids).beatDue();
    clock += SLOT_MS;
    expect(await aggregator().pass()).toEqual({ online: 7, published: true });
    const presence = service(5_000);
    const from = commands.length;

    // Act
    const answers = [];
    for (const id of ids) answers.push(await presence.heartbeat(id));

    // Assess
    expect(answers.map((answer) => answer.online)).toEqual(new Array(7).fill(7));
    expect(names(from).filter((name) => name === 'GetItemCommand')).toHaveLength(1);
  });

  it('broadcasts a recount only when it changed, never twice within a pass, even from two overlapping runs', async () => {
    // Prepare
    startClock(8);
    const first = tabs([visitor(), visitor()]);
    await first.beatDue();
    clock += SLOT_MS;
    const before = broadcasts.length;
    expect(await aggregator().pass()).toEqual({ online: 2, published: true });

    // Act and assess: a new tab counted a second later waits for the pass period.
    await tabs([visitor()]).beatDue();
    clock += SLOT_MS;
    expect(await aggregator().pass()).toEqual({ online: 3, published: false });
    clock += PASS_MS;
    expect(await aggregator().pass()).toEqual({ online: 3, published: true });
    // Unchanged: nothing.
    clock += PASS_MS;
    expect(await aggregator().pass()).toEqual({ online: 3, published: false });
    // Two runs recounting the same change at once: one broadcast.
    await tabs([visitor()]).beatDue();
    clock += SLOT_MS;
    const [a, b] = await Promise.all([aggregator().pass(), aggregator().pass()]);
    expect([a.published, b.published].filter(Boolean)).toHaveLength(1);
    expect(broadcasts.slice(before).map((event) => event.online)).toEqual([2, 3, 4]);
  });

  it('still answers a beat whose write succeeded when the count cannot be read, so the tab keeps its credit', async () => {
    // Prepare: a client whose reads of the `published` item fail (an injected fault).
    startClock(9);
    const faulty = documentClient(stack.dynamoDbEndpoint);
    faulty.middlewareStack.add(
      (next, context) => (args) => (context.commandName === 'GetItemCommand' ? Promise.reject(new Error('unreadable')) : next(args)),
      { step: 'initialize', name: 'failReads' },
    );
    const id = visitor();

    // Act
    const answer = await createPresenceService({ db: faulty, table, now: () => clock }).heartbeat(id);

    // Assess
    expect(answer).toMatchObject({ online: 0, slot: slotAt(clock) });
    clock += SLOT_MS;
    expect((await aggregator().pass()).online).toBe(1);
  });

  it('stores the recount for the beats\' answers when the broadcast fails', async () => {
    startClock(10);
    const ids = [visitor(), visitor()];
    await tabs(ids).beatDue();
    clock += SLOT_MS;
    const failing: EventPublisher = { publish: async () => Promise.reject(new Error('realtime down')) };

    expect(await aggregator(failing).pass()).toEqual({ online: 2, published: true });
    expect((await service().heartbeat(ids[0]!)).online).toBe(2);
  });
});
