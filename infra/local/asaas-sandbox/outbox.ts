/**
 * The webhook outbox: every event is delivered at least once, one delivery at a time in queue order,
 * retried with backoff until the receiver answers HTTP 200 (Asaas counts only 200 as delivered), up
 * to one attempt more than there are retry delays. A failed entry waits its backoff alone.
 */
import { randomUUID } from 'node:crypto';
import type { Json } from './errors.js';
import type { OutboxEntry, SandboxState } from './state.js';
import { dateTime, newEventId } from './values.js';

export type WebhookDelivery = Omit<OutboxEntry, 'body' | 'seq' | 'nextAttemptAt'>;

export interface QueuedEvent {
  readonly event: string;
  readonly payment: Json;
}

export interface OutboxOptions {
  readonly state: SandboxState;
  readonly persist: () => Promise<void>;
  /** Where events are POSTed; read at every delivery (the receiver may start later or move). */
  readonly webhookUrl: () => string | undefined;
  /** Sent in the `asaas-access-token` header. */
  readonly webhookToken: string;
  readonly retryDelaysMs: readonly number[];
  readonly timeoutMs: number;
  readonly log: (line: string) => void;
}

export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;

export function createWebhookOutbox(options: OutboxOptions) {
  const { state, persist, log } = options;
  const maxAttempts = options.retryDelaysMs.length + 1;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let inFlight: AbortController | undefined;

  // A restart retries what is still pending at once instead of waiting out the old backoff.
  for (const entry of state.outbox) if (entry.status === 'pending') entry.nextAttemptAt = Date.now();

  /** Queues events (each `1 + duplicates` times, same id) in the given order and starts delivering. */
  async function enqueue(events: readonly QueuedEvent[], duplicates = 0): Promise<Array<{ eventId: string; event: string }>> {
    const queued: Array<{ eventId: string; event: string }> = [];
    const createdAt = new Date();
    for (const { event, payment } of events) {
      const eventId = newEventId();
      const body = JSON.stringify({ id: eventId, event, dateCreated: dateTime(createdAt), payment });
      queued.push({ eventId, event });
      for (let copy = 0; copy <= duplicates; copy += 1) {
        state.seq += 1;
        state.outbox.push({
          deliveryId: randomUUID(),
          seq: state.seq,
          eventId,
          event,
          paymentId: String(payment.id),
          body,
          status: 'pending',
          attempts: 0,
          nextAttemptAt: Date.now(),
          createdAt: createdAt.toISOString(),
        });
      }
    }
    await persist();
    kick();
    return queued;
  }

  function kick(): void {
    if (closed || running) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    running = deliverDue().finally(() => {
      running = undefined;
      scheduleNext();
    });
  }

  function scheduleNext(): void {
    if (closed) return;
    const pending = state.outbox.filter((entry) => entry.status === 'pending');
    if (pending.length === 0) return;
    const next = Math.min(...pending.map((entry) => entry.nextAttemptAt));
    if (timer) clearTimeout(timer);
    timer = setTimeout(kick, Math.max(0, next - Date.now()));
  }

  async function deliverDue(): Promise<void> {
    while (!closed) {
      const now = Date.now();
      const due = state.outbox
        .filter((entry) => entry.status === 'pending' && entry.nextAttemptAt <= now)
        .sort((a, b) => a.seq - b.seq)[0];
      if (!due) return;
      await deliver(due);
    }
  }

  /** One POST of the entry; `undefined` status with an error when the receiver did not answer. */
  async function post(url: string, entry: OutboxEntry): Promise<{ statusCode?: number; error?: string }> {
    const controller = new AbortController();
    inFlight = controller;
    const timeout = setTimeout(() => controller.abort(new Error('timeout')), options.timeoutMs);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'asaas-access-token': options.webhookToken,
          'user-agent': 'Asaas-Sandbox-Local/1.0',
        },
        body: entry.body,
        signal: controller.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      return { statusCode: response.status };
    } catch (failure) {
      const cause = (failure as { cause?: { code?: string } }).cause;
      return { error: controller.signal.aborted ? 'timeout' : (cause?.code ?? (failure as Error).name) };
    } finally {
      clearTimeout(timeout);
      inFlight = undefined;
    }
  }

  async function deliver(entry: OutboxEntry): Promise<void> {
    const url = options.webhookUrl();
    const { statusCode, error } = url ? await post(url, entry) : { statusCode: undefined, error: 'no webhook URL' };
    // Stopped mid-attempt: not counted; the restart delivers it again (at least once).
    if (url && closed && statusCode === undefined) return;

    entry.attempts += 1;
    entry.lastAttemptAt = new Date().toISOString();
    if (statusCode === undefined) delete entry.statusCode;
    else entry.statusCode = statusCode;
    if (error === undefined) delete entry.error;
    else entry.error = error;
    if (statusCode === 200) {
      entry.status = 'delivered';
      entry.deliveredAt = entry.lastAttemptAt;
    } else if (entry.attempts >= maxAttempts) {
      entry.status = 'failed';
    } else {
      const delays = options.retryDelaysMs;
      entry.nextAttemptAt = Date.now() + (delays[entry.attempts - 1] ?? delays.at(-1) ?? 1000);
    }
    log(`asaas: webhook ${entry.event} ${entry.eventId} → ${statusCode ?? error} (attempt ${entry.attempts}/${maxAttempts}, ${entry.status})`);
    await persist();
  }

  /** The delivery log, oldest first. */
  function deliveries(): WebhookDelivery[] {
    return state.outbox.map(({ body: _body, seq: _seq, nextAttemptAt: _next, ...delivery }) => ({ ...delivery }));
  }

  /** Resolves once no delivery is pending; rejects after `timeoutMs`. */
  async function waitForDeliveries(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (state.outbox.some((entry) => entry.status === 'pending')) {
      if (Date.now() > deadline) throw new Error(`Webhook deliveries still pending after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stops delivering: the attempt in flight is aborted and left pending for the next start. */
  async function close(): Promise<void> {
    closed = true;
    if (timer) clearTimeout(timer);
    inFlight?.abort(new Error('closing'));
    await running;
  }

  return { enqueue, kick, deliveries, waitForDeliveries, close };
}
