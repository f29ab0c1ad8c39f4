/**
 * orderList (我的订单), model-based: every path generated from the machine runs against the real
 * list view. The list call is a deferred actor settled by the path's done/error steps; the session
 * is sent as the page sends it. Two inputs: a visitor (who logs in) and a buyer logged in on arrival.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFrom } from 'xstate';
import { appText, fill, labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import { type OrderListInput, orderListMachine } from '@/machines/order-list.machine';
import { toOrderListView } from '@/machines/order-list.view';
import { ApiError } from '@/services/api-error';
import type { GoodsOrder } from '@/services/order-schemas';
import { OrderListView } from '@/views/order-list-view';
import { renderWithRouter } from '../support/render-with-router';
import { expectFullCoverage } from './support/coverage-record';
import { deferredActor } from './support/deferred-actor';
import { leafStateIds } from './support/graph-coverage';
import { inspectLive, resetLive } from './support/live-actor';
import { pathName } from './support/path-name';
import { refusedNow } from './support/refusal';
import { modelOf, runPath } from './support/run-path';

const order = (orderNo: string, status: GoodsOrder['status']): GoodsOrder => ({
  order_no: orderNo,
  pay_no: `GO1N${orderNo}`,
  status,
  total: '29.60',
  count: 4,
  created_at: '2026-11-27T08:00:00.000Z',
  expires_at: '2026-11-27T08:30:00.000Z',
  paid_at: status === 'paid' ? '2026-11-27T08:05:00.000Z' : null,
  closed_at: null,
  lines: [
    {
      goods_id: 1001,
      sku_id: 11,
      title: '粉色小熊抱枕',
      color: '粉色',
      size: '60cm',
      goods_sn: 'SN-11',
      price: '7.40',
      quantity: 4,
      line_total: '29.60',
    },
  ],
});
const orders = [order('1764230400042', 'paid'), order('1764230400001', 'expired')];
const serverDown = new ApiError('http', appText.serverError, 503);

type ModelEvent =
  | EventFrom<typeof orderListMachine>
  | { type: 'xstate.done.actor.loadOrders'; output: GoodsOrder[] }
  | { type: 'xstate.error.actor.loadOrders'; error: ApiError };

const events = [
  { type: 'session.changed', uid: 0 },
  { type: 'session.changed', uid: 1 },
  { type: 'session.changed', uid: 2 },
  { type: 'xstate.done.actor.loadOrders', output: orders },
  { type: 'xstate.done.actor.loadOrders', output: [] },
  { type: 'xstate.error.actor.loadOrders', error: serverDown },
  { type: 'user.retry' },
] satisfies ModelEvent[];

const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.uid]);
const covers = ([0, 1] as const).map((uid) => ({
  input: { uid } satisfies OrderListInput,
  // refusals: the same buyer's news again (the page sends the uid it started with) changes nothing
  paths: modelOf(orderListMachine, events, { uid }, { serializeState, refusals: true }).transitionCover(),
}));

const stateAssertions: Record<string, (state: AnyMachineSnapshot) => void> = {
  'orderList.loggedOut': () => {
    expect(screen.getByRole('status')).toHaveTextContent(orderText.orderLoginBody);
    expect(screen.getByRole('button', { name: labels.login })).toBeEnabled();
  },
  'orderList.loading': () => {
    expect(screen.getByRole('status')).toHaveTextContent(orderText.ordersLoading);
  },
  'orderList.loaded': () => {
    // each order: its number, state, time, lines, total, and the way to it
    const cards = screen.getAllByRole('listitem').filter((li) => li.textContent?.includes(orderText.orderNo));
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('1764230400042');
    expect(cards[0]).toHaveTextContent(orderText.statusPaid);
    expect(cards[1]).toHaveTextContent(orderText.statusExpired);
    expect(cards[0]).toHaveTextContent('粉色 60cm × 4');
    expect(cards[0]).toHaveTextContent(fill(labels.totalPrice, { amount: '29.60' }));
    // (this test's router quotes search values as JSON; the app's writes the digits bare)
    const link = within(cards[0] as HTMLElement).getByRole('link', {
      name: `${orderText.viewOrder} 1764230400042`,
    });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toMatch(
      /^\/order\?order_no="?1764230400042"?$/,
    );
  },
  'orderList.empty': () => {
    expect(screen.getByRole('status')).toHaveTextContent(orderText.ordersEmpty);
  },
  'orderList.failed': () => {
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(orderText.ordersLoadFailed);
    expect(alert).toHaveTextContent(serverDown.message);
  },
};

function harness() {
  return { load: deferredActor<GoodsOrder[], { uid: number }>(), send: (_e: ModelEvent) => {} };
}
type Harness = ReturnType<typeof harness>;

const settle = (h: Harness, event: ModelEvent) =>
  act(async () => {
    if ('output' in event) h.load.resolve(event.output as GoodsOrder[]);
    else h.load.reject((event as { error: unknown }).error);
  });

const gestures = {
  'session.changed': async (event: ModelEvent, h: Harness) => {
    const refusal = refusedNow(orderListMachine, event);
    const calls = h.load.calls;
    const before = document.body.innerHTML;
    await act(async () => h.send(event));
    // a refusal (the same buyer again, as the page sends on arrival): not read again, page as it was
    if (refusal) {
      expect(h.load.calls).toBe(calls);
      expect(document.body.innerHTML).toBe(before);
    }
  },
  'xstate.done.actor.loadOrders': (event: ModelEvent, h: Harness) => settle(h, event),
  'xstate.error.actor.loadOrders': (event: ModelEvent, h: Harness) => settle(h, event),
  'user.retry': async (_event: ModelEvent, h: Harness) => {
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: appText.retry }));
    expect(h.load.waiting).toBe(1);
  },
} satisfies Record<ModelEvent['type'], (event: ModelEvent, h: Harness) => Promise<void>>;

function Screen({ h, input }: { h: Harness; input: OrderListInput }) {
  const [snapshot, send] = useMachine(orderListMachine.provide({ actors: { loadOrders: h.load.logic } }), {
    input,
    inspect: inspectLive,
  });
  h.send = send as (event: ModelEvent) => void;
  return <OrderListView view={toOrderListView(snapshot)} send={send} onLogin={() => {}} />;
}

describe('orderList model', () => {
  it('covers every state and transition of the machine', () => {
    expectFullCoverage(
      orderListMachine,
      covers.flatMap((c) => c.paths),
      {
        unmetRefusals: {
          'orderList.loggedOut ▸ session.changed ✗':
            'a buyer (uid > 0) is taken here, uid 0 by the root’s 退出登录; the session sends no other uid',
        },
      },
    );
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(orderListMachine).sort());
  });

  for (const cover of covers) {
    for (const path of cover.paths) {
      it(`uid ${cover.input.uid} on arrival: ${pathName(path)}`, async () => {
        resetLive();
        const h = harness();
        await renderWithRouter(() => <Screen h={h} input={cover.input} />);
        await runPath(path as never, stateAssertions, gestures as never, h);
      });
    }
  }
});

/**
 * The session's effect on the list, written out by hand with what each step must show. The
 * generated paths above follow whatever guards and actions the machine has: with a wrong guard
 * they walk the wrong behaviour and still pass (docs/MUTATION.md). These expectations do not
 * come from the machine.
 */
describe('orderList: who the list belongs to, written out', () => {
  const cards = () =>
    screen.queryAllByRole('listitem').filter((li) => li.textContent?.includes(orderText.orderNo));

  it('loads the orders of a buyer logged in on arrival; after a logout asks for a login, and loads again for them', async () => {
    resetLive();
    const h = harness();
    await renderWithRouter(() => <Screen h={h} input={{ uid: 1 }} />);
    expect(screen.getByRole('status')).toHaveTextContent(orderText.ordersLoading);
    expect(h.load.nextInput).toEqual({ uid: 1 });
    await act(async () => h.load.resolve(orders));
    expect(cards()).toHaveLength(2);

    // the same buyer again (a token refresh): nothing reloads
    await act(async () => h.send({ type: 'session.changed', uid: 1 }));
    expect(cards()).toHaveLength(2);
    expect(h.load.calls).toBe(1);

    await act(async () => h.send({ type: 'session.changed', uid: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent(orderText.orderLoginBody);
    expect(cards()).toHaveLength(0);
    await act(async () => h.send({ type: 'session.changed', uid: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent(orderText.ordersLoading);
    expect(h.load.nextInput).toEqual({ uid: 1 });
  });

  it("shows another buyer's orders, not the first one's, when the buyer changes", async () => {
    resetLive();
    const h = harness();
    await renderWithRouter(() => <Screen h={h} input={{ uid: 1 }} />);
    await act(async () => h.load.resolve(orders));
    await act(async () => h.send({ type: 'session.changed', uid: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent(orderText.ordersLoading);
    expect(cards()).toHaveLength(0);
    expect(h.load.nextInput).toEqual({ uid: 2 });
  });

  it('asks a visitor to log in, whatever logged-out news comes, and loads their orders once they log in', async () => {
    resetLive();
    const h = harness();
    await renderWithRouter(() => <Screen h={h} input={{ uid: 0 }} />);
    expect(screen.getByRole('status')).toHaveTextContent(orderText.orderLoginBody);
    await act(async () => h.send({ type: 'session.changed', uid: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent(orderText.orderLoginBody);
    expect(h.load.calls).toBe(0);
    await act(async () => h.send({ type: 'session.changed', uid: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent(orderText.ordersLoading);
    expect(h.load.nextInput).toEqual({ uid: 2 });
  });

  it('says only that loading failed when the failure gives no reason', async () => {
    resetLive();
    const h = harness();
    await renderWithRouter(() => <Screen h={h} input={{ uid: 1 }} />);
    await act(async () => h.load.reject(new Error('')));
    const alert = screen.getByRole('alert');
    // the title and the retry button, and no reason line
    expect(alert.textContent?.replace(orderText.ordersLoadFailed, '').replace(appText.retry, '').trim()).toBe(
      '',
    );
  });
});
