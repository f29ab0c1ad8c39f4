/**
 * Why a page's mobile Total Blocking Time is what it is (issue #17): Lighthouse's mobile preset
 * (simulated slow 4G, 4× CPU) run RUNS times on each page given, after one warm-up run; for each
 * run its TBT, FCP, LCP and TTI and the long tasks as Lighthouse simulated them (where@start+ms),
 * then the TBT's median and the blocking that the app's own scripts hold.
 *
 *   npx tsx scripts/perf/lighthouse-tasks.ts '/detail?id=1001' '/detail?id=1005'
 *   DIST=dist-other RUNS=6 npx tsx scripts/perf/lighthouse-tasks.ts '/detail?id=1005'
 *
 * Single runs on a 2-core machine spread by ±50 %: compare builds by alternating them, many runs
 * each, on an idle machine. `npm run bench` remains the measure; this says where the time goes.
 */
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROME_FLAGS, chromePath } from '../../tests/e2e/browser';
import { startServerChild } from '../bench/server-process';
import { median } from '../bench/stats';

interface LongTask {
  url?: string;
  startTime: number;
  duration: number;
}

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, process.env.DIST ?? 'dist');
const runs = Number(process.env.RUNS ?? 3);
const pages = process.argv.slice(2);
if (pages.length === 0) {
  console.error("usage: npx tsx scripts/perf/lighthouse-tasks.ts '/detail?id=1001' [more paths]");
  process.exit(2);
}

const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const longTasks = (lhr: Result) =>
  ((lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []).filter(
    (task) => Number.isFinite(task.startTime) && Number.isFinite(task.duration),
  );
/** as TBT counts a task: its part after FCP, less the 50 ms any task may take */
const blocking = (task: LongTask, fcp: number) =>
  Math.max(0, Math.min(task.duration - 50, task.startTime + task.duration - fcp - 50));
const fileOf = (url = '') => url.split('/').pop() || 'unattributable';

const server = await startServerChild(root, dist, join(root, '.bench-data', 'media'));
const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
try {
  for (const page of pages) {
    const url = `${server.url}${page}`;
    await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyAudits: ['total-blocking-time'] });
    const tbts: number[] = [];
    const scripts: number[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        disableFullPageScreenshot: true,
        onlyAudits: [
          'first-contentful-paint',
          'largest-contentful-paint',
          'interactive',
          'total-blocking-time',
          'long-tasks',
        ],
      });
      if (!result || result.lhr.runtimeError) {
        console.log(
          `${page} run ${run}: Lighthouse failed (${result?.lhr.runtimeError?.message ?? 'no result'})`,
        );
        continue;
      }
      const { lhr } = result;
      const fcp = metric(lhr, 'first-contentful-paint');
      const tasks = longTasks(lhr);
      tbts.push(metric(lhr, 'total-blocking-time'));
      // the app's own scripts (not Lighthouse's, not the page's parsing, style, layout and paint)
      scripts.push(
        tasks
          .filter((task) => /\.js$/.test(task.url ?? '') && !/lighthouse/.test(task.url ?? ''))
          .reduce((sum, task) => sum + blocking(task, fcp), 0),
      );
      const described = tasks.map(
        (t) => `${fileOf(t.url)}@${Math.round(t.startTime)}+${Math.round(t.duration)}`,
      );
      console.log(
        `${page} run ${run}: TBT ${metric(lhr, 'total-blocking-time').toFixed(0)} FCP ${fcp.toFixed(0)} ` +
          `LCP ${metric(lhr, 'largest-contentful-paint').toFixed(0)} TTI ${metric(lhr, 'interactive').toFixed(0)} ` +
          `tasks: ${described.join(' ')}`,
      );
    }
    const sorted = (values: number[]) =>
      [...values]
        .sort((a, b) => a - b)
        .map((v) => v.toFixed(0))
        .join(' ');
    console.log(
      `${page} (${process.env.DIST ?? 'dist'}): TBT ${sorted(tbts)}, median ${median(tbts).toFixed(0)} ms`,
    );
    console.log(`${page} (${process.env.DIST ?? 'dist'}): the app's scripts block ${sorted(scripts)} ms`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
