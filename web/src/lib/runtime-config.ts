import { runtimeConfigSchema, type RuntimeConfig } from '../../../shared/schemas/runtime-config.js';

/** Loads /config.json (served by the local stack, deployed by CDK in AWS) and validates it. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
