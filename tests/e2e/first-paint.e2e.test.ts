/**
 * The first view does not move while its HTML arrives (issue #17, CLS ≤ 0.01; issue #21: it
 * failed CI on a busy machine). A browser draws a page it has only part of: when the parser waits
 * for bytes (a slow line) or yields (a busy phone). Drawn half, the thumbnail strip had no ›
 * yet, so its thumbnails were wider until it came; the phone's purchase bar grew upwards row by
 * row; the header's search box shrank when 购物车 arrived. The page now holds its first paint
 * until its first view is whole. These tests hold the HTML at such a cut, let the browser draw
 * what it has (or hold, as the page asks), then send the rest.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { appText, labels } from '@/copy/copy';
import { e2eForThisFile } from './browser';
import { type HeldPage, holdPage } from './held-page-proxy';
import { layoutShiftOf, recordShifts } from './layout-shifts';

const e2e = e2eForThisFile();

let held: HeldPage | undefined;
afterEach(async () => {
  await held?.close();
  held = undefined;
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

/** Where the HTML is cut: in the middle of the thumbnails, of the purchase bar, of the header. */
const CUTS = {
  thumbnails: new RegExp(`<ul aria-label="${appText.thumbnails}"[^>]*>(?:<li.*?</li>){2}`),
  purchaseBar: /data-purchase-bar=""[^>]*>.*?<\/p>/,
  header: /<search.*?<\/search>/,
};

/**
 * Opens `path` through a proxy that holds its HTML after `cut`, waits until the browser has drawn
 * what it has or holds its paint for the rest, sends the rest, and answers the layout shift the
 * page made by the time it has hydrated.
 */
async function shiftWhenCut(path: string, cut: RegExp, device: typeof PHONE | typeof DESKTOP) {
  held = await holdPage(e2e.baseUrl, path, cut);
  const context = await e2e.browser.newContext({ locale: 'zh-CN', ...device });
  try {
    await recordShifts(context);
    const page = await context.newPage();
    const loading = page.goto(held.url + path);
    // the first paint of what arrived, or the page's render-blocking wait for the rest of its first view
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('first-contentful-paint').length > 0 ||
        document.querySelector('link[rel=expect][blocking=render]') !== null,
      undefined,
      { polling: 20 },
    );
    held.release();
    await loading;
    await page.getByRole('banner').getByRole('button', { name: labels.login }).waitFor();
    return await layoutShiftOf(page);
  } finally {
    await context.close();
  }
}

describe('the first view while its HTML arrives', () => {
  it('on a phone, the thumbnails keep their size when the strip’s › arrives', async () => {
    expect(await shiftWhenCut('/detail?id=1001', CUTS.thumbnails, PHONE)).toBe(0);
  });

  it('on a phone, the purchase bar keeps its place when its buttons arrive', async () => {
    expect(await shiftWhenCut('/detail?id=1005', CUTS.purchaseBar, PHONE)).toBe(0);
  });

  it('on a desktop, the search box keeps its width when 购物车 arrives, on a goods and on the home page', async () => {
    expect(await shiftWhenCut('/detail?id=1001', CUTS.header, DESKTOP)).toBe(0);
    expect(await shiftWhenCut('/', CUTS.header, DESKTOP)).toBe(0);
  });
});
