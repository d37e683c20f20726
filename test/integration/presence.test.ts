import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { PRESENCE } from '#shared/constants.js';
import { PRESENCE_CHANNEL } from '#shared/schemas/presence.js';
import { createPresenceService } from '#lambdas/presence/presence.js';
import type { EventPublisher } from '#lambdas/common/realtime-publisher.js';
import { documentClient } from './pagamentos-helpers.js';

const stack = inject('stack');
const post = (path: string, body: unknown, raw = false) =>
  fetch(`${stack.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
const visitor = () => crypto.randomUUID().replaceAll('-', '');

describe('POST /api/presence', () => {
  it('counts each visitor once, however often it beats, and forgets one that leaves', async () => {
    // Prepare
    const a = visitor();
    const b = visitor();
    const before = (await (await post('/api/presence', { visitorId: a })).json()) as { online: number };

    // Act
    await post('/api/presence', { visitorId: a });
    const withB = (await (await post('/api/presence', { visitorId: b })).json()) as { online: number };
    const afterLeave = (await (await post('/api/presence/leave', { visitorId: b })).json()) as { online: number };

    // Assess
    expect(withB.online).toBe(before.online + 1);
    expect(afterLeave.online).toBe(before.online);
  });

  it.each([
    ['missing body', ''],
    ['invalid JSON', '{visitorId:'],
    ['missing visitorId', JSON.stringify({})],
    ['wrong type', JSON.stringify({ visitorId: 1234567890123456 })],
    ['too short', JSON.stringify({ visitorId: 'abc' })],
    ['oversized id', JSON.stringify({ visitorId: 'a'.repeat(65) })],
    ['oversized body', JSON.stringify({ visitorId: visitor(), padding: 'x'.repeat(5000) })],
    ['unknown field', JSON.stringify({ visitorId: visitor(), admin: true })],
    ['bad characters', JSON.stringify({ visitorId: '<script>alert(1)</script>x' })],
  ])('rejects %s with a 400 and a Portuguese message', async (_case, body) => {
    const response = await post('/api/presence', body, true);
    expect(response.status).toBe(400);
    const payload = (await response.json()) as { error: string };
    expect(payload.error).toMatch(/[a-zà-ú]/i);
    expect(payload.error).not.toMatch(/stack|Error:|at \w+ \(|invalid_type|Expected/);
    expect(payload.error).toMatch(/inválid|grande|requisição|Identificador/i);
  });

  it('answers 404 and 405 in Portuguese for unknown routes and methods', async () => {
    const notFound = await fetch(`${stack.apiUrl}/api/nao-existe`);
    expect(notFound.status).toBe(404);
    expect(((await notFound.json()) as { error: string }).error).toBe('Endereço não encontrado.');
    const wrongMethod = await fetch(`${stack.apiUrl}/api/presence`);
    expect(wrongMethod.status).toBe(405);
  });

  it('pushes the new count to realtime subscribers when a visitor arrives', async () => {
    // Prepare: a raw AppSync Events subscriber on the presence channel.
    const header = Buffer.from(
      JSON.stringify({ host: new URL(stack.realtimeHttpEndpoint).host, 'x-api-key': stack.env.EVENTS_API_KEY }),
    ).toString('base64url');
    const socket = new WebSocket(stack.realtimeEndpoint, ['aws-appsync-event-ws', `header-${header}`]);
    const received: Array<{ online: number }> = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as { type: string; event?: string };
        if (message.type === 'connection_ack') {
          socket.send(
            JSON.stringify({
              type: 'subscribe',
              id: 'presence-test',
              channel: PRESENCE_CHANNEL,
              authorization: { host: new URL(stack.realtimeHttpEndpoint).host, 'x-api-key': stack.env.EVENTS_API_KEY },
            }),
          );
        }
        if (message.type === 'subscribe_success') resolve();
        if (message.type === 'data' && message.event) received.push(JSON.parse(message.event) as { online: number });
      });
    });

    // Act
    const response = (await (await post('/api/presence', { visitorId: visitor() })).json()) as { online: number };

    // Assess
    // The publish leaves the handler for the realtime server asynchronously: on a loaded machine
    // (the integration files run in parallel) it takes more than expect.poll's default second.
    await expect.poll(() => received.map((event) => event.online), { timeout: 10_000 }).toContain(response.online);
    socket.close();
  });
});

describe('presence counting (domain, real DynamoDB Local, moved clock)', () => {
  const sent: unknown[] = [];
  const commands: string[] = [];
  let clock = 0;
  const publisher: EventPublisher = { publish: async (_channel, events) => void sent.push(...events) };

  // Every operation recorded: the cost per heartbeat must not grow with the number of visitors.
  const db = documentClient(stack.dynamoDbEndpoint);
  db.middlewareStack.add(
    (next, context) => (args) => {
      commands.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );

  // A clock far from the wall clock: these slots are this test's alone.
  const service = () =>
    createPresenceService({ db, table: stack.env.TABLE_PRESENCE!, publisher, now: () => clock });
  const slotMs = PRESENCE.SLOT_SECONDS * 1000;

  it('drops a tab that stopped beating without leaving within two slots (60 s)', async () => {
    clock = 4_000_000_000_000;
    const presence = service();
    const gone = visitor();
    const staying = visitor();
    await presence.heartbeat(gone);
    expect(await presence.heartbeat(staying)).toBe(2);

    // One slot later only `staying` beats: the previous slot still counts `gone`.
    clock += slotMs;
    expect(await presence.heartbeat(staying)).toBe(2);

    // Two slots after its last beat, `gone` is no longer counted.
    clock += slotMs;
    expect(await presence.heartbeat(staying)).toBe(1);
    expect(sent).toContainEqual(expect.objectContaining({ online: 1 }));
  });

  it('costs a constant number of DynamoDB calls per heartbeat, with no Scan or Query, whatever the crowd', async () => {
    clock = 4_100_000_000_000;
    const presence = service();
    const crowd = Array.from({ length: 40 }, visitor);
    for (const id of crowd) await presence.heartbeat(id);

    commands.length = 0;
    await presence.heartbeat(crowd[0]!);
    const perBeatWithCrowd = commands.length;
    expect(commands).not.toContain('ScanCommand');
    expect(commands).not.toContain('QueryCommand');
    expect(commands).toContain('BatchGetItemCommand');
    expect(perBeatWithCrowd).toBeLessThanOrEqual(3);
  });

  it('still answers the count when the realtime broadcast fails', async () => {
    clock = 4_200_000_000_000;
    const failing = createPresenceService({
      db,
      table: stack.env.TABLE_PRESENCE!,
      publisher: { publish: async () => Promise.reject(new Error('realtime down')) },
      now: () => clock,
    });
    expect(await failing.heartbeat(visitor())).toBe(1);
  });
});
