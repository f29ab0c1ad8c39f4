/**
 * The goods detail does not wait for the bundle (issue #7 item 3), in Chromium against the real
 * server: a full load of /detail?id=N shows goods N from the JSON the server put into the page,
 * with no detail call, and preloads its cover; a goods reached inside the app (a catalogue card)
 * is asked from the API; a title made to break out of the JSON's script element is shown as
 * text; and a page without the embedded answer (the early script's path, as a build for another
 * API base sees it) makes exactly one detail call, started by the inline script.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DETAIL_CALL_PATH,
  DETAIL_DATA_MARK,
  EMBEDDED_DETAIL_ID,
  PAGE_DATA_PATH,
} from '@/services/early-detail-contract';
import { scriptSafeJson } from '../../server/pages/detail-html';
import { MSG_PAGE_DATA_CHANGED } from '../../server/routes/goods-detail';
import { catalogue } from '../../server/seed/catalogue';
import { e2eForThisFile } from './browser';
import { hydrated, withoutEmbeddedDetail } from './pages';

const e2e = e2eForThisFile();

const titleOf = (id: number) => {
  const found = catalogue.goods.find((g) => g.id === id);
  if (!found) throw new Error(`goods ${id} is not in the catalogue`);
  return found.title;
};

/** A page whose detail calls (their bodies) are recorded from before its first navigation. */
async function recordingPage(): Promise<{ page: Page; detailCalls: { id: number; uid: number }[] }> {
  const page = await e2e.openPage('about:blank');
  const detailCalls: { id: number; uid: number }[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === DETAIL_CALL_PATH && request.method() === 'POST') {
      detailCalls.push(JSON.parse(request.postData() ?? '{}'));
    }
  });
  return { page, detailCalls };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function goTo(page: Page, path: string) {
  await page.goto(new URL(path, e2e.baseUrl).href);
  await heading(page).waitFor();
  await hydrated(page);
}

const marks = (page: Page) =>
  page.evaluate((name) => performance.getEntriesByName(name, 'mark').length, DETAIL_DATA_MARK);

describe('the detail data that comes with the page', () => {
  it('/detail?id=1005 (1,000 sizes) gets its answer beside the page, no detail call; a goods changed since is drawn from the detail call', async () => {
    const { page, detailCalls } = await recordingPage();
    const beside: string[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname === PAGE_DATA_PATH) beside.push(request.url());
    });
    const sizesOfFirstColour = () => page.getByRole('spinbutton');
    await goTo(page, '/detail?id=1005');
    await expect(heading(page).innerText()).resolves.toContain(titleOf(1005).split('+')[0]);
    expect(detailCalls).toEqual([]);
    expect(beside).toHaveLength(1);
    await expect(sizesOfFirstColour().count()).resolves.toBe(25);

    // the goods changed between the page and its answer: the server says so (409), and the
    // browser draws the page itself from the detail call instead of hydrating markup of another state
    e2e.expectFailedLoads(/\/api\/page-data\/detail/);
    await page.route(`**${PAGE_DATA_PATH}?*`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ code: 0, msg: MSG_PAGE_DATA_CHANGED }),
      }),
    );
    await goTo(page, '/detail?id=1005');
    await expect(heading(page).innerText()).resolves.toContain(titleOf(1005).split('+')[0]);
    expect(detailCalls).toEqual([{ id: 1005, uid: 0 }]);
    await expect(sizesOfFirstColour().count()).resolves.toBe(25);
  });

  it('/detail?id=1001 shows the goods without a detail call, its poster preloaded', async () => {
    const { page, detailCalls } = await recordingPage();
    await goTo(page, '/detail?id=1001');
    await expect(heading(page).innerText()).resolves.toContain(titleOf(1001).split('+')[0]);
    expect(detailCalls).toEqual([]);
    // read once and gone
    expect(await page.locator(`#${EMBEDDED_DETAIL_ID}`).count()).toBe(0);
    expect(await page.locator('link[rel="preload"][as="image"][fetchpriority="high"]').count()).toBe(1);
    // the poster was fetched by the preload, which the <img> then used
    const poster = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          // the poster comes at a width for the screen (?w=…, issue 17 item 2)
          .find((entry) => new URL(entry.name).pathname.endsWith('/poster.jpg')) as
          | PerformanceResourceTiming
          | undefined,
    );
    expect(poster?.initiatorType).toBe('link');
    expect(await marks(page)).toBe(1);
  });

  it('a full load of another goods embeds that goods; one reached inside the app is asked from the API', async () => {
    const { page, detailCalls } = await recordingPage();
    await goTo(page, '/detail?id=1002');
    await expect(heading(page).innerText()).resolves.toContain(titleOf(1002).split('+')[0]);
    expect(detailCalls).toEqual([]);

    // home, then a goods card: the router changes the page, nothing comes embedded (once the app
    // has hydrated: a link clicked before is the browser's own full load, which embeds it; CI
    // beside two CPU hogs clicked it that early)
    await goTo(page, '/');
    const card = page.locator('main a[href^="/detail?id="]').first();
    const href = (await card.getAttribute('href')) ?? '';
    const id = Number(new URL(href, e2e.baseUrl).searchParams.get('id'));
    await card.click();
    await page.waitForURL((url) => url.pathname === '/detail');
    await expect(heading(page).innerText()).resolves.toContain(titleOf(id).split('+')[0]);
    expect(detailCalls).toEqual([{ id, uid: 0 }]);
  });

  it('a title made to end the JSON’s script element is shown as text, and runs nothing', async () => {
    const shown = '</script><script>window.__pwned = 1; alert(1)</script><!-- 熊';
    const malicious = `${shown}\u2028`;
    const { page, detailCalls } = await recordingPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // the server's own page for 1001, its embedded answer given the title, escaped as the server escapes
    await page.route(
      (url) => url.pathname === '/detail',
      async (route) => {
        const served = await route.fetch();
        const html = await served.text();
        const element = new RegExp(
          `(<script type="application/json" id="${EMBEDDED_DETAIL_ID}">)([^<]*)(</script>)`,
        );
        const [, open = '', text = '', close = ''] = element.exec(html) ?? [];
        const answer = JSON.parse(text) as { data: { PName: string } };
        answer.data.PName = malicious;
        // the page as the browser renders it from the embedded answer (#root left empty, as a
        // build without the server entry sends it): the server's render of the title is React's
        // escaping, this test is the embedding's
        await route.fulfill({
          response: served,
          body: html.replace(element, `${open}${scriptSafeJson(JSON.stringify(answer))}${close}`).replace(
            // (the app's loader, vite/app-loader-plugin.ts, may stand between #root and the JSON)
            /<div id="root"[^>]*>[\s\S]*?<\/div>(\s*<script (?:type="application\/json"|id="app-loader"))/,
            '<div id="root"></div>$1',
          ),
        });
      },
    );
    await goTo(page, '/detail?id=1001');
    await expect(heading(page).innerText()).resolves.toContain(shown);
    expect(detailCalls).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
  });

  it('without the embedded answer, the inline script makes the one detail call and preloads the cover', async () => {
    const { page, detailCalls } = await recordingPage();
    // what a build for another API base gets: the plain index.html, early script included
    await withoutEmbeddedDetail(e2e, page);
    const plain = await fetch(new URL('/index.html', e2e.baseUrl));
    expect(await plain.text()).not.toContain(`id="${EMBEDDED_DETAIL_ID}"`);
    await goTo(page, '/detail?id=1003');
    await expect(heading(page).innerText()).resolves.toContain(titleOf(1003).split('+')[0]);
    expect(detailCalls).toEqual([{ id: 1003, uid: 0 }]);
    expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(1);
    expect(await marks(page)).toBe(1);
  });
});
