/**
 * Lighthouse (npm package, system Chromium) on two detail pages, mobile and desktop presets.
 * The floor is a one-heading static page served by the same server under the same preset: what
 * the simulated network and this machine cost by themselves.
 *
 * Per page and preset: one full run (all three categories, every audit), then RUNS - 1 runs of the
 * five metrics alone; the Performance score, CLS, TBT and LCP come from the median run by
 * Performance score. The score is the weighted metrics only, so a metrics-only run scores the same
 * as a full one, and skipping the other gatherers takes a run from ~20 s to ~7 s on this machine.
 * Accessibility and Best Practices read the DOM, not timings: the full run's are kept.
 * The full runs' reports are written to bench/tmp/lighthouse/ for reading the failing audits.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Flags, type Result } from 'lighthouse';
import { CHROME_FLAGS } from '../../tests/e2e/browser';
import { type FailingAudit, failingAudits } from './lighthouse-audits';
import { medianBy, ratioOf } from './stats';
import type { BenchContext, Benchmark, BenchRow } from './types';

const RUNS = 3;
const PAGES = ['/detail?id=1001', '/detail?id=1005'];
const FLOOR_FILE = 'bench-lighthouse-floor.html';
const FLOOR_HTML = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="floor">
<title>floor</title></head><body><h1>毛绒玩具批发</h1></body></html>`;

type Preset = 'mobile' | 'desktop';
const PRESETS: Array<{ id: Preset; config: Config | undefined }> = [
  { id: 'mobile', config: undefined },
  { id: 'desktop', config: desktopConfig },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** what the Performance score is made of (lighthouse 12 weights) */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
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
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

interface Measured {
  /** the run with every category and audit */
  full: Result;
  /** the median run by Performance score (may be the full one) */
  median: Result;
}

async function measure(
  port: number,
  url: string,
  config: Config | undefined,
  runs: number,
): Promise<Measured> {
  const full = await audit(port, url, config, true);
  const all = [full];
  for (let i = 1; i < runs; i++) all.push(await audit(port, url, config, false));
  return { full, median: medianBy(all, (lhr) => score(lhr, 'performance')) ?? full };
}

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
  const scoreRow = (name: string, category: string, target: number, from: keyof Measured) => {
    const value = score(page[from], category);
    const floorValue = score(floor[from], category);
    return row(name, value, 'score', {
      floor: floorValue,
      ratio: ratioOf(value, floorValue),
      target: target === 100 ? '= 100' : `≥ ${target}`,
      pass: value >= target,
      ...(value < target ? noteOf(failingAudits(page.full, category)) : {}),
    });
  };
  const timing = (name: string, audit: string, unit: string, max?: number) => {
    const value = metric(page.median, audit);
    const floorValue = metric(floor.median, audit);
    return row(name, value, unit, {
      floor: floorValue,
      ratio: ratioOf(value, floorValue),
      ...(max === undefined ? {} : { target: `≤ ${max}${unit ? ` ${unit}` : ''}`, pass: value <= max }),
    });
  };
  return [
    scoreRow('Performance', 'performance', preset === 'mobile' ? 95 : 100, 'median'),
    scoreRow('Accessibility', 'accessibility', 100, 'full'),
    scoreRow('Best Practices', 'best-practices', 100, 'full'),
    timing('CLS', 'cumulative-layout-shift', '', 0.01),
    timing('TBT', 'total-blocking-time', 'ms', 100),
    timing('LCP', 'largest-contentful-paint', 'ms'),
  ];
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

async function run(context: BenchContext): Promise<BenchRow[]> {
  const floorPath = join(context.distDir, FLOOR_FILE);
  writeFileSync(floorPath, FLOOR_HTML);
  const chrome = await launch({ chromePath: context.chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const rows: BenchRow[] = [];
    for (const preset of PRESETS) {
      context.log(`lighthouse ${preset.id}: floor page`);
      // one run: a static page without script scores the same every time
      const floor = await measure(chrome.port, `${context.baseUrl}/${FLOOR_FILE}`, preset.config, 1);
      for (const page of PAGES) {
        const at = `${page} ${preset.id}`;
        context.log(`lighthouse ${at} ×${RUNS}`);
        const measured = await measure(chrome.port, `${context.baseUrl}${page}`, preset.config, RUNS);
        keepReport(context.root, at, measured.full);
        logFailing(context, measured.full);
        rows.push(...rowsOf(measured, floor, at, preset.id));
      }
    }
    return rows;
  } finally {
    chrome.kill();
    rmSync(floorPath, { force: true });
  }
}

const benchmark: Benchmark = { name: 'lighthouse', run };
export default benchmark;
