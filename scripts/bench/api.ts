/**
 * The detail call under load (autocannon on loopback, 50 connections, 10 s) against its floor:
 * a static file of the same byte size served by the same server in the same run. Also the
 * server's peak memory during each load, sampled by pid.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { samplePeakRss, statusBytes } from './memory';
import { ratioOf } from './stats';
import type { BenchContext, Benchmark, BenchRow } from './types';

const DETAIL_PATH = '/api/62442353b9c1b';
const DETAIL_BODY = JSON.stringify({ id: 1001, uid: 0 });
const STATIC_FILE = 'bench-static.json';
const LOAD = {
  connections: 50,
  duration: 10,
  warmup: { connections: 50, duration: 1 },
} satisfies Partial<Options>;
const MB = 1024 * 1024;

/** A JSON document of exactly `size` bytes (ASCII padding), so both answers carry the same bytes. */
function paddedJson(size: number): string {
  const empty = '{"pad":""}';
  return `{"pad":"${'x'.repeat(Math.max(size - empty.length, 0))}"}`;
}

async function load(options: Options, pid: number): Promise<{ result: Result; peakRss: number }> {
  const sampler = samplePeakRss(pid);
  const result = await autocannon({ ...LOAD, ...options });
  return { result, peakRss: sampler.stop() };
}

// autocannon counts a timeout in `errors` too
const errorsOf = (r: Result) => r.errors + r.non2xx;
const errorNote = (r: Result) =>
  `${r.errors} socket errors (${r.timeouts} of them timeouts), ${r.non2xx} non-2xx`;

async function run(context: BenchContext): Promise<BenchRow[]> {
  const detailUrl = `${context.baseUrl}${DETAIL_PATH}`;
  const detailOptions: Options = {
    url: detailUrl,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: DETAIL_BODY,
  };
  const sample = await fetch(detailUrl, {
    method: 'POST',
    headers: detailOptions.headers,
    body: DETAIL_BODY,
  });
  const size = (await sample.arrayBuffer()).byteLength;
  if (!sample.ok) throw new Error(`the detail call answered ${sample.status}`);

  const staticPath = join(context.distDir, STATIC_FILE);
  writeFileSync(staticPath, paddedJson(size));
  try {
    const idleRss = statusBytes(context.serverPid, 'VmRSS') ?? 0;
    context.log(`api: detail call (${size} B) ×${LOAD.connections} connections, ${LOAD.duration} s`);
    const detail = await load(detailOptions, context.serverPid);
    context.log(`api: static file of ${size} B, same load`);
    const floor = await load({ url: `${context.baseUrl}/${STATIC_FILE}` }, context.serverPid);

    const rps = detail.result.requests.average;
    const floorRps = floor.result.requests.average;
    const p99 = detail.result.latency.p99;
    const floorP99 = floor.result.latency.p99;
    const row = (metric: string, value: number, unit: string, extra: Partial<BenchRow> = {}): BenchRow => ({
      benchmark: 'api',
      metric,
      value,
      unit,
      ...extra,
    });
    return [
      row('detail requests/s', rps, 'req/s', {
        floor: floorRps,
        ratio: ratioOf(rps, floorRps),
        target: '≥ 0.5× floor',
        pass: rps >= 0.5 * floorRps,
        note: `floor: static file of ${size} B`,
      }),
      row('detail p99 latency', p99, 'ms', {
        floor: floorP99,
        ratio: ratioOf(p99, floorP99),
        target: '≤ 3× floor',
        pass: p99 <= 3 * floorP99,
      }),
      row('detail errors', errorsOf(detail.result), '', {
        target: '= 0',
        pass: errorsOf(detail.result) === 0,
        note: errorNote(detail.result),
      }),
      row('static file requests/s', floorRps, 'req/s'),
      row('static file p99 latency', floorP99, 'ms'),
      row('static file errors', errorsOf(floor.result), '', {
        target: '= 0',
        pass: errorsOf(floor.result) === 0,
        note: errorNote(floor.result),
      }),
      row('server peak RSS, detail load', detail.peakRss / MB, 'MB', {
        floor: floor.peakRss / MB,
        ratio: ratioOf(detail.peakRss, floor.peakRss),
        note: `floor: peak while serving the static file; idle before the loads ${(idleRss / MB).toFixed(0)} MB`,
      }),
    ];
  } finally {
    rmSync(staticPath, { force: true });
  }
}

const benchmark: Benchmark = { name: 'api', run };
export default benchmark;
