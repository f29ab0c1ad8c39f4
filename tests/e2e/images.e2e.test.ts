/**
 * Images that fit the screen, and long-lived caching (issue #17 items 2 and 3), in Chromium:
 * the detail page's main image arrives as AVIF (Chromium accepts it) at a width that fits the box
 * on this screen, on a phone (390 × 844 at DPR 3, touch) and on a desktop (1366 × 900, where the
 * box is 400 px and a mouse zooms it 2x); the thumbnails come at theirs; the preloaded cover is the
 * very copy the <img> shows (one request); the built app's hashed files are cached for a year,
 * immutable.
 */
import type { Browser, BrowserContextOptions, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appText } from '@/copy/copy';
import { IMAGE_USES, MEDIA_WIDTHS } from '@/rules/media-url';
import { DEMO_GOODS } from '../../server/seed/catalogue-showcase';
import { e2eForThisFile } from './browser';
import { hydrated, originalOf } from './pages';

const e2e = e2eForThisFile();

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
/** The demo originals are 800 px: a copy is never wider (server/media/variants.ts). */
const ORIGINAL_PX = 800;

interface Opened {
  page: Page;
  responses: Response[];
  errors: string[];
}

/** A page in a fresh profile of its own (an empty cache: every file is really fetched). */
async function open(browser: Browser, device: BrowserContextOptions, path: string): Promise<Opened> {
  const context = await browser.newContext({ locale: 'zh-CN', ...device });
  const page = await context.newPage();
  const responses: Response[] = [];
  const errors: string[] = [];
  page.on('response', (response) => responses.push(response));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, e2e.baseUrl).href);
  return { page, responses, errors };
}

interface Shown {
  url: string;
  /** the box's width on screen, in device pixels */
  devicePx: number;
}

/** What an <img> shows: the copy Chromium chose (path and query) and its box in device pixels. */
const readShown = (img: HTMLImageElement): Shown => ({
  url: new URL(img.currentSrc).pathname + new URL(img.currentSrc).search,
  devicePx: img.getBoundingClientRect().width * window.devicePixelRatio,
});

/** The image named `alt` in the gallery once loaded: the copy Chromium chose and how wide it is shown. */
async function shownImage(page: Page, alt: string): Promise<Shown> {
  const image = page.getByRole('region', { name: appText.gallery }).getByRole('img', { name: alt }).first();
  await image.waitFor();
  await page.waitForFunction(
    (name) =>
      [...document.images].some((i) => i.alt === name && i.complete && i.naturalWidth > 0 && i.currentSrc),
    alt,
  );
  return image.evaluate(readShown);
}

const widthOf = (url: string) => Number(/[?&]w=(\d+)$/.exec(url)?.[1]);

/**
 * Fits: sharp on this screen (at least the box's device pixels, unless no copy offered is that
 * wide), and not wasteful (less than twice them: the next copy down would have been too small).
 */
function expectFits(width: number, widths: readonly number[], devicePx: number) {
  const widest = Math.max(...widths);
  expect(width).toBeGreaterThanOrEqual(Math.min(Math.ceil(devicePx), widest));
  expect(width).toBeLessThan(Math.max(2 * devicePx, Math.min(...widths) + 1));
}

function responseFor(responses: Response[], url: string): Response {
  const found = responses.find((r) => {
    const at = new URL(r.url());
    return at.pathname + at.search === url;
  });
  if (!found) throw new Error(`no response for ${url}`);
  return found;
}

async function expectFitsAsAvif(opened: Opened, shown: Shown, widths: readonly number[]) {
  const width = widthOf(shown.url);
  expect(MEDIA_WIDTHS as readonly number[]).toContain(width);
  // what the browser picked is the copy made for this screen, not the original
  expectFits(width, widths, shown.devicePx);
  const response = responseFor(opened.responses, shown.url);
  const headers = await response.allHeaders();
  expect(headers['content-type']).toBe('image/avif');
  // the bytes are an AVIF that many pixels wide (the naturalWidth of a srcset image is in CSS px)
  const meta = await sharp(await response.body()).metadata();
  expect([meta.compression, meta.width]).toEqual(['av1', Math.min(width, ORIGINAL_PX)]);
  expect(headers.vary).toBe('Accept');
  expect(headers['cache-control']).toBe('public, max-age=31536000');
}

describe('the main image fits the screen', () => {
  it('on a phone (390 × 844, DPR 3): AVIF, the copy for the box’s width in device pixels, fetched once', async () => {
    const opened = await open(e2e.browser, PHONE, `/detail?id=${DEMO_GOODS.imagesOnlyNoPrice}`);
    const title = await opened.page.getByRole('heading', { level: 1 }).innerText();
    const shown = await shownImage(opened.page, title);
    // the box is the phone's width less the page's padding: 1,000 device pixels or so, so 1200 w
    expect(shown.devicePx).toBeGreaterThan(800);
    expect(shown.devicePx).toBeLessThanOrEqual(390 * 3);
    await expectFitsAsAvif(opened, shown, IMAGE_USES.galleryMain.widths);
    // the preload (server/pages/detail-html.ts) was that same copy: no other width of the box was
    // fetched (the strip's thumbnail of the same image is fetched at its own, smaller width)
    const cover = originalOf(shown.url);
    const boxWidths = opened.responses
      .filter((r) => new URL(r.url()).pathname === cover)
      .map((r) => widthOf(r.url()))
      .filter((w) => w >= IMAGE_USES.galleryMain.fallback);
    expect(boxWidths).toEqual([widthOf(shown.url)]);
    expect(opened.errors).toEqual([]);
    await opened.page.context().close();
  });

  it('on a desktop (1366 × 900): AVIF at 800 px, the 400 px box under a mouse’s 2x zoom; thumbnails at 80 px', async () => {
    const opened = await open(e2e.browser, DESKTOP, `/detail?id=${DEMO_GOODS.imagesOnlyNoPrice}`);
    const title = await opened.page.getByRole('heading', { level: 1 }).innerText();
    const shown = await shownImage(opened.page, title);
    // the 400 px box less its 1 px border
    expect(shown.devicePx).toBeGreaterThan(390);
    expect(shown.devicePx).toBeLessThanOrEqual(400);
    expect(widthOf(shown.url)).toBe(800);
    await expectFitsAsAvif(opened, { ...shown, devicePx: 800 }, IMAGE_USES.galleryMain.widths);

    const thumbnails = opened.page.getByRole('list', { name: appText.thumbnails }).locator('img');
    await thumbnails.first().waitFor();
    await opened.page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('ul[aria-label="缩略图"] img')]
        .slice(0, 5)
        .every((i) => i.complete && i.naturalWidth > 0),
    );
    const firstThumb = await thumbnails.first().evaluate(readShown);
    expect(firstThumb.devicePx).toBeLessThanOrEqual(80);
    await expectFitsAsAvif(opened, firstThumb, IMAGE_USES.thumbnail.widths);
    expect(opened.errors).toEqual([]);
    await opened.page.context().close();
  });

  it('encrypted media (/EnPic, goods 1004) come as fitting AVIF copies too', async () => {
    const opened = await open(e2e.browser, PHONE, `/detail?id=${DEMO_GOODS.encrypted}`);
    const thumbnail = opened.page.getByRole('list', { name: appText.thumbnails }).locator('img').first();
    await thumbnail.waitFor();
    await opened.page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('ul[aria-label="缩略图"] img');
      return img?.complete && img.naturalWidth > 0;
    });
    const shown = await thumbnail.evaluate(readShown);
    expect(shown.url).toMatch(/^\/EnPic\/.+\?w=\d+$/);
    await expectFitsAsAvif(opened, shown, IMAGE_USES.thumbnail.widths);
    expect(opened.errors).toEqual([]);
    await opened.page.context().close();
  });
});

describe('caching', () => {
  it('serves every hashed file of the build for a year, immutable; the page itself is revalidated', async () => {
    const opened = await open(e2e.browser, DESKTOP, `/detail?id=${DEMO_GOODS.fullPage}`);
    await opened.page.getByRole('heading', { level: 1 }).waitFor();
    // the app's scripts come once the cover is drawn (vite/app-loader-plugin.ts): wait for the app
    await hydrated(opened.page);
    const assets = opened.responses.filter((r) => new URL(r.url()).pathname.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(2);
    for (const response of assets) {
      expect(await response.headerValue('cache-control'), response.url()).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    const document = opened.responses.find((r) => r.request().resourceType() === 'document');
    expect(await document?.headerValue('cache-control')).toBe('no-cache');
    await opened.page.context().close();
  });
});
