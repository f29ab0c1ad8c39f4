/**
 * 查看资质's views (spec §2 the qualification dialog, §4, §8): the notices under the supplier
 * card (正在查询, 已取消支付, a failure with 重试), the 100 yuan confirmation (查看供应商资质需支付
 * 100元，是否继续？ with 确定 / 取消), the waiting dialog while the buyer pays in the other tab
 * (a link when the tab was blocked, 我已支付，再次检查 once the page stops polling), and the
 * qualification dialog whose eight fields each show 点击查看 until clicked.
 *
 * All of it renders the qualification machine's view: the values a field hides are not in it
 * until revealed. `modal` false draws the same layers inline, for /flows, where a modal would
 * make the demo's own controls unreachable while a call waits.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type ReactNode, useId } from 'react';
import { fill, labels, notices } from '@/copy/copy';
import { dialogText } from '@/copy/dialog-text';
import type { QualificationEvent } from '@/machines/qualification.machine';
import type { PaymentStage, QualificationRow, QualificationViewData } from '@/machines/qualification.view';
import { primaryButton } from './message-panel';

type Send = (event: QualificationEvent) => void;

const secondaryButton =
  'rounded border border-neutral-300 px-5 py-2 text-neutral-700 hover:bg-neutral-50 disabled:cursor-not-allowed disabled:opacity-60';
const busyPrimary = `${primaryButton} disabled:cursor-wait disabled:opacity-70`;
const linkClass = 'text-brand-600 underline underline-offset-2 hover:text-brand-700';

/** A dialog over the page, or (modal false) the same content in a plain section. */
function Layer({
  open,
  modal,
  title,
  onClose,
  wide = false,
  children,
}: {
  open: boolean;
  modal: boolean;
  title: string;
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = `w-full ${wide ? 'max-w-xl' : 'max-w-md'} rounded-lg bg-white p-5`;
  const titleClass = 'mb-3 text-lg font-semibold text-neutral-900';
  if (!modal) {
    if (!open) return null;
    return (
      <section aria-labelledby={titleId} className={`${panel} border border-neutral-200`}>
        <h2 id={titleId} className={titleClass}>
          {title}
        </h2>
        {children}
      </section>
    );
  }
  return (
    // The dialog covers the viewport itself, so it is a visible box to the browser and the tests.
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className={`relative max-h-full overflow-y-auto shadow-xl ${panel}`}>
        <DialogTitle className={titleClass}>{title}</DialogTitle>
        {children}
      </DialogPanel>
    </Dialog>
  );
}

/** The confirmation, the waiting dialog and the qualification dialog: at most one is open. */
export function QualificationDialogs({
  view,
  send,
  modal = true,
}: {
  view: QualificationViewData;
  send: Send;
  modal?: boolean;
}) {
  return (
    <>
      <Layer
        open={view.confirm.open}
        modal={modal}
        title={dialogText.payConfirmTitle}
        onClose={() => send({ type: 'user.cancelPayment' })}
      >
        <p className="text-neutral-800">{notices.payConfirm}</p>
        <div className="mt-5 flex justify-end gap-3">
          <button
            type="button"
            disabled={view.confirm.starting}
            onClick={() => send({ type: 'user.cancelPayment' })}
            className={secondaryButton}
          >
            {labels.cancel}
          </button>
          {/* Sent synchronously from the click: the payment tab opens in it (popup blockers). */}
          <button
            type="button"
            disabled={view.confirm.starting}
            aria-busy={view.confirm.starting}
            onClick={() => send({ type: 'user.confirmPayment' })}
            className={busyPrimary}
          >
            {view.confirm.starting ? dialogText.payStarting : labels.confirm}
          </button>
        </div>
      </Layer>
      <Layer
        open={view.payment !== null}
        modal={modal}
        title={dialogText.payWaitingTitle}
        onClose={() => send({ type: 'user.stopWaiting' })}
      >
        {view.payment && <PaymentBody payment={view.payment} send={send} />}
      </Layer>
      <Layer
        open={view.qualification.open}
        modal={modal}
        wide
        title={dialogText.qualificationTitle}
        onClose={() => send({ type: 'user.closeQualification' })}
      >
        {view.qualification.loading ? (
          <p role="status" className="py-6 text-center text-neutral-600">
            {dialogText.qualificationLoading}
          </p>
        ) : (
          <QualificationBody
            rows={view.qualification.rows}
            allRevealed={view.qualification.allRevealed}
            send={send}
          />
        )}
      </Layer>
    </>
  );
}

const unconfirmedStages: ReadonlySet<PaymentStage> = new Set([
  'unconfirmed',
  'stillPending',
  'recheckFailed',
  'rechecking',
]);

function PaymentBody({
  payment,
  send,
}: {
  payment: NonNullable<QualificationViewData['payment']>;
  send: Send;
}) {
  const { stage, payUrl, error } = payment;
  const stop = (
    <button type="button" onClick={() => send({ type: 'user.stopWaiting' })} className={secondaryButton}>
      {labels.cancel}
    </button>
  );
  if (stage === 'blocked')
    return (
      <>
        <p role="alert" className="text-neutral-800">
          {dialogText.payPopupBlocked}
        </p>
        <div className="mt-5 flex items-center justify-end gap-3">
          {stop}
          {/* A link the buyer clicks opens its tab without a popup blocker. */}
          <a
            href={payUrl}
            target="_blank"
            rel="noopener"
            onClick={() => send({ type: 'user.openPaymentPage' })}
            className={primaryButton}
          >
            {dialogText.openPaymentPage}
          </a>
        </div>
      </>
    );
  const unconfirmed = unconfirmedStages.has(stage);
  return (
    <>
      <p className="text-neutral-800">{unconfirmed ? dialogText.payUnconfirmed : dialogText.payWaiting}</p>
      {stage === 'polling' && <p className="mt-2 text-sm text-neutral-500">{dialogText.payPolling}</p>}
      {(stage === 'checkFailed' || stage === 'recheckFailed' || stage === 'stillPending') && (
        <div
          role="alert"
          className="mt-3 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          <p>
            {stage === 'checkFailed'
              ? dialogText.payCheckFailed
              : stage === 'recheckFailed'
                ? dialogText.payRecheckFailed
                : dialogText.payStillPending}
          </p>
          {error && <p>{error}</p>}
        </div>
      )}
      <p className="mt-3 text-sm">
        <a href={payUrl} target="_blank" rel="noopener" className={linkClass}>
          {dialogText.reopenPaymentPage}
        </a>
      </p>
      <div className="mt-5 flex justify-end gap-3">
        {stop}
        {unconfirmed && (
          <button
            type="button"
            disabled={stage === 'rechecking'}
            aria-busy={stage === 'rechecking'}
            onClick={() => send({ type: 'user.recheckPayment' })}
            className={busyPrimary}
          >
            {stage === 'rechecking' ? dialogText.rechecking : dialogText.recheckPayment}
          </button>
        )}
      </div>
    </>
  );
}

function QualificationBody({
  rows,
  allRevealed,
  send,
}: {
  rows: QualificationRow[];
  allRevealed: boolean;
  send: Send;
}) {
  return (
    <>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.field} className="contents">
            <dt className="text-neutral-500">{row.label}</dt>
            <dd className="min-w-0 break-words text-neutral-900">
              {row.value === null ? (
                <button
                  type="button"
                  aria-label={fill(dialogText.revealField, { field: row.label })}
                  onClick={() => send({ type: 'user.revealField', field: row.field })}
                  className="text-brand-600 underline underline-offset-2 hover:text-brand-700"
                >
                  {notices.clickToView}
                </button>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex justify-end gap-3">
        {!allRevealed && (
          <button type="button" onClick={() => send({ type: 'user.revealAll' })} className={secondaryButton}>
            {dialogText.revealAll}
          </button>
        )}
        <button
          type="button"
          onClick={() => send({ type: 'user.closeQualification' })}
          className={primaryButton}
        >
          {dialogText.close}
        </button>
      </div>
    </>
  );
}
