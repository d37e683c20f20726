/**
 * Starts the real local stack once for the integration run (fresh data in a temp folder, free
 * ports) and stops it afterwards. Tests read the endpoints with `inject('stack')`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '#infra/local/stack.js';

export interface StackEndpoints {
  apiUrl: string;
  dynamoDbEndpoint: string;
  cognitoEndpoint: string;
  mailboxUrl: string;
  realtimeHttpEndpoint: string;
  realtimeEndpoint: string;
  /** The local Asaas sandbox (API under /v3, control under /_local). */
  asaasUrl: string;
  /** The local physician account (member of `medicos`). */
  contaMedica: { email: string; senha: string };
  /** What the local Asaas sends in `asaas-access-token`; the handlers read it from the Secrets Manager stand-in. */
  asaasWebhookToken: string;
  env: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackEndpoints;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-it-'));
  // The sweeper runs only when a test calls it (validacao-caso, validacao-retentativas).
  const stack = await startLocalStack({ dataDir, schedules: false });
  project.provide('stack', {
    apiUrl: stack.apiUrl,
    dynamoDbEndpoint: stack.dynamoDbEndpoint,
    cognitoEndpoint: stack.cognitoEndpoint,
    mailboxUrl: stack.mailboxUrl,
    realtimeHttpEndpoint: stack.realtimeHttpEndpoint,
    realtimeEndpoint: stack.realtimeEndpoint,
    asaasUrl: stack.asaasUrl,
    contaMedica: stack.contaMedica,
    asaasWebhookToken: stack.asaasWebhookToken,
    env: stack.env,
  });
  return async () => {
    await stack.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
