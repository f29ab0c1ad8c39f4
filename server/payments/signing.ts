/**
 * The two signatures of the payment (issue 24 item 1), HMAC-SHA256 with PAYMENT_SECRET, compared
 * in constant time:
 * - the provider's notification to our server, over order number, amount and status: the only
 *   thing that settles or cancels an order;
 * - the payment link our server hands the order's owner (order number, amount, expiry): the only
 *   way the provider's page shows an order, since the tab it opens carries no session.
 * Each signs a different label first, so one can never be replayed as the other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, label: string, fields: readonly (string | number)[]) =>
  createHmac('sha256', secret)
    .update([label, ...fields.map(String)].join('\n'))
    .digest('hex');

/** Constant-time equality of two hex signatures (a wrong length is simply false). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export type NotifiedStatus = 'paid' | 'cancelled';

export interface PaymentNotification {
  order_no: string;
  /** yuan with two decimals, as the order's amount is written (e.g. '100.00') */
  amount: string;
  status: NotifiedStatus;
}

export const signNotification = (secret: string, n: PaymentNotification) =>
  mac(secret, 'notify', [n.order_no, n.amount, n.status]);

export const notificationSigned = (secret: string, n: PaymentNotification, sign: string) =>
  sameSignature(signNotification(secret, n), sign);

export interface PayLink {
  order_no: string;
  moneyFen: number;
  /** seconds since the epoch */
  expires: number;
}

export const signPayLink = (secret: string, link: PayLink) =>
  mac(secret, 'pay-link', [link.order_no, link.moneyFen, link.expires]);

export const payLinkSigned = (secret: string, link: PayLink, sign: string) =>
  sameSignature(signPayLink(secret, link), sign);
