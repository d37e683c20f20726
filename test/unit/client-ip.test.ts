import { describe, expect, it } from 'vitest';
import type { HttpEvent } from '#lambdas/common/http.js';
import { clientIp } from '#lambdas/common/client-ip.js';

const event = (headers: Record<string, string>, sourceIp = '130.176.1.1') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as HttpEvent;

describe('clientIp', () => {
  it('uses the viewer address CloudFront adds, IPv4 and IPv6, in AWS stages', () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': '203.0.113.7:51234' }), 'prod')).toBe('203.0.113.7');
    expect(clientIp(event({ 'cloudfront-viewer-address': '[2001:db8::1]:443' }), 'sandbox')).toBe('2001:db8::1');
  });

  it('falls back to the socket address without the header, and always locally', () => {
    expect(clientIp(event({}), 'prod')).toBe('130.176.1.1');
    expect(clientIp(event({ 'cloudfront-viewer-address': '203.0.113.7:1' }, '127.0.0.9'), 'local')).toBe('127.0.0.9');
  });
});
