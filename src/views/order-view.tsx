/**
 * The order chart's headless view (machines/order.view.ts toOrderView): the confirmation before
 * 提交订单 and the order after it, on /confirmOrder and /order alike. It lays out what the
 * view-model says and sends the chart the buyer's presses; it decides nothing.
 */
import { Link } from '@tanstack/react-router';
import { fill, labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import type { OrderEvent } from '@/machines/order.machine';
import type { OrderView as OrderViewData } from '@/machines/order.view';
import { readableNumber } from '@/rules/readable-number';
import { OrderLinesTable } from './confirm-order-view';
import { InlineNotice } from './inline-notice';
import { primaryButton } from './message-panel';
import { LoginNeededPanel, NoOrderPanel, secondaryButton } from './order-panels';
import { RetryNotice } from './retry-notice';

const busyButton = `${primaryButton} disabled:cursor-wait disabled:opacity-70`;

/** the state badge's colours, by the order's state (the list shows the same) */
export const statusTone: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-800 border-amber-200',
  paid: 'bg-green-50 text-green-800 border-green-200',
  cancelled: 'bg-neutral-100 text-neutral-700 border-neutral-300',
  expired: 'bg-neutral-100 text-neutral-700 border-neutral-300',
};

export function OrderView({
  view,
  send,
  onLogin,
  noDraft,
}: {
  view: OrderViewData;
  send: (event: OrderEvent) => void;
  /** 登录 for a visitor (the session's dialog); absent without a session */
  onLogin?: () => void;
  /** what to say when the number is no order and this browser holds no draft of it */
  noDraft?: { title: string; hint: string };
}) {
  const { stage, summary, order } = view;
  if (stage === 'loggedOut' && !summary)
    return <LoginNeededPanel title={orderText.orderLoginTitle} onLogin={onLogin} />;
  if (stage === 'checking' && !order)
    return (
      <p role="status" className="rounded-lg bg-white p-8 text-center text-neutral-500 shadow-sm">
        {orderText.checkingOrder}
      </p>
    );
  if (stage === 'loadFailed' && !order)
    return (
      <RetryNotice
        title={orderText.orderLoadFailed}
        message={view.error}
        onRetry={() => send({ type: 'user.retry' })}
      />
    );
  if (stage === 'noDraft' || !summary)
    return (
      <NoOrderPanel
        title={noDraft?.title ?? orderText.orderNotFound}
        hint={noDraft?.hint ?? orderText.orderNotFoundHint}
        orderNo={view.orderNo}
      />
    );

  const submitted = order !== null;
  return (
    <section aria-labelledby="order-heading" className="space-y-3">
      <div className="rounded-lg bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="order-heading" className="text-xl font-semibold">
            {submitted ? orderText.orderTitle : orderText.confirmOrder}
          </h1>
          {order && view.statusText && (
            <span className={`rounded border px-2 py-0.5 text-sm ${statusTone[order.status] ?? ''}`}>
              {view.statusText}
            </span>
          )}
        </div>
        {!submitted && <p className="mt-1 text-neutral-600">{orderText.orderIntro}</p>}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-neutral-500">{orderText.orderNo}</dt>
          <dd className="font-mono break-all">{view.orderNo}</dd>
          {summary.suppliers.length > 0 && (
            <>
              <dt className="text-neutral-500">{orderText.orderSupplier}</dt>
              <dd>{summary.suppliers.join('、')}</dd>
            </>
          )}
          {view.statusText && (
            <>
              <dt className="text-neutral-500">{orderText.orderStatusLabel}</dt>
              <dd>{view.statusText}</dd>
            </>
          )}
          {view.createdAt && (
            <>
              <dt className="text-neutral-500">{orderText.orderCreatedAt}</dt>
              <dd className="tabular-nums">{view.createdAt}</dd>
            </>
          )}
          {view.paidAt && (
            <>
              <dt className="text-neutral-500">{orderText.orderPaidAt}</dt>
              <dd className="tabular-nums">{view.paidAt}</dd>
            </>
          )}
        </dl>
        {view.payBefore && <p className="mt-2 text-sm text-amber-700">{view.payBefore}</p>}
      </div>
      <StageNotice view={view} send={send} />
      <OrderLinesTable summary={summary} />
      <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-3 rounded-lg bg-white px-4 py-3 shadow-sm">
        <span className="text-neutral-600">
          {fill(labels.totalItems, { n: readableNumber(summary.count) })}
        </span>
        <span className="text-lg font-bold text-brand-600">
          {fill(labels.totalPrice, { amount: readableNumber(summary.total) })}
        </span>
        <div className="flex flex-wrap items-center justify-end gap-3 max-sm:w-full">
          <Link to="/detail" search={{ id: summary.goodsId }} className={secondaryButton}>
            {orderText.backToGoods}
          </Link>
          <StageActions view={view} send={send} onLogin={onLogin} />
        </div>
      </div>
    </section>
  );
}

function StageActions({
  view,
  send,
  onLogin,
}: {
  view: OrderViewData;
  send: (event: OrderEvent) => void;
  onLogin?: () => void;
}) {
  const { stage, busy } = view;
  if (stage === 'loggedOut')
    // a visitor sees what they chose; submitting it needs the buyer's account
    return onLogin ? (
      <button type="button" className={primaryButton} onClick={onLogin}>
        {orderText.orderLoginTitle}
      </button>
    ) : null;
  if (stage === 'confirm' || stage === 'submitting')
    return (
      <button
        type="button"
        className={busyButton}
        disabled={busy === 'submitting'}
        aria-busy={busy === 'submitting'}
        onClick={() => send({ type: 'user.submit' })}
      >
        {busy === 'submitting' ? orderText.submittingOrder : orderText.submitOrder}
      </button>
    );
  if (stage === 'priceChanged')
    return (
      <button type="button" className={primaryButton} onClick={() => send({ type: 'user.acceptPrices' })}>
        {orderText.acceptPrices}
      </button>
    );
  if (stage === 'refused')
    return view.canSubmitRest ? (
      <button type="button" className={primaryButton} onClick={() => send({ type: 'user.submitRest' })}>
        {orderText.submitRest}
      </button>
    ) : null;
  if (stage === 'checking' && view.order?.status === 'pending')
    // looking at the order again (the poll, 刷新状态): the buttons wait for the answer
    return (
      <button type="button" className={busyButton} disabled aria-busy="true">
        {orderText.checkingPayment}
      </button>
    );
  if (stage !== 'awaitingPayment') return null;
  const cancelling = busy === 'cancelling';
  const opening = busy === 'openingPayment';
  if (view.failure === 'cancel') return null;
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        disabled={cancelling || opening}
        aria-busy={cancelling}
        onClick={() => send({ type: 'user.cancelOrder' })}
      >
        {cancelling ? orderText.cancellingOrder : orderText.cancelOrder}
      </button>
      {view.paying ? (
        <button
          type="button"
          className={busyButton}
          disabled={busy === 'checkingPayment'}
          aria-busy={busy === 'checkingPayment'}
          onClick={() => send({ type: 'user.recheck' })}
        >
          {busy === 'checkingPayment' ? orderText.checkingPayment : orderText.recheckPayment}
        </button>
      ) : (
        <button
          type="button"
          className={busyButton}
          disabled={opening || cancelling}
          aria-busy={opening}
          onClick={() => send({ type: 'user.pay' })}
        >
          {opening ? orderText.openingPayment : orderText.goPay}
        </button>
      )}
    </>
  );
}

function StageNotice({ view, send }: { view: OrderViewData; send: (event: OrderEvent) => void }) {
  const retry = () => send({ type: 'user.retry' });
  if (view.failure === 'load')
    return <RetryNotice title={orderText.orderLoadFailed} message={view.error} onRetry={retry} />;
  if (view.failure === 'submit')
    return <RetryNotice title={orderText.submitFailed} message={view.error} onRetry={retry} />;
  if (view.failure === 'pay')
    return <RetryNotice title={orderText.payFailed} message={view.error} onRetry={retry} />;
  if (view.failure === 'cancel')
    return <RetryNotice title={orderText.cancelFailed} message={view.error} onRetry={retry} />;
  switch (view.stage) {
    case 'loggedOut':
      return <InlineNotice tone="info">{orderText.orderLoginBody}</InlineNotice>;
    case 'priceChanged':
      return (
        <InlineNotice tone="error">
          <p className="font-medium">{orderText.priceChangedTitle}</p>
          <p>{orderText.priceChangedHint}</p>
          <ul className="mt-1 list-disc pl-5">
            {view.priceChanges.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </InlineNotice>
      );
    case 'refused':
      return (
        <InlineNotice tone="error">
          <p className="font-medium">{orderText.refusedTitle}</p>
          <p>{orderText.refusedHint}</p>
          <ul className="mt-1 list-disc pl-5">
            {view.problems.map((p) => (
              // a line can have two problems at once (its price changed and its stock ran short)
              <li key={`${p.kind}:${p.goods_id}:${p.sku_id}`}>{p.text}</li>
            ))}
          </ul>
          {!view.canSubmitRest && <p className="mt-1">{orderText.nothingLeft}</p>}
        </InlineNotice>
      );
    case 'awaitingPayment':
      return view.paying ? (
        <InlineNotice tone="info">
          <p>{orderText.payingHint}</p>
          {view.tabBlocked && view.payUrl && (
            <p className="mt-1">
              {orderText.payTabBlocked}
              <a href={view.payUrl} target="_blank" rel="noopener noreferrer" className="underline">
                {orderText.openPayPage}
              </a>
            </p>
          )}
          {view.error && <p className="mt-1 text-red-700">{view.error}</p>}
        </InlineNotice>
      ) : null;
    case 'paid':
      return (
        <InlineNotice tone="success">
          <p className="font-medium">{orderText.paidTitle}</p>
          <p>{orderText.paidHint}</p>
        </InlineNotice>
      );
    case 'cancelled':
      return <InlineNotice tone="info">{orderText.cancelledHint}</InlineNotice>;
    case 'expired':
      return <InlineNotice tone="info">{orderText.expiredHint}</InlineNotice>;
    default:
      return null;
  }
}
