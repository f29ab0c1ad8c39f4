/**
 * The app's pages under load (issue #17 item 4), autocannon on loopback, as a browser asks for
 * them (Accept: text/html, Accept-Encoding: br, gzip):
 *
 * - server render time per page: p50 and p99 latency of each page of the app (the detail page of
 *   three goods, /, /goods, /search, /shop, /shoppingCart, /confirmOrder, /flows, the 404 page)
 *   at RENDER_LOAD, against the same load on a static HTML file of the detail page's size (the
 *   floor: what reading and sending a file costs). Reported only: the issue sets no bound.
 * - the detail page's throughput (50 connections, 10 s) against the floor file's: ≥ 0.5×.
 *
 * The floor file is /detail?id=1001's own HTML as the server sends it, written into dist/ with
 * brotli and gzip copies beside it (as the build's files have), so both answers carry the same
 * bytes and only the work to make them differs.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon, { type Options, type Result } from 'autocannon';
import type { Goods } from '@/domain/goods';
import { ratioOf } from './stats';
import type { BenchContext, Benchmark, BenchRow } from './types';

const FLOOR_FILE = 'bench-static-page.html';
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
};
const RENDER_LOAD = { connections: 10, duration: 3, warmup: { connections: 10, duration: 1 } };
const THROUGHPUT_LOAD = { connections: 50, duration: 10, warmup: { connections: 50, duration: 1 } };

async function supplierOf(baseUrl: string, id: number): Promise<number> {
  const res = await fetch(new URL('/api/62442353b9c1b', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, uid: 0 }),
  });
  return ((await res.json()) as { data: Goods }).data.SID;
}

async function pagesOf(baseUrl: string): Promise<string[]> {
  return [
    '/detail?id=1001',
    '/detail?id=1002',
    '/detail?id=1005',
    '/',
    '/goods',
    `/search?keyword=${encodeURIComponent('熊')}`,
    `/shop?SID=${await supplierOf(baseUrl, 1001)}`,
    '/shoppingCart',
    '/confirmOrder?order_no=0',
    '/flows',
    '/no-such-page',
  ];
}

const load = (options: Options): Promise<Result> => autocannon({ headers: BROWSER_HEADERS, ...options });

async function run(context: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const row = (metric: string, value: number, unit: string, extra: Partial<BenchRow> = {}) =>
    rows.push({ benchmark: 'pages', metric, value, unit, ...extra });

  const sample = await fetch(new URL('/detail?id=1001', context.baseUrl), {
    headers: { accept: 'text/html' },
  });
  const html = await sample.text();
  const floorPath = join(context.distDir, FLOOR_FILE);
  writeFileSync(floorPath, html);
  writeFileSync(`${floorPath}.br`, brotliCompressSync(html));
  writeFileSync(`${floorPath}.gz`, gzipSync(html, { level: 9 }));
  const floorUrl = `${context.baseUrl}/${FLOOR_FILE}`;
  try {
    context.log(`pages: the floor, a static file of ${html.length} B, ×${RENDER_LOAD.connections}`);
    const floor = await load({ url: floorUrl, ...RENDER_LOAD });
    const { p50: floorP50, p99: floorP99 } = floor.latency;
    for (const page of await pagesOf(context.baseUrl)) {
      context.log(`pages: ${page} ×${RENDER_LOAD.connections} connections, ${RENDER_LOAD.duration} s`);
      const result = await load({ url: `${context.baseUrl}${page}`, ...RENDER_LOAD });
      const codes = Object.entries(result.statusCodeStats).map(([code, { count }]) => `${count}× ${code}`);
      const status = `${codes.join(', ') || 'no answers'}, ${result.errors} socket errors`;
      const note = `${Math.round(result.requests.average)} req/s at ${RENDER_LOAD.connections} connections; ${status}`;
      row(`${page} render p50`, result.latency.p50, 'ms', {
        floor: floorP50,
        ratio: ratioOf(result.latency.p50, floorP50),
        note,
      });
      row(`${page} render p99`, result.latency.p99, 'ms', {
        floor: floorP99,
        ratio: ratioOf(result.latency.p99, floorP99),
      });
    }

    context.log(
      `pages: /detail?id=1001 throughput ×${THROUGHPUT_LOAD.connections}, ${THROUGHPUT_LOAD.duration} s`,
    );
    const detail = await load({ url: `${context.baseUrl}/detail?id=1001`, ...THROUGHPUT_LOAD });
    const file = await load({ url: floorUrl, ...THROUGHPUT_LOAD });
    const rps = detail.requests.average;
    const floorRps = file.requests.average;
    row('/detail?id=1001 page requests/s', rps, 'req/s', {
      floor: floorRps,
      ratio: ratioOf(rps, floorRps),
      target: '≥ 0.5× floor',
      pass: rps >= 0.5 * floorRps,
      note: `floor: the same page's HTML as a static file (${html.length} B, with its .br/.gz); errors ${detail.errors + detail.non2xx} (floor ${file.errors + file.non2xx})`,
    });
    return rows;
  } finally {
    for (const suffix of ['', '.br', '.gz']) rmSync(`${floorPath}${suffix}`, { force: true });
  }
}

const benchmark: Benchmark = { name: 'pages', run };
export default benchmark;
