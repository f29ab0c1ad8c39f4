/**
 * The e2e tests' phone (issue #18): a page in a browser context of its own with a phone's
 * viewport, touch and isMobile (Chromium's mobile layout: the meta viewport counts), its errors
 * recorded into the harness's like openPage's. And the touch gestures playwright has no call for
 * (a swipe, two quick taps), sent through the DevTools protocol as a finger would make them.
 */
import type { Locator, Page } from 'playwright-core';
import type { E2E } from './browser';

export interface PhoneSize {
  width: number;
  height: number;
}

/** The two phones of the issue: a small Android and a common iPhone. */
export const PHONES: PhoneSize[] = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

export async function openPhone(e2e: E2E, size: PhoneSize, path: string): Promise<Page> {
  const context = await e2e.browser.newContext({
    locale: 'zh-CN',
    viewport: size,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const where = `${size.width}×${size.height} ${path}`;
  page.on('console', (message) => {
    if (message.type() === 'error') e2e.errors.push(`${where}: console: ${message.text()}`);
  });
  page.on('pageerror', (error) => e2e.errors.push(`${where}: pageerror: ${error.message}`));
  // the browser closed first (the end of a file) has closed the context too: nothing is left to close
  page.on('close', () => void context.close().catch(() => {}));
  await page.goto(new URL(path, e2e.baseUrl).href);
  return page;
}

async function centreOf(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target of a gesture is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
}

/** A finger drawn across `target` from right to left (dx < 0) or left to right, in steps. */
export async function swipe(page: Page, target: Locator, dx: number) {
  const { x, y } = await centreOf(target);
  const cdp = await page.context().newCDPSession(page);
  const point = (px: number) => [{ x: Math.round(px), y: Math.round(y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x - dx / 2) });
  for (let step = 1; step <= 8; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x - dx / 2 + (dx * step) / 8),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two fingers on `target` moving apart by `spread` px each (a pinch out when positive). */
export async function pinch(page: Page, target: Locator, spread: number) {
  const { x, y } = await centreOf(target);
  const cdp = await page.context().newCDPSession(page);
  const fingers = (d: number) => [
    { x: Math.round(x - 40 - d), y: Math.round(y), id: 1 },
    { x: Math.round(x + 40 + d), y: Math.round(y), id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(0) });
  for (let step = 1; step <= 6; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers((spread * step) / 6),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two taps in quick succession at the centre of `target`. */
export async function doubleTap(page: Page, target: Locator) {
  const { x, y } = await centreOf(target);
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}

/**
 * The controls a buyer can tap on the page as it is laid out now, with their size: buttons,
 * links, fields and tabs that are rendered and not hidden from everyone; a link inside a run of
 * text is left out (WCAG 2.5.8 exempts it).
 */
export function tapTargets(page: Page) {
  return page.evaluate(() => {
    const selector = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"]';
    const inText = (element: Element) => getComputedStyle(element).display === 'inline';
    return [...document.querySelectorAll(selector)]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        if (element.closest('[inert], [aria-hidden="true"], .sr-only')) return false;
        const style = getComputedStyle(element);
        return style.visibility !== 'hidden' && !inText(element);
      })
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent?.trim() || element.getAttribute('placeholder') || element.tagName);
        return {
          name: name.slice(0, 30),
          width: Math.round(rect.width * 10) / 10,
          height: Math.round(rect.height * 10) / 10,
        };
      });
  });
}
