/**
 * Spec §4: which purchase buttons the page offers, from the supplier's shipping_type and the
 * goods' ali_url. One rule, used by the purchase machine (its guards and its view).
 *
 *   shipping_type 2 → no 加入购物车, no 立即购买 (direct-ship only)
 *   shipping_type 1 → no 1688直发
 *   1688直发 also needs an ali_url, and only an http(s) URL on 1688.com (or a subdomain) is opened
 *
 * The supplier data arrives after the goods (its own call), so the type may still be 'pending':
 * no button is offered yet (the view keeps their space, nothing jumps). When the supplier could
 * not be loaded the type is 'unknown': the page offers what the goods alone allow, and the
 * server still refuses a cart save of direct-ship-only goods with a message.
 */

export type ShippingType = 0 | 1 | 2;
export type ShippingKnowledge = ShippingType | 'pending' | 'unknown';

export interface PurchaseButtons {
  addToCart: boolean;
  buyNow: boolean;
  /** the URL 1688直发 opens, or null when the button is not offered */
  directShipUrl: string | null;
}

/** True for an absolute http: or https: URL with a host; javascript:, data:, relative text… are not. */
export function isHttpUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/**
 * The host a direct-ship link may name: 1688.com or a subdomain (detail.1688.com, m.1688.com).
 * ali_url is typed by a supplier; the button is 1688直发, so a link elsewhere (a look-alike such
 * as 1688.com.example.net, a `user@host` trick) is not offered.
 */
const DIRECT_SHIP_HOST = /(^|\.)1688\.com$/i;

/** An http(s) link to 1688 (see DIRECT_SHIP_HOST); javascript:, data:, other hosts are not. */
export function isDirectShipUrl(text: string): boolean {
  return isHttpUrl(text) && DIRECT_SHIP_HOST.test(new URL(text.trim()).hostname);
}

/**
 * Spec §4: shipping_type 2 sells on 1688 only (no 加入购物车, no 立即购买), so the page says the
 * quantities chosen here order nothing. A type not yet known (or not loaded) is not 2.
 */
export function isDirectShipOnly(shipping: ShippingKnowledge | undefined): boolean {
  return shipping === 2;
}

export function purchaseButtons(shipping: ShippingKnowledge, aliUrl: string): PurchaseButtons {
  if (shipping === 'pending') return { addToCart: false, buyNow: false, directShipUrl: null };
  const cartAndBuy = !isDirectShipOnly(shipping);
  const directShip = shipping !== 1 && isDirectShipUrl(aliUrl);
  return { addToCart: cartAndBuy, buyNow: cartAndBuy, directShipUrl: directShip ? aliUrl.trim() : null };
}
