/**
 * order, model-based: every path generated from the machine runs against the real order view
 * (views/order-view.tsx through toOrderView) as /confirmOrder and /order show it. The buyer
 * clicks; the calls (is this number an order, submit, open the payment, the payment tab's word,
 * cancel) are deferred actors settled by the path's done/error steps; the session is sent as the
 * page sends it. Time is xstate's SimulatedClock: the status poll waits the promised 3 s.
 *
 * Two inputs, each with its own transition cover: a buyer logged in with the draft kept in this
 * browser (who also logs out and in again: the visitor's view of the draft), and a buyer whose
 * browser holds no draft.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventFrom, fromPromise, waitFor } from 'xstate';
import { appText, fill, labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import type { OrderLine } from '@/domain/cart';
import { type OrderInput, orderMachine, type SubmitOrderInput } from '@/machines/order.machine';
import { toOrderView } from '@/machines/order.view';
import { ApiError } from '@/services/api-error';
import { OrderRefusedError } from '@/services/order-api';
import type { GoodsOrder, OrderProblem } from '@/services/order-schemas';
import { OrderView } from '@/views/order-view';
import { renderWithRouter } from '../support/render-with-router';
import { expectFullCoverage } from './support/coverage-record';
import { deferredActor } from './support/deferred-actor';
import { leafStateIds } from './support/graph-coverage';
import { inspectLive, live, passTime, resetLive } from './support/live-actor';
import { pathName } from './support/path-name';
import { refusedNow } from './support/refusal';
import { modelOf, runPath } from './support/run-path';

const ORDER_NO = '1764230400042';
const STATUS_POLL_MS = 3_000;
const POLL = 'xstate.after.statusPoll.order.awaitingPayment.paying';
const PAY_URL = '/pay?order_no=GO1N1764230400042&money=70.00';

const draftLine = (id: number, size: string, price: string, n: number): OrderLine =>
  ({
    id,
    size,
    price,
    goods_sn: `SN-${id}`,
    stock: 20,
    weight: 300,
    num: n,
    goods_num: n,
    color: '粉色',
    goods_id: 1001,
    goodsName: '粉色小熊抱枕',
    sname: '宝贝乐玩具厂',
  }) as unknown as OrderLine;
const draft = [draftLine(11, '60cm', '25.00', 2), draftLine(12, '80cm', '10.00', 1)];

const orderOf = (status: GoodsOrder['status']): GoodsOrder => ({
  order_no: ORDER_NO,
  pay_no: `GO1N${ORDER_NO}`,
  status,
  total: '60.00',
  count: 3,
  created_at: '2026-11-27T08:00:00.000Z',
  expires_at: '2026-11-27T08:30:00.000Z',
  paid_at: status === 'paid' ? '2026-11-27T08:05:00.000Z' : null,
  closed_at: status === 'cancelled' || status === 'expired' ? '2026-11-27T08:10:00.000Z' : null,
  lines: [
    {
      goods_id: 1001,
      sku_id: 11,
      title: '粉色小熊抱枕',
      color: '粉色',
      size: '60cm',
      goods_sn: 'SN-11',
      price: '25.00',
      quantity: 2,
      line_total: '50.00',
    },
    {
      goods_id: 1001,
      sku_id: 12,
      title: '粉色小熊抱枕',
      color: '粉色',
      size: '80cm',
      goods_sn: 'SN-12',
      price: '10.00',
      quantity: 1,
      line_total: '10.00',
    },
  ],
});

const short: OrderProblem = {
  kind: 'short',
  sku_id: 11,
  goods_id: 1001,
  size: '60cm',
  color: '粉色',
  stock: 0,
  wanted: 2,
  text: '粉色 尺码 60cm 库存不足，剩余 0 件',
};
const gone: OrderProblem = {
  kind: 'gone',
  sku_id: 12,
  goods_id: 1001,
  text: '商品 1001 的尺码（编号 12）已下架',
};
const repriced: OrderProblem = {
  kind: 'priceChanged',
  sku_id: 11,
  goods_id: 1001,
  size: '60cm',
  color: '粉色',
  old_price: '25.00',
  new_price: '28.00',
  text: '粉色 尺码 60cm 价格已变动：￥25.00 → ￥28.00',
};
const shortOne = new OrderRefusedError(short.text, [short]);
const nothingLeft = new OrderRefusedError(`${short.text}；${gone.text}`, [short, gone]);
const priceChanged = new OrderRefusedError(repriced.text, [repriced]);
const serverDown = new ApiError('http', appText.serverError, 503);
const movedOn = new ApiError('http', '订单已过期（超过 30 分钟未支付），库存已释放', 409);

type ModelEvent =
  | EventFrom<typeof orderMachine>
  | { type: 'xstate.done.actor.loadOrder'; output: GoodsOrder | null }
  | { type: 'xstate.error.actor.loadOrder'; error: ApiError }
  | { type: 'xstate.done.actor.submitOrder'; output: GoodsOrder }
  | { type: 'xstate.error.actor.submitOrder'; error: ApiError }
  | { type: 'xstate.done.actor.startPayment'; output: { payUrl: string; opened: boolean } }
  | { type: 'xstate.error.actor.startPayment'; error: ApiError }
  | { type: 'xstate.done.actor.watchPayment'; output: string }
  | { type: 'xstate.done.actor.cancelOrder'; output: GoodsOrder }
  | { type: 'xstate.error.actor.cancelOrder'; error: ApiError }
  | { type: typeof POLL };

const events = [
  { type: 'session.changed', uid: 0 },
  { type: 'session.changed', uid: 1 },
  { type: 'session.changed', uid: 2 },
  { type: 'xstate.done.actor.loadOrder', output: null },
  { type: 'xstate.done.actor.loadOrder', output: orderOf('pending') },
  { type: 'xstate.done.actor.loadOrder', output: orderOf('paid') },
  { type: 'xstate.done.actor.loadOrder', output: orderOf('cancelled') },
  { type: 'xstate.done.actor.loadOrder', output: orderOf('expired') },
  { type: 'xstate.error.actor.loadOrder', error: serverDown },
  { type: 'user.submit' },
  { type: 'xstate.done.actor.submitOrder', output: orderOf('pending') },
  { type: 'xstate.done.actor.submitOrder', output: orderOf('paid') },
  { type: 'xstate.done.actor.submitOrder', output: orderOf('cancelled') },
  { type: 'xstate.done.actor.submitOrder', output: orderOf('expired') },
  { type: 'xstate.error.actor.submitOrder', error: priceChanged },
  { type: 'xstate.error.actor.submitOrder', error: shortOne },
  { type: 'xstate.error.actor.submitOrder', error: nothingLeft },
  { type: 'xstate.error.actor.submitOrder', error: serverDown },
  { type: 'user.acceptPrices' },
  { type: 'user.submitRest' },
  { type: 'user.pay' },
  { type: 'xstate.done.actor.startPayment', output: { payUrl: PAY_URL, opened: true } },
  { type: 'xstate.done.actor.startPayment', output: { payUrl: PAY_URL, opened: false } },
  { type: 'xstate.error.actor.startPayment', error: serverDown },
  { type: 'xstate.error.actor.startPayment', error: movedOn },
  { type: 'xstate.done.actor.watchPayment', output: 'paid' },
  { type: POLL },
  { type: 'user.recheck' },
  { type: 'user.cancelOrder' },
  { type: 'xstate.done.actor.cancelOrder', output: orderOf('cancelled') },
  { type: 'xstate.error.actor.cancelOrder', error: serverDown },
  { type: 'xstate.error.actor.cancelOrder', error: movedOn },
  { type: 'user.retry' },
] satisfies ModelEvent[];

const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.uid,
    s.context.order?.status ?? null,
    (s.context.problems as OrderProblem[]).map((p) => p.kind),
    s.context.sending?.length ?? null,
    s.context.tabOpened,
    s.context.payUrl !== null,
  ]);

const inputs = {
  loggedIn: { uid: 1, orderNo: ORDER_NO, draft, fromCart: false },
  noDraft: { uid: 1, orderNo: ORDER_NO, draft: null, fromCart: false },
} satisfies Record<string, OrderInput>;

const covers = Object.entries(inputs).map(([name, input]) => ({
  name,
  input,
  // refusals: the same buyer's session news (the page sends the uid it started with), and
  // 提交其余商品 when no line is left to submit
  paths: modelOf(orderMachine, events, input, { serializeState, refusals: true }).transitionCover(),
}));

/** What the page's calls have been asked so far: a refusal asks nothing. */
const callsOf = (h: Harness) =>
  [h.loadOrder, h.submitOrder, h.startPayment, h.watchPayment, h.cancelOrder].map((actor) => actor.calls);

/** The last failure a path's call gave, which the notice must say. */
let lastFailure: ApiError | null = null;

const button = (name: string) => screen.getByRole('button', { name });
const heading = () => screen.getByRole('heading', { level: 1 });

function expectLines(summary: { prices: string[] }) {
  const table = screen.getByRole('table', { name: orderText.orderLines });
  for (const price of summary.prices) expect(table).toHaveTextContent(price);
}

function expectOrder(status: string) {
  expect(heading()).toHaveTextContent(orderText.orderTitle);
  expect(screen.getAllByText(status).length).toBeGreaterThan(0);
  expect(screen.getByText(ORDER_NO)).toBeVisible();
  expect(screen.getByText(fill(labels.totalPrice, { amount: '60.00' }))).toBeVisible();
}

const stateAssertions: Record<string, (state: AnyMachineSnapshot) => void> = {
  'order.loggedOut': (state) => {
    expect(screen.queryByRole('button', { name: orderText.submitOrder })).toBeNull();
    if (state.context.draft === null) {
      // nothing chosen in this browser: only the way to log in
      expect(screen.getByRole('status')).toHaveTextContent(orderText.orderLoginTitle);
      expect(button(labels.login)).toBeEnabled();
      return;
    }
    // a visitor sees the lines chosen, and is asked to log in to submit them
    expect(heading()).toHaveTextContent(orderText.confirmOrder);
    expectLines({ prices: ['25.00', '10.00'] });
    expect(screen.getByRole('status')).toHaveTextContent(orderText.orderLoginBody);
    expect(button(orderText.orderLoginTitle)).toBeEnabled();
  },
  'order.checking': (state) => {
    if (state.context.order === null) {
      expect(screen.getByRole('status')).toHaveTextContent(orderText.checkingOrder);
      return;
    }
    // a second look at an order on screen (the poll, 刷新状态): the order stays, its buttons wait
    expectOrder(orderText.statusPending);
    const busy = button(orderText.checkingPayment);
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: orderText.goPay })).toBeNull();
  },
  'order.loadFailed': () => {
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(orderText.orderLoadFailed);
    expect(alert).toHaveTextContent(lastFailure?.message ?? '');
    expect(within(alert).getByRole('button', { name: appText.retry })).toBeEnabled();
  },
  'order.noDraft': () => {
    expect(screen.getByRole('alert')).toHaveTextContent(orderText.orderNotFound);
    expect(screen.queryByRole('button', { name: orderText.submitOrder })).toBeNull();
  },
  'order.confirm': () => {
    expect(heading()).toHaveTextContent(orderText.confirmOrder);
    expect(button(orderText.submitOrder)).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'order.submitting': () => {
    const busy = button(orderText.submittingOrder);
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  },
  'order.submitFailed': () => {
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(orderText.submitFailed);
    expect(alert).toHaveTextContent(serverDown.message);
    // nothing the buyer chose is lost: the lines are still there
    expectLines({ prices: ['25.00', '10.00'] });
  },
  'order.priceChanged': () => {
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(orderText.priceChangedTitle);
    // the old and the new price, side by side
    expect(alert).toHaveTextContent(
      fill(orderText.priceChangeLine, { colour: '粉色', size: '60cm', old: '25.00', new: '28.00' }),
    );
    expect(button(orderText.acceptPrices)).toBeEnabled();
  },
  'order.refused': (state) => {
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(orderText.refusedTitle);
    for (const p of state.context.problems as OrderProblem[]) expect(alert).toHaveTextContent(p.text);
    expect(alert).toHaveTextContent('尺码 60cm 库存不足，剩余 0 件');
    const restLeft = (state.context.problems as OrderProblem[]).length === 1;
    expect(screen.queryByRole('button', { name: orderText.submitRest }) !== null).toBe(restLeft);
    if (!restLeft) expect(alert).toHaveTextContent(orderText.nothingLeft);
  },
  'order.awaitingPayment.idle': () => {
    expectOrder(orderText.statusPending);
    expect(button(orderText.goPay)).toBeEnabled();
    expect(button(orderText.cancelOrder)).toBeEnabled();
    expect(screen.getByText(/前完成支付/)).toBeVisible();
  },
  'order.awaitingPayment.startingPayment': () => {
    const busy = button(orderText.openingPayment);
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  },
  'order.awaitingPayment.payFailed': () => {
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(orderText.payFailed);
    expect(alert).toHaveTextContent(serverDown.message);
    expect(within(alert).getByRole('button', { name: appText.retry })).toBeEnabled();
  },
  'order.awaitingPayment.paying': (state) => {
    expect(screen.getByText(orderText.payingHint)).toBeVisible();
    expect(button(orderText.recheckPayment)).toBeEnabled();
    expect(button(orderText.cancelOrder)).toBeEnabled();
    const link = screen.queryByRole('link', { name: orderText.openPayPage });
    expect(link !== null).toBe(!state.context.tabOpened);
    if (link) expect(link).toHaveAttribute('href', PAY_URL);
  },
  'order.awaitingPayment.cancelling': () => {
    const busy = button(orderText.cancellingOrder);
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  },
  'order.awaitingPayment.cancelFailed': () => {
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(orderText.cancelFailed);
    expect(alert).toHaveTextContent(serverDown.message);
    expect(within(alert).getByRole('button', { name: appText.retry })).toBeEnabled();
    expect(screen.queryByRole('button', { name: orderText.goPay })).toBeNull();
  },
  'order.paid': () => {
    expectOrder(orderText.statusPaid);
    expect(screen.getByRole('status')).toHaveTextContent(orderText.paidTitle);
    expect(screen.queryByRole('button', { name: orderText.goPay })).toBeNull();
  },
  'order.cancelled': () => {
    expectOrder(orderText.statusCancelled);
    expect(screen.getByRole('status')).toHaveTextContent(orderText.cancelledHint);
    expect(screen.queryByRole('button', { name: orderText.goPay })).toBeNull();
  },
  'order.expired': () => {
    expectOrder(orderText.statusExpired);
    expect(screen.getByRole('status')).toHaveTextContent(orderText.expiredHint);
    expect(screen.queryByRole('button', { name: orderText.goPay })).toBeNull();
  },
};

function harness() {
  return {
    loadOrder: deferredActor<GoodsOrder | null, { orderNo: string }>(),
    submitOrder: deferredActor<GoodsOrder, SubmitOrderInput>(),
    startPayment: deferredActor<{ payUrl: string; opened: boolean }, { orderNo: string }>(),
    watchPayment: deferredActor<string, { payNo: string }>(),
    cancelOrder: deferredActor<GoodsOrder, { orderNo: string }>(),
    send: (_event: ModelEvent) => {},
    logins: 0,
  };
}
type Harness = ReturnType<typeof harness>;
type Executor = (event: ModelEvent, h: Harness) => Promise<void>;

const settle = <T,>(actor: { resolve: (v: T) => void; reject: (e: unknown) => void }, event: ModelEvent) =>
  act(async () => {
    if ('output' in event) actor.resolve(event.output as T);
    else {
      const { error } = event as { error: unknown };
      if (error instanceof ApiError) lastFailure = error;
      actor.reject(error);
    }
  });

const gestures = {
  'session.changed': async (event, h) => {
    const refusal = refusedNow(orderMachine, event);
    const calls = callsOf(h);
    const before = document.body.innerHTML;
    // Not a gesture: the page sends it when the session's buyer changes.
    await act(async () => h.send(event));
    // a refusal (the same buyer again): nothing is asked again and the page is as it was
    if (refusal) {
      expect(callsOf(h)).toEqual(calls);
      expect(document.body.innerHTML).toBe(before);
    }
  },
  'xstate.done.actor.loadOrder': (event, h) => settle(h.loadOrder, event),
  'xstate.error.actor.loadOrder': (event, h) => settle(h.loadOrder, event),
  'user.submit': async (_event, h) => {
    // a double click submits once
    await userEvent.dblClick(button(orderText.submitOrder));
    expect(h.submitOrder.waiting).toBe(1);
    expect(h.submitOrder.nextInput?.orderNo).toBe(ORDER_NO);
    expect(h.submitOrder.nextInput?.lines.map((l) => [l.id, l.goods_num, l.price])).toEqual([
      [11, 2, '25.00'],
      [12, 1, '10.00'],
    ]);
  },
  'xstate.done.actor.submitOrder': (event, h) => settle(h.submitOrder, event),
  'xstate.error.actor.submitOrder': (event, h) => settle(h.submitOrder, event),
  'user.acceptPrices': async (_event, h) => {
    await userEvent.click(button(orderText.acceptPrices));
    // the same lines, at the price the server answered
    expect(h.submitOrder.nextInput?.lines.map((l) => [l.id, l.goods_num, l.price])).toEqual([
      [11, 2, '28.00'],
      [12, 1, '10.00'],
    ]);
  },
  'user.submitRest': async (event, h) => {
    if (refusedNow(orderMachine, event)) {
      // no line left to submit (guard restLeft): the page says so and offers no 提交其余商品
      expect(screen.getByRole('alert')).toHaveTextContent(orderText.nothingLeft);
      expect(screen.queryByRole('button', { name: orderText.submitRest })).toBeNull();
      return;
    }
    await userEvent.click(button(orderText.submitRest));
    // the line that has none left is dropped, the rest sent as chosen
    expect(h.submitOrder.nextInput?.lines.map((l) => [l.id, l.goods_num])).toEqual([[12, 1]]);
  },
  'user.pay': async (_event, h) => {
    await userEvent.click(button(orderText.goPay));
    expect(h.startPayment.nextInput).toEqual({ orderNo: ORDER_NO });
  },
  'xstate.done.actor.startPayment': async (event, h) => {
    await settle(h.startPayment, event);
    // the page listens to the payment tab for this order's pay number
    expect(h.watchPayment.nextInput).toEqual({ payNo: `GO1N${ORDER_NO}` });
  },
  'xstate.error.actor.startPayment': (event, h) => settle(h.startPayment, event),
  'xstate.done.actor.watchPayment': async (event, h) => {
    await settle(h.watchPayment, event);
    // the tab's word only makes the page ask the server at once
    expect(h.loadOrder.waiting).toBe(1);
  },
  [POLL]: async (event, h) => {
    await passTime(event.type, STATUS_POLL_MS);
    expect(h.loadOrder.nextInput).toEqual({ orderNo: ORDER_NO });
  },
  'user.recheck': async (_event, h) => {
    await userEvent.click(button(orderText.recheckPayment));
    expect(h.loadOrder.waiting).toBe(1);
  },
  'user.cancelOrder': async (_event, h) => {
    await userEvent.click(button(orderText.cancelOrder));
    expect(h.cancelOrder.nextInput).toEqual({ orderNo: ORDER_NO });
  },
  'xstate.done.actor.cancelOrder': (event, h) => settle(h.cancelOrder, event),
  'xstate.error.actor.cancelOrder': (event, h) => settle(h.cancelOrder, event),
  'user.retry': async () => {
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: appText.retry }));
  },
} satisfies Record<ModelEvent['type'], Executor>;

function Screen({ h, input }: { h: Harness; input: OrderInput }) {
  const logic = orderMachine.provide({
    actors: {
      loadOrder: h.loadOrder.logic,
      submitOrder: h.submitOrder.logic,
      startPayment: h.startPayment.logic,
      watchPayment: h.watchPayment.logic,
      cancelOrder: h.cancelOrder.logic,
    },
  });
  const [snapshot, send] = useMachine(logic, { input, clock: live.clock, inspect: inspectLive });
  h.send = send as (event: ModelEvent) => void;
  return (
    <OrderView
      view={toOrderView(snapshot)}
      send={send}
      onLogin={() => {
        h.logins += 1;
      }}
    />
  );
}

describe('order model', () => {
  it('covers every state and transition of the machine', () => {
    expectFullCoverage(
      orderMachine,
      covers.flatMap((c) => c.paths),
      {
        unmetRefusals: {
          'order.loggedOut ▸ session.changed ✗':
            'a buyer (uid > 0) is taken here, uid 0 by the root’s 退出登录; the session sends no other uid',
        },
      },
    );
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(orderMachine).sort());
  });

  it("tells the page the cart's count after an order made from the cart, and nothing otherwise", async () => {
    for (const [fromCart, cartCount, told] of [
      [true, 4, [4]],
      [false, undefined, []],
    ] as const) {
      const actor = createActor(
        orderMachine.provide({
          actors: {
            loadOrder: fromPromise<GoodsOrder | null, { orderNo: string }>(async () => null),
            submitOrder: fromPromise(async () => ({
              ...orderOf('pending'),
              ...(cartCount === undefined ? {} : { cart_count: cartCount }),
            })),
          },
        }),
        { input: { ...inputs.loggedIn, fromCart } },
      );
      const counts: number[] = [];
      actor.on('cartChanged', ({ count }) => counts.push(count));
      actor.start();
      await waitFor(actor, (s) => s.matches('confirm'));
      actor.send({ type: 'user.submit' });
      await waitFor(actor, (s) => s.matches('awaitingPayment'));
      expect(counts).toEqual(told);
      actor.stop();
    }
  });

  // Written out, not generated: the paths follow whatever guards the machine has, so a wrong
  // login guard gives paths that expect the wrong screen (docs/MUTATION.md).
  it('looks the order up for a buyer logged in on arrival, again for another buyer, not for the same one or a visitor', async () => {
    resetLive();
    const h = harness();
    await renderWithRouter(() => <Screen h={h} input={inputs.noDraft} />);
    expect(screen.getByRole('status')).toHaveTextContent(orderText.checkingOrder);
    expect(h.loadOrder.calls).toBe(1);
    await act(async () => h.loadOrder.resolve(orderOf('pending')));
    await act(async () => h.send({ type: 'session.changed', uid: 1 }));
    expect(h.loadOrder.calls).toBe(1);
    await act(async () => h.send({ type: 'session.changed', uid: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent(orderText.checkingOrder);
    expect(h.loadOrder.calls).toBe(2);
    // the new buyer again: the same buyer now
    await act(async () => h.send({ type: 'session.changed', uid: 2 }));
    expect(h.loadOrder.calls).toBe(2);
    // the new buyer's order shows, and is forgotten at the logout: after the next login the page
    // looks again with nothing shown
    await act(async () => h.loadOrder.resolve(orderOf('pending')));
    expect(button(orderText.goPay)).toBeEnabled();
    await act(async () => h.send({ type: 'session.changed', uid: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent(orderText.orderLoginTitle);
    await act(async () => h.send({ type: 'session.changed', uid: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent(orderText.orderLoginTitle);
    expect(h.loadOrder.calls).toBe(2);
    await act(async () => h.send({ type: 'session.changed', uid: 3 }));
    expect(screen.getByRole('status')).toHaveTextContent(orderText.checkingOrder);
    expect(h.loadOrder.calls).toBe(3);
  });

  it('shows an order already placed under this number, not the draft to confirm, and waits for no payment yet', async () => {
    resetLive();
    const h = harness();
    await renderWithRouter(() => <Screen h={h} input={inputs.loggedIn} />);
    await act(async () => h.loadOrder.resolve(orderOf('pending')));
    expectOrder(orderText.statusPending);
    expect(button(orderText.goPay)).toBeEnabled();
    expect(screen.queryByText(orderText.payingHint)).toBeNull();
  });

  // Written out: a refusal that mixes a price change with a line out of stock is a refusal, not a
  // price change the buyer could simply accept (no path plays one).
  it('shows a refusal that also changes a price as a refusal, with the line out of stock named', async () => {
    resetLive();
    // one line with two problems: each is its own item (React said "two children with the same key")
    const logged = vi.spyOn(console, 'error');
    const h = harness();
    await renderWithRouter(() => <Screen h={h} input={inputs.loggedIn} />);
    await act(async () => h.loadOrder.resolve(null));
    await userEvent.click(button(orderText.submitOrder));
    const mixed = new OrderRefusedError(`${repriced.text}；${short.text}`, [repriced, short]);
    await act(async () => h.submitOrder.reject(mixed));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(orderText.refusedTitle);
    expect(alert).toHaveTextContent(short.text);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([repriced.text, short.text]);
    expect(screen.queryByRole('button', { name: orderText.acceptPrices })).toBeNull();
    expect(logged.mock.calls.filter((call) => String(call[0]).includes('same key'))).toEqual([]);
    logged.mockRestore();
  });

  // Written out: the paths take whether the tab opened from the chart they are generated from, so
  // a chart that lost it would expect the link it then wrongly shows (docs/MUTATION.md).
  it('offers the payment page as a link only when its tab did not open', async () => {
    for (const opened of [true, false]) {
      resetLive();
      const h = harness();
      const { unmount } = await renderWithRouter(() => <Screen h={h} input={inputs.noDraft} />);
      await act(async () => h.loadOrder.resolve(orderOf('pending')));
      await userEvent.click(button(orderText.goPay));
      await act(async () => h.startPayment.resolve({ payUrl: PAY_URL, opened }));
      expect(screen.getByText(orderText.payingHint)).toBeVisible();
      const link = screen.queryByRole('link', { name: orderText.openPayPage });
      if (opened) expect(link).toBeNull();
      else expect(link).toHaveAttribute('href', PAY_URL);
      unmount();
    }
  });

  it('says only that the order could not be looked up when the failure gives no reason', async () => {
    resetLive();
    const h = harness();
    await renderWithRouter(() => <Screen h={h} input={inputs.noDraft} />);
    await act(async () => h.loadOrder.reject(new Error('')));
    const alert = screen.getByRole('alert');
    // the title and the retry button, and no reason line
    expect(alert.textContent?.replace(orderText.orderLoadFailed, '').replace(appText.retry, '').trim()).toBe(
      '',
    );
  });

  it('asks a visitor to log in, and looks the order up once they have', async () => {
    resetLive();
    const h = harness();
    await renderWithRouter(() => <Screen h={h} input={{ ...inputs.noDraft, uid: 0 }} />);
    expect(screen.getByRole('status')).toHaveTextContent(orderText.orderLoginTitle);
    await act(async () => h.send({ type: 'session.changed', uid: 0 }));
    expect(h.loadOrder.calls).toBe(0);
    await act(async () => h.send({ type: 'session.changed', uid: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent(orderText.checkingOrder);
    expect(h.loadOrder.calls).toBe(1);
    // the buyer who just logged in, again: no second look
    await act(async () => h.send({ type: 'session.changed', uid: 2 }));
    expect(h.loadOrder.calls).toBe(1);
  });

  for (const cover of covers) {
    for (const path of cover.paths) {
      it(`${cover.name}: ${pathName(path)}`, async () => {
        lastFailure = null;
        resetLive();
        const h = harness();
        await renderWithRouter(() => <Screen h={h} input={cover.input} />);
        await runPath(path as never, stateAssertions, gestures as never, h);
      });
    }
  }
});
