/**
 * The foundation in a real browser: the built app served by the real server, the demo catalogue
 * in a fresh database. Every test ends by asserting no console or page error happened.
 */
import { describe, expect, it } from 'vitest';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, labels } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { orderText } from '@/copy/order-text';
import { e2eForThisFile } from './browser';

const e2e = e2eForThisFile();

async function goodsTitle(id: number): Promise<string> {
  const answer = await fetch(new URL('/api/62442353b9c1b', e2e.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, uid: 0 }),
  });
  return ((await answer.json()) as { data: { PName: string } }).data.PName;
}

describe('the page frame in Chromium', () => {
  it('opens the home page with the site header and its breadcrumb', async () => {
    const page = await e2e.openPage('/');
    await page.getByRole('link', { name: appText.siteName }).waitFor({ state: 'visible' });
    await expect(page.getByRole('navigation', { name: '面包屑' }).textContent()).resolves.toContain(
      labels.home,
    );
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-CN');
  });

  it('opens /detail?id=1001 with its breadcrumb, title and a cover image that loads', async () => {
    const title = await goodsTitle(1001);
    const page = await e2e.openPage('/detail?id=1001');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await expect(heading.textContent()).resolves.toContain(title);
    const crumbs = await page.getByRole('navigation', { name: '面包屑' }).textContent();
    expect(crumbs).toContain(labels.home);
    expect(crumbs).toContain(labels.plushToys);
    // 1001 opens on its video: the cover is the player's poster, shown as an image named by the
    // title only while the player's code loads (how long, if at all, depends on the chunks).
    const cover = page.getByRole('img', { name: title }).or(page.locator(`video[aria-label="${title}"]`));
    await cover.first().waitFor();
    const poster = await page.evaluate((alt) => {
      const video = [...document.querySelectorAll('video')].find((v) => v.getAttribute('aria-label') === alt);
      return video?.poster ?? [...document.images].find((i) => i.alt === alt)?.src ?? '';
    }, title);
    const answer = await page.request.get(poster);
    expect(answer.ok()).toBe(true);
    expect(answer.headers()['content-type']).toMatch(/^image\//);
  });

  it('shows a clear message for /detail?id=abc and for /detail with no id', async () => {
    // answered 400 (issue #17): the browser logs the page itself as a failed resource
    e2e.expectFailedLoads(/\/detail(\?id=abc)?$/);
    for (const path of ['/detail?id=abc', '/detail']) {
      const page = await e2e.openPage(path);
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading').textContent()).resolves.toBe(appText.badGoodsId);
      await expect(alert.textContent()).resolves.toContain(appText.badGoodsIdHint);
    }
  });

  it('says when the goods does not exist', async () => {
    const page = await e2e.openPage('/detail?id=999999');
    // in <main>: the document's <title> says it too (with the site's name)
    await expect(page.locator('main').getByText(appText.goodsNotFound).first().textContent()).resolves.toBe(
      appText.goodsNotFound,
    );
    // The not-found answer of the API is an expected 404: the browser logs it as a failed resource.
    e2e.errors.splice(0, e2e.errors.length, ...e2e.errors.filter((e) => !e.includes('404')));
  });

  it('serves every route of spec §2 as a page, and unknown paths as a Chinese 404 page', async () => {
    // an unknown path is answered 404 (issue #17): the browser logs the page as a failed resource
    e2e.expectFailedLoads(/\/no-such-page$/);
    const routes: Array<[string, string]> = [
      ['/goods', labels.plushToys],
      ['/shoppingCart', appText.cart],
      ['/shop?SID=101', catalogueText.shop],
      ['/shop?SID=x', catalogueText.badShopId],
      ['/search?keyword=熊', catalogueText.searchResults],
      ['/search', catalogueText.badSearch],
      ['/confirmOrder?order_no=173220000000042', orderText.confirmOrder],
      ['/confirmOrder?order_no=abc', orderText.badOrderNo],
      ['/flows', flowsText.flows],
      ['/no-such-page', appText.notFoundTitle],
    ];
    for (const [path, text] of routes) {
      const page = await e2e.openPage(path);
      // a page that reads this browser (an order kept in its storage) says so once hydrated
      await page.locator('main').filter({ hasText: text }).waitFor();
      await page.close();
    }
  });
});
