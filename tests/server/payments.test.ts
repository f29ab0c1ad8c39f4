/**
 * The qualification behind a 100 yuan payment: POST /api/mini/supply/info answers the
 * qualification only to a user with a PAID payment for that supplier (spec §4, §6, §7).
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_CHANNEL,
  PaymentCreateResponse,
  PaymentSettledMessage,
  PaymentStatusResponse,
  QualificationResponse,
} from '@/services/schemas';
import { signNotification } from '../../server/payments/signing';
import { MAX_PENDING_PER_SUPPLIER, ORDER_LIFETIME_MS } from '../../server/routes/payments';
import { catalogue } from '../../server/seed/catalogue';
import { SUPPLIER } from '../../server/seed/catalogue-suppliers';
import { expectShape, Failure, OTHER_USER, startTestServer, type TestServer } from './harness';
import { inlineExecutableScripts } from './inline-scripts';

const QUALIFICATION = '/api/mini/supply/info';
let server: TestServer;
let token: string;
/** the server's clock: moved past the orders' lifetime where a test needs them expired */
let now = Date.now();

const SECRET = 'test-payment-secret-of-at-least-32-characters';

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, paymentSecret: SECRET });
  token = await server.login();
});
afterAll(() => server?.close());

async function createOrder(sid: number, as = token) {
  return expectShape(PaymentCreateResponse, await server.post('/api/pay/create', { sid }, as)).data;
}
type Order = Awaited<ReturnType<typeof createOrder>>;

/** The signed link of an order, as the app opens the payment page with it and its forms post it. */
const linkOf = (order: Order, money = '100') => ({
  order_no: order.order_no,
  money,
  expires: String(order.expires),
  sign: order.sign,
});

const payPage = (order: Order, money = '100') =>
  server.get(`/pay?${new URLSearchParams({ ...linkOf(order, money), body: order.body })}`);

/** 确认支付 and 取消 on the provider's page: its forms post the signed link. */
const confirm = (order: Order) => server.postForm('/pay/confirm', linkOf(order));
const cancel = (order: Order) => server.postForm('/pay/cancel', linkOf(order));

describe('the qualification before payment', () => {
  it('needs a login (401)', async () => {
    const res = await server.post(QUALIFICATION, { sid: SUPPLIER.baobeile });
    expect(res.status).toBe(401);
    expectShape(Failure, res);
  });

  it('answers code 0 with a Chinese message (HTTP 200) when not paid', async () => {
    const res = await server.post(QUALIFICATION, { sid: SUPPLIER.baobeile }, token);
    expect(res.status).toBe(200);
    expect(expectShape(Failure, res).msg).toMatch(/支付/);
  });
});

describe('the payment sandbox', () => {
  it('creates an order of 100 yuan that names the supplier', async () => {
    expect((await server.post('/api/pay/create', { sid: SUPPLIER.baobeile })).status).toBe(401);
    const order = await createOrder(SUPPLIER.baobeile);
    expect(order.money).toBe(100);
    expect(order.body).toContain(catalogue.suppliers.find((s) => s.id === SUPPLIER.baobeile)?.name);
    const again = await createOrder(SUPPLIER.baobeile);
    expect(again.order_no).not.toBe(order.order_no);
    expect((await server.post('/api/pay/create', { sid: 99_999 }, token)).status).toBe(404);
  });

  it('shows a Chinese payment page with the amount and both buttons', async () => {
    const order = await createOrder(SUPPLIER.baobeile);
    const res = await payPage(order);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('lang="zh-CN"');
    expect(res.text).toContain('￥100.00');
    expect(res.text).toContain('确认支付');
    expect(res.text).toContain('取消');
    expect(res.text).toContain('action="/pay/confirm"');
    expect(res.text).toContain('action="/pay/cancel"');
    expect(res.text).toContain(order.order_no);
    expect(res.text).toContain(`name="sign" value="${order.sign}"`);
  });

  it('refuses a link whose amount was changed', async () => {
    const order = await createOrder(SUPPLIER.xingchen);
    // a link changed in any part (here: the amount) no longer matches its signature
    const wrong = await payPage(order, '1');
    expect(wrong.status).toBe(403);
    expect(wrong.text).toContain('支付链接无效或已过期');
    expect((await server.get('/pay')).status).toBe(400);
  });

  it('reports the status of own orders only', async () => {
    const order = await createOrder(SUPPLIER.tongmeng);
    const status = expectShape(
      PaymentStatusResponse,
      await server.get(`/api/pay/status?order_no=${order.order_no}`, token),
    );
    expect(status.data).toEqual({ order_no: order.order_no, status: 'pending' });
    const other = await server.login(OTHER_USER);
    expect((await server.get(`/api/pay/status?order_no=${order.order_no}`, other)).status).toBe(404);
    expect((await server.get(`/api/pay/status?order_no=${order.order_no}`)).status).toBe(401);
  });

  it('unlocks the qualification once paid; a replayed confirmation changes nothing', async () => {
    const sid = SUPPLIER.mengqu;
    const order = await createOrder(sid);
    const paid = await confirm(order);
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('支付成功');

    const status = expectShape(
      PaymentStatusResponse,
      await server.get(`/api/pay/status?order_no=${order.order_no}`, token),
    );
    expect(status.data.status).toBe('paid');

    const { data } = expectShape(QualificationResponse, await server.post(QUALIFICATION, { sid }, token));
    const seeded = catalogue.suppliers.find((s) => s.id === sid)?.qualification;
    expect(data.extend).toEqual({
      business_company_name: seeded?.companyName,
      business_chairman: seeded?.chairman,
      business_code: seeded?.creditCode,
      business_address: seeded?.address,
      business_date: seeded?.foundedOn,
      business_foundation: seeded?.capital,
      business_expired: seeded?.validity,
      business_scope: seeded?.scope,
    });

    const replay = await confirm(order);
    expect(replay.status).toBe(200);
    expect(replay.text).toContain('已支付');
    expect(replay.text).not.toContain('确认支付');
    const cancelPaid = await cancel(order);
    expect(cancelPaid.status).toBe(409);
    const after = expectShape(
      PaymentStatusResponse,
      await server.get(`/api/pay/status?order_no=${order.order_no}`, token),
    );
    expect(after.data.status).toBe('paid');
    expect((await payPage(order)).text).toContain('已支付');
  });

  it('keeps a payment to its user and its supplier', async () => {
    const other = await server.login(OTHER_USER);
    const res = await server.post(QUALIFICATION, { sid: SUPPLIER.mengqu }, other);
    expect(expectShape(Failure, res).code).toBe(0);
    const elsewhere = await server.post(QUALIFICATION, { sid: SUPPLIER.xingchen }, token);
    expect(expectShape(Failure, elsewhere).code).toBe(0);
  });

  it('cancels a pending order, which then cannot be paid', async () => {
    const sid = SUPPLIER.xingchen;
    const order = await createOrder(sid);
    const cancelled = await cancel(order);
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toContain('已取消支付');
    const status = expectShape(
      PaymentStatusResponse,
      await server.get(`/api/pay/status?order_no=${order.order_no}`, token),
    );
    expect(status.data.status).toBe('cancelled');
    const late = await confirm(order);
    expect(late.status).toBe(409);
    expect(expectShape(Failure, await server.post(QUALIFICATION, { sid }, token)).code).toBe(0);
    expect((await server.postForm('/pay/confirm', { order_no: 'QP1' })).status).toBe(400);
  });
});

describe('the qualification rules (issue #5)', () => {
  it('unlocks nothing with a pending order; once paid, the buyer sees it again later, from a new login, without paying again', async () => {
    const sid = SUPPLIER.lemeng;
    const order = await createOrder(sid);
    expect(expectShape(Failure, await server.post(QUALIFICATION, { sid }, token)).code).toBe(0);
    await confirm(order);
    expectShape(QualificationResponse, await server.post(QUALIFICATION, { sid }, token));
    // Later, in another session of the same buyer: still unlocked, no new order needed.
    const later = await server.login();
    expect(later).not.toBe(token);
    const again = expectShape(QualificationResponse, await server.post(QUALIFICATION, { sid }, later));
    expect(again.data.extend.business_company_name).not.toBe('');
    // Confirming once more changes nothing: still paid, still unlocked.
    await confirm(order);
    const status = expectShape(
      PaymentStatusResponse,
      await server.get(`/api/pay/status?order_no=${order.order_no}`, later),
    );
    expect(status.data.status).toBe('paid');
  });

  it('does not count another user’s paid payment for the same supplier', async () => {
    const sid = SUPPLIER.tongmeng;
    const other = await server.login(OTHER_USER);
    const theirs = await createOrder(sid, other);
    await confirm(theirs);
    expectShape(QualificationResponse, await server.post(QUALIFICATION, { sid }, other));
    expect(expectShape(Failure, await server.post(QUALIFICATION, { sid }, token)).code).toBe(0);
    // …nor its status: an order is its owner's only.
    expect((await server.get(`/api/pay/status?order_no=${theirs.order_no}`, token)).status).toBe(404);
  });
});

describe('the result page tells the detail page (BroadcastChannel)', () => {
  /**
   * Runs the page's inline scripts as a browser would, with Node's BroadcastChannel and a
   * `document.currentScript` carrying the element's data-* attributes.
   */
  async function broadcastOf(page: string): Promise<unknown[]> {
    const heard: unknown[] = [];
    const listener = new BroadcastChannel(PAYMENT_CHANNEL);
    listener.onmessage = (event: MessageEvent) => heard.push(event.data);
    const scripts = inlineExecutableScripts(page);
    for (const { attributes, code } of scripts) {
      const dataset = Object.fromEntries(
        Object.entries(attributes)
          .filter(([name]) => name.startsWith('data-'))
          .map(([name, value]) => [name.slice('data-'.length), value]),
      );
      new Function('document', code)({ currentScript: { dataset } });
    }
    // A message arrives on a later turn of the loop, later still on a busy machine (a 50 ms wait
    // failed in CI): wait for one per script run, up to a limit that is no measure of speed.
    const deadline = Date.now() + 10_000;
    while (heard.length < scripts.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    listener.close();
    return heard;
  }

  it('posts {order_no, status: paid} after 确认支付 and {order_no, status: cancelled} after 取消', async () => {
    const paid = await createOrder(SUPPLIER.hualishu);
    const confirmed = await confirm(paid);
    const heardPaid = await broadcastOf(confirmed.text);
    expect(heardPaid).toEqual([{ order_no: paid.order_no, status: 'paid' }]);
    expect(v.safeParse(PaymentSettledMessage, heardPaid[0]).success).toBe(true);

    const dropped = await createOrder(SUPPLIER.rongrong);
    const cancelled = await cancel(dropped);
    await expect(broadcastOf(cancelled.text)).resolves.toEqual([
      { order_no: dropped.order_no, status: 'cancelled' },
    ]);
    // A page opened again for a settled order says it again; a pending order's page says nothing.
    await expect(broadcastOf((await payPage(paid)).text)).resolves.toEqual([
      { order_no: paid.order_no, status: 'paid' },
    ]);
    const pending = await createOrder(SUPPLIER.rongrong);
    const pendingPage = (await payPage(pending)).text;
    expect(inlineExecutableScripts(pendingPage)).toEqual([]);
    await expect(broadcastOf(pendingPage)).resolves.toEqual([]);
  });
});

describe('payments and the qualification (issue #8 item 8)', () => {
  const paidMessage = '支付成功！请返回商品页查看供应商资质。';

  // (the test server serves no app pages; /detail's HTML embeds the detail answer checked here)
  it('no other answer carries the qualification, even to a buyer who paid: card, shop, detail, pay page', async () => {
    const sid = SUPPLIER.nuannuan;
    const order = await createOrder(sid);
    await confirm(order);
    const unlocked = expectShape(QualificationResponse, await server.post(QUALIFICATION, { sid }, token));
    const secrets = [
      unlocked.data.extend.business_code,
      unlocked.data.extend.business_chairman,
      unlocked.data.extend.business_scope,
    ];
    const goodsId = catalogue.goods.find((g) => g.supplierId === sid)?.id;
    const answers = [
      await server.post('/api/rbh/supply/info', { sid }, token),
      await server.post('/api/rbh/supply/info', { sid }),
      await server.get(`/api/shop/goods?sid=${sid}`, token),
      await server.post('/api/62442353b9c1b', { id: goodsId, uid: 0 }),
      await server.post('/api/62442353b9c1b', { id: goodsId, uid: 1 }, token),
      await payPage(order),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      for (const secret of secrets) expect(answer.text).not.toContain(secret);
      expect(answer.text).not.toContain('business_');
    }
  });

  it('two confirmations at once: one pays, the other finds the order paid; still one paid order', async () => {
    const sid = SUPPLIER.mengchong;
    const order = await createOrder(sid);
    const both = await Promise.all([confirm(order), confirm(order)]);
    expect(both.map((page) => page.status)).toEqual([200, 200]);
    expect(both.filter((page) => page.text.includes(paidMessage))).toHaveLength(1);
    const status = expectShape(
      PaymentStatusResponse,
      await server.get(`/api/pay/status?order_no=${order.order_no}`, token),
    );
    expect(status.data.status).toBe('paid');
    // a cancellation afterwards is refused: the paid order stays paid
    expect((await cancel(order)).status).toBe(409);
  });

  it('an order number is its buyer’s: confirmed from another buyer’s session it unlocks only its owner', async () => {
    const sid = SUPPLIER.buding;
    const other = await server.login(OTHER_USER);
    const mine = await createOrder(sid);
    // the payment page needs no login: whoever holds the signed link can press 确认支付…
    expect((await confirm(mine)).text).toContain(paidMessage);
    // …but the payment is the creator's: the other buyer sees neither the order nor the qualification
    expect((await server.get(`/api/pay/status?order_no=${mine.order_no}`, other)).status).toBe(404);
    expect(expectShape(Failure, await server.post(QUALIFICATION, { sid }, other)).code).toBe(0);
    expectShape(QualificationResponse, await server.post(QUALIFICATION, { sid }, token));
  });

  it('never hands out an order number twice: 30 orders created at once by two buyers are 30 numbers, each its creator’s', async () => {
    const other = await server.login(OTHER_USER);
    const buyers = Array.from({ length: 30 }, (_, i) => (i % 2 ? other : token));
    // at most 3 pending per buyer and supplier: the earlier tests' orders expire first, then
    // each supplier gets 3 orders of one buyer
    now += ORDER_LIFETIME_MS;
    const sids = Object.values(SUPPLIER);
    const orders = await Promise.all(buyers.map((as, i) => createOrder(sids[i % sids.length] ?? 0, as)));
    expect(new Set(orders.map((o) => o.order_no)).size).toBe(30);
    for (const [i, order] of orders.entries()) {
      const owner = buyers[i];
      const stranger = owner === token ? other : token;
      expect((await server.get(`/api/pay/status?order_no=${order.order_no}`, owner)).status).toBe(200);
      expect((await server.get(`/api/pay/status?order_no=${order.order_no}`, stranger)).status).toBe(404);
    }
  });
});

describe('only the provider settles an order (issue 24 item 1, F5)', () => {
  const statusOf = async (order: Order) =>
    expectShape(PaymentStatusResponse, await server.get(`/api/pay/status?order_no=${order.order_no}`, token))
      .data.status;
  const notify = (
    fields: { order_no: string; amount: string; status: string },
    sign = signNotification(SECRET, fields as never),
  ) => server.post('/api/pay/notify', { ...fields, sign });

  it('a form from a foreign origin with only the order number neither pays nor cancels, and the page shows nothing', async () => {
    const sid = SUPPLIER.baobeile;
    now += ORDER_LIFETIME_MS; // the earlier orders of this buyer and supplier expire
    const order = await createOrder(sid);
    const foreign = { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' };
    for (const path of ['/pay/confirm', '/pay/cancel']) {
      const res = await fetch(server.url + path, {
        method: 'POST',
        headers: foreign,
        body: `order_no=${order.order_no}`,
      });
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).not.toContain('支付成功');
    }
    expect(await statusOf(order)).toBe('pending');
    expect(expectShape(Failure, await server.post(QUALIFICATION, { sid }, token)).code).toBe(0);
    const bare = await server.get(`/pay?order_no=${order.order_no}&money=100&body=x`);
    expect(bare.status).toBe(400);
    expect(bare.text).not.toContain(order.body);
    // a made-up signature, or a link past its expiry, shows nothing either
    const forged = { ...linkOf(order), sign: 'f'.repeat(64) };
    expect((await server.get(`/pay?${new URLSearchParams(forged)}`)).status).toBe(403);
    expect((await server.postForm('/pay/confirm', forged)).status).toBe(403);
    expect(await statusOf(order)).toBe('pending');
  });

  it('the notification must be signed over order number, amount and status, with the order’s amount', async () => {
    const order = await createOrder(SUPPLIER.lemeng, await server.login(OTHER_USER));
    const paid = { order_no: order.order_no, amount: '100.00', status: 'paid' };
    expect((await notify(paid, '0'.repeat(64))).status).toBe(401);
    // signed, but for another status or amount than it says
    expect(
      (await notify(paid, signNotification(SECRET, { ...paid, status: 'cancelled' } as never))).status,
    ).toBe(401);
    expect((await notify({ ...paid, amount: '0.01' })).status).toBe(400);
    const first = await notify(paid);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      code: 1,
      data: { order_no: order.order_no, status: 'paid', changed: true },
    });
    // the same notification again: same answer, nothing changes; a contrary one is refused
    expect((await notify(paid)).json).toMatchObject({ code: 1, data: { status: 'paid', changed: false } });
    expect((await notify({ ...paid, status: 'cancelled' })).status).toBe(409);
  });

  it('cancel through the API needs the owner’s session', async () => {
    const order = await createOrder(SUPPLIER.nuannuan);
    expect((await server.post('/api/pay/cancel', { order_no: order.order_no })).status).toBe(401);
    const stranger = await server.login(OTHER_USER);
    expect((await server.post('/api/pay/cancel', { order_no: order.order_no }, stranger)).status).toBe(404);
    expect(await statusOf(order)).toBe('pending');
    expect((await server.post('/api/pay/cancel', { order_no: order.order_no }, token)).status).toBe(200);
    expect(await statusOf(order)).toBe('cancelled');
  });

  it('a pending order expires after 30 minutes: its link and a late payment are refused', async () => {
    const order = await createOrder(SUPPLIER.mengchong);
    now += ORDER_LIFETIME_MS + 1000;
    expect(await statusOf(order)).toBe('cancelled');
    expect((await payPage(order)).status).toBe(403);
    expect((await notify({ order_no: order.order_no, amount: '100.00', status: 'paid' })).status).toBe(409);
  });

  it(`a buyer holds at most ${MAX_PENDING_PER_SUPPLIER} pending orders per supplier (F13)`, async () => {
    now += ORDER_LIFETIME_MS;
    const sid = SUPPLIER.buding;
    for (let i = 0; i < MAX_PENDING_PER_SUPPLIER; i++) await createOrder(sid);
    const refused = await server.post('/api/pay/create', { sid }, token);
    expect(refused.status).toBe(429);
    expect(expectShape(Failure, refused).msg).toBe('待支付的订单过多，请先完成或取消已有订单');
    // another supplier is unaffected
    await createOrder(SUPPLIER.hualishu);
  });

  it('answers the order and the pages with Cache-Control: no-store (F10)', async () => {
    const order = await createOrder(SUPPLIER.xingchen);
    expect((await payPage(order)).headers.get('cache-control')).toBe('no-store');
    expect(
      (await server.get(`/api/pay/status?order_no=${order.order_no}`, token)).headers.get('cache-control'),
    ).toBe('no-store');
  });
});
