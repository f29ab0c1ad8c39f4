/**
 * When the detail page becomes interactive on a phone (issue #17 item 4, reported): in Chromium
 * with Lighthouse's mobile profile applied through CDP (4× slower CPU; slow 4G: 150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up; 412 × 823 at DPR 1.75, touch), the cache off, the time
 * from navigation start until React owns the page's buttons: the first moment 加入购物车 (or, for
 * a goods that cannot be put in the cart, the title) carries React's props on its DOM node, which
 * React sets when it hydrates the server's HTML, or renders the page itself. Before that moment a
 * tap is only kept by the early-taps script; after it, React answers.
 *
 * Beside it, the floor page of the same goods (floor-page.ts: title, price text and cover, no
 * script) loaded the same way: its load event. Median of RUNS fresh loads each.
 */
import { type Browser, chromium } from 'playwright-core';
import { labels } from '@/copy/copy';
import { CHROME_FLAGS } from '../../tests/e2e/browser';
import { writeFloorPage } from './floor-page';
import { median, ratioOf } from './stats';
import type { BenchContext, Benchmark, BenchRow } from './types';

const RUNS = 3;
const GOODS = [1001, 1002, 1005];
const MBIT = (1024 * 1024) / 8;

/**
 * Run in the page before its own scripts: records in window.hydratedAt the first frame where the
 * button (or the h1) has React's props. A string: the page runs it as is (tsx would wrap a
 * function's inner functions in a helper the page does not have).
 */
const WATCH = (button: string) => `(() => {
  const react = (node) => !!node && Object.keys(node).some((key) => key.startsWith('__reactProps$'));
  const check = () => {
    const buttons = [...document.querySelectorAll('button')].filter((b) => b.textContent.trim() === ${JSON.stringify(button)});
    const target = buttons[0] || document.querySelector('h1');
    if (react(target)) { window.hydratedAt = performance.now(); return; }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

async function load(browser: Browser, url: string, watch: boolean): Promise<number> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6 * MBIT,
      uploadThroughput: 0.75 * MBIT,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (watch) await page.addInitScript(WATCH(labels.addToCart));
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (!watch) {
      return await page.evaluate(
        () => performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart as number,
      );
    }
    await page.waitForFunction(
      () => (window as unknown as { hydratedAt?: number }).hydratedAt !== undefined,
      {
        timeout: 120_000,
      },
    );
    return await page.evaluate(() => (window as unknown as { hydratedAt: number }).hydratedAt);
  } finally {
    await context.close();
  }
}

async function run(context: BenchContext): Promise<BenchRow[]> {
  const browser = await chromium.launch({ executablePath: context.chromePath, args: CHROME_FLAGS });
  const rows: BenchRow[] = [];
  try {
    for (const id of GOODS) {
      const floorPage = await writeFloorPage(context.baseUrl, context.distDir, id);
      try {
        const page = `/detail?id=${id}`;
        const times: number[] = [];
        const floors: number[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          context.log(`hydration: ${page} and its floor on the phone profile (${i + 1}/${RUNS})`);
          floors.push(await load(browser, `${context.baseUrl}${floorPage.path}`, false));
          times.push(await load(browser, `${context.baseUrl}${page}`, true));
        }
        const value = median(times);
        const floor = median(floors);
        rows.push({
          benchmark: 'hydration',
          metric: `${page} interactive (React owns the buttons), phone profile`,
          value: Math.round(value),
          unit: 'ms',
          floor: Math.round(floor),
          ratio: ratioOf(value, floor),
          note: `4× CPU, slow 4G (150 ms, 1.6 Mbit/s), cache off; median of ${RUNS} (${times.map(Math.round).join(', ')} ms); floor: the floor page's load event (${floors.map(Math.round).join(', ')} ms); reported only`,
        });
      } finally {
        floorPage.remove();
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const benchmark: Benchmark = { name: 'hydration', run };
export default benchmark;
