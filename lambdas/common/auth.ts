/**
 * Cognito access-token verification, the same call in every stage: aws-jwt-verify's
 * `CognitoJwtVerifier` against the real user pool in AWS, and `JwtRsaVerifier` against the local
 * Cognito's JWKS on this machine. The local signing key is public (it ships with cognito-local),
 * so the local verifier exists only in the local stage and only for a loopback JWKS.
 */
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { UnauthorizedError } from './errors.js';

export type AuthStage = 'local' | 'sandbox' | 'prod';

export interface VerifiedAccess {
  readonly sub: string;
  readonly username: string;
  readonly email?: string;
  readonly groups: string[];
  readonly claims: Record<string, unknown>;
}

export interface AccessTokenVerifier {
  verify(token: string): Promise<VerifiedAccess>;
}

export interface AccessTokenVerifierConfig {
  readonly stage: AuthStage;
  readonly userPoolId: string;
  readonly clientId: string;
  /** Local stage only: `<cognito-local endpoint>/<userPoolId>`. */
  readonly issuer?: string;
  /** Local stage only: `<issuer>/.well-known/jwks.json`. */
  readonly jwksUri?: string;
}

/** The token is missing its signature, expired, from another pool or client, or not an access token: a 401. */
export class InvalidAccessTokenError extends UnauthorizedError {}

/** The verifier cannot be built from the given settings: a deployment mistake, found at cold start. */
export class AuthConfigError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

export function createAccessTokenVerifier(config: AccessTokenVerifierConfig): AccessTokenVerifier {
  if (!config.userPoolId || !config.clientId) throw new AuthConfigError('userPoolId and clientId are required');
  const verify = config.stage === 'local' ? localVerifier(config) : cognitoVerifier(config);
  return {
    async verify(token) {
      let payload: JwtPayload;
      try {
        payload = await verify(token);
      } catch (cause) {
        throw new InvalidAccessTokenError(undefined, { cause });
      }
      return toVerifiedAccess(payload);
    },
  };
}

/** Reads STAGE, USER_POOL_ID, USER_POOL_CLIENT_ID and, in the local stage, COGNITO_ISSUER and COGNITO_JWKS_URI. */
export function createAccessTokenVerifierFromEnv(env: Record<string, string | undefined> = process.env): AccessTokenVerifier {
  const stage = env.STAGE;
  if (stage !== 'local' && stage !== 'sandbox' && stage !== 'prod') {
    throw new AuthConfigError(`STAGE must be local, sandbox or prod, not ${stage === undefined ? 'unset' : `"${stage}"`}`);
  }
  return createAccessTokenVerifier({
    stage,
    userPoolId: env.USER_POOL_ID ?? '',
    clientId: env.USER_POOL_CLIENT_ID ?? '',
    issuer: env.COGNITO_ISSUER || undefined,
    jwksUri: env.COGNITO_JWKS_URI || undefined,
  });
}

type VerifyFn = (token: string) => Promise<JwtPayload>;

function cognitoVerifier(config: AccessTokenVerifierConfig): VerifyFn {
  // An issuer or JWKS override in AWS would be the local, publicly known key: refuse to start.
  if (config.issuer !== undefined || config.jwksUri !== undefined) {
    throw new AuthConfigError(`issuer and jwksUri are for the local stage only, not ${config.stage}`);
  }
  let verifier;
  try {
    verifier = CognitoJwtVerifier.create({ userPoolId: config.userPoolId, tokenUse: 'access', clientId: config.clientId });
  } catch (cause) {
    throw new AuthConfigError(`Invalid Cognito user pool id for ${config.stage}`, { cause });
  }
  return (token) => verifier.verify(token);
}

function localVerifier(config: AccessTokenVerifierConfig): VerifyFn {
  const { issuer, jwksUri, clientId } = config;
  if (!issuer || !jwksUri) throw new AuthConfigError('The local stage needs the local Cognito issuer and jwksUri');
  assertLoopback(issuer);
  assertLoopback(jwksUri);
  const verifier = JwtRsaVerifier.create(
    {
      issuer,
      jwksUri,
      // Cognito access tokens carry the app client in client_id, not in aud.
      audience: null,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error(`token_use is ${String(payload.token_use)}, expected access`);
        if (payload.client_id !== clientId) throw new Error('client_id does not match the app client');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: loopbackHttpFetcher }) },
  );
  return (token) => verifier.verify(token);
}

/** aws-jwt-verify's own fetcher speaks https only; cognito-local serves its JWKS over plain http. */
const loopbackHttpFetcher: Fetcher = {
  async fetch(uri) {
    assertLoopback(uri);
    const response = await fetch(uri, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`JWKS request to ${uri} answered ${response.status}`);
    return response.arrayBuffer();
  },
};

function assertLoopback(uri: string): void {
  let url: URL;
  try {
    url = new URL(uri);
  } catch (cause) {
    throw new AuthConfigError(`Not a URL: ${uri}`, { cause });
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(url.hostname);
  if (!loopback || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new AuthConfigError(`The local Cognito must be on loopback, not ${url.origin}`);
  }
}

function toVerifiedAccess(payload: JwtPayload): VerifiedAccess {
  const claims: Record<string, unknown> = { ...payload };
  const username = typeof claims.username === 'string' ? claims.username : claims['cognito:username'];
  if (typeof payload.sub !== 'string' || typeof username !== 'string') {
    throw new InvalidAccessTokenError(undefined, { cause: new Error('Access token without sub or username') });
  }
  const groups = claims['cognito:groups'];
  return {
    sub: payload.sub,
    username,
    ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
    groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
    claims,
  };
}
