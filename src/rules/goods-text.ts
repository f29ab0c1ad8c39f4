/**
 * Text rules of the goods information (spec §2, §4, §9): pure, so the machine's view and the
 * tests share one definition of each.
 */
import { labels, notices } from '@/copy/copy';
import { DATE_CHARS } from './business-constants';
import { isDirectShipUrl } from './purchase-buttons';
import { readableNumber } from './readable-number';

/** Spec §2, §9: dates show their first 10 characters ('2026-11-18 16:40:00' → '2026-11-18'). */
export function cutDate(text: string): string {
  return text.slice(0, DATE_CHARS);
}

/** Spec §2: the 代发 (dropshipping) badge shows beside the name when skuFlag is above 0. */
export function showsDaifaBadge(skuFlag: number): boolean {
  return skuFlag > 0;
}

/** Spec §2: 搜同款 searches the title cut at its first '+' (the whole title when it has none). */
export function titleBeforePlus(title: string): string {
  const plus = title.indexOf('+');
  return (plus === -1 ? title : title.slice(0, plus)).trim();
}

export interface PriceText {
  /** '0元起' or '￥25.80' */
  price: string;
  /** the hint beside 0元起: ask for daifa, or use the direct-ship button when ali_url exists */
  hint: string | null;
}

/**
 * Spec §4 price text: an unset price shows 0元起 and one of two hints. "ali_url exists" is read
 * as 1688直发 would read it (isDirectShipUrl): a link the button refuses to open is no link, so
 * the hint never points at a button the page does not show.
 */
export function priceText(price: string, aliUrl: string): PriceText {
  if (price !== notices.priceUnset) return { price: `￥${readableNumber(price)}`, hint: null };
  return {
    price: notices.priceUnset,
    hint: isDirectShipUrl(aliUrl) ? notices.useDirectShip : notices.askDaifa,
  };
}

/** Spec §2 supplier card: 最近上新 shows 今天 when the supplier's latest update is today. */
export function latestUpdateText(updateNewTime: string, today: string): string {
  const day = cutDate(updateNewTime);
  return day === cutDate(today) ? labels.today : day;
}
