/**
 * The Bedrock half of the consultation engine, imported by engine-factory.ts on the first model call:
 * the engine (bedrock-engine.ts, with its prompts) and the container's Bedrock Runtime client, made
 * once, traced, with the idle bound a long streamed answer needs.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { sdkClientConfig } from '../common/sdk-config.js';
import { traceClient } from '../common/tracer.js';
import type { AmbienteIa } from './ambiente.js';

export { createBedrockEngine } from './bedrock-engine.js';

/** A long answer is generated for a while: this bounds the wait for each piece of it, not the whole. */
const BEDROCK_SOCKET_TIMEOUT_MS = 60_000;

let bedrockClient: BedrockRuntimeClient | undefined;

/** The container's Bedrock Runtime client, made on first use. */
export function bedrockClientFromEnv(env: AmbienteIa): BedrockRuntimeClient {
  bedrockClient ??= traceClient(
    new BedrockRuntimeClient({
      ...sdkClientConfig(env),
      // The SDK's own HTTP/2 handler settings (one stream per session), with the idle bound added.
      requestHandler: { requestTimeout: BEDROCK_SOCKET_TIMEOUT_MS, disableConcurrentStreams: true },
    }),
  );
  return bedrockClient;
}
