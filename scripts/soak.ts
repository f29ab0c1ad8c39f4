/**
 * `npm run soak`: the real server under a steady mixed load for a bounded time (issue #8), to show
 * that sustained traffic brings no 5xx, no socket error and no runaway memory.
 *
 * The server runs in a child process (scripts/bench/serve-child.ts) on a fresh PGlite data
 * directory on disk with the demo catalogue, so its memory is sampled by pid without this
 * script's allocations. autocannon drives it on loopback; every connection cycles through the
 * calls a buyer's visit makes: the detail call, the catalogue lists, the recommended goods, a
 * media file, and, logged in, the cart read and a cart save.
 *
 * SOAK_SECONDS (default 60) bounds the run; SOAK_CONNECTIONS (default 20) sets the load. Exits 1
 * when any answer was a 5xx or any request failed (socket error or timeout).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { DEMO_USER } from '../server/seed/catalogue';
import { samplePeakRss, statusBytes } from './bench/memory';
import { startServerChild } from './bench/server-process';
import { formatNumber } from './bench/table';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 20);
const MB = 1024 * 1024;
const DETAIL = '/api/62442353b9c1b';
const GOODS_ID = 1001;
/** the demo goods with 1000 sizes: cart saves spread over many lines */
const MATRIX_GOODS_ID = 1005;

if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`SOAK_SECONDS must be a positive number`);

const json = { 'content-type': 'application/json' };

async function postJson(url: string, body: unknown, token?: string): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

interface DetailData {
  data: {
    SID: number;
    specs: { sizes: { id: number; stock: number }[] }[];
  };
}

/** What the load needs from the running server: a token, a media path, sizes to save, a supplier. */
async function prepare(url: string) {
  const login = (await postJson(`${url}/api/auth/login`, {
    mobile: DEMO_USER.mobile,
    password: DEMO_USER.password,
  })) as { data: { token: string } };
  const detailText = JSON.stringify(await postJson(`${url}${DETAIL}`, { id: GOODS_ID, uid: 0 }));
  // any media file the detail answer names: the load fetches it like the gallery does
  const mediaPath = /"(\/(?:UpLoad|EnPic)\/[^"]+\.(?:jpg|jpeg|png|webp))"/.exec(detailText)?.[1];
  if (!mediaPath) throw new Error('the detail answer names no media file');
  const detail = JSON.parse(detailText) as DetailData;
  const supplierId = detail.data.SID;
  const matrix = (await postJson(`${url}${DETAIL}`, { id: MATRIX_GOODS_ID, uid: 0 })) as DetailData;
  const sizes = matrix.data.specs.flatMap((s) => s.sizes).filter((s) => s.stock > 0);
  return { token: login.data.token, mediaPath, supplierId, sizes };
}

function requestsOf(prep: Awaited<ReturnType<typeof prepare>>): Request[] {
  const auth = { authorization: `Bearer ${prep.token}` };
  const detail = JSON.stringify({ id: GOODS_ID, uid: 0 });
  const detailLoggedIn = JSON.stringify({ id: GOODS_ID, uid: DEMO_USER.id });
  // a handful of lines, each save adding one (the server caps a line at its stock)
  const saves: Request[] = prep.sizes.slice(0, 4).map((size) => ({
    method: 'POST',
    path: '/api/rbh/cart/save',
    headers: { ...json, ...auth },
    body: JSON.stringify({
      uid: DEMO_USER.id,
      goods_id: MATRIX_GOODS_ID,
      goods_spec: JSON.stringify([{ ...size, num: 1, goods_num: 1 }]),
    }),
  }));
  return [
    { method: 'POST', path: DETAIL, headers: json, body: detail },
    { method: 'GET', path: '/api/goods/list?page=1&size=20' },
    { method: 'GET', path: '/api/goods/featured?size=8' },
    { method: 'GET', path: `/api/6086900689dc9?area_id=1&sp_id=${prep.supplierId}` },
    { method: 'GET', path: prep.mediaPath },
    { method: 'POST', path: DETAIL, headers: { ...json, ...auth }, body: detailLoggedIn },
    { method: 'GET', path: '/api/rbh/cart/list', headers: auth },
    ...saves,
  ];
}

function printTable(rows: [string, string][]) {
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [key, value] of rows) console.log(`  ${key.padEnd(width)}  ${value}`);
}

async function main(): Promise<number> {
  const scratch = mkdtempSync(join(tmpdir(), 'plush-soak-'));
  console.log(`soak: starting the server (fresh data dir ${scratch}, demo catalogue)…`);
  const server = await startServerChild(
    root,
    '',
    join(root, '.bench-data', 'media'),
    join(scratch, 'pglite'),
  );
  try {
    const prep = await prepare(server.url);
    const requests = requestsOf(prep);
    const idleRss = statusBytes(server.pid, 'VmRSS') ?? 0;
    console.log(
      `soak: ${connections} connections × ${seconds} s on ${server.url}, ${requests.length} calls per cycle…`,
    );
    const sampler = samplePeakRss(server.pid);
    const result = await autocannon({
      url: server.url,
      connections,
      duration: seconds,
      requests,
      timeout: 10,
    });
    const peakRss = sampler.stop();
    const endRss = statusBytes(server.pid, 'VmRSS') ?? 0;

    const byStatus = Object.entries(result.statusCodeStats).sort(([a], [b]) => a.localeCompare(b));
    const non2xx = byStatus.filter(([status]) => !status.startsWith('2'));
    const fiveXx = non2xx.filter(([status]) => status.startsWith('5')).reduce((n, [, s]) => n + s.count, 0);
    const total = byStatus.reduce((n, [, s]) => n + s.count, 0);
    console.log('\nsoak result');
    printTable([
      ['duration', `${seconds} s, ${connections} connections`],
      ['requests', `${total} (${formatNumber(result.requests.average)} req/s)`],
      ['by status', byStatus.map(([status, s]) => `${status}: ${s.count}`).join(', ') || '—'],
      ['non-2xx', non2xx.length ? non2xx.map(([status, s]) => `${status}: ${s.count}`).join(', ') : '0'],
      ['5xx (expected 0)', String(fiveXx)],
      ['errors / timeouts', `${result.errors} / ${result.timeouts}`],
      [
        'latency p50 / p99',
        `${formatNumber(result.latency.p50)} ms / ${formatNumber(result.latency.p99)} ms`,
      ],
      ['server RSS idle → end', `${formatNumber(idleRss / MB)} MB → ${formatNumber(endRss / MB)} MB`],
      ['server peak RSS', `${formatNumber(peakRss / MB)} MB`],
    ]);
    const failed = fiveXx > 0 || result.errors > 0 || result.timeouts > 0;
    console.log(failed ? '\nsoak: FAILED (5xx or request errors)' : '\nsoak: passed (no 5xx, no errors)');
    return failed ? 1 : 0;
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
