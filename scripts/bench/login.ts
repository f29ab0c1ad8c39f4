/**
 * The login's cost (issue 24 item 2): argon2id at m = 19 MiB, t = 2, p = 1. The floor is one
 * login alone (median of 5, in the same run); then 20 correct logins at once: their p50 and p95
 * against that floor, and the server's peak memory above its resting RSS while they run (argon2
 * runs on libuv's thread pool: at most UV_THREADPOOL_SIZE hashes, 19 MiB each, at a time).
 * Also the two failing paths side by side (F3): an unknown mobile must cost what a wrong
 * password costs.
 */
import { DEMO_USER, OTHER_USER } from '../../server/seed/catalogue';
import { samplePeakRss, statusBytes } from './memory';
import type { BenchContext, Benchmark, BenchRow } from './types';

const CONCURRENT = 20;
const MB = 1024 * 1024;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;

async function timedLogin(
  baseUrl: string,
  mobile: string,
  password: string,
): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password }),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

async function run(context: BenchContext): Promise<BenchRow[]> {
  const { baseUrl, serverPid } = context;
  await timedLogin(baseUrl, OTHER_USER.mobile, OTHER_USER.password); // warm-up
  const alone: number[] = [];
  for (let i = 0; i < 5; i++)
    alone.push((await timedLogin(baseUrl, OTHER_USER.mobile, OTHER_USER.password)).ms);
  const floor = median(alone);

  const resting = statusBytes(serverPid, 'VmRSS') ?? 0;
  const sampler = samplePeakRss(serverPid, 20);
  const together = await Promise.all(
    Array.from({ length: CONCURRENT }, () => timedLogin(baseUrl, DEMO_USER.mobile, DEMO_USER.password)),
  );
  const peak = sampler.stop();
  const failed = together.filter((t) => t.status !== 200).length;
  const times = together.map((t) => t.ms);
  const p50 = median(times);
  const p95 = percentile(times, 95);
  const extraMb = Math.max(peak - resting, 0) / MB;

  // F3: three of each failing path (under the throttle's free failures, so no delay is added)
  const unknown: number[] = [];
  const wrong: number[] = [];
  for (let i = 0; i < 3; i++) {
    unknown.push((await timedLogin(baseUrl, `1300000000${i}`, 'wrong-password')).ms);
    wrong.push((await timedLogin(baseUrl, DEMO_USER.mobile, 'wrong-password')).ms);
  }
  const unknownMs = median(unknown);
  const wrongMs = median(wrong);
  const enumeration = unknownMs / wrongMs;

  const r = (x: number) => Math.round(x * 10) / 10;
  return [
    { benchmark: 'login', metric: 'one login alone (median of 5)', value: r(floor), unit: 'ms' },
    {
      benchmark: 'login',
      metric: `${CONCURRENT} concurrent logins p50`,
      value: r(p50),
      unit: 'ms',
      floor: r(floor),
      ratio: r(p50 / floor),
      note: `${failed} failed`,
    },
    {
      benchmark: 'login',
      metric: `${CONCURRENT} concurrent logins p95`,
      value: r(p95),
      unit: 'ms',
      floor: r(floor),
      ratio: r(p95 / floor),
      target: `≤ ${CONCURRENT}× floor (no worse than one at a time)`,
      pass: failed === 0 && p95 <= CONCURRENT * floor,
    },
    {
      benchmark: 'login',
      metric: `server memory above resting during ${CONCURRENT} concurrent logins`,
      value: r(extraMb),
      unit: 'MB',
      target: `≤ ${CONCURRENT} × 19 MiB`,
      pass: extraMb <= (CONCURRENT * 19 * MB) / MB,
      note: `resting ${r(resting / MB)} MB, peak ${r(peak / MB)} MB`,
    },
    {
      benchmark: 'login',
      metric: 'unknown mobile ÷ wrong password (F3, medians of 3)',
      value: r(unknownMs),
      unit: 'ms',
      floor: r(wrongMs),
      ratio: Math.round(enumeration * 100) / 100,
      target: '0.67–1.5× (no timing tells a registered mobile)',
      pass: enumeration >= 0.67 && enumeration <= 1.5,
    },
  ];
}

const login: Benchmark = { name: 'login', run };
export default login;
