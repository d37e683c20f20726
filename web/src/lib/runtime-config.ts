import type { RuntimeConfig } from '#shared/schemas/runtime-config.js';

/** A promise React's `use()` can read without suspending once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

let loading: TrackedPromise<RuntimeConfig> | undefined;

/**
 * Loads /config.json (served by the local stack, deployed by CDK in AWS) and validates it, once per
 * page: later calls share the same promise (a failure is not kept, the next call tries again).
 *
 * The zod schema is imported with the file, not before: the first paint carries neither zod nor
 * the config, and the page's shell is on screen while both arrive.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (loading) return loading;
  const promise: TrackedPromise<RuntimeConfig> = (async () => {
    const [response, { runtimeConfigSchema }] = await Promise.all([
      fetch('/config.json', { cache: 'no-store' }),
      import('#shared/schemas/runtime-config.js'),
    ]);
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    return runtimeConfigSchema.parse(await response.json());
  })();
  promise.status = 'pending';
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
      if (loading === promise) loading = undefined;
    },
  );
  loading = promise;
  return promise;
}
