import { use } from 'react';
import type { RuntimeConfig } from '#shared/schemas/runtime-config.js';
import { loadRuntimeConfig } from './runtime-config.js';

/**
 * The runtime config for components. The shell renders before /config.json has arrived, so a
 * component that needs the config suspends (React `use`) until it has; once loaded it is read
 * synchronously. Place such components under a Suspense boundary, or load them (route `lazy`)
 * after `loadRuntimeConfig()`.
 */
export function useRuntimeConfig(): RuntimeConfig {
  return use(loadRuntimeConfig());
}
