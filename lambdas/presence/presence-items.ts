/**
 * The items of the `presence` table, parsed on every read: the counter items
 * (`count#<slot>#<shard>`, `visitors`) and the last count broadcast (`published`). An item that does
 * not fit is logged by its key and read as absent.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#shared/schemas/lazy-schema.js';
import { logger } from '../common/logger.js';
import type { PublishedCount } from './presence-slots.js';

const counterItemSchema = lazySchema(() => z.object({ pk: z.string(), visitors: z.number().check(z.int()) }));

const publishedItemSchema = lazySchema(() =>
  z.object({
    online: z.number().check(z.int(), z.gte(0)),
    published_ms: z.number(),
  }),
);

/** The `visitors` of a counter item (0 for one that does not parse). */
export function counterVisitors(item: Record<string, unknown>): number {
  const parsed = counterItemSchema.safeParse(item);
  if (parsed.success) return parsed.data.visitors;
  logger.warn('presence: unreadable counter item', { pk: String(item.pk), errorName: 'ZodError' });
  return 0;
}

/** The last count broadcast, or undefined when there is none (or it was written by older code). */
export function publishedCount(item: Record<string, unknown> | undefined): PublishedCount | undefined {
  if (item === undefined) return undefined;
  const parsed = publishedItemSchema.safeParse(item);
  if (!parsed.success) return undefined;
  return { online: parsed.data.online, atMs: parsed.data.published_ms };
}
