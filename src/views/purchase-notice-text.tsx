/**
 * The words of the purchase bar's notice after a save or an order (a failure, the order opened or
 * its tab blocked, with the link to it): shown only after the buyer pressed a button, so they load
 * as a lazy part (purchase-bar.tsx) with the others at the first interaction, off /detail's first
 * load (issue #17's 150 kB budget). 请选择商品 stays in the bar itself.
 */
import { appText, fill } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { PurchaseNotice } from '@/machines/purchase.view';

function orderLink(orderNo: string) {
  return (
    <a
      href={`/confirmOrder?order_no=${orderNo}`}
      target="_blank"
      rel="noopener"
      className="ml-1 font-medium underline underline-offset-2"
    >
      {laterText.openConfirmOrder}
    </a>
  );
}

export function PurchaseNoticeText({ notice }: { notice: Exclude<PurchaseNotice, { kind: 'selectGoods' }> }) {
  switch (notice.kind) {
    case 'saveFailed':
      // What failed, then why: a bare 网络连接失败… beside two buttons would not say which one.
      return (
        <>
          {notice.message
            ? fill(laterText.cartSaveFailedWhy, { reason: notice.message })
            : laterText.cartSaveFailed}
        </>
      );
    case 'orderFailed':
      return <>{notice.message ?? appText.orderNotStored}</>;
    case 'orderOpened':
      return (
        <>
          {fill(laterText.orderOpened, { n: notice.orderNo })}
          {orderLink(notice.orderNo)}
        </>
      );
    case 'popupBlocked':
      return (
        <>
          {laterText.popupBlocked}
          {orderLink(notice.orderNo)}
        </>
      );
  }
}
