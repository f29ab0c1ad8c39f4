/**
 * Lighthouse (npm package, system Chromium) on three detail pages, mobile and desktop presets
 * (issue #17 item 4). Each page has its own floor (floor-page.ts): a static page of the same
 * goods served by the same server, with the same title, price text and cover (preloaded, the same
 * bytes and format), no script: what the simulated line and this machine cost by themselves.
 *
 * Per page and preset: one full run (every category and audit), then RUNS - 1 runs of the metrics
 * alone; each timing is the median of the RUNS runs, the Performance score the median score. The
 * score is the weighted metrics only, so a metrics-only run scores the same as a full one, and
 * skipping the other gatherers takes a run from ~20 s to ~7 s here. Accessibility, Best Practices
 * and SEO read the DOM, not timings: the full run's are kept. The floor is measured the same way
 * (metrics only; RUNS times on mobile, where the targets are ratios to it, once on desktop).
 * The full runs' reports are written to bench/tmp/lighthouse/ for reading the failing audits.
 *
 * Mobile targets: LCP and FCP ≤ 1.25× the floor's, Performance ≥ 98, TBT ≤ 100 ms, CLS ≤ 0.01,
 * Accessibility, Best Practices and SEO 100. Desktop: Performance 100. The time to interactive on
 * the throttled phone profile (Lighthouse's TTI: the main thread quiet after the app hydrated) is
 * reported beside them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Flags, type Result } from 'lighthouse';
import { CHROME_FLAGS } from '../../tests/e2e/browser';
import { blockingByWhere, type LongTask } from './blocking-tasks';
import { writeFloorPage } from './floor-page';
import { type FailingAudit, failingAudits } from './lighthouse-audits';
import { retried } from './retry';
import { median, ratioOf } from './stats';
import type { BenchContext, Benchmark, BenchRow } from './types';

const RUNS = 3;
/** tries per Lighthouse run: a run that fails (NO_NAVSTART now and then) is made again */
const ATTEMPTS = 3;
const GOODS = [1001, 1002, 1005];
/** the mobile timings' targets, as ratios to the floor's */
const LCP_FCP_MAX_RATIO = 1.25;

type Preset = 'mobile' | 'desktop';
const PRESETS: Array<{ id: Preset; config: Config | undefined }> = [
  { id: 'mobile', config: undefined },
  { id: 'desktop', config: desktopConfig },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** what the Performance score is made of (lighthouse 12 weights), and TTI (weight 0, reported) */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
];

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

async function audit(port: number, url: string, config: Config | undefined, full: boolean): Promise<Result> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    // the screenshot feeds no score; it costs ~1.5 s a run here
    disableFullPageScreenshot: true,
    // onlyAudits alone (with onlyCategories it would be a union): the performance category then
    // holds just the metrics, with their usual weights
    ...(full ? { onlyCategories: CATEGORIES } : { onlyAudits: METRICS }),
  };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`lighthouse on ${url} returned nothing`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

interface Measured {
  /** the run with every category and audit (the first), or null for a floor (metrics only) */
  full: Result | null;
  runs: Result[];
}

/** One run, made again when Lighthouse fails (its runtime error, or a throw), logged. */
const auditRetried = (context: BenchContext, ...args: Parameters<typeof audit>): Promise<Result> =>
  retried(
    ATTEMPTS,
    () => audit(...args),
    (failure, tried) => context.log(`lighthouse ${args[1]}: try ${tried} failed (${String(failure)}), again`),
  );

async function measure(
  context: BenchContext,
  port: number,
  url: string,
  config: Config | undefined,
  runs: number,
  withFull: boolean,
): Promise<Measured> {
  const all: Result[] = [];
  const full = withFull ? await auditRetried(context, port, url, config, true) : null;
  if (full) all.push(full);
  while (all.length < runs) all.push(await auditRetried(context, port, url, config, false));
  return { full, runs: all };
}

/** The median over the runs that measured it: a run whose audit gave no value (Lighthouse's own error) is left out. */
const medianOf = (measured: Measured, read: (lhr: Result) => number) =>
  median(measured.runs.map(read).filter(Number.isFinite));

/** The audits a score row's note names: the metrics have rows of their own. */
const noteOf = (failing: FailingAudit[]) => {
  const ids = failing.map((a) => a.id).filter((id) => !METRICS.includes(id));
  return ids.length ? { note: `failing: ${ids.join(', ')}` } : {};
};

function rowsOf(page: Measured, floor: Measured, at: string, preset: Preset): BenchRow[] {
  const row = (name: string, value: number, unit: string, extra: Partial<BenchRow>): BenchRow => ({
    benchmark: 'lighthouse',
    metric: `${at} ${name}`,
    value,
    unit,
    ...extra,
  });
  const full = page.full as Result;
  const scoreRow = (name: string, category: string, target: number) => {
    const value =
      category === 'performance' ? medianOf(page, (lhr) => score(lhr, category)) : score(full, category);
    return row(name, value, 'score', {
      target: target === 100 ? '= 100' : `≥ ${target}`,
      pass: value >= target,
      ...(value < target ? noteOf(failingAudits(full, category)) : {}),
    });
  };
  const timing = (name: string, audit: string, unit: string, target?: { max?: number; ratio?: number }) => {
    const value = medianOf(page, (lhr) => metric(lhr, audit));
    const floorValue = medianOf(floor, (lhr) => metric(lhr, audit));
    const ratio = ratioOf(value, floorValue);
    const extra: Partial<BenchRow> = { floor: floorValue, ratio };
    if (target?.max !== undefined) {
      extra.target = `≤ ${target.max}${unit ? ` ${unit}` : ''}`;
      extra.pass = value <= target.max;
    } else if (target?.ratio !== undefined) {
      extra.target = `≤ ${target.ratio}× floor`;
      extra.pass = ratio !== undefined && ratio <= target.ratio;
    }
    return row(name, value, unit, extra);
  };
  const mobile = preset === 'mobile';
  const runs = `median of ${page.runs.length} (floor ${floor.runs.length})`;
  // Each run's value beside the median: a ratio over its target is then read with its spread (a
  // floor whose LCP simulation left its image out in one run of three, ~760 ms against ~1,060).
  const each = (measured: Measured, audit: string) =>
    measured.runs.map((lhr) => Math.round(metric(lhr, audit))).join(', ');
  const runsOf = (audit: string) => `${runs}; runs: page ${each(page, audit)}, floor ${each(floor, audit)}`;
  return [
    scoreRow('Performance', 'performance', mobile ? 98 : 100),
    ...(mobile
      ? [
          scoreRow('Accessibility', 'accessibility', 100),
          scoreRow('Best Practices', 'best-practices', 100),
          scoreRow('SEO', 'seo', 100),
        ]
      : []),
    {
      ...timing('LCP', 'largest-contentful-paint', 'ms', mobile ? { ratio: LCP_FCP_MAX_RATIO } : undefined),
      note: runsOf('largest-contentful-paint'),
    },
    {
      ...timing('FCP', 'first-contentful-paint', 'ms', mobile ? { ratio: LCP_FCP_MAX_RATIO } : undefined),
      note: runsOf('first-contentful-paint'),
    },
    tbtRow(timing('TBT', 'total-blocking-time', 'ms', { max: 100 }), full),
    timing('CLS', 'cumulative-layout-shift', '', { max: 0.01 }),
    ...(mobile
      ? [
          {
            ...timing('time to interactive (TTI, hydrated)', 'interactive', 'ms'),
            note: `Lighthouse TTI on the throttled phone profile (simulated slow 4G, 4× CPU): the main thread quiet for 5 s after the app hydrated; ${runs}; reported only`,
          },
        ]
      : []),
  ];
}

/** A TBT over its target says what holds it: the full run's blocking tasks after FCP (blocking-tasks.ts). */
function tbtRow(row: BenchRow, full: Result | null): BenchRow {
  if (row.pass !== false || !full) return row;
  const tasks = (full.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  const pageUrl = full.mainDocumentUrl ?? full.finalDisplayedUrl;
  const where = blockingByWhere(tasks, metric(full, 'first-contentful-paint'), pageUrl);
  return where ? { ...row, note: `full run's blocking after FCP: ${where}` } : row;
}

/** The full run's report, for reading the failing audits (bench/tmp is not committed). */
function keepReport(root: string, at: string, lhr: Result): void {
  const dir = join(root, 'bench', 'tmp', 'lighthouse');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${at.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`),
    JSON.stringify(lhr),
  );
}

function logFailing(context: BenchContext, lhr: Result): void {
  for (const category of CATEGORIES) {
    for (const failing of failingAudits(lhr, category)) {
      context.log(`  ✗ ${category} ${failing.id}: ${failing.title}${failing.summary}`);
    }
  }
}

/**
 * Asks once for every copy of the floor's cover (each width, AVIF as Chromium asks), so that no
 * measured run, of the page or of its floor, pays for the media host's one-time conversion.
 */
async function warmCover(context: BenchContext, floorPath: string): Promise<void> {
  const html = await (await fetch(new URL(floorPath, context.baseUrl))).text();
  const srcset = /imagesrcset="([^"]+)"/.exec(html)?.[1] ?? '';
  for (const candidate of srcset.split(', ')) {
    const url = candidate.split(' ')[0]?.replace(/&amp;/g, '&');
    if (!url) continue;
    const res = await fetch(new URL(url, context.baseUrl), {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    await res.arrayBuffer();
  }
}

async function run(context: BenchContext): Promise<BenchRow[]> {
  const floors = await Promise.all(GOODS.map((id) => writeFloorPage(context.baseUrl, context.distDir, id)));
  const chrome = await launch({ chromePath: context.chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const rows: BenchRow[] = [];
    for (const preset of PRESETS) {
      for (const [index, id] of GOODS.entries()) {
        const page = `/detail?id=${id}`;
        const floorPath = floors[index]?.path as string;
        await warmCover(context, floorPath);
        const at = `${page} ${preset.id}`;
        const floorRuns = preset.id === 'mobile' ? RUNS : 1;
        context.log(`lighthouse ${at}: floor ${floorPath} ×${floorRuns}`);
        const floor = await measure(
          context,
          chrome.port,
          `${context.baseUrl}${floorPath}`,
          preset.config,
          floorRuns,
          false,
        );
        context.log(`lighthouse ${at} ×${RUNS}`);
        const measured = await measure(
          context,
          chrome.port,
          `${context.baseUrl}${page}`,
          preset.config,
          RUNS,
          true,
        );
        const full = measured.full as Result;
        keepReport(context.root, at, full);
        logFailing(context, full);
        rows.push(...rowsOf(measured, floor, at, preset.id));
      }
    }
    return rows;
  } finally {
    chrome.kill();
    for (const floor of floors) floor.remove();
  }
}

const benchmark: Benchmark = { name: 'lighthouse', run };
export default benchmark;
