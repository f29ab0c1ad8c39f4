/**
 * The payment provider's pages (GET /pay, POST /pay/confirm, POST /pay/cancel: server/payments/
 * provider.ts). The forms carry the signed link (order_no, money, expires, sign) they were opened
 * with: the provider checks it again before it notifies our server.
 */

import { readableNumber } from '../../src/rules/readable-number';
import { PAYMENT_CHANNEL, type PaymentSettledMessage } from '../../src/services/schemas';
import { yuan } from '../http/format';
import { html, page, SafeHtml } from './html';

export interface PayOrder {
  orderNo: string;
  body: string;
  moneyFen: number;
  status: 'pending' | 'paid' | 'cancelled';
  /** a goods order (issue 23) rather than the qualification: the pages point back to the order */
  goods?: boolean;
}

/** Where the buyer goes back to once the order is paid or cancelled. */
export const paidHint = (order: PayOrder) =>
  order.goods ? '请返回订单页查看订单。' : '请返回商品页查看供应商资质。';

const summary = (order: PayOrder) => html`<p class="amount">￥${readableNumber(yuan(order.moneyFen))}</p>
<p>支付内容：${order.body}</p>
<p class="muted">订单号：${order.orderNo}</p>`;

/** The signed payment link of an order, as its page's query and forms carry it. */
export interface PayLinkFields {
  order_no: string;
  money: string;
  expires: string;
  sign: string;
}

const orderForm = (action: string, link: PayLinkFields, label: string, primary: boolean) =>
  html`<form method="post" action="${action}">${Object.entries(link).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}<button type="submit"${primary ? html` class="primary"` : ''}>${label}</button></form>`;

export function payPage(order: PayOrder, link: PayLinkFields): string {
  if (order.status === 'paid')
    return payResultPage('该订单已支付', order, `已支付，无需重复付款。${paidHint(order)}`, true);
  if (order.status === 'cancelled')
    return payResultPage(
      '该订单已取消',
      order,
      order.goods
        ? '该订单已取消或已过期，如需购买请返回商品页重新下单。'
        : '该订单已取消，如需查看资质请返回商品页重新发起支付。',
      false,
    );
  return page(
    '收银台 - 确认支付',
    html`<h1>收银台</h1>
${summary(order)}
<p class="notice">这是演示用的支付沙箱，不会产生真实扣款。</p>
<div class="actions">${orderForm('/pay/confirm', link, '确认支付', true)}${orderForm('/pay/cancel', link, '取消', false)}</div>`,
  );
}

/**
 * Tells the detail page that opened this tab how the order ended, at once (it also polls
 * GET /api/pay/status): a BroadcastChannel reaches the app's pages of the same origin, which the
 * sandbox is when the payment host is this server. Old browsers without it just rely on polling.
 *
 * The code is the same for every order (the order rides in data-* attributes), so the page's
 * Content-Security-Policy allows it by its hash (server/http/security-headers.ts).
 */
export const PAY_SETTLED_CODE =
  'try{const d=document.currentScript.dataset;new BroadcastChannel(d.channel).postMessage(JSON.parse(d.message))}catch(e){}';

function settledScript(order: PayOrder) {
  if (order.status === 'pending') return '';
  const message: PaymentSettledMessage = { order_no: order.orderNo, status: order.status };
  return html`<script data-channel="${PAYMENT_CHANNEL}" data-message="${JSON.stringify(message)}">${new SafeHtml(PAY_SETTLED_CODE)}</script>`;
}

export function payResultPage(title: string, order: PayOrder, message: string, ok: boolean): string {
  return page(
    title,
    html`<h1>${title}</h1>
${summary(order)}
<p class="notice${ok ? ' ok' : ''}">${message}</p>
<p class="muted">您可以关闭本页面。</p>
${settledScript(order)}`,
  );
}

export const payErrorPage = (title: string, message: string) =>
  page(title, html`<h1>${title}</h1><p class="notice">${message}</p>`);
