/**
 * 找相似 in Chromium against the real server (spec §2, §5, §7): the click posts the cover the
 * gallery shows (the video's poster as the page opens, colour i's thumbnail once it is chosen),
 * and the answer opens /search?data= in the same tab with the goods as cards. A forged ?data=
 * gets a clear message. Only "code 1 with a non-empty list for a catalogue image" is relied on,
 * not the server's ranking.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill, labels, notices } from '@/copy/copy';
import { grouped } from '../support/grouped';
import { e2eForThisFile } from './browser';
import { hydrated, originalOf, requestsSoFar } from './pages';

const e2e = e2eForThisFile();
const SIMILAR = '/api/62ab5261774a1';

async function openGoods(id: number): Promise<Page> {
  const page = await e2e.openPage(`/detail?id=${id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await hydrated(page);
  return page;
}

const isSimilarCall = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === SIMILAR;

/** Clicks 找相似 and returns the url the call carried. */
async function findSimilarFrom(page: Page): Promise<string> {
  const request = page.waitForRequest(isSimilarCall);
  await page.getByRole('button', { name: labels.findSimilar }).click();
  return ((await request).postDataJSON() as { url: string }).url;
}

/** The results page: ?data= read back, and the cards shown under 相似商品（共N件）. */
async function expectResults(page: Page) {
  await page.waitForURL(/\/search\?data=/);
  const data = JSON.parse(new URL(page.url()).searchParams.get('data') ?? 'null') as {
    list: Array<{ ID: number }>;
    totalCount: number;
  };
  expect(data.list.length).toBeGreaterThan(0);
  const heading = page.getByRole('heading', {
    level: 1,
    name: fill(catalogueText.similarHeading, { n: grouped(data.totalCount) }),
  });
  await heading.waitFor();
  const cards = page.locator('main section').getByRole('link');
  await expect(cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.toEqual(
    data.list.map((card) => `/detail?id=${card.ID}`),
  );
  // the cards' pictures are real media of the catalogue
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main section img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  return data;
}

describe('找相似 in Chromium', () => {
  it('1001: the click sends the video poster (the cover as the page opens) and lands on the similar goods', async () => {
    const page = await openGoods(1001);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    // the page opens on the video's poster (its play button over it)
    const poster = await page
      .getByRole('region', { name: appText.gallery })
      .getByRole('img', { name: title })
      .getAttribute('src');
    expect(poster).toMatch(/^\/UpLoad\//);
    // the box shows a copy of the poster as wide as it; 找相似 sends the original's path
    expect(await findSimilarFrom(page)).toBe(originalOf(poster));
    await expectResults(page);

    // Same tab: back returns to the goods.
    await page.goBack();
    await page.waitForURL(/\/detail\?id=1001$/);
    await page.getByRole('button', { name: labels.findSimilar }).waitFor();
  });

  it('1001: after choosing 白色 the click sends that colour’s thumbnail (item colour + 1)', async () => {
    const page = await openGoods(1001);
    await page.getByRole('group', { name: labels.colour }).getByRole('button', { name: '白色' }).click();
    const thumbnails = page.getByRole('list', { name: appText.thumbnails }).getByRole('button');
    await expect(thumbnails.nth(4).getAttribute('aria-current')).resolves.toBe('true');
    const thumbnail = await thumbnails.nth(4).locator('img').getAttribute('src');
    expect(thumbnail).toMatch(/^\/UpLoad\//);
    expect(await findSimilarFrom(page)).toBe(originalOf(thumbnail));
    await expectResults(page);
  });

  it('shows 正在搜索相似商品，请稍候 while the search runs, and a second click is no second search', async () => {
    const page = await openGoods(1001);
    let calls = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the real call until the notice has been seen; the server still answers it.
    await page.route(`**${SIMILAR}`, async (route) => {
      calls += 1;
      await held;
      await route.continue();
    });
    const button = page.getByRole('button', { name: labels.findSimilar });
    await button.click();
    await page.getByRole('status').filter({ hasText: notices.searchingSimilar }).waitFor();
    await expect(button.getAttribute('aria-busy')).resolves.toBe('true');
    // aria-disabled: Playwright would wait for it to be enabled, a buyer just clicks
    await button.click({ force: true });
    await requestsSoFar(page);
    expect(calls).toBe(1);
    release();
    await expectResults(page);
    expect(calls).toBe(1);
  });

  it('a forged ?data=not-json says the results link is broken, with a way back', async () => {
    const page = await e2e.openPage('/search?data=not-json');
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: catalogueText.similarDataBroken }).waitFor();
    await expect(alert.innerText()).resolves.toContain(catalogueText.similarDataBrokenHint);
    await alert.getByRole('link', { name: catalogueText.browseAll }).click();
    await page.waitForURL(/\/goods$/);
  });
});
