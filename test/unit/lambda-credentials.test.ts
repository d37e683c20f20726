/**
 * The Lambda bundles replace the SDK's Node credential chain by lambdas/common/lambda-credentials.ts
 * (infra/lib/lambda-bundling.ts): it must answer with the role's credentials Lambda puts in the
 * environment, and refuse when they are absent rather than look anywhere else.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '#infra/lib/lambda-bundling.js';
import { credentialsTreatedAsExpired, credentialsWillNeedRefresh, defaultProvider } from '#lambdas/common/lambda-credentials.js';

const VARIAVEIS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'] as const;
const antes = Object.fromEntries(VARIAVEIS.map((nome) => [nome, process.env[nome]]));

afterEach(() => {
  for (const nome of VARIAVEIS) {
    if (antes[nome] === undefined) delete process.env[nome];
    else process.env[nome] = antes[nome];
  }
});

describe('lambda credentials', () => {
  it('is what the bundles use in place of the Node credential chain', () => {
    expect(lambdaEsbuildOptions().alias['@aws-sdk/credential-provider-node']).toMatch(/lambdas\/common\/lambda-credentials\.ts$/);
  });

  it("answers with the role's credentials from the environment", async () => {
    process.env.AWS_ACCESS_KEY_ID = 'ASIATESTE';
    process.env.AWS_SECRET_ACCESS_KEY = 'segredo';
    process.env.AWS_SESSION_TOKEN = 'sessao';
    await expect(defaultProvider()()).resolves.toMatchObject({ accessKeyId: 'ASIATESTE', secretAccessKey: 'segredo', sessionToken: 'sessao' });
  });

  it('fails without them instead of trying profiles, files or metadata endpoints', async () => {
    for (const nome of VARIAVEIS) delete process.env[nome];
    await expect(defaultProvider()()).rejects.toThrow();
  });

  it('tells the SDK when credentials with an expiry need refreshing', () => {
    expect(credentialsWillNeedRefresh({ accessKeyId: 'a', secretAccessKey: 'b' })).toBe(false);
    expect(credentialsWillNeedRefresh({ accessKeyId: 'a', secretAccessKey: 'b', expiration: new Date() })).toBe(true);
    expect(credentialsTreatedAsExpired({ accessKeyId: 'a', secretAccessKey: 'b', expiration: new Date(Date.now() + 60_000) })).toBe(true);
    expect(credentialsTreatedAsExpired({ accessKeyId: 'a', secretAccessKey: 'b', expiration: new Date(Date.now() + 3_600_000) })).toBe(false);
  });
});
