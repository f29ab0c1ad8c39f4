/** The layout shifts a page makes (CLS, issue #17), as the browser reports them to the page. */
import type { BrowserContext, Page } from 'playwright-core';

/** Every layout shift of the page's life, from its first byte, kept in window.__shifts. */
export const recordShifts = (context: BrowserContext) =>
  context.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The page's layout shifts so far (the observer hears of a shift after its frame: two frames later it has). */
export const shiftsOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve((window as unknown as { __shifts: number[] }).__shifts)),
          ),
        ),
      ),
  );

/** The page's cumulative layout shift so far. */
export const layoutShiftOf = async (page: Page) =>
  (await shiftsOf(page)).reduce((sum, value) => sum + value, 0);
