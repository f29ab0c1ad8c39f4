/**
 * The cluster (issue 20 item 8): the detail call through nginx (deploy/nginx/plush.conf) with two
 * server instances on one PostgreSQL, against the same through nginx with one instance, in the
 * same run (autocannon, 50 connections, 8 s each, after a warm-up), and each instance's memory.
 * On a 2-core machine the load generator, nginx, PostgreSQL and the instances share the cores,
 * so two instances cannot double the throughput here; the rows say what they do gain.
 */
import { join } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { startCluster } from '../cluster/cluster';
import { startNginx } from '../cluster/nginx';
import { samplePeakRss, statusBytes } from './memory';
import { ratioOf } from './stats';
import type { BenchContext, Benchmark, BenchRow } from './types';

const LOAD = {
  connections: 50,
  duration: 8,
  warmup: { connections: 50, duration: 1 },
} satisfies Partial<Options>;
const MB = 1024 * 1024;

const detailLoad = (base: string): Options => ({
  url: `${base}/api/62442353b9c1b`,
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
  body: JSON.stringify({ id: 1001, uid: 0 }),
});

const failuresOf = (r: Result) => r.errors + r.non2xx;

async function run(context: BenchContext): Promise<BenchRow[]> {
  context.log('cluster: PostgreSQL, 2 instances, nginx');
  const cluster = await startCluster({
    instances: 2,
    fast: true,
    distDir: context.distDir,
    mediaDir: join(context.root, '.bench-data', 'media'),
    log: (line) => context.log(`cluster: ${line}`),
  });
  const [first, second] = cluster.instances;
  if (!first || !second) throw new Error('the cluster started without two instances');
  const alone = await startNginx([new URL(first.url).host]);
  try {
    const idle = cluster.instances.map((i) => statusBytes(i.pid, 'VmRSS') ?? 0);

    context.log('cluster: detail call through nginx, 1 instance');
    const one = await autocannon({ ...LOAD, ...detailLoad(alone.url) });

    context.log('cluster: detail call through nginx, 2 instances');
    const samplers = cluster.instances.map((i) => samplePeakRss(i.pid));
    const two = await autocannon({ ...LOAD, ...detailLoad(cluster.url) });
    const peaks = samplers.map((s) => s.stop());

    const rps2 = two.requests.average;
    const rps1 = one.requests.average;
    const row = (metric: string, value: number, unit: string, extra: Partial<BenchRow> = {}): BenchRow => ({
      benchmark: 'cluster',
      metric,
      value,
      unit,
      ...extra,
    });
    return [
      row('detail requests/s, nginx + 2 instances', rps2, 'req/s', {
        floor: rps1,
        ratio: ratioOf(rps2, rps1),
        target: '≥ 1× one instance',
        pass: rps2 >= rps1,
        note: 'floor: nginx + 1 instance, same run',
      }),
      row('detail p99 latency, nginx + 2 instances', two.latency.p99, 'ms', {
        floor: one.latency.p99,
        ratio: ratioOf(two.latency.p99, one.latency.p99),
        target: '≤ 1× one instance',
        pass: two.latency.p99 <= one.latency.p99,
      }),
      row('detail requests/s, nginx + 1 instance', rps1, 'req/s'),
      row('detail p99 latency, nginx + 1 instance', one.latency.p99, 'ms'),
      row('detail failures through nginx', failuresOf(one) + failuresOf(two), '', {
        target: '= 0',
        pass: failuresOf(one) + failuresOf(two) === 0,
      }),
      ...peaks.map((peak, i) =>
        row(`instance ${i + 1} peak RSS under load`, peak / MB, 'MB', {
          note: `idle before the loads ${((idle[i] ?? 0) / MB).toFixed(0)} MB`,
        }),
      ),
    ];
  } finally {
    await alone.stop();
    await cluster.stop();
  }
}

const benchmark: Benchmark = { name: 'cluster', run };
export default benchmark;
