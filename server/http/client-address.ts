/**
 * The buyer's address, for what counts per client (the login throttle). Served directly, it is
 * the socket's. Behind reverse proxies (nginx: deploy/nginx/plush.conf) every request comes from
 * the proxy, so the throttle would count all buyers as one; with TRUST_PROXY=N (the number of
 * proxies in front, usually 1) the address is read from X-Forwarded-For, N entries from the
 * right: each proxy appends the address it saw, so the entries to the right of that one were
 * written by our proxies and everything to its left by the client, who can write anything.
 * Without TRUST_PROXY the header is ignored: a client could otherwise pick its own address.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** TRUST_PROXY as a number of hops: unset, empty, 0 or not a number → 0 (trust no header). */
export function trustedProxyHops(value: string | undefined): number {
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // not served by @hono/node-server (app.request in a test): one shared key
    return 'unknown';
  }
}

export function clientAddress(c: Context, hops: number): string {
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const seen = forwarded[forwarded.length - hops];
    if (seen) return seen;
  }
  return socketAddress(c);
}
