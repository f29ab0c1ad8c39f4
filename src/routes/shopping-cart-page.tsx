/**
 * /shoppingCart (spec §2): the buyer's cart, loaded when visited. Provides the real cart calls to the cartPage machine,
 * and bridges the session of the root route (views/session-context.tsx):
 * - the session's uid → `session.changed`, whenever it changes (login, logout, another account);
 * - while the session is still restoring (a reload checks the stored token), the machine is not
 *   started at all, so the page never flashes the login prompt to a logged-in buyer;
 * - the cart's count as the server answers it → `cart.changed`, so the header's count follows
 *   every edit made here;
 * - 登录 → `user.openLogin` with the reason 查看购物车.
 * Without a session provider (a view rendered alone) the buyer is a visitor.
 */
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { type ActorOptions, fromPromise } from 'xstate';

import { appText, labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import type { CartLine } from '@/domain/cart';
import { cartPageMachine, removalOnLeaving } from '@/machines/cart-page.machine';
import { toCartPageView } from '@/machines/cart-page.view';
import { cartLinesToOrder } from '@/rules/cart-checkout';
import { fetchCart, removeCartLine, removeCartLineOnLeaving, updateCartLine } from '@/services/cart-api';
import { bases } from '@/services/config';
import { storeOrder } from '@/services/order-store';
import { CartPageView } from '@/views/cart-page-view';
import { type Crumb, PageFrame } from '@/views/page-frame';
import { type SessionHandle, useSession } from '@/views/session-context';
import { useEmitted } from './use-emitted';

/** The actor's clock (xstate does not export its Clock type). */
type Clock = NonNullable<ActorOptions<typeof cartPageMachine>['clock']>;

const cartPageLogic = cartPageMachine.provide({
  actors: {
    // The list call names no uid: the server reads the buyer from the bearer token.
    loadCart: fromPromise(({ signal }) => fetchCart(signal)),
    updateLine: fromPromise(({ input, signal }) =>
      updateCartLine(input.uid, input.lineId, input.goodsNum, signal),
    ),
    removeLine: fromPromise(({ input, signal }) => removeCartLine(input.uid, input.lineId, signal)),
    // A removed line whose 撤销 window the page did not outlive (issue 19: it stayed in the cart).
    removeOnLeave: removalOnLeaving((input) => removeCartLineOnLeaving(input.uid, input.lineId)),
  },
});

const crumbs: Crumb[] = [{ label: labels.home, to: '/' }, { label: appText.cart }];

/**
 * The page's content; `logic` is the real one, or a test's with its own actors, and `clock` a
 * test's simulated time for the 撤销 window (the real clock otherwise).
 */
export function CartPage({
  logic = cartPageLogic,
  clock,
  onCheckout,
}: {
  logic?: typeof cartPageMachine;
  clock?: Clock;
  /** a test's own 结算 (the page keeps the draft and opens /confirmOrder otherwise) */
  onCheckout?: (lines: CartLine[]) => void;
}) {
  const session = useSession();
  if (session?.view.status === 'restoring') {
    return (
      <p role="status" className="rounded-lg bg-white p-8 text-center text-neutral-500 shadow-sm">
        {orderText.sessionChecking}
      </p>
    );
  }
  return <CartScreen logic={logic} session={session} clock={clock} onCheckout={onCheckout} />;
}

function CartScreen({
  logic,
  session,
  clock,
  onCheckout,
}: {
  logic: typeof cartPageMachine;
  session: SessionHandle | null;
  clock: Clock | undefined;
  onCheckout: ((lines: CartLine[]) => void) | undefined;
}) {
  const uid = session?.view.uid ?? 0;
  const [snapshot, send, actor] = useMachine(logic, clock ? { input: { uid }, clock } : { input: { uid } });
  // 结算 (issue 23): the ticked lines kept as an order draft, then the confirm page as buy now opens it
  const navigate = useNavigate();
  useEmitted(actor, 'checkout', ({ lines }) => {
    if (onCheckout) return onCheckout(lines);
    const orderNo = storeOrder(cartLinesToOrder(lines));
    void navigate({
      to: '/confirmOrder',
      search: { order_no: orderNo, from: 'cart' } as { order_no: string },
    });
  });
  // The session is the source of truth for who is logged in; the chart ignores the uid it has.
  useEffect(() => {
    send({ type: 'session.changed', uid });
  }, [uid, send]);
  const view = toCartPageView(snapshot);
  const { count } = view;
  const cartCount = session?.view.cartCount;
  const sendToSession = session?.send;
  // Only a count the session does not already have is sent, so this cannot loop.
  useEffect(() => {
    if (count !== null && count !== cartCount) sendToSession?.({ type: 'cart.changed', count });
  }, [count, cartCount, sendToSession]);
  const onLogin = sendToSession
    ? () => sendToSession({ type: 'user.openLogin', reason: orderText.cartLoginReason })
    : undefined;
  return <CartPageView view={view} send={send} imageHost={bases.imageHost} onLogin={onLogin} />;
}

/** The page in its frame, as the route shows it. */
export function ShoppingCartPage() {
  return (
    <PageFrame breadcrumb={crumbs}>
      <CartPage />
    </PageFrame>
  );
}
