/**
 * Whose address the login throttle and the write limits count (server/security/config.ts
 * clientAddress): the socket's, unless TRUST_PROXY names how many proxies stand in front; then
 * X-Forwarded-For's entry written by the farthest of them, never an entry the client wrote itself.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, DEFAULT_SETTINGS, parseTrustProxy } from '../../server/security/config';

const addressSeen = async (trustProxy: number, forwardedFor?: string) => {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, { ...DEFAULT_SETTINGS, trustProxy })));
  const res = await app.request('/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  return res.text();
};

describe('the client address', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY (any client can write it)', async () => {
    // app.request has no socket: the fallback key stands for the socket's address
    expect(await addressSeen(0, '203.0.113.9')).toBe('unknown');
  });

  it('takes the entry the nearest proxy appended with TRUST_PROXY=1, not what the client wrote', async () => {
    expect(await addressSeen(1, '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(1, '10.0.0.1, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts proxies from the right with TRUST_PROXY=2 (a CDN, then nginx)', async () => {
    expect(await addressSeen(2, 'forged, 198.51.100.7, 192.0.2.1')).toBe('198.51.100.7');
  });

  it('falls back to the socket when the header is missing or shorter than the proxies', async () => {
    expect(await addressSeen(1)).toBe('unknown');
    expect(await addressSeen(3, '198.51.100.7')).toBe('unknown');
  });

  it('reads TRUST_PROXY as a number of hops (true = 1); anything else stops the server with a reason', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('true')).toBe(1);
    for (const value of [undefined, '', '0', 'false']) expect(parseTrustProxy(value)).toBe(0);
    for (const value of ['-1', '1.5', 'yes']) expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});
