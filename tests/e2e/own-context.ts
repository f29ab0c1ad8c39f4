/**
 * A page in a browser context of its own, for e2e tests that must change what the browser is
 * before the app's code runs (`context.addInitScript`: stored values, a broken localStorage).
 * Its console and page errors are recorded in `e2e.errors` like e2e.openPage's, so the file's
 * afterEach still fails the test on any. Close it with `page.context().close()`.
 */
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import type { E2E } from './browser';

export async function openInOwnContext(
  e2e: E2E,
  path: string,
  prepare: (context: BrowserContext) => Promise<unknown>,
): Promise<Page> {
  const context = await e2e.browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
  await prepare(context);
  const page = await context.newPage();
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') e2e.errors.push(`${path}: console: ${message.text()}`);
  });
  page.on('pageerror', (error) => e2e.errors.push(`${path}: pageerror: ${error.message}`));
  await page.goto(new URL(path, e2e.baseUrl).href);
  return page;
}

/** Writes `entries` to localStorage before the app's code runs, on every load of the context. */
export function withStored(entries: Record<string, string>) {
  return (context: BrowserContext) =>
    context.addInitScript((stored: Record<string, string>) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, entries);
}
