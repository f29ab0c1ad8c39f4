/**
 * Security headers (issue #8 item 10): every answer says nosniff, DENY framing and a referrer
 * policy; every HTML page carries a Content-Security-Policy whose script-src holds the hash of
 * each inline script the page really contains — so a new inline script without its hash fails
 * here (and in the browser, where the e2e suite fails on the CSP console error).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentCreateResponse } from '@/services/schemas';
import { HSTS, SECURITY_HEADERS, securityHeaders } from '../../server/http/security-headers';
import { DEMO_GOODS } from '../../server/seed/catalogue-showcase';
import { SUPPLIER } from '../../server/seed/catalogue-suppliers';
import { insertEarlyDetail } from '../../vite/early-detail-plugin';
import { expectShape, type Reply, startTestServer, type TestServer } from './harness';
import { directive, inlineExecutableScripts, sha256Source } from './inline-scripts';

/** The app's index.html as the build writes it: the source page with the early detail script put in. */
const SOURCE_INDEX = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const builtIndex = (bases: { apiBase: string; imageHost: string }) => insertEarlyDetail(SOURCE_INDEX, bases);

function withDist(indexHtml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'plush-dist-csp-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

let server: TestServer;
let distDir: string;
let token: string;

beforeAll(async () => {
  distDir = withDist(builtIndex({ apiBase: '', imageHost: '' }));
  server = await startTestServer({ distDir });
  token = await server.login();
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

function expectCommonHeaders(res: Reply, what: string) {
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  // issue 24 item 7: the pay tab is a popup the page opens, so popups keep their handle
  expect(res.headers.get('cross-origin-opener-policy'), what).toBe('same-origin-allow-popups');
  expect(res.headers.get('permissions-policy'), what).toContain('camera=()');
  expect(res.headers.get('cross-origin-resource-policy'), what).toMatch(/^(same-origin|cross-origin)$/);
  // no TLS in front of this test server: no HSTS
  expect(res.headers.get('strict-transport-security'), what).toBeNull();
}

/** The page's policy, checked against what the page really holds; answers the policy. */
function expectPagePolicy(res: Reply, what: string): string {
  expect(res.headers.get('content-type'), what).toContain('text/html');
  expectCommonHeaders(res, what);
  const policy = res.headers.get('content-security-policy') ?? '';
  const scriptSrc = directive(policy, 'script-src');
  expect(scriptSrc, what).toContain("'self'");
  expect(scriptSrc, what).not.toContain("'unsafe-inline'");
  expect(scriptSrc, what).not.toContain("'unsafe-eval'");
  for (const { code } of inlineExecutableScripts(res.text))
    expect(scriptSrc, `${what}: inline script ${code.slice(0, 60)}…`).toContain(sha256Source(code));
  expect(directive(policy, 'object-src'), what).toEqual(["'none'"]);
  expect(directive(policy, 'base-uri'), what).toEqual(["'self'"]);
  expect(directive(policy, 'form-action'), what).toEqual(["'self'"]);
  expect(directive(policy, 'frame-ancestors'), what).toEqual(["'none'"]);
  expect(directive(policy, 'style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  return policy;
}

async function payOrder() {
  const order = expectShape(
    PaymentCreateResponse,
    await server.post('/api/pay/create', { sid: SUPPLIER.baobeile }, token),
  ).data;
  const link = { order_no: order.order_no, money: '100', expires: String(order.expires), sign: order.sign };
  return { order, link, page: `/pay?${new URLSearchParams({ ...link, body: order.body })}` };
}

describe('the inline script check', () => {
  it('finds executable inline scripts and leaves out JSON data and external files', () => {
    const scripts = inlineExecutableScripts(
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
        '<script type="application/json">{"c":1}</script>',
    );
    expect(scripts.map((script) => script.code)).toEqual(['a()', 'b()']);
  });

  it('would fail a page with an inline script the policy does not hash', async () => {
    const res = await server.get('/');
    const injected = { ...res, text: res.text.replace('</body>', '<script>alert(1)</script></body>') };
    expect(() => expectPagePolicy(injected, 'injected')).toThrow(/inline script alert/);
  });
});

describe('the app', () => {
  it('sends index.html with a policy that hashes its early detail script', async () => {
    for (const path of ['/', '/search?keyword=%E7%86%8A', '/detail?id=abc', '/index.html']) {
      const res = await server.get(path);
      expect(res.status, path).toBe(200);
      expect(inlineExecutableScripts(res.text), path).toHaveLength(1);
      const policy = expectPagePolicy(res, path);
      expect(directive(policy, 'connect-src'), path).toEqual(["'self'"]);
      expect(directive(policy, 'img-src'), path).toEqual(["'self'", 'data:', 'blob:']);
    }
  });

  it('sends /detail with the goods embedded under the same policy (the JSON needs no hash)', async () => {
    const res = await server.get(`/detail?id=${DEMO_GOODS.fullPage}`);
    expect(res.text).toContain('type="application/json"');
    expectPagePolicy(res, '/detail with data');
  });

  it('lets a build for other hosts call its API base and load from its image host', async () => {
    const dir = withDist(
      builtIndex({ apiBase: 'https://api.example.com/v1', imageHost: 'https://img.example.com' }),
    );
    const other = await startTestServer({ distDir: dir });
    try {
      const res = await other.get(`/detail?id=${DEMO_GOODS.fullPage}`);
      const policy = expectPagePolicy(res, 'other hosts');
      expect(directive(policy, 'connect-src')).toEqual([
        "'self'",
        'https://api.example.com',
        'https://img.example.com',
      ]);
      expect(directive(policy, 'img-src')).toContain('https://img.example.com');
      expect(directive(policy, 'media-src')).toContain('https://img.example.com');
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the server pages', () => {
  it('sends the pay page, its result pages and its error page with the policy', async () => {
    const { link, page } = await payOrder();
    expectPagePolicy(await server.get(page), 'pay page');
    const paid = await server.postForm('/pay/confirm', link);
    expect(inlineExecutableScripts(paid.text)).toHaveLength(1);
    expectPagePolicy(paid, 'paid page');
    const dropped = await payOrder();
    expectPagePolicy(await server.postForm('/pay/cancel', dropped.link), 'cancelled');
    expectPagePolicy(await server.get('/pay?order_no=QP0000&money=100&body=x'), 'pay error page');
  });

  it('sends the upload page and its not-found page with the policy', async () => {
    const upload = await server.get(
      `/api/mini/goods/upload/view/${DEMO_GOODS.fullPage}/${encodeURIComponent('抖音')}`,
    );
    expect(upload.status).toBe(200);
    expect(inlineExecutableScripts(upload.text)).toHaveLength(1);
    expectPagePolicy(upload, 'upload page');
    expectPagePolicy(await server.get('/api/mini/goods/upload/view/999999/x'), 'upload 404');
  });
});

describe('every other answer', () => {
  it('says nosniff, DENY and the referrer policy on JSON, files, errors and 404s', async () => {
    const answers: [string, Reply][] = [
      ['api', await server.post('/api/62442353b9c1b', { id: DEMO_GOODS.fullPage, uid: 0 })],
      ['api 400', await server.post('/api/62442353b9c1b', { id: 'x' })],
      ['api 401', await server.get('/api/auth/me')],
      ['api 404', await server.get('/api/nothing')],
      ['asset', await server.get('/assets/index-abc123.js')],
      ['missing asset', await server.get('/assets/missing.js')],
      ['media 404', await server.get('/UpLoad/none.jpg')],
    ];
    for (const [what, res] of answers) {
      expectCommonHeaders(res, what);
      expect(res.headers.get('content-security-policy'), what).toBeNull();
    }
  });
});

describe('the same headers on Node’s own refusals', () => {
  it('are the values secureHeaders sets on the app’s answers (server/http/client-error.ts sends SECURITY_HEADERS)', async () => {
    const res = await server.get('/api/nothing');
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(res.headers.get(name), name).toBe(value);
  });
});

describe('HSTS (issue 24 item 7)', () => {
  // the middleware alone, as the app mounts it outermost, under each TRUST_PROXY setting
  const answer = async (trustProxy: number, headers: Record<string, string>) => {
    const app = new Hono();
    app.use(securityHeaders({ trustProxy, corsOrigins: [] }));
    app.get('/x', (c) => c.text('x'));
    return (await app.request('/x', { headers })).headers.get('strict-transport-security');
  };

  it('is sent only when a trusted proxy says TLS ends in front of us', async () => {
    expect(await answer(1, { 'x-forwarded-proto': 'https' })).toBe(HSTS);
    expect(await answer(1, { 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await answer(1, {})).toBeNull();
    // without TRUST_PROXY the header is anyone's to forge: ignored
    expect(await answer(0, { 'x-forwarded-proto': 'https' })).toBeNull();
    // two proxies: the edge's value decides (TLS ends there; the inner one saw http from it),
    // not one a client put before the edge's
    expect(await answer(2, { 'x-forwarded-proto': 'https, http' })).toBe(HSTS);
    expect(await answer(2, { 'x-forwarded-proto': 'https, http, http' })).toBeNull();
  });
});
