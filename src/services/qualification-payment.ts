/**
 * The qualification payment as the page runs it (spec §4, §7): the payment page opens in a new
 * tab within the buyer's click, the order is created, the tab is sent to it; and the page hears
 * from that tab when the order is settled.
 */
import * as v from 'valibot';
import { laterText } from '@/copy/later-text';
import { createQualificationPayment, paymentPageUrl } from './payment-api';
import { PAYMENT_CHANNEL, PaymentSettledMessage } from './schemas';

/**
 * A blank tab opened now, while the click's user activation lasts (null when a popup blocker
 * stopped it): the order it will show does not exist yet. The opener is cut at once, as
 * new-tab.ts does; our handle still lets us send the tab on.
 */
function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  try {
    // A word for the buyer while the order is created (the blank tab is ours, same origin).
    tab.document.title = laterText.payTabOpening;
    tab.document.body.textContent = laterText.payTabOpening;
  } catch {
    // A browser that does not let us write into it still shows the payment page in a moment.
  }
  return tab;
}

/**
 * 确定 on 查看供应商资质需支付100元: opens the tab SYNCHRONOUSLY (before the first await, so it
 * must be called inside the click's handling: a fromPromise actor's body runs synchronously up to
 * its first await), creates the order (POST /api/pay/create), then sends the tab to the payment
 * page. `opened` is false when the tab was blocked or closed meanwhile: the page offers a link.
 * A failed order, or `signal` aborting before the order is there, closes the blank tab and throws.
 */
export async function startQualificationPayment(
  supplierId: number,
  signal?: AbortSignal,
): Promise<{ orderNo: string; payUrl: string; opened: boolean }> {
  const tab = openPendingTab();
  try {
    const order = await createQualificationPayment(supplierId, signal);
    // The page stopped waiting meanwhile (the buyer's session ended, the goods changed): the
    // blank tab must not stay behind, nor be sent to a payment nobody waits for.
    signal?.throwIfAborted();
    const payUrl = paymentPageUrl(order);
    const opened = tab !== null && !tab.closed;
    if (opened) tab.location.replace(new URL(payUrl, window.location.href).href);
    return { orderNo: order.order_no, payUrl, opened };
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * Settles with 'paid' or 'cancelled' when the payment page of `orderNo` says the order is
 * settled (its result page posts on PAYMENT_CHANNEL); never settles otherwise. Rejects at once
 * where BroadcastChannel is missing: the page then relies on polling the status alone.
 */
export function watchPaymentResult(
  orderNo: string,
  signal: AbortSignal,
): Promise<PaymentSettledMessage['status']> {
  return new Promise((resolve, reject) => {
    if (typeof BroadcastChannel === 'undefined') {
      reject(new Error(laterText.paymentWatchUnsupported));
      return;
    }
    const channel = new BroadcastChannel(PAYMENT_CHANNEL);
    signal.addEventListener('abort', () => channel.close());
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = v.safeParse(PaymentSettledMessage, event.data);
      if (!message.success || message.output.order_no !== orderNo) return;
      channel.close();
      resolve(message.output.status);
    };
  });
}
