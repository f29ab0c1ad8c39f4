/**
 * The order pages' two notices (/confirmOrder, /order, /orders): a login asked for, and a number
 * that names no order here, with the ways back to the goods.
 */
import { Link } from '@tanstack/react-router';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import { MessagePanel, primaryButton } from './message-panel';

/** The quieter button beside a primary one (返回首页, 取消订单); here, not beside primaryButton, so
 * that it stays out of the first load: only the order pages use it. */
export const secondaryButton =
  'rounded border border-neutral-300 bg-white px-5 py-2 text-neutral-700 hover:border-brand-500 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

export function LoginNeededPanel({ title, onLogin }: { title: string; onLogin?: (() => void) | undefined }) {
  return (
    <MessagePanel
      title={title}
      action={
        onLogin && (
          <button type="button" className={primaryButton} onClick={onLogin}>
            {labels.login}
          </button>
        )
      }
    >
      {orderText.orderLoginBody}
    </MessagePanel>
  );
}

export function NoOrderPanel({ title, hint, orderNo }: { title: string; hint: string; orderNo: string }) {
  return (
    <MessagePanel
      tone="error"
      title={title}
      action={
        <>
          <Link to="/goods" className={primaryButton}>
            {catalogueText.browseAll}
          </Link>
          <Link to="/" className={secondaryButton}>
            {appText.backHome}
          </Link>
        </>
      }
    >
      <p>{hint}</p>
      <p className="mt-2 text-sm text-neutral-500">
        {orderText.orderNo}：<span className="font-mono">{orderNo}</span>
      </p>
    </MessagePanel>
  );
}
