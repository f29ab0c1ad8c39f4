/**
 * purchase's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart is purchase.machine.ts beside it). Nothing here changes state.
 */

import type { AlsoBought } from '@/domain/supplier';
import { alsoBoughtGroups } from '@/rules/also-bought';
import type { PurchaseSnapshot } from './purchase.machine';
import { offered } from './purchase.machine';

export type PurchaseNotice =
  | { kind: 'selectGoods' }
  | { kind: 'saveFailed'; message: string | null }
  | { kind: 'orderOpened'; orderNo: string }
  | { kind: 'popupBlocked'; orderNo: string }
  | { kind: 'orderFailed'; message: string | null };

export interface PurchaseViewData {
  /** null while the supplier's shipping_type is not known yet: the view keeps the buttons' space */
  buttons: { addToCart: boolean; buyNow: boolean; directShipUrl: string | null } | null;
  saving: boolean;
  ordering: boolean;
  notice: PurchaseNotice | null;
  /** the success dialog (spec §2): open with the cart's count and the also-bought goods */
  added: { open: boolean; cartCount: number; alsoBoughtGroups: AlsoBought[][] };
}

function noticeOf(snapshot: PurchaseSnapshot): PurchaseNotice | null {
  const { orderNo, error } = snapshot.context;
  if (snapshot.matches({ idle: 'nothingSelected' })) return { kind: 'selectGoods' };
  if (snapshot.matches({ idle: 'saveFailed' })) return { kind: 'saveFailed', message: error };
  if (snapshot.matches({ idle: 'orderFailed' })) return { kind: 'orderFailed', message: error };
  if (orderNo && snapshot.matches({ idle: 'orderOpened' })) return { kind: 'orderOpened', orderNo };
  if (orderNo && snapshot.matches({ idle: 'popupBlocked' })) return { kind: 'popupBlocked', orderNo };
  return null;
}

/** What the purchase bar and the success dialog show, derived from the snapshot only. */
export function toPurchaseView(snapshot: PurchaseSnapshot): PurchaseViewData {
  const { context } = snapshot;
  return {
    buttons: context.shipping === 'pending' ? null : offered(context),
    saving: snapshot.matches('saving'),
    ordering: snapshot.matches('ordering'),
    notice: noticeOf(snapshot),
    added: {
      open: snapshot.matches('added'),
      cartCount: context.cartCount,
      alsoBoughtGroups: alsoBoughtGroups(context.alsoBought, context.goodsId),
    },
  };
}
