/**
 * A deployed handler is the esbuild bundle, not the TypeScript the local stack runs: this builds
 * the presence Lambda exactly as the deploy does (infra/lib/lambda-bundling.ts), imports it in a
 * fresh Node process with a Lambda-like environment, and calls the handler against DynamoDB Local
 * through the standard endpoint variable (AWS_ENDPOINT_URL_DYNAMODB) and a proxy that records what
 * the bundle sends, so its credentials and signing are those it would use in Lambda.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundleHandler, LAMBDA_ENTRY_FILE } from '#infra/lib/lambda-bundling.js';
import { startProxy } from './pagamentos-helpers.js';

const stack = inject('stack');
let dir: string;
let bundle: string;
let proxy: http.Server;
/** Headers of the DynamoDB requests the bundle sent through the proxy. */
const sent: http.IncomingHttpHeaders[] = [];

interface Invocation {
  readonly statusCode?: number;
  readonly body?: string;
}

/** Calls `heartbeat` of the bundle in a new Node process with exactly `env` (nothing inherited). */
async function invokeHeartbeat(env: NodeJS.ProcessEnv): Promise<Invocation> {
  const event = {
    version: '2.0',
    routeKey: 'POST /api/presence',
    rawPath: '/api/presence',
    headers: { 'content-type': 'application/json' },
    requestContext: { http: { method: 'POST', path: '/api/presence', sourceIp: '127.0.0.1' }, requestId: 'bundle-test' },
    body: JSON.stringify({ visitorId: crypto.randomUUID().replaceAll('-', '') }),
    isBase64Encoded: false,
  };
  const script = [
    `const { heartbeat } = await import(${JSON.stringify(pathToFileURL(bundle).href)});`,
    `const result = await heartbeat(${JSON.stringify(event)}, { awsRequestId: 'bundle-test', functionName: 'presence-heartbeat' });`,
    'process.stdout.write(JSON.stringify(result));',
  ].join(' ');
  // Asynchronously: the proxy that the child calls runs in this process.
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env, timeout: 30_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`bundle failed: ${stderr.trim().split('\n').slice(-3).join(' ')}`);
  return JSON.parse(stdout) as Invocation;
}

/**
 * What Lambda gives the function: its variables (the local stack's, in a stage other than `local` so
 * the handler builds its client as in AWS, with the role's credentials from the environment; the
 * standard endpoint variable points it at the recording proxy in front of DynamoDB Local), the
 * role's credentials, and the region.
 */
function lambdaEnv(credentials: boolean): NodeJS.ProcessEnv {
  return {
    ...stack.env,
    STAGE: 'sandbox',
    PATH: process.env.PATH,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    AWS_LAMBDA_FUNCTION_NAME: 'presence-heartbeat',
    LOG_LEVEL: 'CRITICAL',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    ...(credentials
      ? { AWS_ACCESS_KEY_ID: 'ASIABUNDLETEST', AWS_SECRET_ACCESS_KEY: 'bundle-test-secret', AWS_SESSION_TOKEN: 'bundle-test-session' }
      : {}),
  };
}

beforeAll(async () => {
  proxy = await startProxy(stack.dynamoDbEndpoint, (req) => {
    sent.push(req.headers);
    return false;
  });
  dir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-bundle-'));
  bundle = path.join(dir, LAMBDA_ENTRY_FILE);
  await bundleHandler('lambdas/presence/handler.ts', dir);
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('the presence Lambda as deployed (esbuild bundle)', () => {
  it('answers a heartbeat, signing its DynamoDB calls with the credentials Lambda puts in the environment', async () => {
    // Prepare
    sent.length = 0;

    // Act
    const result = await invokeHeartbeat(lambdaEnv(true));

    // Assess
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({ online: expect.any(Number) });
    expect(sent.length).toBeGreaterThan(0);
    for (const headers of sent) {
      expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=ASIABUNDLETEST\/\d{8}\/us-east-1\/dynamodb\/aws4_request, SignedHeaders=\S*x-amz-security-token\S*, Signature=[0-9a-f]{64}$/);
      expect(headers['x-amz-security-token']).toBe('bundle-test-session');
    }
  });

  it('has no other credential source to fall back on: without them nothing reaches DynamoDB', async () => {
    // Prepare
    sent.length = 0;

    // Act
    const result = await invokeHeartbeat(lambdaEnv(false));

    // Assess
    expect(result.statusCode).toBe(500);
    expect(sent).toEqual([]);
  });
});
