/**
 * Issue #8 item 2, no double submission: each action that writes (cart save, buy now, favourite,
 * login, the qualification payment) is a busy state that takes no second request event, so a
 * burst of clicks — however fast — starts ONE invocation of its actor. Played on the real
 * charts with counting actors that stay pending until the test settles them. (The per-machine
 * model tests cover every transition; this file proves the "ignored while busy" part per action,
 * and that the action is offered again once the call has settled.)
 */
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, fromPromise } from 'xstate';
import type { TokenEnd, User } from '@/domain/buyer';
import type { PaymentStatus } from '@/domain/payment';
import type { Qualification } from '@/domain/supplier';
import { favouriteMachine, type SaveFavouriteInput } from '@/machines/favourite.machine';
import { type PlacedOrder, purchaseMachine } from '@/machines/purchase.machine';
import {
  qualificationMachine,
  type SettledPayment,
  type StartedPayment,
} from '@/machines/qualification.machine';
import { type LoginInput, sessionMachine } from '@/machines/session.machine';
import type { SelectedLine } from '@/rules/selected-lines';
import { ApiError } from '@/services/api-error';
import { goodsFixture } from '../support/goods-fixture';

/** A promise actor that counts its invocations and keeps each pending until settled by hand. */
function countingActor<TOutput, TInput>() {
  const pending: Array<(value: TOutput) => void> = [];
  let calls = 0;
  const logic = fromPromise<TOutput, TInput>(
    () =>
      new Promise<TOutput>((resolve) => {
        calls += 1;
        pending.push(resolve);
      }),
  );
  return {
    logic,
    get calls() {
      return calls;
    },
    resolve(value: TOutput) {
      const next = pending.shift();
      if (!next) throw new Error('no pending call');
      next(value);
    },
  };
}

/** A promise actor that never settles (actors the action does not depend on). */
const pendingActor = <TOutput, TInput = unknown>() =>
  fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const goods = goodsFixture();
const size = goods.specs[0]?.sizes[0];
if (!size) throw new Error('the fixture needs a size');
const lines: SelectedLine[] = [{ colour: '粉色', size, quantity: 3 }];
const UID = 7;
const purchaseInput = {
  goodsId: goods.ID,
  goodsName: goods.PName,
  supplierName: goods.SName,
  aliUrl: 'https://detail.1688.com/offer/1.html',
};

function purchaseWith(saveCart: AnyActorLogic, placeOrder: AnyActorLogic) {
  const actor = createActor(purchaseMachine.provide({ actors: { saveCart, placeOrder } as never }), {
    input: purchaseInput,
  }).start();
  actor.send({ type: 'supplier.known', shippingType: 0, alsoBought: [] });
  return actor;
}

describe('a burst of clicks sends one request per action (issue #8 item 2)', () => {
  it('加入购物车 ×3 while saving → one saveCart; offered again after the save', async () => {
    const saveCart = countingActor<{ count: number }, unknown>();
    const placeOrder = countingActor<PlacedOrder, unknown>();
    const actor = purchaseWith(saveCart.logic, placeOrder.logic);
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'user.addToCart', uid: UID, lines });
    // 立即购买 during the save is no second request either
    actor.send({ type: 'user.buyNow', uid: UID, lines });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect([saveCart.calls, placeOrder.calls]).toEqual([1, 0]);
    saveCart.resolve({ count: 3 });
    await settle();
    actor.send({ type: 'user.closeAdded' });
    actor.send({ type: 'user.addToCart', uid: UID, lines });
    expect(saveCart.calls).toBe(2);
    actor.stop();
  });

  it('立即购买 ×3 while the order is being placed → one placeOrder', async () => {
    const saveCart = countingActor<{ count: number }, unknown>();
    const placeOrder = countingActor<PlacedOrder, unknown>();
    const actor = purchaseWith(saveCart.logic, placeOrder.logic);
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'user.buyNow', uid: UID, lines });
    actor.send({ type: 'user.addToCart', uid: UID, lines });
    expect(actor.getSnapshot().matches('ordering')).toBe(true);
    expect([placeOrder.calls, saveCart.calls]).toEqual([1, 0]);
    placeOrder.resolve({ orderNo: '1700000000042', opened: true });
    await settle();
    expect(actor.getSnapshot().matches('ordering')).toBe(false);
    expect(placeOrder.calls).toBe(1);
    actor.stop();
  });

  it('收藏商品 ×3 while saving → one saveFavourite', async () => {
    const saveFavourite = countingActor<string, SaveFavouriteInput>();
    const actor = createActor(favouriteMachine.provide({ actors: { saveFavourite: saveFavourite.logic } }), {
      input: { goodsId: goods.ID },
    }).start();
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'user.favourite', uid: UID });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(saveFavourite.calls).toBe(1);
    saveFavourite.resolve('收藏成功');
    await settle();
    expect(actor.getSnapshot().matches({ idle: 'saved' })).toBe(true);
    expect(saveFavourite.calls).toBe(1);
    actor.stop();
  });

  it('登录 ×3 while submitting → one login call', async () => {
    const login = countingActor<User, LoginInput>();
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restoreSession: fromPromise<User | null>(async () => null),
          login: login.logic,
          logout: pendingActor<void>(),
          watchSession: pendingActor<TokenEnd>(),
          loadCartCount: pendingActor<number>(),
        },
      }),
    ).start();
    await settle();
    actor.send({ type: 'user.openLogin' });
    for (let i = 0; i < 3; i += 1) {
      actor.send({ type: 'user.submitLogin', mobile: '13800000000', password: 'secret123' });
    }
    expect(actor.getSnapshot().matches({ loggedOut: 'submitting' })).toBe(true);
    expect(login.calls).toBe(1);
    login.resolve({ id: UID, nickname: '买家' });
    await settle();
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(login.calls).toBe(1);
    actor.stop();
  });

  it('查看资质 ×3 → one check; 确定 ×3 → one payment order, and no 查看资质 restarts it', async () => {
    let checks = 0;
    const startPayment = countingActor<StartedPayment, { supplierId: number }>();
    const actor = createActor(
      qualificationMachine.provide({
        actors: {
          // the server answers "not paid yet" (code 0): the 100 yuan confirmation follows
          loadQualification: fromPromise<Qualification, { supplierId: number }>(() => {
            checks += 1;
            return Promise.reject(new ApiError('rejected', '查看供应商资质需先支付100元', 200, 0));
          }),
          startPayment: startPayment.logic,
          watchPayment: pendingActor<SettledPayment, { orderNo: string }>(),
          checkPayment: pendingActor<PaymentStatus, { orderNo: string }>(),
        },
      }),
      { input: { supplierId: 101 } },
    ).start();
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'user.viewQualification', uid: UID });
    await settle();
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'user.confirmPayment' });
    actor.send({ type: 'user.viewQualification', uid: UID });
    expect(actor.getSnapshot().matches('startingPayment')).toBe(true);
    expect(startPayment.calls).toBe(1);
    startPayment.resolve({ orderNo: 'QP1', payUrl: '/pay?order_no=QP1', opened: true });
    await settle();
    expect(actor.getSnapshot().matches('paying')).toBe(true);
    actor.send({ type: 'user.confirmPayment' });
    actor.send({ type: 'user.viewQualification', uid: UID });
    expect(startPayment.calls).toBe(1);
    expect(checks).toBe(1);
    actor.stop();
  });
});
