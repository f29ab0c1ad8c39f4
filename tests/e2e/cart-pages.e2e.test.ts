/**
 * The cart page and the order confirmation in Chromium, against the real server (fresh database,
 * seeded catalogue) and the built app.
 *
 * The cart follows the session's uid: the buyer logs in through the API and the token is put
 * where the session looks for it ('plush.session.token') before the app loads; the session
 * restores it, and the cart page loads that buyer's cart. The order confirmation needs no session: buy now's order is put in localStorage the same way.
 */
import { describe, expect, it } from 'vitest';
import { catalogueText } from '@/copy/catalogue-text';
import { fill, labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import { quantityText } from '@/copy/quantity-hint';
import type { CartLine, OrderLine } from '@/domain/cart';
import { e2eForThisFile } from './browser';
import { callApi, openWith, putLineInCart, TOKEN_KEY } from './pages';

const e2e = e2eForThisFile();

describe('the cart in Chromium', () => {
  it('shows a saved line; a quantity change is saved and survives a reload; 0 says why it is kept; 删除 offers 撤销, then empties the cart', async () => {
    const login = await callApi<{ user: { id: number }; token: string }>(e2e, '/api/auth/login', {
      mobile: '13800138000',
      password: 'plush123',
    });
    const { token } = login;
    const uid = login.user.id;
    const { goods, colour, size } = await putLineInCart(e2e, { uid, token });
    const fen = Number(size.price.replace('.', ''));
    const yuan = (pieces: number) => ((fen * pieces) / 100).toFixed(2);
    const names = { name: goods.PName, colour: colour.color, size: size.size };

    const page = await openWith(e2e, '/shoppingCart', { [TOKEN_KEY]: token });
    const quantity = page.getByRole('spinbutton', { name: fill(orderText.cartQuantityOf, names) });
    await quantity.waitFor();
    await expect(quantity.inputValue()).resolves.toBe('2');
    const row = page.getByRole('row').filter({ has: quantity });
    await expect(row.getByRole('link', { name: goods.PName }).getAttribute('href')).resolves.toBe(
      '/detail?id=1006',
    );
    await expect(row.innerText()).resolves.toContain(`￥${yuan(2)}`);
    const thumbnail = row.locator('img');
    await expect(thumbnail.getAttribute('width')).resolves.toBeTruthy();
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const totalPrice = (pieces: number) => page.getByText(fill(labels.totalPrice, { amount: yuan(pieces) }));
    await totalPrice(2).waitFor();

    // Typed and confirmed with Enter: saved, the line total and the totals follow.
    await quantity.fill('5');
    await quantity.press('Enter');
    await totalPrice(5).waitFor();
    await expect(row.innerText()).resolves.toContain(`￥${yuan(5)}`);
    // + steps once more.
    await page.getByRole('button', { name: fill(orderText.cartIncrease, names) }).click();
    await totalPrice(6).waitFor();
    // 0 means nothing: the field shows the saved quantity again, nothing is sent, and it says
    // why beside the field (issue 19 item 4).
    await quantity.fill('0');
    await quantity.press('Tab');
    await expect.poll(() => quantity.inputValue()).toBe('6');
    const hint = fill(quantityText.min, { n: 1 });
    expect(hint).toBe('数量至少为1件，不需要请删除');
    await row.getByText(hint).waitFor();
    await expect(
      quantity.evaluate(
        (field) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).resolves.toBe(hint);
    // 3.5 is 3 (the one reader of typed quantities, issue 19 item 2), saved, and said.
    await quantity.fill('3.5');
    await quantity.press('Enter');
    await totalPrice(3).waitFor();
    await row.getByText(fill(quantityText.whole, { n: 3 })).waitFor();
    await page.getByRole('button', { name: fill(orderText.cartIncrease, names) }).click();
    await page.getByRole('button', { name: fill(orderText.cartIncrease, names) }).click();
    await page.getByRole('button', { name: fill(orderText.cartIncrease, names) }).click();
    await totalPrice(6).waitFor();

    const listed = await callApi<{ lines: CartLine[]; count: number }>(
      e2e,
      '/api/rbh/cart/list',
      undefined,
      token,
    );
    expect(listed.lines.map((l) => [l.sku_id, l.goods_num])).toEqual([[size.id, 6]]);

    await page.reload();
    await quantity.waitFor();
    await expect(quantity.inputValue()).resolves.toBe('6');
    await totalPrice(6).waitFor();

    // 删除: the line leaves at once, 撤销 is offered, and 撤销 brings it back; nothing was sent
    // (the server still holds the line).
    const lineName = `${goods.PName} ${colour.color} ${size.size}`;
    await page.getByRole('button', { name: fill(orderText.removeLine, names) }).click();
    await quantity.waitFor({ state: 'detached' });
    const removed = page
      .getByRole('status')
      .filter({ hasText: fill(orderText.lineRemoved, { name: lineName }) });
    await removed.getByRole('button', { name: fill(orderText.undoRemoveLine, { name: lineName }) }).click();
    await quantity.waitFor();
    await expect(quantity.inputValue()).resolves.toBe('6');
    const kept = await callApi<{ lines: CartLine[]; count: number }>(
      e2e,
      '/api/rbh/cart/list',
      undefined,
      token,
    );
    expect(kept.lines.map((l) => [l.sku_id, l.goods_num])).toEqual([[size.id, 6]]);
    // 删除 again, left alone: after a few seconds the server removes it, and the cart is empty.
    await page.getByRole('button', { name: fill(orderText.removeLine, names) }).click();
    await page.getByRole('heading', { name: orderText.cartEmpty }).waitFor();
    await expect(
      page.getByRole('link', { name: catalogueText.browseAll }).getAttribute('href'),
    ).resolves.toBe('/goods');
    const after = await callApi<{ lines: CartLine[]; count: number }>(
      e2e,
      '/api/rbh/cart/list',
      undefined,
      token,
    );
    expect(after).toEqual({ lines: [], count: 0 });

    // 删除, then the page left within the 撤销 window: the line is removed on the server all the
    // same, whether the buyer goes to another page of the site or leaves it (issue 19: it stayed).
    const cartList = () =>
      callApi<{ lines: CartLine[]; count: number }>(e2e, '/api/rbh/cart/list', undefined, token);
    for (const leave of [
      () => page.getByRole('link', { name: labels.home }).first().click(),
      () => page.goto(new URL('/goods', e2e.baseUrl).href),
    ]) {
      await putLineInCart(e2e, { uid, token });
      await page.goto(new URL('/shoppingCart', e2e.baseUrl).href);
      await page.getByRole('button', { name: fill(orderText.removeLine, names) }).click();
      await page
        .getByRole('status')
        .filter({ hasText: fill(orderText.lineRemoved, { name: lineName }) })
        .waitFor();
      await leave();
      await expect.poll(cartList, { timeout: 15_000 }).toEqual({ lines: [], count: 0 });
    }

    // issue 23: 结算 with ticks → the same confirm page → 提交订单 → 去支付 → 确认支付 → 已支付;
    // the ordered line leaves the cart, the unticked one stays
    await putLineInCart(e2e, { uid, token });
    const other = goods.specs
      .flatMap((c) => c.sizes.map((z) => ({ colour: c.color, size: z })))
      .find((line) => line.size.id !== size.id && line.size.stock >= 2);
    if (!other) throw new Error('1006 should have a second size in stock');
    await callApi(
      e2e,
      '/api/rbh/cart/save',
      { uid, goods_id: 1006, goods_spec: JSON.stringify([{ ...other.size, num: 1, goods_num: 1 }]) },
      token,
    );
    await page.goto(new URL('/shoppingCart', e2e.baseUrl).href);
    const otherNames = { name: goods.PName, colour: other.colour, size: other.size.size };
    await page.getByRole('checkbox', { name: fill(orderText.tickLine, otherNames) }).uncheck();
    await page.getByRole('button', { name: fill(orderText.checkout, { n: 2 }) }).click();
    await page.waitForURL(/\/confirmOrder\?order_no=\d+&from=cart$/);
    const confirmRows = page.getByRole('table', { name: orderText.orderLines }).getByRole('row');
    await expect.poll(() => confirmRows.count()).toBe(2);
    await page.getByRole('button', { name: orderText.submitOrder }).click();
    const [payTab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: orderText.goPay }).click(),
    ]);
    await payTab.getByRole('button', { name: '确认支付' }).click();
    await payTab.getByRole('heading', { name: '支付成功' }).waitFor();
    await page.getByText(orderText.paidTitle).waitFor();
    await payTab.close();
    const rest = await cartList();
    expect(rest.lines.map((l) => l.sku_id)).toEqual([other.size.id]);
  });

  it('offers a visitor 登录, which opens the login dialog', async () => {
    const page = await openWith(e2e, '/shoppingCart', {});
    await page.getByRole('heading', { name: orderText.cartLoginTitle }).waitFor();
    await page.getByRole('main').getByRole('button', { name: labels.login }).click();
    await page.getByRole('dialog').waitFor();
  });
});

describe('the order confirmation in Chromium', () => {
  const orderLine = (overrides: Partial<OrderLine>): OrderLine => ({
    id: 10010101,
    size: '20cm',
    goods_sn: 'MR-1001-01-01',
    weight: 68,
    price: '7.40',
    stock: 20,
    thumbnail: '/UpLoad/goods/1001/c1.jpg',
    num: 3,
    goods_num: 3,
    color: '粉色',
    goods_id: 1001,
    goodsName: '网红软萌泰迪熊公仔+礼盒装 毛绒玩具抱抱熊',
    sname: '扬州市宝贝乐毛绒玩具厂',
    ...overrides,
  });
  const order = [
    orderLine({}),
    orderLine({
      id: 10010102,
      size: '30cm',
      goods_sn: 'MR-1001-01-02',
      price: '10.40',
      num: 7,
      goods_num: 7,
    }),
  ];

  it('shows the order kept by buy now: supplier, lines and totals', async () => {
    const page = await openWith(e2e, '/confirmOrder?order_no=1795246367787', {
      '1795246367787': JSON.stringify(order),
    });
    await page.getByRole('heading', { level: 1, name: orderText.confirmOrder }).waitFor();
    // the order is read from this browser's storage: the server's page says it is being read
    await page.getByRole('table', { name: orderText.orderLines }).waitFor();
    const main = page.getByRole('main');
    await expect(main.innerText()).resolves.toContain('1795246367787');
    await expect(main.innerText()).resolves.toContain('扬州市宝贝乐毛绒玩具厂');
    const rows = page.getByRole('table', { name: orderText.orderLines }).getByRole('row');
    await expect(rows.count()).resolves.toBe(3);
    await expect(rows.nth(1).innerText()).resolves.toMatch(
      /粉色\s+20cm\s+MR-1001-01-01\s+￥7\.40\s+3\s+￥22\.20/,
    );
    await expect(rows.nth(2).innerText()).resolves.toMatch(/30cm\s+MR-1001-01-02\s+￥10\.40\s+7\s+￥72\.80/);
    await expect(main.innerText()).resolves.toContain(fill(labels.totalItems, { n: 10 }));
    await expect(main.innerText()).resolves.toContain(fill(labels.totalPrice, { amount: '95.00' }));
    // a visitor is asked to log in before the order can be submitted
    await expect(page.getByRole('button', { name: orderText.orderLoginTitle }).isEnabled()).resolves.toBe(
      true,
    );
    await expect(
      page.getByRole('button', { name: orderText.submitOrder, exact: true }).count(),
    ).resolves.toBe(0);
  });

  it('says when the order is not in this browser, with a way back', async () => {
    const page = await openWith(e2e, '/confirmOrder?order_no=1795246367799', {});
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: orderText.orderMissing }).waitFor();
    await expect(
      alert.getByRole('link', { name: catalogueText.browseAll }).getAttribute('href'),
    ).resolves.toBe('/goods');
  });
});
