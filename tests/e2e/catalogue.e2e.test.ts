/**
 * The catalogue pages in a real browser: the built app served by the real server, the demo
 * catalogue in a fresh database. Every test ends by asserting no console or page error happened.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { GoodsPage } from '@/domain/goods';
import type { Supplier } from '@/domain/supplier';
import { grouped } from '../support/grouped';
import { e2eForThisFile } from './browser';

const e2e = e2eForThisFile();

async function api<T>(path: string): Promise<T> {
  const answer = await fetch(new URL(path, e2e.baseUrl));
  return ((await answer.json()) as { data: T }).data;
}

/** The detail links of the goods cards on the page, once the list has arrived. */
async function cardLinks(page: Page): Promise<string[]> {
  const cards = page.locator('main a[href^="/detail?id="]');
  await cards.first().waitFor();
  return cards.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

const idsOf = (list: { ID: number }[]) => list.map((card) => `/detail?id=${card.ID}`);

/** How many columns the grid of cards has: the distinct left edges of its cards. */
async function gridColumns(page: Page): Promise<number> {
  await cardLinks(page);
  return page
    .locator('main a[href^="/detail?id="]')
    .evaluateAll((links) => new Set(links.map((a) => Math.round(a.getBoundingClientRect().left))).size);
}

describe('the catalogue pages in Chromium', () => {
  it('home: a welcome band and the most viewed goods, each card a link to its detail page', async () => {
    const featured = await api<GoodsPage>('/api/goods/featured');
    const page = await e2e.openPage('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      catalogueText.welcomeTitle,
    );
    expect(await cardLinks(page)).toEqual(idsOf(featured.list));
    const first = featured.list[0];
    if (!first) throw new Error('the demo catalogue has featured goods');
    const card = page.locator(`main a[href="/detail?id=${first.ID}"]`);
    await expect(card.textContent()).resolves.toContain(
      fill(laterText.clickCount, { n: grouped(first.PClickCount) }),
    );
    // The picture has loaded, square.
    await page.waitForFunction((href) => {
      const img = document.querySelector<HTMLImageElement>(`main a[href="${href}"] img`);
      return img?.complete && img.naturalWidth > 0 && img.naturalWidth === img.naturalHeight;
    }, `/detail?id=${first.ID}`);
    await card.click();
    await page.waitForURL(`**/detail?id=${first.ID}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(first.PName);
    await page.close();
  });

  it('/goods pages through the catalogue by ?page=, and back returns to page 1', async () => {
    const [one, two] = await Promise.all([
      api<GoodsPage>('/api/goods/list?page=1'),
      api<GoodsPage>('/api/goods/list?page=2'),
    ]);
    const page = await e2e.openPage('/goods');
    const crumbs = page.getByRole('navigation', { name: '面包屑' });
    await expect(crumbs.textContent()).resolves.toBe(`${labels.home}›${labels.plushToys}`);
    await page
      .getByText(fill(catalogueText.goodsTotal, { n: grouped(one.totalCount) }))
      .waitFor({ state: 'visible' });
    expect(await cardLinks(page)).toEqual(idsOf(one.list));

    const pager = page.getByRole('navigation', { name: catalogueText.pagination });
    await pager.getByRole('link', { name: catalogueText.nextPage }).click();
    await page.waitForURL('**/goods?page=2');
    await page.locator(`main a[href="/detail?id=${two.list[0]?.ID}"]`).waitFor();
    expect(await cardLinks(page)).toEqual(idsOf(two.list));
    expect(idsOf(two.list)).not.toEqual(idsOf(one.list));
    await expect(pager.locator('[aria-current="page"]').textContent()).resolves.toContain('2');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/goods' && !url.searchParams.has('page'));
    await page.locator(`main a[href="/detail?id=${one.list[0]?.ID}"]`).waitFor();
    expect(await cardLinks(page)).toEqual(idsOf(one.list));
    await page.goForward();
    await page.waitForURL('**/goods?page=2');
    await page.locator(`main a[href="/detail?id=${two.list[0]?.ID}"]`).waitFor();
    await page.close();
  });

  it('/goods lays the cards out 5 across at 1280 px and 2 across at 390 px', async () => {
    const page = await e2e.openPage('/goods');
    expect(await gridColumns(page)).toBe(5);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await gridColumns(page)).toBe(2);
    await page.close();
  });

  it('/goods?page=99 says the page is past the end and links to the last page', async () => {
    const one = await api<GoodsPage>('/api/goods/list?page=1');
    const pages = Math.ceil(one.totalCount / one.size);
    const page = await e2e.openPage('/goods?page=99');
    const message = fill(catalogueText.pageBeyondEnd, { page: 99, pages });
    await page.getByText(message).waitFor();
    await page.getByRole('link', { name: catalogueText.goToLastPage }).click();
    await page.waitForURL(`**/goods?page=${pages}`);
    await cardLinks(page);
    await page.close();
  });

  it("/shop?SID=101 shows the supplier card and only that supplier's goods", async () => {
    const shop = await api<{ supplier: Supplier; page: GoodsPage }>('/api/shop/goods?sid=101');
    const page = await e2e.openPage('/shop?SID=101');
    const card = page.getByRole('region', { name: shop.supplier.CName });
    await expect(card.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(shop.supplier.CName);
    const text = await card.textContent();
    for (const line of [
      labels.yearlySales,
      fill(labels.yearsOnPlatform, { n: shop.supplier.comeInYear }),
      fill(labels.goodsInStock, { n: grouped(shop.supplier.totalGoods) }),
      shop.supplier.Addr,
      shop.supplier.QQ,
      shop.supplier.Weixin,
      shop.supplier.Mobile,
    ])
      expect(text).toContain(line);
    const qr = card.getByRole('img', { name: catalogueText.qrShopTitle });
    await expect(qr.evaluate((el) => el.tagName.toLowerCase())).resolves.toBe('svg');
    await expect(qr.evaluate((el) => el.getBoundingClientRect().width)).resolves.toBeGreaterThanOrEqual(96);
    // The card is the shop here: no 进入店铺 to the page itself (issue 19 item 10).
    await expect(card.getByRole('link', { name: labels.viewShop }).count()).resolves.toBe(0);
    await expect(card.getByRole('button', { name: labels.favouriteSupplier }).isEnabled()).resolves.toBe(
      true,
    );
    await expect(card.getByRole('button', { name: labels.qualification }).isDisabled()).resolves.toBe(true);
    expect(await cardLinks(page)).toEqual(idsOf(shop.page.list));
    expect(shop.page.list.length).toBeGreaterThan(0);
    await page.close();
  });

  it('/search?keyword=熊 finds bears, and a nonsense keyword says nothing matches', async () => {
    const bears = await api<GoodsPage>(`/api/goods/search?keyword=${encodeURIComponent('熊')}`);
    expect(bears.totalCount).toBeGreaterThan(0);
    const page = await e2e.openPage('/search?keyword=熊');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      `${catalogueText.searchResults}：熊`,
    );
    expect(await cardLinks(page)).toEqual(idsOf(bears.list));
    const names = await page.locator('main a[href^="/detail?id="] h3').allTextContents();
    expect(names.every((name) => name.includes('熊'))).toBe(true);
    await page
      .getByText(fill(catalogueText.searchSummary, { n: grouped(bears.totalCount), keyword: '熊' }))
      .waitFor({ state: 'visible' });

    const nonsense = 'zqxj毛绒不存在';
    const none = await e2e.openPage(`/search?keyword=${encodeURIComponent(nonsense)}`);
    await none.getByText(fill(catalogueText.searchEmpty, { keyword: nonsense })).waitFor();
    await none.getByText(catalogueText.searchEmptyHint).waitFor({ state: 'visible' });
    await expect(none.locator('main a[href^="/detail?id="]').count()).resolves.toBe(0);
    await page.close();
    await none.close();
  });

  it('the header search box leads to the results of its keyword', async () => {
    const page = await e2e.openPage('/');
    await page.getByRole('searchbox', { name: appText.searchPlaceholder }).fill('兔');
    await page.getByRole('button', { name: appText.search }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === '兔');
    // The URL changes before the results replace the home page's cards (which are goods cards
    // too): wait for what the results page says, not for any card (under load the old cards were
    // read, and the test failed).
    const rabbits = await api<GoodsPage>(`/api/goods/search?keyword=${encodeURIComponent('兔')}`);
    await page
      .getByText(fill(catalogueText.searchSummary, { n: grouped(rabbits.totalCount), keyword: '兔' }))
      .waitFor({ state: 'visible' });
    expect(await cardLinks(page)).toEqual(idsOf(rabbits.list));
    const names = await page.locator('main a[href^="/detail?id="] h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes('兔'))).toBe(true);
    await page.close();
  });
});
