/**
 * The caller's IP for rate limits. Behind CloudFront the HTTP API sees an edge address, so in AWS
 * the viewer's own address comes from the `cloudfront-viewer-address` header CloudFront adds
 * ("203.0.113.7:443" or "[2001:db8::1]:443"). Locally the socket address is the caller.
 */
import type { HttpEvent } from './http.js';

export function clientIp(event: HttpEvent, stage: string | undefined = process.env.STAGE): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (stage !== 'local' && viewer) {
    const bracketed = /^\[([^\]]+)\]:\d+$/.exec(viewer);
    if (bracketed?.[1]) return bracketed[1];
    const lastColon = viewer.lastIndexOf(':');
    if (lastColon > 0) return viewer.slice(0, lastColon);
  }
  return event.requestContext.http.sourceIp;
}
