/**
 * The e2e harness: the real server (fresh in-memory database, seeded demo catalogue, the built
 * app from dist/) and the system's Chromium driven by playwright-core. Every page opened through
 * `openPage` records console errors and page errors, and `expectNoErrors` fails the test on any.
 */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type ConsoleMessage, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startServer } from '../../server/serve';
import { seededSnapshot } from '../support/seeded-snapshot';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export function chromePath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH`,
    );
  }
  return path;
}

export interface E2E {
  baseUrl: string;
  browser: Browser;
  openPage(path: string): Promise<Page>;
  /**
   * A blank page in a browser profile of its own (nothing stored, no cache, no session), which
   * `prepare` changes before the app's code runs (`withStored`, a broken localStorage); its errors
   * are recorded like openPage's. Routes can be set on it before its first navigation.
   */
  openFreshPage(prepare?: (context: BrowserContext) => Promise<unknown>): Promise<Page>;
  /** console errors and page errors seen so far, on every page opened */
  errors: string[];
  /**
   * Says that this test breaks the loads whose URL `pattern` matches (aborted, answered 5xx):
   * Chromium logs each as a console error ("Failed to load resource"), which is then not counted.
   * Any other console error still fails the test; the allowance ends with the test.
   */
  expectFailedLoads(pattern: RegExp): void;
  /** ends every allowance of expectFailedLoads (after each test) */
  forgetExpectedFailures(): void;
  close(): Promise<void>;
}

export async function startE2E(): Promise<E2E> {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `vite build` first (npm run test:e2e does)');
  const server = await startServer({
    port: 0,
    dataDir: 'memory://',
    // the catalogue migrated and seeded once for every file, not again per server
    startFrom: await seededSnapshot('.test-data/media'),
    mediaDir: '.test-data/media',
    distDir: 'dist',
    seed: true,
    // one server per file logs the demo buyer in from many pages at once; the cap of 10 live
    // sessions (proven in tests/server/sessions.test.ts) would end the sessions of pages still open
    maxSessions: 1000,
  });
  const browser = await sharedBrowser();
  const contextOptions = { locale: 'zh-CN', viewport: { width: 1280, height: 900 } };
  const context = await browser.newContext(contextOptions);
  const errors: string[] = [];
  const failingLoads: RegExp[] = [];
  const expectedFailure = (message: ConsoleMessage) =>
    message.text().startsWith('Failed to load resource') &&
    failingLoads.some((pattern) => pattern.test(message.location().url));
  const recordErrors = (page: Page, where: string) => {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' && !expectedFailure(message)) {
        errors.push(`${where}: console: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => errors.push(`${where}: pageerror: ${error.message}`));
  };
  return {
    baseUrl: server.url,
    browser,
    errors,
    expectFailedLoads: (pattern) => {
      failingLoads.push(pattern);
    },
    forgetExpectedFailures: () => {
      failingLoads.length = 0;
    },
    async openPage(path) {
      const page = await context.newPage();
      recordErrors(page, path);
      await page.goto(new URL(path, server.url).href);
      return page;
    },
    async openFreshPage(prepare) {
      const own = await browser.newContext(contextOptions);
      await prepare?.(own);
      const page = await own.newPage();
      recordErrors(page, 'a fresh profile');
      return page;
    },
    async close() {
      // the file's own profiles; the browser stays for the worker's next file
      await Promise.all(browser.contexts().map((own) => own.close()));
      await server.close();
    },
  };
}

let launched: Promise<Browser> | undefined;

/**
 * One Chromium per test worker, for every file it runs (the e2e project keeps its modules between
 * files: vitest.config.ts): each file still gets profiles of its own, and a server and database of
 * its own. Launching and closing a browser per file cost CI's 2 cores about 2 s a file. Playwright
 * closes it when the worker ends; a browser that died is launched again.
 */
function sharedBrowser(): Promise<Browser> {
  if (!launched) {
    launched = chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
    void launched.then(
      (browser) => browser.on('disconnected', () => (launched = undefined)),
      () => (launched = undefined),
    );
  }
  return launched;
}

/**
 * The hooks every e2e file needs: one server and browser for the file, and after each test the
 * check that no console or page error happened. Returns the harness, usable once beforeAll ran
 * (a stand-in object that forwards to it, since a file's tests are defined before it starts).
 */
export function e2eForThisFile(): E2E {
  let started: E2E | undefined;
  beforeAll(async () => {
    started = await startE2E();
  });
  afterAll(async () => {
    await started?.close();
  });
  afterEach(() => {
    started?.forgetExpectedFailures();
    expect(started?.errors).toEqual([]);
    if (started) started.errors.length = 0;
  });
  return new Proxy({} as E2E, {
    get: (_, key: keyof E2E) => {
      if (!started) throw new Error('the e2e harness is used before beforeAll started it');
      return started[key];
    },
  });
}

/** For openFreshPage: writes `entries` to localStorage before the app's code runs, on every load. */
export function withStored(entries: Record<string, string>) {
  return (context: BrowserContext) =>
    context.addInitScript((stored: Record<string, string>) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, entries);
}
