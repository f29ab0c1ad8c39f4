/**
 * The order calls as services/order-api.ts sends them (docs/api.md "Orders"): method, path and
 * body; the prices sent as the server compares them; a 409's lines as an OrderRefusedError the
 * order chart reads; 订单不存在 (code 0) as "no such order" (null), not a failure.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderLine } from '@/domain/cart';
import { ApiError } from '@/services/api-error';
import {
  cancelOrder,
  fetchOrder,
  fetchOrders,
  OrderRefusedError,
  orderPayUrl,
  submitOrder,
} from '@/services/order-api';
import type { GoodsOrder } from '@/services/order-schemas';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

function serve(answer: unknown, status = 200): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
      });
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

const line = {
  id: 10010101,
  size: '20cm',
  goods_sn: 'MR-1',
  weight: 68,
  price: '7.4',
  stock: 20,
  num: 2,
  goods_num: 2,
  color: '粉色',
  goods_id: 1001,
  goodsName: '小熊',
  sname: '宝贝乐',
} as unknown as OrderLine;

const order: GoodsOrder = {
  order_no: '1795782429052',
  pay_no: 'GO1N1795782429052',
  status: 'pending',
  total: '14.80',
  count: 2,
  created_at: '2026-11-27T12:27:00.000Z',
  expires_at: '2026-11-27T12:57:00.000Z',
  paid_at: null,
  closed_at: null,
  lines: [
    {
      goods_id: 1001,
      sku_id: 10010101,
      title: '小熊',
      color: '粉色',
      size: '20cm',
      goods_sn: 'MR-1',
      price: '7.40',
      quantity: 2,
      line_total: '14.80',
    },
  ],
};

describe('the order calls', () => {
  it('submits goods, sizes, quantities and the price seen (two decimals), under the order number', async () => {
    const seen = serve({ code: 1, msg: '订单已提交', data: order });
    expect(await submitOrder({ orderNo: order.order_no, lines: [line], fromCart: true })).toEqual(order);
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/order/create',
        query: {},
        body: {
          order_no: order.order_no,
          lines: [{ goods_id: 1001, sku_id: 10010101, quantity: 2, price: '7.40' }],
          from_cart: true,
        },
      },
    ]);
  });

  it('turns a 409 with lines into an OrderRefusedError naming them', async () => {
    const problem = {
      kind: 'short',
      sku_id: 10010101,
      goods_id: 1001,
      size: '20cm',
      color: '粉色',
      stock: 0,
      wanted: 2,
      text: '粉色 尺码 20cm 库存不足，剩余 0 件',
    };
    serve({ code: 0, msg: problem.text, data: { problems: [problem] } }, 409);
    const refused = await submitOrder({ orderNo: order.order_no, lines: [line], fromCart: false }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(OrderRefusedError);
    expect((refused as OrderRefusedError).message).toBe(problem.text);
    expect((refused as OrderRefusedError).problems).toEqual([problem]);
  });

  it('keeps a 409 without lines (another refusal) an ApiError with its message', async () => {
    serve({ code: 0, msg: '订单已支付，无法再修改', data: null }, 409);
    const refused = await cancelOrder(order.order_no).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).not.toBeInstanceOf(OrderRefusedError);
    expect((refused as ApiError).message).toBe('订单已支付，无法再修改');
  });

  it('reads one order (null for 订单不存在), the list, and cancels', async () => {
    let seen = serve({ code: 1, data: order });
    expect(await fetchOrder(order.order_no)).toEqual(order);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: '/api/order/detail',
      query: { order_no: order.order_no },
    });
    serve({ code: 0, msg: '订单不存在', data: null });
    expect(await fetchOrder('1795782429099')).toBeNull();
    seen = serve({ code: 1, data: { orders: [order] } });
    expect(await fetchOrders()).toEqual([order]);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/order/list' });
    seen = serve({ code: 1, data: { ...order, status: 'cancelled' } });
    expect((await cancelOrder(order.order_no)).status).toBe('cancelled');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/order/cancel',
      body: { order_no: order.order_no },
    });
  });

  it("opens the payment page for the order's total with its signed link", () => {
    const url = new URL(
      orderPayUrl(
        { pay_no: order.pay_no, money: '14.80', body: '商品订单', expires: 1_800_000_000, sign: 'ab' },
        'http://pay.test',
      ),
    );
    expect(url.pathname).toBe('/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      order_no: order.pay_no,
      money: '14.80',
      body: '商品订单',
      expires: '1800000000',
      sign: 'ab',
    });
  });
});
