/**
 * Requests must come through CloudFront, where the WAF, the security headers and the viewer-address
 * header the rate limits trust are applied. CloudFront adds a secret header to every request it
 * sends to the HTTP API; a handler whose environment has ORIGIN_VERIFY refuses a request without
 * it (somebody calling the execute-api address directly). The local stage leaves ORIGIN_VERIFY unset.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The header CloudFront adds (infra/lib/web.ts) and the handlers check. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether a request with these headers may proceed: always when no secret is configured, otherwise
 * only with the secret (compared in constant time, over hashes so the length does not leak either).
 */
export function fromTrustedOrigin(
  headers: Readonly<Record<string, string | undefined>> | undefined,
  expected: string | undefined = process.env.ORIGIN_VERIFY,
): boolean {
  if (expected === undefined || expected === '') return true;
  const received = headers?.[ORIGIN_VERIFY_HEADER];
  if (received === undefined || received === '') return false;
  return timingSafeEqual(sha256(received), sha256(expected));
}
