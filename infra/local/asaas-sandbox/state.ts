/**
 * What the sandbox keeps between runs: customers, payments and the webhook outbox, in
 * `<dataDir>/state.json`, so a restart loses nothing and resumes pending deliveries. The file is
 * parsed on read (a file this version cannot read stops the start with a clear error) and written
 * whole, atomically, one write at a time.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import * as z from 'zod/mini';
import type { Json } from './errors.js';

const paymentSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  billingType: z.string(),
  value: z.number(),
  dueDate: z.string(),
});

const paymentRecordSchema = z.object({
  /** The payment exactly as Asaas returns it (invoiceUrl/bankSlipUrl are refreshed on output). */
  payment: paymentSchema,
  pixKey: z.string(),
  txid: z.string(),
  boletoFreeField: z.string(),
  /**
   * The payment's `callback` (Asaas "redirecionamento após o pagamento"): where the invoice sends
   * the payer after paying by PIX or card; `autoRedirect` false shows an "Ir para o site" link instead.
   */
  callback: z.optional(z.object({ successUrl: z.string(), autoRedirect: z.boolean() })),
});

const customerSchema = z.looseObject({ id: z.string(), cpfCnpj: z.string(), deleted: z.boolean() });

const outboxEntrySchema = z.object({
  /** One delivery of one event; duplicates share the event id but not this. */
  deliveryId: z.string(),
  seq: z.number(),
  eventId: z.string(),
  event: z.string(),
  paymentId: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  nextAttemptAt: z.number(),
  /** HTTP status of the last attempt, if the receiver answered. */
  statusCode: z.optional(z.number()),
  /** Why the last attempt got no answer (timeout, connection refused…). */
  error: z.optional(z.string()),
  createdAt: z.string(),
  lastAttemptAt: z.optional(z.string()),
  deliveredAt: z.optional(z.string()),
});

const stateSchema = z.object({
  version: z.literal(1),
  seq: z.optional(z.number()),
  invoiceCounter: z.optional(z.number()),
  customers: z.optional(z.record(z.string(), customerSchema)),
  payments: z.optional(z.record(z.string(), paymentRecordSchema)),
  outbox: z.optional(z.array(outboxEntrySchema)),
});

export type PaymentRecord = {
  payment: Json & z.infer<typeof paymentSchema>;
} & Omit<z.infer<typeof paymentRecordSchema>, 'payment'>;
export type Customer = Json & z.infer<typeof customerSchema>;
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export interface SandboxState {
  version: 1;
  seq: number;
  invoiceCounter: number;
  customers: Record<string, Customer>;
  payments: Record<string, PaymentRecord>;
  outbox: OutboxEntry[];
}

/** Finished deliveries kept in the log; pending ones are always kept. */
const MAX_FINISHED_DELIVERIES = 1000;

export async function loadState(file: string): Promise<SandboxState> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { version: 1, seq: 0, invoiceCounter: 0, customers: {}, payments: {}, outbox: [] };
    }
    throw error;
  }
  const parsed = z.safeParse(stateSchema, JSON.parse(text));
  if (!parsed.success) throw new Error(`Unsupported Asaas sandbox state in ${file}: delete it to start afresh`);
  return {
    version: 1,
    seq: parsed.data.seq ?? 0,
    invoiceCounter: parsed.data.invoiceCounter ?? 0,
    customers: parsed.data.customers ?? {},
    payments: parsed.data.payments ?? {},
    outbox: parsed.data.outbox ?? [],
  };
}

/** Saves the state: whole-file JSON, written atomically, one write at a time; old finished deliveries pruned. */
export function createPersistence(file: string, state: SandboxState, log: (line: string) => void): () => Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  return () => {
    const finished = state.outbox.filter((entry) => entry.status !== 'pending');
    if (finished.length > MAX_FINISHED_DELIVERIES) {
      const drop = new Set(finished.slice(0, finished.length - MAX_FINISHED_DELIVERIES));
      state.outbox = state.outbox.filter((entry) => !drop.has(entry));
    }
    const snapshot = JSON.stringify(state);
    writing = writing
      .then(async () => {
        await writeFile(`${file}.tmp`, snapshot, { mode: 0o600 });
        await rename(`${file}.tmp`, file);
      })
      .catch((error: unknown) => log(`asaas: saving state failed: ${(error as Error).message}`));
    return writing;
  };
}
