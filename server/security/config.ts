/**
 * The security settings of a running server (README, configuration table), read once at start:
 * - TRUST_PROXY: how many proxies stand in front (0, the default: none, X-Forwarded-For is not
 *   read, since any client can write it). With N ≥ 1 the client is the N-th address from the
 *   right of X-Forwarded-For, and X-Forwarded-Proto=https there means TLS ends in front (HSTS).
 * - CORS_ORIGINS: the origins (comma-separated) whose pages may call /api/*; none by default.
 * - PAYMENT_SECRET: the key shared with the payment provider (server/payments/secret.ts).
 */

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export interface SecuritySettings {
  trustProxy: number;
  corsOrigins: readonly string[];
}

export const DEFAULT_SETTINGS: SecuritySettings = { trustProxy: 0, corsOrigins: [] };

/** TRUST_PROXY: '', '0', 'false' → 0; 'true' → 1; a small whole number → itself. */
export function parseTrustProxy(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return 0;
  if (text === 'true') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new Error(`TRUST_PROXY 必须是 0–99 的整数或 true/false，收到：${value}`);
}

/** CORS_ORIGINS: exact http(s) origins; 'null' and '*' are refused (a sandboxed page is 'null'). */
export function parseCorsOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (value ?? '').split(',').map((s) => s.trim())) {
    if (item === '') continue;
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new Error(`CORS_ORIGINS 中的来源无效：${item}`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== item.replace(/\/$/, ''))
      throw new Error(`CORS_ORIGINS 只接受 http(s) 来源（如 https://shop.example.com），收到：${item}`);
    origins.push(url.origin);
  }
  return origins;
}

export const settingsFromEnv = (env: NodeJS.ProcessEnv): SecuritySettings => ({
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
});

/** The socket's peer address, or 'unknown' outside @hono/node-server (app.request in a test). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The N-th entry from the right of a comma list, or undefined when the list is shorter. */
const fromRight = (header: string | undefined, n: number) => {
  const parts = (header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.length >= n ? parts[parts.length - n] : undefined;
};

/** The client's address: the socket's, or with trusted proxies the one they saw. */
export function clientAddress(c: Context, settings: SecuritySettings): string {
  if (settings.trustProxy > 0) {
    const forwarded = fromRight(c.req.header('x-forwarded-for'), settings.trustProxy);
    if (forwarded) return forwarded;
  }
  return socketAddress(c);
}

/** True when a trusted proxy says the client spoke TLS to it. */
export const tlsInFront = (c: Context, settings: SecuritySettings) =>
  settings.trustProxy > 0 &&
  fromRight(c.req.header('x-forwarded-proto'), settings.trustProxy)?.toLowerCase() === 'https';
