/**
 * The purchase buttons (spec §2, §4): 加入购物车, 立即购买 and 1688直发 as the purchase machine
 * offers them for the supplier's shipping_type, and the notice of the last attempt.
 *
 * 加入购物车 and 立即购买 go to the page (`sendPage`), which asks for a login first when needed and
 * then hands them to the purchase machine with the uid and the selected lines; closing a notice
 * goes to the purchase machine itself. Until the supplier's shipping_type is known the buttons'
 * space is kept, so nothing below them moves when they appear.
 */
import { appText, labels, notices } from '@/copy/copy';
import type { PurchaseEvent } from '@/machines/purchase.machine';
import type { PurchaseViewData } from '@/machines/purchase.view';
import { InlineNotice } from './inline-notice';
import { lazyPart } from './lazy-part';

// On a phone the buttons share one row of the fixed purchase bar (issue #18).
const base =
  'inline-flex h-11 min-w-0 flex-1 items-center justify-center rounded px-2 text-base font-medium whitespace-nowrap md:min-w-32 md:flex-none md:px-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-busy:cursor-progress aria-busy:opacity-70';
const cartClass = `${base} border-2 border-brand-500 bg-brand-50 text-brand-700 hover:bg-brand-100`;
const buyClass = `${base} bg-brand-500 text-white hover:bg-brand-600`;
const directClass = `${base} bg-orange-700 text-white hover:bg-orange-800`;

// The words of a notice after a save or an order load with the other lazy parts at the first
// interaction (before any button's click lands): 请选择商品 alone is said at once.
const PurchaseNoticeText = lazyPart(
  'purchaseNotice',
  () => import('./purchase-notice-text'),
  (module) => module.PurchaseNoticeText,
);

/**
 * A double or triple click is one press: its second and third clicks (`detail` 2 and 3) send
 * nothing. The chart takes no purchase event while an order is being made, but making one is quick:
 * on a busy machine the third click of a triple click arrived after the first order's tab had
 * opened, and made a second order (input-guards.e2e in CI). A keyboard press is a click of detail
 * 0 and always counts; two separate clicks are two presses.
 */
const onePress =
  (send: () => void) =>
  (event: { detail: number }): void => {
    if (event.detail <= 1) send();
  };

export function PurchaseBar({
  view,
  send,
  sendPage,
}: {
  view: PurchaseViewData;
  send: (event: Extract<PurchaseEvent, { type: 'user.dismissNotice' }>) => void;
  /** a click of 加入购物车 or 立即购买; the page adds the selected lines and asks for a login */
  sendPage: (event: { type: 'user.addToCart' | 'user.buyNow' }) => void;
}) {
  const { buttons, notice } = view;
  return (
    <div className="space-y-2">
      <div className="flex min-h-11 gap-2 md:flex-wrap md:gap-3">
        {buttons === null ? (
          <div aria-hidden="true" className="h-11 w-72 animate-pulse rounded bg-neutral-100" />
        ) : (
          <>
            {buttons.addToCart && (
              <button
                type="button"
                className={cartClass}
                aria-busy={view.saving}
                onClick={onePress(() => sendPage({ type: 'user.addToCart' }))}
              >
                {view.saving ? appText.addingToCart : labels.addToCart}
              </button>
            )}
            {buttons.buyNow && (
              <button
                type="button"
                className={buyClass}
                aria-busy={view.ordering}
                onClick={onePress(() => sendPage({ type: 'user.buyNow' }))}
              >
                {labels.buyNow}
              </button>
            )}
            {buttons.directShipUrl && (
              <a
                href={buttons.directShipUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={directClass}
              >
                {labels.directShip}
              </a>
            )}
          </>
        )}
      </div>
      {notice && (
        <InlineNotice
          tone={notice.kind === 'orderOpened' ? 'success' : 'error'}
          onDismiss={() => send({ type: 'user.dismissNotice' })}
        >
          {notice.kind === 'selectGoods' ? notices.selectGoods : <PurchaseNoticeText notice={notice} />}
        </InlineNotice>
      )}
    </div>
  );
}
