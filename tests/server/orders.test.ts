/**
 * Orders of goods (issue 23): made from sizes and quantities alone with prices and stock read by
 * the server, never oversold, one order per order number, paid only by the provider's signed
 * notification, cancelled or expired with their stock back, and each seen only by its buyer.
 * Runs on PGlite here and on PostgreSQL in the cluster lane (scripts/cluster/test-lane.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SizeItem } from '@/domain/goods';
import {
  GoodsOrderListResponse,
  GoodsOrderResponse,
  OrderPayResponse,
  OrderRefusal,
} from '@/services/order-schemas';
import { CartListResponse, CartSaveResponse, GoodsDetailResponse } from '@/services/schemas';
import { ORDER_PAY_WINDOW_MS } from '../../server/orders/order-store';
import { signNotification } from '../../server/payments/signing';
import { DEMO_GOODS } from '../../server/seed/catalogue-showcase';
import { DEMO_USER, expectShape, Failure, OTHER_USER, startTestServer, type TestServer } from './harness';

const SECRET = 'test-payment-secret-of-at-least-32-characters';
let server: TestServer;
let token: string;
let otherToken: string;
let sizes: SizeItem[];
/** the server's clock, moved past the pay window where a test needs an order expired */
let now = Date.now();
let lastNo = now * 100;
/** a fresh spec §4 order number (digits) */
const nextNo = () => String(++lastNo);

beforeAll(async () => {
  // 200 submits at once come from one address here: no per-address connection cap
  server = await startTestServer({
    clock: () => now,
    paymentSecret: SECRET,
    connectionLimits: { perAddress: 0 },
    // the sweep that returns unpaid orders' stock even when nobody calls an order route
    orderSweepMs: 100,
  });
  token = await server.login();
  otherToken = await server.login(OTHER_USER);
  const detail = await server.post('/api/62442353b9c1b', { id: DEMO_GOODS.fullPage, uid: 0 });
  sizes = expectShape(GoodsDetailResponse, detail).data.specs.flatMap((s) => s.sizes);
});
afterAll(() => server?.close());

/** Sizes of 1001 with at least `min` in stock, each used by one test only (tests share the database). */
const used = new Set<number>();
function freshSize(min: number): SizeItem {
  const found = sizes.find((s) => s.stock >= min && !used.has(s.id));
  if (!found) throw new Error(`no unused size with ${min} in stock`);
  used.add(found.id);
  return found;
}

const lineOf = (size: SizeItem, quantity: number, price = size.price) => ({
  goods_id: DEMO_GOODS.fullPage,
  sku_id: size.id,
  quantity,
  price,
});
const create = (lines: unknown[], as = token, orderNo = nextNo(), extra: object = {}) =>
  server.post('/api/order/create', { order_no: orderNo, lines, ...extra }, as);
const made = async (lines: unknown[], as = token, orderNo = nextNo()) =>
  expectShape(GoodsOrderResponse, await create(lines, as, orderNo)).data;

describe('making an order', () => {
  it('prices it from the database and answers its lines, total and 待付款 state', async () => {
    const size = freshSize(2);
    const order = await made([lineOf(size, 2)]);
    expect(order.status).toBe('pending');
    expect(order.lines).toMatchObject([{ sku_id: size.id, size: size.size, price: size.price, quantity: 2 }]);
    expect(order.total).toBe((Number(size.price) * 2).toFixed(2));
    expect(order.count).toBe(2);
    expect(Date.parse(order.expires_at) - Date.parse(order.created_at)).toBe(30 * 60 * 1000);
  });

  it('needs a login', async () => {
    const res = await create([lineOf(freshSize(1), 1)], '');
    expect(res.status).toBe(401);
    expectShape(Failure, res);
  });

  it('is one order per order number: a double submit, a retry or a second tab gets the same order', async () => {
    const size = freshSize(3);
    const orderNo = nextNo();
    const answers = await Promise.all([1, 2, 3].map(() => create([lineOf(size, 1)], token, orderNo)));
    const orders = answers.map((res) => expectShape(GoodsOrderResponse, res).data);
    expect(new Set(orders.map((o) => o.pay_no)).size).toBe(1);
    // one piece reserved, not three: an order of the rest still fits
    await made([lineOf(size, size.stock - 1)]);
    const list = expectShape(GoodsOrderListResponse, await server.get('/api/order/list', token)).data.orders;
    expect(list.filter((o) => o.order_no === orderNo)).toHaveLength(1);
  });

  it('replays a retry that carries the order number as its Idempotency-Key: the first answer again, marked Idempotent-Replayed', async () => {
    const size = freshSize(2);
    const orderNo = nextNo();
    const send = (lines: unknown[]) =>
      fetch(`${server.url}/api/order/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'Idempotency-Key': orderNo,
        },
        body: JSON.stringify({ order_no: orderNo, lines }),
      });
    // a refusal lets the key go: the buyer may submit what there is under the same number
    const refused = await send([lineOf(size, size.stock + 1)]);
    expect(refused.status).toBe(409);
    const first = await send([lineOf(size, 1)]);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const text = await first.text();
    const again = await send([lineOf(size, 1)]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(text);
  });

  it('refuses the same number with other lines (422), and another buyer may use the same number', async () => {
    const size = freshSize(2);
    const orderNo = nextNo();
    await made([lineOf(size, 1)], token, orderNo);
    const res = await create([lineOf(size, 2)], token, orderNo);
    expect(res.status).toBe(422);
    expect(expectShape(Failure, res).msg).toMatch(/订单号/);
    expect((await made([lineOf(size, 1)], otherToken, orderNo)).order_no).toBe(orderNo);
  });

  it('refuses a quantity above the stock naming the line (尺码 … 库存不足，剩余 N 件), reserving nothing', async () => {
    const short = freshSize(1);
    const fine = freshSize(1);
    const res = await create([lineOf(fine, 1), lineOf(short, short.stock + 1)]);
    expect(res.status).toBe(409);
    const refusal = expectShape(OrderRefusal, res);
    expect(refusal.msg).toContain(`尺码 ${short.size} 库存不足，剩余 ${short.stock} 件`);
    expect(refusal.data.problems).toMatchObject([{ kind: 'short', sku_id: short.id, stock: short.stock }]);
    // nothing was taken from the line that fitted: all of it can still be ordered
    await made([lineOf(fine, fine.stock), lineOf(short, short.stock)]);
  });

  it('refuses a size that does not exist or is not of that goods', async () => {
    const res = await create([
      { goods_id: DEMO_GOODS.imagesOnlyNoPrice, sku_id: sizes[0]?.id, quantity: 1, price: '1.00' },
    ]);
    expect(res.status).toBe(409);
    expect(expectShape(OrderRefusal, res).data.problems[0]?.kind).toBe('gone');
    const none = await create([
      { goods_id: DEMO_GOODS.fullPage, sku_id: 2_000_000_000, quantity: 1, price: '1.00' },
    ]);
    expect(expectShape(OrderRefusal, none).msg).toMatch(/已下架/);
  });

  it('refuses a price other than the one the buyer was shown, with the old and the new price', async () => {
    const size = freshSize(1);
    const res = await create([lineOf(size, 1, '0.01')]);
    expect(res.status).toBe(409);
    const [problem] = expectShape(OrderRefusal, res).data.problems;
    expect(problem).toMatchObject({ kind: 'priceChanged', old_price: '0.01', new_price: size.price });
    // confirmed at the new price: made
    expect((await made([lineOf(size, 1)])).total).toBe(size.price);
  });

  it('refuses bad input with a Chinese 400', async () => {
    for (const body of [
      { order_no: 'abc', lines: [lineOf(sizes[0] as SizeItem, 1)] },
      { order_no: nextNo(), lines: [] },
      { order_no: nextNo(), lines: [{ ...lineOf(sizes[0] as SizeItem, 1), quantity: 0 }] },
      { order_no: nextNo(), lines: [{ ...lineOf(sizes[0] as SizeItem, 1), price: '-1' }] },
    ]) {
      const res = await server.post('/api/order/create', body, token);
      expect(res.status).toBe(400);
      expect(expectShape(Failure, res).msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('no overselling', () => {
  // Enough buyers at once to race for the last pieces many times over; 200 took over 30 s of this
  // 2-core machine beside two CPU hogs (issue 21 item 5), and the race is the same with 40. The
  // test's own limit is a safety net for a busy machine, not a time it must beat.
  const BUYERS = 40;
  it(`sells exactly the last 5 pieces to ${BUYERS} buyers submitting at once; the others are told the line is short`, async () => {
    const size = freshSize(6);
    // leave exactly 5 pieces
    await made([lineOf(size, size.stock - 5)]);
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => create([lineOf(size, 1)], i % 2 ? otherToken : token)),
    );
    const sold = answers.filter((res) => res.status === 200);
    expect(sold).toHaveLength(5);
    const refused = answers.filter((res) => res.status === 409);
    expect(refused).toHaveLength(BUYERS - 5);
    for (const res of refused)
      expect(expectShape(OrderRefusal, res).msg).toContain(`尺码 ${size.size} 库存不足，剩余 0 件`);
    const again = await create([lineOf(size, 1)]);
    expect(again.status).toBe(409);
  }, 90_000);
});

describe('cancel and expiry return the stock', () => {
  it('cancels a pending order of its buyer only; its stock is back', async () => {
    const size = freshSize(1);
    const order = await made([lineOf(size, size.stock)]);
    expect((await create([lineOf(size, 1)])).status).toBe(409);
    expect((await server.post('/api/order/cancel', { order_no: order.order_no }, otherToken)).status).toBe(
      404,
    );
    const cancelled = expectShape(
      GoodsOrderResponse,
      await server.post('/api/order/cancel', { order_no: order.order_no }, token),
    ).data;
    expect(cancelled.status).toBe('cancelled');
    const again = await server.post('/api/order/cancel', { order_no: order.order_no }, token);
    expect(again.status).toBe(409);
    expect((again.json as { msg: string }).msg).toBe('订单已取消');
    await made([lineOf(size, size.stock)]);
  });

  it('expires a pending order after 30 minutes (待付款 → 已过期) and returns its stock', async () => {
    const size = freshSize(1);
    const order = await made([lineOf(size, size.stock)]);
    now += ORDER_PAY_WINDOW_MS - 1000;
    expect(
      expectShape(GoodsOrderResponse, await server.get(`/api/order/detail?order_no=${order.order_no}`, token))
        .data.status,
    ).toBe('pending');
    now += 1000;
    const expired = expectShape(
      GoodsOrderResponse,
      await server.get(`/api/order/detail?order_no=${order.order_no}`, token),
    ).data;
    expect(expired.status).toBe('expired');
    expect((await server.post('/api/order/pay', { order_no: order.order_no }, token)).status).toBe(409);
    await made([lineOf(size, size.stock)]);
  });
});

describe('the sweep', () => {
  it("returns an unpaid order's stock after 30 minutes though no order call is made", async () => {
    const size = freshSize(1);
    const stockOf = async () =>
      expectShape(
        GoodsDetailResponse,
        await server.post('/api/62442353b9c1b', { id: DEMO_GOODS.fullPage, uid: 0 }),
      )
        .data.specs.flatMap((s) => s.sizes)
        .find((s) => s.id === size.id)?.stock;
    await made([lineOf(size, size.stock)]);
    // the detail call shows the reservation (it expires no order itself)
    await expect.poll(stockOf).toBe(0);
    now += ORDER_PAY_WINDOW_MS;
    await expect.poll(stockOf, { timeout: 10_000 }).toBe(size.stock);
  });
});

describe('paying', () => {
  const linkOf = (pay: { pay_no: string; money: string; expires: number; sign: string }) => ({
    order_no: pay.pay_no,
    money: pay.money,
    expires: String(pay.expires),
    sign: pay.sign,
  });

  it("opens the provider's page for the order's total, paid only by its signed notification", async () => {
    const size = freshSize(3);
    const order = await made([lineOf(size, 3)]);
    expect((await server.post('/api/order/pay', { order_no: order.order_no }, otherToken)).status).toBe(404);
    const pay = expectShape(
      OrderPayResponse,
      await server.post('/api/order/pay', { order_no: order.order_no }, token),
    ).data;
    expect(pay.money).toBe(order.total);
    const page = await server.get(`/pay?${new URLSearchParams(linkOf(pay))}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(order.total);
    // a forged notification changes nothing
    const forged = await server.post('/api/pay/notify', {
      order_no: pay.pay_no,
      amount: order.total,
      status: 'paid',
      sign: 'f'.repeat(64),
    });
    expect(forged.status).toBe(401);
    // the right signature with another amount is refused too
    const fields = { order_no: pay.pay_no, amount: '0.01', status: 'paid' as const };
    expect(
      (await server.post('/api/pay/notify', { ...fields, sign: signNotification(SECRET, fields) })).status,
    ).toBe(400);
    expect(
      expectShape(GoodsOrderResponse, await server.get(`/api/order/detail?order_no=${order.order_no}`, token))
        .data.status,
    ).toBe('pending');
    // 确认支付 on the provider's page
    const confirmed = await server.postForm('/pay/confirm', linkOf(pay));
    expect(confirmed.status).toBe(200);
    // the page sends the buyer back to the order, not to a qualification
    expect(confirmed.text).toContain('请返回订单页查看订单');
    expect(confirmed.text).not.toContain('资质');
    const paid = expectShape(
      GoodsOrderResponse,
      await server.get(`/api/order/detail?order_no=${order.order_no}`, token),
    ).data;
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();
    expect((await server.post('/api/order/cancel', { order_no: order.order_no }, token)).status).toBe(409);
    // another buyer's order reads as none at all: 订单不存在 (code 0), nothing of it
    const foreign = await server.get(`/api/order/detail?order_no=${order.order_no}`, otherToken);
    expect(foreign.status).toBe(200);
    expect(expectShape(Failure, foreign).msg).toBe('订单不存在');
  });
});

describe('from the cart', () => {
  it('takes the ordered lines out of the cart, and only them', async () => {
    const ordered = freshSize(1);
    const kept = freshSize(1);
    for (const size of [ordered, kept])
      expectShape(
        CartSaveResponse,
        await server.post(
          '/api/rbh/cart/save',
          {
            uid: DEMO_USER.id,
            goods_id: DEMO_GOODS.fullPage,
            goods_spec: JSON.stringify([{ ...size, num: 1, goods_num: 1 }]),
          },
          token,
        ),
      );
    const res = await create([lineOf(ordered, 1)], token, nextNo(), { from_cart: true });
    expect(res.status).toBe(200);
    // the cart's count after it, for the header: the kept line's one piece
    expect(expectShape(GoodsOrderResponse, res).data.cart_count).toBe(1);
    const cart = expectShape(CartListResponse, await server.get('/api/rbh/cart/list', token)).data.lines;
    expect(cart.map((l) => l.sku_id)).toContain(kept.id);
    expect(cart.map((l) => l.sku_id)).not.toContain(ordered.id);
  });
});
