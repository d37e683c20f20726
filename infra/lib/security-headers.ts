/**
 * The browser security headers of the SPA, as plain strings so that CloudFront (web.ts) and any
 * local server can send exactly the same ones.
 */

/** Content-Security-Policy: only our own scripts; AWS endpoints for Cognito and AppSync Events. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Avatars come from the private bucket through short-lived presigned S3 URLs.
  "img-src 'self' data: blob: https://*.amazonaws.com",
  "font-src 'self'",
  // Cognito (cognito-idp.<region>.amazonaws.com), AppSync Events (https + wss), presigned S3 uploads.
  "connect-src 'self' https://*.amazonaws.com wss://*.amazonaws.com",
  // Polly audio and camera captures are played and previewed from blob: URLs.
  "media-src 'self' blob:",
  // The doctors' presentation videos and the home page video; PDF attachments shown in place in the
  // physicians' cockpit, through short-lived presigned S3 URLs.
  'frame-src https://www.youtube-nocookie.com https://*.amazonaws.com',
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ');

/** Camera and microphone for the consultation chat (photo attachments, voice input); nothing else. */
export const permissionsPolicy = [
  'camera=(self)',
  'microphone=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
].join(', ');
