/**
 * `npm start` (already built) until the first answered request: the real `tsx server/start.ts`
 * in a child process on a data dir of its own (DATA_DIR), polled over HTTP. The first start on an
 * empty data dir creates the database and generates the media, so it is its own row; the median
 * of three starts on that seeded dir is the everyday figure. Reported only, no target.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopChild, waitForHttp } from './server-process';
import { median } from './stats';
import type { BenchContext, Benchmark, BenchRow } from './types';

const STARTS = 3;

/** Milliseconds from spawning `tsx server/start.ts` to the first HTTP answer. */
async function timeStart(root: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopPolling = new AbortController();
  const onExit = (code: number | null) =>
    stopPolling.abort(new Error(`npm start exited (${code}) before answering`));
  child.once('exit', onExit);
  try {
    return (await waitForHttp(`http://127.0.0.1:${port}/`, stopPolling.signal)) - started;
  } finally {
    child.off('exit', onExit);
    await stopChild(child);
  }
}

async function run(context: BenchContext): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  try {
    context.log('startup: first start on an empty data dir (seeding)');
    const first = await timeStart(context.root, dataDir);
    const times: number[] = [];
    for (let i = 0; i < STARTS; i++) {
      context.log(`startup: start ${i + 1}/${STARTS} on the seeded data dir`);
      times.push(await timeStart(context.root, dataDir));
    }
    return [
      {
        benchmark: 'startup',
        metric: `npm start → first answer (median of ${STARTS})`,
        value: median(times),
        unit: 'ms',
        note: `runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
      },
      {
        benchmark: 'startup',
        metric: 'first start, empty data dir (seeding)',
        value: first,
        unit: 'ms',
        note: 'creates the database and generates the demo media',
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const benchmark: Benchmark = { name: 'startup', run };
export default benchmark;
