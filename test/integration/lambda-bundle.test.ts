/**
 * A deployed handler is the esbuild bundle, not the TypeScript the local stack runs: this builds
 * the presence Lambda exactly as NodejsFunction does (infra/lib/lambda-bundling.ts: SDK bundled,
 * the Node credential chain replaced by the environment provider), imports it in a fresh Node
 * process with a Lambda-like environment, and calls the handler against DynamoDB Local through the
 * SDK's standard endpoint variable, so the bundled SDK resolves its credentials as in Lambda.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lambdaEsbuildOptions } from '../../infra/lib/lambda-bundling.js';
import { repoRoot } from '../../infra/lib/paths.js';

const stack = inject('stack');
let dir: string;
let bundle: string;

interface Invocation {
  readonly statusCode?: number;
  readonly body?: string;
}

/** Calls `heartbeat` of the bundle in a new Node process with exactly `env` (nothing inherited). */
function invokeHeartbeat(env: NodeJS.ProcessEnv): Invocation {
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
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8', timeout: 30_000 });
  if (child.status !== 0) throw new Error(`bundle failed: ${child.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return JSON.parse(child.stdout) as Invocation;
}

/**
 * What Lambda gives the function: its variables (the local stack's, without DYNAMODB_ENDPOINT so the
 * handler builds its client as in AWS; the SDK's own endpoint override points it at DynamoDB Local),
 * the role's credentials, and the region.
 */
function lambdaEnv(credentials: boolean): NodeJS.ProcessEnv {
  const { DYNAMODB_ENDPOINT: _local, ...variables } = stack.env;
  return {
    ...variables,
    PATH: process.env.PATH,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    AWS_LAMBDA_FUNCTION_NAME: 'presence-heartbeat',
    LOG_LEVEL: 'CRITICAL',
    AWS_ENDPOINT_URL_DYNAMODB: stack.dynamoDbEndpoint,
    ...(credentials
      ? { AWS_ACCESS_KEY_ID: 'ASIABUNDLETEST', AWS_SECRET_ACCESS_KEY: 'bundle-test-secret', AWS_SESSION_TOKEN: 'bundle-test-session' }
      : {}),
  };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-bundle-'));
  bundle = path.join(dir, 'index.mjs');
  await build({
    ...lambdaEsbuildOptions(),
    entryPoints: [path.join(repoRoot, 'lambdas/presence/handler.ts')],
    outfile: bundle,
    absWorkingDir: repoRoot,
    logLevel: 'error',
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the presence Lambda as deployed (esbuild bundle)', () => {
  it('answers a heartbeat with the credentials Lambda puts in the environment', () => {
    // Act
    const result = invokeHeartbeat(lambdaEnv(true));

    // Assess
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({ online: expect.any(Number) });
  });

  it('has no other credential source to fall back on: without them the call to DynamoDB fails', () => {
    // Act
    const result = invokeHeartbeat(lambdaEnv(false));

    // Assess
    expect(result.statusCode).not.toBe(200);
  });

  it('carries the environment provider, not the SSO / ini / process / web-identity chain', async () => {
    // Act
    const code = await readFile(bundle, 'utf8');

    // Assess: the chain's own debug labels and the SSO client's operation are absent.
    expect(code).toContain('CREDENTIALS_ENV_VARS');
    expect(code).not.toContain('defaultProvider::fromSSO');
    expect(code).not.toContain('GetRoleCredentials');
    expect(code).not.toContain('AssumeRoleWithWebIdentity');
  });
});
