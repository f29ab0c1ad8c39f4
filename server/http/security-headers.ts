/**
 * Security headers (issue #8 item 10). Every response gets nosniff, DENY framing and a referrer
 * policy (set by hono's secureHeaders, with our values); every HTML page gets a
 * Content-Security-Policy that runs no inline script except the few whose exact text we ship
 * (allowed by their sha256), so markup injected into a page cannot run script even if an escape
 * is ever missed.
 *
 * The policy and its hashes are ours: secureHeaders can hash nothing, and its nonces would need
 * each page's scripts rewritten per request.
 *
 * Issue 24 item 7 adds Permissions-Policy (no camera, microphone, geolocation, payment API…),
 * Cross-Origin-Resource-Policy, Cross-Origin-Opener-Policy `same-origin-allow-popups` (the
 * qualification payment opens a blank tab and then sends it to the pay page, so popups keep
 * their handle; the tab tells the page the outcome on a BroadcastChannel, not through the opener),
 * HSTS when a trusted proxy says TLS ends in front of us, and `Cache-Control: no-store` on every
 * answer that carries a token or personal data.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { EARLY_TAPS_CODE } from '../../src/services/early-taps';
import { APP_LOADER_CODE } from '../../vite/app-loader-plugin';
import { EARLY_DETAIL_CODE } from '../../vite/early-detail-plugin';
import { PAY_SETTLED_CODE } from '../pages/pay-page';
import { UPLOAD_COPY_CODE } from '../pages/upload-page';
import { DEFAULT_SETTINGS, type SecuritySettings, tlsInFront } from '../security/config';

/** `'sha256-…'` of a script's text exactly as it stands between <script> and </script>. */
export const scriptHash = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/**
 * The inline scripts our pages carry: the built app's early detail call, the early taps (issue
 * #17: kept until the server-rendered page is hydrated) and the loader that starts the app's
 * scripts once the first view is drawn (vite/app-loader-plugin.ts), and the two server pages'.
 */
export const APP_SCRIPT_HASHES = [
  scriptHash(EARLY_DETAIL_CODE),
  scriptHash(EARLY_TAPS_CODE),
  scriptHash(APP_LOADER_CODE),
];
export const SERVER_PAGE_SCRIPT_HASHES = [scriptHash(PAY_SETTLED_CODE), scriptHash(UPLOAD_COPY_CODE)];

/** The origin of a configured base ('' = this origin, already 'self'), or null when it is not http(s). */
function originOf(base: string): string | null {
  if (base === '') return null;
  try {
    const url = new URL(base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export interface PolicyOptions {
  scriptHashes: readonly string[];
  /** the build's API base and image host ('' = this origin) */
  apiBase?: string;
  imageHost?: string;
}

export function contentSecurityPolicy({ scriptHashes, apiBase = '', imageHost = '' }: PolicyOptions): string {
  const image = originOf(imageHost);
  const api = originOf(apiBase);
  const media = ["'self'", 'data:', 'blob:', ...(image ? [image] : [])];
  // the zip of the media fetches them, so the image host is a connect target too
  const connect = [...new Set(["'self'", ...(api ? [api] : []), ...(image ? [image] : [])])];
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trimEnd(),
    // React style attributes and media-chrome's shadow-DOM <style> elements
    "style-src 'self' 'unsafe-inline'",
    `img-src ${media.join(' ')}`,
    `media-src ${media.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of the server's own pages (pay sandbox, upload page, error pages). */
export const SERVER_PAGE_POLICY = contentSecurityPolicy({ scriptHashes: SERVER_PAGE_SCRIPT_HASHES });

/** Browser features no page of ours uses, denied to every page and anything it embeds. */
const DENIED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'bluetooth',
] as const;
/** As secureHeaders writes it, for Node's own refusals (server/http/client-error.ts), which it never sees. */
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** What every answer carries (media override their resource policy below). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  // the app's files and answers are ours alone (the API's readers go through CORS_ORIGINS);
  // media are public pictures an app built with another image host may show (MEDIA below)
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/**
 * hono's secureHeaders with our values. Its other defaults are off: HSTS is sent only when TLS
 * ends in front of us (below), and the headers we never sent stay unsent (X-DNS-Prefetch-Control
 * off would slow the first look-up of an image host of another origin).
 */
const appWide = secureHeaders({
  xContentTypeOptions: true,
  xFrameOptions: SECURITY_HEADERS['X-Frame-Options'],
  referrerPolicy: SECURITY_HEADERS['Referrer-Policy'],
  permissionsPolicy: Object.fromEntries(DENIED_FEATURES.map((feature) => [feature, []])),
  crossOriginOpenerPolicy: SECURITY_HEADERS['Cross-Origin-Opener-Policy'],
  crossOriginResourcePolicy: SECURITY_HEADERS['Cross-Origin-Resource-Policy'],
  strictTransportSecurity: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});
const MEDIA = /^\/(UpLoad|EnPic)\//;

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Answers that carry a session token or personal data (the login, /me and the sessions, the
 * cart, the qualification, payments and their pages), and any answer to a request that sent a
 * token: never stored by a browser or a shared cache (F10).
 */
const PERSONAL = /^\/(api\/auth|api\/rbh\/cart|api\/mini\/supply\/info|api\/pay|pay)(\/|$)/;
export const carriesPersonalData = (c: Context) =>
  PERSONAL.test(c.req.path) || c.req.header('authorization') !== undefined;

/**
 * Sets the headers on the way out. A page that set its own policy (the built app's, which knows
 * the build's bases: server/routes/spa.ts) keeps it; any other HTML gets the server pages' policy.
 */
export function securityHeaders(settings: SecuritySettings = DEFAULT_SETTINGS): MiddlewareHandler {
  return async (c, next) => {
    await appWide(c, next);
    const headers = c.res.headers;
    if (MEDIA.test(c.req.path)) headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    if (tlsInFront(c, settings)) headers.set('Strict-Transport-Security', HSTS);
    if (carriesPersonalData(c)) {
      headers.set('Cache-Control', 'no-store');
      headers.append('Vary', 'Authorization');
    }
    if (
      (headers.get('Content-Type') ?? '').startsWith('text/html') &&
      !headers.has('Content-Security-Policy')
    )
      headers.set('Content-Security-Policy', SERVER_PAGE_POLICY);
  };
}
