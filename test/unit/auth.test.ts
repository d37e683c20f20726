/**
 * Which verifier each stage gets: the local one (public signing key) never outside the local stage,
 * and never for a JWKS that is not on loopback.
 */
import { describe, expect, it } from 'vitest';
import {
  AuthConfigError,
  createAccessTokenVerifier,
  createAccessTokenVerifierFromEnv,
  InvalidAccessTokenError,
} from '#lambdas/common/auth.js';

const local = {
  stage: 'local' as const,
  userPoolId: 'local_abc12345',
  clientId: 'cliente',
  issuer: 'http://127.0.0.1:4010/local_abc12345',
  jwksUri: 'http://127.0.0.1:4010/local_abc12345/.well-known/jwks.json',
};

describe('createAccessTokenVerifier', () => {
  it('refuses the local issuer and JWKS in the AWS stages', () => {
    expect(() => createAccessTokenVerifier({ ...local, stage: 'prod' })).toThrow(AuthConfigError);
    expect(() => createAccessTokenVerifier({ ...local, stage: 'sandbox' })).toThrow(AuthConfigError);
  });

  it('refuses a local pool id in the AWS stages', () => {
    expect(() => createAccessTokenVerifier({ stage: 'prod', userPoolId: 'local_abc12345', clientId: 'cliente' })).toThrow(AuthConfigError);
  });

  it('builds the Cognito verifier for a real pool id', () => {
    expect(createAccessTokenVerifier({ stage: 'prod', userPoolId: 'sa-east-1_AbCdEf123', clientId: 'cliente' })).toHaveProperty('verify');
  });

  it('refuses a local verifier without issuer or with a JWKS off loopback', () => {
    expect(() => createAccessTokenVerifier({ ...local, issuer: undefined })).toThrow(AuthConfigError);
    expect(() => createAccessTokenVerifier({ ...local, jwksUri: 'https://example.com/jwks.json' })).toThrow(AuthConfigError);
  });

  it('turns an unreadable token into InvalidAccessTokenError, a 401', async () => {
    const verifier = createAccessTokenVerifier(local);
    await expect(verifier.verify('abc')).rejects.toBeInstanceOf(InvalidAccessTokenError);
    await expect(verifier.verify('abc')).rejects.toMatchObject({ status: 401 });
  });
});

describe('createAccessTokenVerifierFromEnv', () => {
  it('reads the stage and the pool from the environment', () => {
    const env = {
      STAGE: 'local',
      USER_POOL_ID: local.userPoolId,
      USER_POOL_CLIENT_ID: local.clientId,
      COGNITO_ISSUER: local.issuer,
      COGNITO_JWKS_URI: local.jwksUri,
    };
    expect(createAccessTokenVerifierFromEnv(env)).toHaveProperty('verify');
    expect(() => createAccessTokenVerifierFromEnv({ ...env, STAGE: 'prod' })).toThrow(AuthConfigError);
    expect(() => createAccessTokenVerifierFromEnv({ ...env, STAGE: undefined })).toThrow(/STAGE/);
    expect(() => createAccessTokenVerifierFromEnv({ ...env, USER_POOL_ID: '' })).toThrow(AuthConfigError);
  });
});
