/**
 * purchase, model-based: every path generated from the machine runs against the real purchase
 * bar and success dialog. The buyer clicks 加入购物车 / 立即购买 / 继续选购 / ×; the cart save and
 * the order placing are deferred actors settled by the path's done/error steps; the supplier's
 * shipping_type arrives as the page sends it.
 *
 * The page's part (the login gate, reading the selected lines) is played by the harness: a click
 * goes out as the page sends it, with a logged-in uid and the lines the path's event names. The
 * page's own model test covers that hand-over.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, type EventFrom } from 'xstate';
import { appText, fill, labels, notices } from '@/copy/copy';
import { dialogText } from '@/copy/dialog-text';
import { laterText } from '@/copy/later-text';
import type { OrderLine } from '@/domain/cart';
import type { AlsoBought } from '@/domain/supplier';
import {
  type PlacedOrder,
  type PurchaseInput,
  purchaseMachine,
  type SaveCartInput,
} from '@/machines/purchase.machine';
import { toPurchaseView } from '@/machines/purchase.view';
import type { ShippingType } from '@/rules/purchase-buttons';
import type { SelectedLine } from '@/rules/selected-lines';
import { ApiError } from '@/services/api-error';
import { AddedToCartDialog } from '@/views/added-to-cart-dialog';
import { PurchaseBar } from '@/views/purchase-bar';
import { goodsFixture } from '../support/goods-fixture';
import { renderWithRouter } from '../support/render-with-router';
import { expectFullCoverage } from './support/coverage-record';
import { deferredActor } from './support/deferred-actor';
import { leafStateIds } from './support/graph-coverage';
import { inspectLive, resetLive } from './support/live-actor';
import { pathName } from './support/path-name';
import { modelOf, runPath } from './support/run-path';

const goods = goodsFixture();
const firstSize = goods.specs[0]?.sizes[0];
if (!firstSize) throw new Error('the fixture needs a size');
const UID = 7;
const input: PurchaseInput = {
  goodsId: goods.ID,
  goodsName: goods.PName,
  supplierName: goods.SName,
  aliUrl: 'https://detail.1688.com/offer/1.html',
};
const chosen: SelectedLine[] = [{ colour: '粉色', size: firstSize, quantity: 3 }];
const alsoBought: AlsoBought[] = Array.from({ length: 11 }, (_, i) => ({
  ID: 2000 + i,
  Path: `goods/${2000 + i}`,
  FName: 'main.jpg',
  IsEncry: 0,
}));
const refused = new ApiError('http', `${firstSize.size} 库存不足，最多 2 件`, 400);
const storageFull = new Error(appText.orderNotStored);

type ModelEvent =
  | EventFrom<typeof purchaseMachine>
  | { type: 'xstate.done.actor.saveCart'; output: { count: number } }
  | { type: 'xstate.error.actor.saveCart'; error: ApiError }
  | { type: 'xstate.done.actor.placeOrder'; output: PlacedOrder }
  | { type: 'xstate.error.actor.placeOrder'; error: Error };

const known = (shippingType: ShippingType) => ({ type: 'supplier.known' as const, shippingType, alsoBought });

const model = modelOf(
  purchaseMachine,
  [
    known(0),
    known(1),
    known(2),
    { type: 'supplier.unknown' },
    { type: 'user.addToCart', uid: UID, lines: [] },
    { type: 'user.addToCart', uid: UID, lines: chosen },
    { type: 'user.buyNow', uid: UID, lines: [] },
    { type: 'user.buyNow', uid: UID, lines: chosen },
    { type: 'user.closeAdded' },
    { type: 'user.dismissNotice' },
    { type: 'xstate.done.actor.saveCart', output: { count: 12 } },
    { type: 'xstate.error.actor.saveCart', error: refused },
    { type: 'xstate.done.actor.placeOrder', output: { orderNo: '1700000000042', opened: true } },
    { type: 'xstate.done.actor.placeOrder', output: { orderNo: '1700000000042', opened: false } },
    { type: 'xstate.error.actor.placeOrder', error: storageFull },
  ] satisfies ModelEvent[],
  input,
  {
    // The state and which buttons the supplier allows; counts and order numbers do not change the path.
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.shipping]),
    // 加入购物车 / 立即购买 before the supplier is known, or for direct-ship-only goods
    // (cartOffered / buyOffered say no): the buttons are not there to press.
    refusals: true,
  },
);

/** What the harness knows of the path so far, to say what the buyer must see. */
let shipping: ShippingType | 'pending' | 'unknown' = 'pending';
let lastOrderNo = '';

const button = (name: string) => screen.queryByRole('button', { name });
// Spec §4: 2 hides 加入购物车 and 立即购买; 1 hides 1688直发; 1688直发 needs an http(s) ali_url.
const cartAndBuy = () => shipping !== 'pending' && shipping !== 2;

function expectButtons() {
  const direct = shipping !== 'pending' && shipping !== 1;
  expect(button(labels.addToCart) !== null).toBe(cartAndBuy());
  expect(button(labels.buyNow) !== null).toBe(cartAndBuy());
  const link = screen.queryByRole('link', { name: labels.directShip });
  expect(link !== null).toBe(direct);
  if (link) {
    expect(link).toHaveAttribute('href', input.aliUrl);
    expect(link).toHaveAttribute('target', '_blank');
  }
}

function expectNoNotice() {
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
}

const stateAssertions: Record<string, () => void> = {
  'purchase.idle.quiet': () => {
    expectButtons();
    expectNoNotice();
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  'purchase.idle.nothingSelected': () => {
    expectButtons();
    expect(screen.getByRole('alert')).toHaveTextContent(notices.selectGoods);
  },
  'purchase.idle.saveFailed': () => {
    // The server's reason, and the buttons stay for another try.
    expect(screen.getByRole('alert')).toHaveTextContent(refused.message);
    expectButtons();
  },
  'purchase.idle.orderOpened': () => {
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(fill(laterText.orderOpened, { n: lastOrderNo }));
    expect(within(status).getByRole('link', { name: laterText.openConfirmOrder })).toHaveAttribute(
      'href',
      `/confirmOrder?order_no=${lastOrderNo}`,
    );
  },
  'purchase.idle.popupBlocked': () => {
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(laterText.popupBlocked);
    expect(within(alert).getByRole('link', { name: laterText.openConfirmOrder })).toHaveAttribute(
      'href',
      `/confirmOrder?order_no=${lastOrderNo}`,
    );
  },
  'purchase.idle.orderFailed': () => {
    expect(screen.getByRole('alert')).toHaveTextContent(appText.orderNotStored);
  },
  'purchase.saving': () => {
    // (The supplier's data may change the buttons while a save is on its way.)
    if (cartAndBuy())
      expect(screen.getByRole('button', { name: appText.addingToCart })).toHaveAttribute('aria-busy', 'true');
    else expect(button(appText.addingToCart)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  'purchase.added': () => {
    const dialog = screen.getByRole('dialog', { name: notices.addedToCart });
    expect(dialog).toHaveTextContent(fill(labels.cartCount, { n: 12 }));
    expect(within(dialog).getByRole('link', { name: labels.goToCart })).toHaveAttribute(
      'href',
      '/shoppingCart',
    );
    // Spec §9: at most 9 of the supplier's goods, 3 per group, each opening in a new tab.
    if (shipping === 'unknown') {
      // No supplier data, no also-bought goods: the dialog leaves the carousel out.
      expect(within(dialog).queryByRole('region', { name: labels.alsoBought })).toBeNull();
      return;
    }
    const carousel = within(dialog).getByRole('region', { name: labels.alsoBought });
    const groups = within(carousel).getAllByRole('listitem');
    expect(groups.map((group) => within(group).getAllByRole('link').length)).toEqual([3, 3, 3]);
    for (const link of within(carousel).getAllByRole('link'))
      expect(link).toHaveAttribute('target', '_blank');
  },
  'purchase.ordering': () => {
    if (cartAndBuy()) expect(button(labels.buyNow)).toHaveAttribute('aria-busy', 'true');
    else expect(button(labels.buyNow)).toBeNull();
  },
};

function harness() {
  return {
    saveCart: deferredActor<{ count: number }, SaveCartInput>(),
    placeOrder: deferredActor<PlacedOrder, OrderLine[]>(),
    /** what the harness's page sends with the next click */
    lines: [] as SelectedLine[],
    send: (_event: ModelEvent) => {},
    saveCalls: 0,
  };
}
type Harness = ReturnType<typeof harness>;
type Executor = (event: ModelEvent, h: Harness) => Promise<void>;

const linesOf = (event: ModelEvent) => ('lines' in event ? event.lines : []);

const gestures = {
  'supplier.known': async (event, h) => {
    shipping = (event as ReturnType<typeof known>).shippingType;
    await act(async () => h.send(event));
  },
  'supplier.unknown': async (event, h) => {
    shipping = 'unknown';
    await act(async () => h.send(event));
  },
  'user.addToCart': async (event, h) => {
    if (!cartAndBuy()) {
      // Refused (spec §4: supplier not known yet, or shipping_type 2): no button, nothing saved.
      expect(button(labels.addToCart)).toBeNull();
      expect(h.saveCart.waiting).toBe(0);
      return;
    }
    h.lines = linesOf(event);
    const cart = screen.getByRole('button', { name: labels.addToCart });
    // A double click: the second click must send nothing more (issue #4).
    await userEvent.dblClick(cart);
    if (h.lines.length > 0) {
      expect(h.saveCart.waiting).toBe(1);
      expect(h.saveCart.nextInput).toEqual({
        uid: UID,
        goodsId: goods.ID,
        lines: [{ ...firstSize, num: 3, goods_num: 3 }],
      });
    } else expect(h.saveCart.waiting).toBe(0);
  },
  'user.buyNow': async (event, h) => {
    if (!cartAndBuy()) {
      // Refused (spec §4: supplier not known yet, or shipping_type 2): no button, no order.
      expect(button(labels.buyNow)).toBeNull();
      expect(h.placeOrder.waiting).toBe(0);
      return;
    }
    h.lines = linesOf(event);
    await userEvent.click(screen.getByRole('button', { name: labels.buyNow }));
    if (h.lines.length > 0) {
      // Spec §3: the order's lines carry goodsName and sname.
      expect(h.placeOrder.nextInput).toEqual([
        {
          ...firstSize,
          num: 3,
          goods_num: 3,
          color: '粉色',
          goods_id: goods.ID,
          goodsName: goods.PName,
          sname: goods.SName,
        },
      ]);
    } else expect(h.placeOrder.waiting).toBe(0);
  },
  'user.closeAdded': async () => {
    await userEvent.click(screen.getByRole('button', { name: dialogText.continueShopping }));
  },
  'user.dismissNotice': async () => {
    await userEvent.click(screen.getByRole('button', { name: appText.closeNotice }));
  },
  'xstate.done.actor.saveCart': async (event, h) => {
    await act(async () => h.saveCart.resolve((event as { output: { count: number } }).output));
  },
  'xstate.error.actor.saveCart': async (event, h) => {
    await act(async () => h.saveCart.reject((event as { error: unknown }).error));
  },
  'xstate.done.actor.placeOrder': async (event, h) => {
    const output = (event as { output: PlacedOrder }).output;
    lastOrderNo = output.orderNo;
    await act(async () => h.placeOrder.resolve(output));
  },
  'xstate.error.actor.placeOrder': async (event, h) => {
    await act(async () => h.placeOrder.reject((event as { error: unknown }).error));
  },
} satisfies Record<ModelEvent['type'], Executor>;

const paths = model.transitionCover();

function Screen({ h }: { h: Harness }) {
  const logic = purchaseMachine.provide({
    actors: { saveCart: h.saveCart.logic, placeOrder: h.placeOrder.logic },
  });
  const [snapshot, send] = useMachine(logic, { input, inspect: inspectLive });
  h.send = send as (event: ModelEvent) => void;
  const view = toPurchaseView(snapshot);
  // The page's hand-over, for a logged-in buyer: the uid and the lines selected now.
  const sendPage = ({ type }: { type: 'user.addToCart' | 'user.buyNow' }) =>
    send({ type, uid: UID, lines: h.lines });
  return (
    <>
      <PurchaseBar view={view} send={send} sendPage={sendPage} />
      <AddedToCartDialog view={view.added} onClose={() => send({ type: 'user.closeAdded' })} imageHost="" />
    </>
  );
}

describe('purchase model', () => {
  it('covers every state and transition of the machine', () => {
    expectFullCoverage(purchaseMachine, paths);
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(purchaseMachine).sort());
  });

  // Written out, not generated: the failures the paths play are one reason each (the order's is
  // the same words as the fallback), and the page's count is no state (docs/MUTATION.md).
  it('says why an order or a save failed, or only that it failed when no reason came', async () => {
    shipping = 0;
    const h = harness();
    h.lines = chosen;
    await renderWithRouter(() => <Screen h={h} />);
    await act(async () => h.send(known(0)));
    const buy = () => userEvent.click(screen.getByRole('button', { name: labels.buyNow }));
    await buy();
    await act(async () => h.placeOrder.reject(new Error('浏览器存储空间已满')));
    expect(screen.getByRole('alert')).toHaveTextContent('浏览器存储空间已满');
    await buy();
    await act(async () => h.placeOrder.reject(new Error('')));
    expect(screen.getByRole('alert')).toHaveTextContent(appText.orderNotStored);
    await userEvent.click(screen.getByRole('button', { name: labels.addToCart }));
    await act(async () => h.saveCart.reject(new Error('')));
    expect(screen.getByRole('alert')).toHaveTextContent(laterText.cartSaveFailed);
  });

  it('shows no also-bought goods after a save when the supplier is unknown', async () => {
    shipping = 'unknown';
    const h = harness();
    h.lines = chosen;
    await renderWithRouter(() => <Screen h={h} />);
    await act(async () => h.send(known(0)));
    await act(async () => h.send({ type: 'supplier.unknown' }));
    await userEvent.click(screen.getByRole('button', { name: labels.addToCart }));
    await act(async () => h.saveCart.resolve({ count: 3 }));
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.queryByRole('region', { name: labels.alsoBought })).toBeNull();
  });

  it("tells the page the cart's new count once a save is done (the header's number)", async () => {
    const saveCart = deferredActor<{ count: number }, SaveCartInput>();
    const actor = createActor(purchaseMachine.provide({ actors: { saveCart: saveCart.logic } }), {
      input,
    }).start();
    const told: unknown[] = [];
    actor.on('cart.saved', (event) => told.push(event));
    actor.send(known(0));
    actor.send({ type: 'user.addToCart', uid: UID, lines: chosen });
    await act(async () => saveCart.resolve({ count: 12 }));
    expect(told).toEqual([{ type: 'cart.saved', count: 12 }]);
    actor.stop();
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      shipping = 'pending';
      lastOrderNo = '';
      resetLive();
      const h = harness();
      await renderWithRouter(() => <Screen h={h} />);
      await runPath(path as never, stateAssertions, gestures as never, h);
    });
  }
});
