/**
 * /confirmOrder?order_no= through the app's real route tree: the order buy now kept in
 * localStorage is read back and shown (lines, supplier, 共N件, 合计￥ to the fen); a missing order,
 * unreadable data and a malformed number each get their own clear message and a way back.
 */
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill, labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import type { OrderLine } from '@/domain/cart';
import { routeTree } from '@/routes/router';
import { parseSearch, stringifySearch } from '@/routes/search-params';

const line = (overrides: Partial<OrderLine>): OrderLine => ({
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
  goodsName: '网红软萌泰迪熊公仔',
  sname: '扬州市宝贝乐毛绒玩具厂',
  ...overrides,
});

const order: OrderLine[] = [
  line({}),
  // 0.10 × 7 and 28.90 × 1: summed in fen, exactly 30.80 + 0.70 + 28.90
  line({ id: 10010102, size: '30cm', goods_sn: 'MR-1001-01-02', price: '0.10', num: 7, goods_num: 7 }),
  line({
    id: 10010203,
    size: '40cm（约0.3kg）加厚款',
    goods_sn: 'MR-1001-02-03',
    color: '白色',
    price: '28.90',
    num: 1,
    goods_num: 1,
  }),
];

/** The header offers 登录 once the session has settled as a visitor's: its updates land inside act. */
const sessionSettled = () => screen.findByRole('button', { name: labels.login });

async function open(url: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) });
  await act(() => router.load());
  render(<RouterProvider router={router} />);
  await sessionSettled();
  return router;
}

afterEach(() => localStorage.clear());

describe('/confirmOrder’s address (issue 19 item 8)', () => {
  it('keeps the order number as digits, not JSON-quoted (spec §2: order_no=1795601962331)', async () => {
    localStorage.setItem('1795601962331', JSON.stringify(order));
    const history = createMemoryHistory({ initialEntries: ['/confirmOrder?order_no=1795601962331'] });
    const router = createRouter({ routeTree, history, parseSearch, stringifySearch });
    await act(() => router.load());
    render(<RouterProvider router={router} />);
    await sessionSettled();
    expect(await screen.findByText(/1795601962331/)).toBeVisible();
    expect(history.location.search).toBe('?order_no=1795601962331');
    expect(router.state.location.href).toBe('/confirmOrder?order_no=1795601962331');
  });
});

describe('/confirmOrder', () => {
  it('shows the stored order: number, supplier, every line and the totals to the fen', async () => {
    localStorage.setItem('1732200000042', JSON.stringify(order));
    await open('/confirmOrder?order_no=1732200000042');
    expect(await screen.findByRole('heading', { level: 1, name: orderText.confirmOrder })).toBeVisible();
    expect(screen.getByText(orderText.orderNo).nextElementSibling).toHaveTextContent('1732200000042');
    expect(screen.getByText(orderText.orderSupplier).nextElementSibling).toHaveTextContent(
      '扬州市宝贝乐毛绒玩具厂',
    );

    const table = screen.getByRole('table', { name: orderText.orderLines });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      orderText.goodsColumn,
      labels.colour,
      labels.size,
      labels.itemNumber,
      orderText.unitPrice,
      labels.quantity,
      orderText.lineTotal,
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['网红软萌泰迪熊公仔', '粉色', '20cm', 'MR-1001-01-01', '￥7.40', '3', '￥22.20'],
      ['网红软萌泰迪熊公仔', '粉色', '30cm', 'MR-1001-01-02', '￥0.10', '7', '￥0.70'],
      ['网红软萌泰迪熊公仔', '白色', '40cm（约0.3kg）加厚款', 'MR-1001-02-03', '￥28.90', '1', '￥28.90'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: '网红软萌泰迪熊公仔' })).toHaveAttribute(
      'href',
      '/detail?id=1001',
    );
    expect(screen.getByText(fill(labels.totalItems, { n: 11 }))).toBeVisible();
    expect(screen.getByText(fill(labels.totalPrice, { amount: '51.80' }))).toBeVisible();
    // A visitor (no session here) sees the order and is asked to log in before submitting it.
    expect(screen.getByRole('button', { name: orderText.orderLoginTitle })).toBeEnabled();
    expect(screen.queryByRole('button', { name: orderText.submitOrder })).toBeNull();
    expect(screen.getByRole('link', { name: orderText.backToGoods })).toHaveAttribute(
      'href',
      '/detail?id=1001',
    );
    expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent(
      `${labels.home}›${orderText.confirmOrder}`,
    );
  });

  it('says the order does not exist (or has expired), with a way back', async () => {
    await open('/confirmOrder?order_no=1732200000099');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: orderText.orderMissing })).toBeVisible();
    expect(alert).toHaveTextContent(orderText.orderMissingHint);
    expect(alert).toHaveTextContent('1732200000099');
    expect(within(alert).getByRole('link', { name: catalogueText.browseAll })).toHaveAttribute(
      'href',
      '/goods',
    );
    expect(within(alert).getByRole('link', { name: appText.backHome })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    ['garbage that is not JSON', '{not json'],
    ['JSON that is not an order', JSON.stringify({ lines: 'x' })],
    ['an empty order', '[]'],
    ['a line without its price', JSON.stringify([{ ...line({}), price: undefined }])],
  ])('says the order cannot be read for %s', async (_, stored) => {
    localStorage.setItem('1732200000042', stored);
    await open('/confirmOrder?order_no=1732200000042');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: orderText.orderUnreadable })).toBeVisible();
    expect(alert).toHaveTextContent(orderText.orderUnreadableHint);
    expect(within(alert).getByRole('link', { name: catalogueText.browseAll })).toHaveAttribute(
      'href',
      '/goods',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the bad-number message for a malformed order_no, and reads nothing', async () => {
    localStorage.setItem('abc', JSON.stringify(order));
    await open('/confirmOrder?order_no=abc');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(orderText.badOrderNo);
    expect(within(alert).getByRole('heading', { name: orderText.confirmOrder })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
