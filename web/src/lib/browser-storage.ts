/**
 * Reading and writing the journeys' browser storage. Storage can be full, blocked (private mode)
 * or edited by hand, so every access is guarded and every JSON value read back is parsed.
 */
import type * as z from 'zod/mini';

export type StorageArea = 'session' | 'local';

function area(kind: StorageArea): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readText(kind: StorageArea, key: string): string | undefined {
  try {
    return area(kind)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeText(kind: StorageArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Without storage the journey still works on this page; only a reload loses the value.
  }
}

export function removeKeys(kind: StorageArea, ...keys: readonly string[]): void {
  for (const key of keys) {
    try {
      area(kind)?.removeItem(key);
    } catch {
      // Nothing to remove if storage is unavailable.
    }
  }
}

/** The stored JSON value under `key` if it parses and matches `schema`. */
export function readJson<S extends z.ZodMiniType>(kind: StorageArea, key: string, schema: S): z.output<S> | undefined {
  const raw = readText(kind, key);
  if (raw === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(kind: StorageArea, key: string, value: unknown): void {
  writeText(kind, key, JSON.stringify(value));
}

/** A flag stored as the text 'true'. */
export function readFlag(kind: StorageArea, key: string): boolean {
  return readText(kind, key) === 'true';
}

export function writeFlag(kind: StorageArea, key: string, value: boolean): void {
  if (value) writeText(kind, key, 'true');
  else removeKeys(kind, key);
}
