/**
 * The payment provider of the demo, a sandbox in the shape of a real one (spec §4, §7: a payment
 * page on a payment host; issue 24 item 1). It shows an order only through the signed, expiring
 * link our server gave the order's owner, and its 确认支付 / 取消 never touch our orders: they
 * send our server a notification signed with the shared secret (POST /api/pay/notify), exactly
 * as a provider's server would, and the page then shows what our server made of it.
 *
 * What the provider knows of an order (number, amount, text, status) it reads through `lookup`,
 * as a provider knows the orders merchants registered with it; it never writes them.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { yuan } from '../http/format';
import { holdsControlCharacter, MSG_CONTROL_CHARACTER, readBody } from '../http/validate';
import {
  type PayLinkFields,
  type PayOrder,
  paidHint,
  payErrorPage,
  payPage,
  payResultPage,
} from '../pages/pay-page';
import { type NotifiedStatus, payLinkSigned, signNotification } from './signing';

export interface ProviderDeps {
  secret: string;
  lookup(orderNo: string): Promise<PayOrder | null>;
  /**
   * Delivers a notification to the merchant (our POST /api/pay/notify). `changed`: this very
   * notification moved the order (a repeated or concurrent one finds it done already).
   */
  notify(body: Record<string, string>): Promise<{ status: number; changed: boolean }>;
  /** ms since the epoch */
  clock(): number;
}

export const LinkFields = v.object({
  order_no: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,64}$/)),
  money: v.pipe(v.string(), v.regex(/^\d{1,9}(\.\d{1,2})?$/)),
  expires: v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
  sign: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});

const moneyFenOf = (money: string) => Math.round(Number(money) * 100);

type Checked =
  | { ok: true; link: PayLinkFields; order: PayOrder }
  | { ok: false; page: string; status: 400 | 403 | 404 };

const BAD_LINK = payErrorPage('支付链接无效', '支付链接无效或已过期，请返回商品页重新发起支付。');

export function paymentProvider({ secret, lookup, notify, clock }: ProviderDeps) {
  /** The link's fields, its signature and expiry checked; then the order it names. */
  async function checkLink(input: unknown): Promise<Checked> {
    if (holdsControlCharacter(input))
      return { ok: false, status: 400, page: payErrorPage('订单号有误', MSG_CONTROL_CHARACTER) };
    const parsed = v.safeParse(LinkFields, input);
    if (!parsed.success)
      return { ok: false, status: 400, page: payErrorPage('订单号有误', '缺少订单号或支付链接不完整。') };
    const link = parsed.output;
    const signed = payLinkSigned(
      secret,
      { order_no: link.order_no, moneyFen: moneyFenOf(link.money), expires: Number(link.expires) },
      link.sign,
    );
    if (!signed || Number(link.expires) * 1000 <= clock()) return { ok: false, status: 403, page: BAD_LINK };
    const order = await lookup(link.order_no);
    if (!order)
      return {
        ok: false,
        status: 404,
        page: payErrorPage('订单不存在', `找不到订单 ${link.order_no}，请返回商品页重新发起支付。`),
      };
    if (order.moneyFen !== moneyFenOf(link.money))
      return {
        ok: false,
        status: 400,
        page: payErrorPage('支付金额不正确', '支付金额与订单金额不一致，请返回商品页重新发起支付。'),
      };
    return { ok: true, link, order };
  }

  const tell = (order: PayOrder, status: NotifiedStatus) => {
    const fields = { order_no: order.orderNo, amount: yuan(order.moneyFen), status };
    return notify({ ...fields, sign: signNotification(secret, fields) });
  };

  return new Hono()
    .get('/pay', async (c) => {
      const checked = await checkLink(c.req.query());
      if (!checked.ok) return c.html(checked.page, checked.status);
      return c.html(payPage(checked.order, checked.link));
    })
    .post('/pay/confirm', async (c) => {
      const checked = await checkLink(await readBody(c));
      if (!checked.ok) return c.html(checked.page, checked.status);
      const answered = await tell(checked.order, 'paid');
      // read after notifying, so that a concurrent confirmation is reported as it ended
      const order = (await lookup(checked.order.orderNo)) ?? checked.order;
      if (answered.changed && order.status === 'paid')
        return c.html(payResultPage('支付成功', order, `支付成功！${paidHint(order)}`, true));
      if (order.status === 'paid') return c.html(payPage(order, checked.link));
      return c.html(payResultPage('该订单已取消', order, '该订单已取消或已过期，无法支付。', false), 409);
    })
    .post('/pay/cancel', async (c) => {
      const checked = await checkLink(await readBody(c));
      if (!checked.ok) return c.html(checked.page, checked.status);
      const answered = await tell(checked.order, 'cancelled');
      const order = (await lookup(checked.order.orderNo)) ?? checked.order;
      if (answered.changed && order.status === 'cancelled')
        return c.html(payResultPage('已取消支付', order, '已取消支付。', false));
      if (order.status === 'cancelled') return c.html(payPage(order, checked.link));
      return c.html(payResultPage('该订单已支付', order, '该订单已支付，无法取消。', true), 409);
    });
}
