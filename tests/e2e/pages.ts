/** Ways into the detail page shared by the e2e files: a goods opened and ready, a buyer logged in. */
import type { BrowserContext, Page } from 'playwright-core';
import { appText, labels } from '@/copy/copy';
import type { Goods } from '@/domain/goods';
import { type E2E, withStored } from './browser';
import { logInAsDemoBuyer } from './login-dialog';

/** Goes to `path` of the harness's server. */
export async function goTo(e2e: E2E, page: Page, path: string) {
  await page.goto(new URL(path, e2e.baseUrl).href);
}

/** Opens goods `id` and waits until its title and the purchase buttons (the supplier's answer) show. */
export async function openGoods(e2e: E2E, page: Page, id: number) {
  await goTo(e2e, page, `/detail?id=${id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: labels.buyNow }).waitFor();
  await hydrated(page);
}

/**
 * Waits until the page is the app's, not only the server's HTML (issue #17): the header's account
 * area has left `restoring` (登录 or 退出 is offered), which happens once the page has hydrated
 * and its effects have run. The server's page already shows the goods and its buttons; a click
 * before this would be one the app replays later, not one it answers at once.
 */
export const hydrated = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: labels.login })
    .or(page.getByRole('banner').getByRole('button', { name: appText.logout }))
    .first()
    .waitFor();

/** Logs the demo buyer in from the header unless the session already knows him. */
export async function ensureLoggedIn(page: Page) {
  const header = page.getByRole('banner');
  // the session is restored after the page shows: wait until the header knows who is there
  await header
    .getByRole('button', { name: labels.login })
    .or(header.getByRole('button', { name: appText.logout }))
    .first()
    .waitFor();
  const login = header.getByRole('button', { name: labels.login });
  if (await login.isVisible()) {
    await login.click();
    await logInAsDemoBuyer(page);
  }
  await page.getByRole('button', { name: appText.logout }).waitFor();
}

/**
 * Serves /detail as the plain built index.html (what a build for another API base gets, early
 * script included, nothing rendered nor embedded by the server), so that the page renders in the
 * browser and makes the detail call itself.
 */
export async function withoutEmbeddedDetail(e2e: E2E, target: Page | BrowserContext) {
  await withoutServerRender(e2e, target, '/detail');
}

/**
 * The page at `pathname` as the plain index.html (nothing rendered nor embedded by the server): the
 * page renders in the browser and makes its calls itself (a list page's list call, issue #17).
 */
export async function withoutServerRender(e2e: E2E, target: Page | BrowserContext, pathname: string) {
  await target.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const plain = await route.fetch({ url: new URL('/index.html', e2e.baseUrl).href });
      await route.fulfill({ response: plain, body: await plain.text() });
    },
  );
}

/** Where the session keeps its token (services/token-store.ts): a test puts a buyer's there. */
export const TOKEN_KEY = 'plush.session.token';

/** Calls the harness's API from the test (GET without a body, POST with one); answers `data`. */
export async function callApi<T>(e2e: E2E, path: string, body?: unknown, token?: string): Promise<T> {
  const answer = await fetch(new URL(path, e2e.baseUrl), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await answer.json()) as { data: T };
  if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A page of its own profile (e2e.openFreshPage) that `prepare` changed, opened at `path`. */
export async function openFresh(
  e2e: E2E,
  path: string,
  prepare: (context: BrowserContext) => Promise<unknown>,
): Promise<Page> {
  const page = await e2e.openFreshPage(prepare);
  await goTo(e2e, page, path);
  return page;
}

/** A page of its own profile with `storage` in localStorage, opened at `path`. */
export const openWith = (e2e: E2E, path: string, storage: Record<string, string>) =>
  openFresh(e2e, path, withStored(storage));

/** Puts 2 of a size of goods 1006 with at least 8 in stock into the buyer's cart, through the API. */
export async function putLineInCart(e2e: E2E, buyer: { uid: number; token: string }) {
  const goods = await callApi<Goods>(e2e, '/api/62442353b9c1b', { id: 1006, uid: 0 });
  const colour = goods.specs.find((group) => group.sizes.some((size) => size.stock >= 8));
  const size = colour?.sizes.find((s) => s.stock >= 8);
  if (!colour || !size) throw new Error('1006 should have a size with 8 in stock');
  await callApi(
    e2e,
    '/api/rbh/cart/save',
    { uid: buyer.uid, goods_id: 1006, goods_spec: JSON.stringify([{ ...size, num: 2, goods_num: 2 }]) },
    buyer.token,
  );
  return { goods, colour, size };
}

/** The original's path of a sized media URL ('/UpLoad/a.jpg?w=80' → '/UpLoad/a.jpg'; src/rules/media-url.ts). */
export const originalOf = (url: string | null): string => (url ?? '').replace(/[?&]w=\d+$/, '');

/**
 * Resolves once every request the page sent before this call has reached the test's listeners
 * (and every dialog it opened, which would hold the page): the page sends one more, to /healthz,
 * and Playwright reports a page's requests in the order it sent them. A check that nothing more
 * was sent counts after this, not after a time (issue #21: tests wait for what happens).
 */
export async function requestsSoFar(page: Page): Promise<void> {
  const marker = `/healthz?sent-so-far=${Date.now()}-${Math.random()}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => {
    void fetch(url).catch(() => undefined);
  }, marker);
  await seen;
}
