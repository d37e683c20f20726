/**
 * The signed-in caller's verified e-mail. Cognito access tokens carry no e-mail, so it is read with
 * Cognito's GetUser, authorised by the caller's own access token (no IAM permission involved). Used
 * by the ownership rule (`pertenceAoTitular`: an unlinked row whose proven e-mail is this one) and to
 * prove the e-mail of a row a signed-in payer creates.
 *
 * The Cognito client is imported on the first lookup, not with this module: most handlers that read
 * the caller (`callerIdentity`) never look an e-mail up, and the client is a few milliseconds of
 * cold import they need not pay (test/bench/lambda-bundles.ts).
 */
import type { HttpEvent } from './http.js';
import { logger } from './logger.js';

export interface CallerIdentity {
  /** Cognito sub. */
  readonly sub: string;
  /** The raw access token (for GetUser); never logged. */
  readonly accessToken: string;
}

export interface VerifiedEmailLookup {
  /** The account's e-mail, trimmed and lower-cased, only if Cognito marks it verified. */
  verifiedEmail(accessToken: string): Promise<string | undefined>;
}

/** Reads the caller of a `cognito` route: the authorizer's claims and the bearer token. */
export function callerIdentity(event: HttpEvent): CallerIdentity | undefined {
  const context = event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } };
  const sub = context.authorizer?.jwt?.claims?.sub;
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const accessToken = /^(?:Bearer\s+)?(\S+)$/i.exec(header ?? '')?.[1];
  if (typeof sub !== 'string' || !sub || !accessToken) return undefined;
  return { sub, accessToken };
}

/** Through the container's Cognito client (cognito-client.ts), loaded on the first lookup. */
export function createVerifiedEmailLookupFromEnv(env: NodeJS.ProcessEnv = process.env): VerifiedEmailLookup {
  return {
    async verifiedEmail(accessToken) {
      try {
        const { GetUserCommand, cognitoClient } = await import('./cognito-get-user.js');
        const user = await cognitoClient(env).send(new GetUserCommand({ AccessToken: accessToken }));
        const attribute = (name: string) => user.UserAttributes?.find((entry) => entry.Name === name)?.Value;
        const email = attribute('email');
        if (!email || attribute('email_verified') !== 'true') return undefined;
        return email.trim().toLowerCase();
      } catch (error) {
        // Without the e-mail only the account link (user_id) authorises; not a reason to fail.
        logger.warn('cognito GetUser failed', { errorName: error instanceof Error ? error.name : 'unknown' });
        return undefined;
      }
    },
  };
}
