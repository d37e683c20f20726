/**
 * The browser security headers of the SPA. The Content-Security-Policy names the stage's exact AWS
 * hosts, so it is built from CDK tokens (resolved at deploy time into an Fn::Join); the other
 * headers are plain strings.
 */

/** The AWS hosts the SPA reaches directly; every value may be a CDK token. */
export interface CspHosts {
  /** AppSync Events: the HTTP host (publish, Amplify's endpoint) and the realtime WebSocket host. */
  readonly realtimeHttpHost: string;
  readonly realtimeWebSocketHost: string;
  /** `cognito-idp.<region>.amazonaws.com`: Amplify's sign-in, sign-up and token calls. */
  readonly cognitoHost: string;
  /** Buckets the browser calls with fetch: presigned POST uploads and presigned GETs (regional hosts). */
  readonly connectBucketHosts: readonly string[];
  /** Buckets whose presigned GET URLs are shown as images (avatars, photo attachments). */
  readonly imageBucketHosts: readonly string[];
  /** Buckets whose presigned GET URLs are shown in a frame (PDF attachments in the physicians' cockpit). */
  readonly frameBucketHosts: readonly string[];
}

/** The regional virtual-hosted S3 host the SDK's presigned POST and GET URLs use in AWS. */
export const s3RegionalHost = (bucketName: string, region: string, urlSuffix: string): string => `${bucketName}.s3.${region}.${urlSuffix}`;

/**
 * Content-Security-Policy: only our own scripts; the API is same-origin (CloudFront `/api/*`), so
 * 'self'; the stage's AppSync Events, Cognito and bucket hosts by name, never `*.amazonaws.com`.
 * Styles come from our own files, and the few style attributes the prerendered pages carry (a
 * component's CSS variable or size, which React sets through the CSSOM on a page it draws) are
 * allowed by their hashes alone (`estilosEmLinha`, from the build's route manifest).
 */
export function contentSecurityPolicy(hosts: CspHosts, estilosEmLinha: readonly string[] = []): string {
  const https = (host: string) => `https://${host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...(estilosEmLinha.length > 0 ? ["'unsafe-hashes'", ...estilosEmLinha] : [])].join(' '),
    ["img-src 'self' data: blob:", ...hosts.imageBucketHosts.map(https)].join(' '),
    "font-src 'self'",
    [
      "connect-src 'self'",
      https(hosts.cognitoHost),
      https(hosts.realtimeHttpHost),
      `wss://${hosts.realtimeWebSocketHost}`,
      ...hosts.connectBucketHosts.map(https),
    ].join(' '),
    // Polly audio and camera captures are played and previewed from blob: URLs.
    "media-src 'self' blob:",
    // The doctors' presentation videos and the home page video; PDF attachments shown in place.
    ['frame-src https://www.youtube-nocookie.com', ...hosts.frameBucketHosts.map(https)].join(' '),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** Camera and microphone for the consultation chat (photo attachments, voice input); nothing else. */
export const permissionsPolicy = [
  'camera=(self)',
  'microphone=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
].join(', ');
