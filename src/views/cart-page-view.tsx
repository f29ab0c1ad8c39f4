/**
 * The cart page (/shoppingCart): renders the cartPage machine's view and sends the buyer's edits.
 *
 * A quantity field holds what the buyer is typing (the machine knows only saved quantities), and
 * commits it with Enter or on leaving the field; the machine clamps it to 1..stock or refuses it,
 * and the field is keyed by `fieldKey`, so it shows the saved quantity again after every answer.
 * On a wide screen the lines are a table; below 768 px each row is laid out as a card (the table
 * stays a table for assistive technology, only its boxes move).
 */
import { Link } from '@tanstack/react-router';
import { type FocusEvent, type FormEvent, type KeyboardEvent, useId } from 'react';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import { orderText } from '@/copy/order-text';
import type { CartPageEvent } from '@/machines/cart-page.machine';
import type { CartLineView, CartPageViewData } from '@/machines/cart-page.view';
import { maxCartQuantity } from '@/rules/cart-quantity';
import { mediaPathUrl } from '@/rules/media-url';
import { isSoldOut } from '@/rules/quantity';
import { readableNumber } from '@/rules/readable-number';
import { LinesTableHead } from './lines-table-head';
import { FailurePanel, MessagePanel, primaryButton } from './message-panel';
import { phoneLabel } from './phone-label';

type Send = (event: CartPageEvent) => void;

/** The thumbnail's intrinsic box (shown at 64 px, sharp on a 1.25× screen). */
const THUMB_PX = 80;

export function CartPageView({
  view,
  send,
  imageHost,
  onLogin,
}: {
  view: CartPageViewData;
  send: Send;
  imageHost: string;
  /** asks the session for the login dialog; absent outside a session (no button then) */
  onLogin?: () => void;
}) {
  switch (view.status) {
    case 'loggedOut':
      return (
        <MessagePanel
          title={orderText.cartLoginTitle}
          action={
            onLogin && (
              <button type="button" className={primaryButton} onClick={onLogin}>
                {labels.login}
              </button>
            )
          }
        >
          {orderText.cartLoginBody}
        </MessagePanel>
      );
    case 'loading':
      return (
        <section aria-labelledby="cart-heading">
          <CartHeading />
          <p role="status" className="rounded-lg bg-white p-8 text-center text-neutral-500 shadow-sm">
            {orderText.cartLoading}
          </p>
        </section>
      );
    case 'failed':
      return (
        <FailurePanel
          title={orderText.cartLoadFailed}
          error={view.error}
          onRetry={() => send({ type: 'user.retry' })}
        />
      );
    case 'empty':
      return (
        <MessagePanel
          title={orderText.cartEmpty}
          action={
            <Link to="/goods" className={primaryButton}>
              {catalogueText.browseAll}
            </Link>
          }
        >
          {orderText.cartEmptyHint}
        </MessagePanel>
      );
    case 'loaded':
      return <CartLines view={view} send={send} imageHost={imageHost} />;
  }
}

function CartHeading({ count }: { count?: string }) {
  return (
    <h1 id="cart-heading" className="mb-3 text-xl font-semibold">
      {appText.cart}
      {count && <span className="ml-2 text-base font-normal text-neutral-500">{count}</span>}
    </h1>
  );
}

function CartLines({ view, send, imageHost }: { view: CartPageViewData; send: Send; imageHost: string }) {
  const { failure, removed } = view;
  return (
    <section aria-labelledby="cart-heading">
      <CartHeading count={view.totals.itemsText} />
      {removed && (
        <p
          role="status"
          className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded border border-neutral-200 bg-white px-3 py-2"
        >
          <span>{fill(orderText.lineRemoved, { name: removed.name })}</span>
          {removed.canUndo ? (
            <button
              type="button"
              // The 删除 pressed has left with its line: the focus goes to what can bring it back.
              // biome-ignore lint/a11y/noAutofocus: see above
              autoFocus
              aria-label={fill(orderText.undoRemoveLine, { name: removed.name })}
              onClick={() => send({ type: 'user.undoRemove' })}
              className="rounded px-2 py-1 font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {laterText.undo}
            </button>
          ) : (
            <span className="text-neutral-500">{orderText.removing}</span>
          )}
        </p>
      )}
      {failure && (
        <p role="alert" className="mb-3 rounded border border-red-200 bg-red-50 px-3 py-2 text-red-700">
          {fill(failure.action === 'update' ? orderText.cartUpdateFailed : orderText.cartRemoveFailed, {
            name: failure.name,
            message: failure.message,
          })}
        </p>
      )}
      <div className="rounded-lg bg-white shadow-sm">
        <table className="w-full border-collapse text-sm tabular-nums">
          <caption className="sr-only">{orderText.cartLines}</caption>
          <LinesTableHead
            columns={[
              { label: orderText.goodsColumn, align: 'left' },
              { label: labels.colour, align: 'left' },
              { label: labels.size, align: 'left' },
              { label: orderText.unitPrice, align: 'right' },
              { label: labels.quantity, align: 'center' },
              { label: orderText.lineTotal, align: 'right' },
              { label: orderText.actions, align: 'center' },
            ]}
          />
          <tbody>
            {view.lines.map((line) => (
              <CartRow key={line.id} line={line} send={send} imageHost={imageHost} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap items-baseline justify-end gap-x-6 gap-y-1 rounded-lg bg-white px-4 py-3 shadow-sm">
        <span className="text-neutral-600">{view.totals.itemsText}</span>
        <span className="text-lg font-bold text-brand-600">{view.totals.priceText}</span>
        <button
          type="button"
          disabled={!view.checkout.enabled}
          onClick={() => send({ type: 'user.checkout' })}
          className="rounded bg-brand-500 px-5 py-2 font-medium text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-neutral-300"
        >
          {fill(orderText.checkout, { n: view.checkout.count })}
        </button>
      </div>
    </section>
  );
}

const cell = 'px-3 py-2 align-middle max-md:p-0';

function CartRow({ line, send, imageHost }: { line: CartLineView; send: Send; imageHost: string }) {
  const names = { name: line.title, colour: line.colour, size: line.size };
  const busy = line.saving || line.removing;
  const hintId = useId();
  return (
    <tr
      aria-busy={busy || undefined}
      data-removing={line.removing || undefined}
      className="border-t border-neutral-100 first:border-t-0 data-removing:opacity-50 max-md:grid max-md:grid-cols-[auto_1fr_auto] max-md:items-center max-md:gap-x-4 max-md:gap-y-2 max-md:p-3"
    >
      <td className={`${cell} max-md:col-span-3`}>
        <div className="flex items-center gap-3">
          <input
            type="checkbox"
            checked={line.ticked}
            disabled={!line.canTick}
            aria-label={fill(orderText.tickLine, names)}
            onChange={() => send({ type: 'user.toggleLine', lineId: line.id })}
            className="size-5 shrink-0 accent-brand-500 max-md:size-6"
          />
          <img
            src={mediaPathUrl(imageHost, line.thumbnail)}
            alt=""
            width={THUMB_PX}
            height={THUMB_PX}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded bg-neutral-100 object-cover"
          />
          <div className="min-w-0">
            <Link
              to="/detail"
              search={{ id: line.goodsId }}
              className="line-clamp-2 leading-snug hover:text-brand-600"
            >
              {line.title}
            </Link>
            <p className="mt-0.5 font-mono text-xs text-neutral-500">
              {labels.itemNumber} {line.sku}
            </p>
          </div>
        </div>
      </td>
      <td data-label={labels.colour} className={`${cell} ${phoneLabel} whitespace-nowrap`}>
        {line.colour}
      </td>
      <td data-label={labels.size} className={`${cell} ${phoneLabel}`}>
        {line.size}
      </td>
      <td data-label={orderText.unitPrice} className={`${cell} ${phoneLabel} whitespace-nowrap text-right`}>
        {fill(appText.yuan, { amount: readableNumber(line.price) })}
      </td>
      <td className={`${cell} text-center max-md:text-left`}>
        <QuantityField line={line} names={names} send={send} hintId={hintId} />
        {/* Always there, so a screen reader hears the hint (数量至少为1件，不需要请删除…) when it appears. */}
        <span id={hintId} aria-live="polite" className="block text-xs text-red-600 max-md:ml-2 max-md:inline">
          {line.hint}
        </span>
        {line.saving && (
          <span className="mt-1 block text-xs text-neutral-500 max-md:ml-2 max-md:inline">
            {orderText.saving}
          </span>
        )}
        {line.overStock && !busy && (
          <span className="mt-1 block text-xs text-red-600">
            {isSoldOut(line.stock)
              ? appText.soldOut
              : fill(orderText.cartOverStock, { n: readableNumber(line.stock) })}
          </span>
        )}
      </td>
      <td
        data-label={orderText.lineTotal}
        className={`${cell} ${phoneLabel} whitespace-nowrap text-right font-semibold text-brand-600`}
      >
        {fill(appText.yuan, { amount: readableNumber(line.lineTotal) })}
      </td>
      <td className={`${cell} text-center max-md:text-right`}>
        <button
          type="button"
          aria-label={fill(orderText.removeLine, names)}
          disabled={!line.canRemove}
          onClick={() => send({ type: 'user.removeLine', lineId: line.id })}
          className="rounded px-2 py-1 text-neutral-600 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent"
        >
          {line.removing ? orderText.removing : orderText.remove}
        </button>
      </td>
    </tr>
  );
}

const stepButton =
  'flex w-8 items-center justify-center text-base leading-none text-neutral-600 hover:bg-brand-50 hover:text-brand-600 focus-visible:relative focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent';

function QuantityField({
  line,
  names,
  send,
  hintId,
}: {
  line: CartLineView;
  names: { name: string; colour: string; size: string };
  send: Send;
  /** the hint beside the field, which describes it while it says something */
  hintId: string;
}) {
  const commit = (text: string) => send({ type: 'user.changeQuantity', lineId: line.id, text });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    commit(String(new FormData(event.currentTarget).get('quantity') ?? ''));
  };
  // Leaving the field commits it, unless nothing was typed.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.currentTarget.value !== line.fieldValue) commit(event.currentTarget.value);
  };
  // The spinbutton's keys (WAI-ARIA spinbutton pattern): one step up or down.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const delta = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    send({ type: 'user.stepQuantity', lineId: line.id, delta });
  };
  return (
    <form
      onSubmit={onSubmit}
      className="inline-flex h-8 items-stretch overflow-hidden rounded border border-neutral-300 bg-white"
    >
      <button
        type="button"
        aria-label={fill(orderText.cartDecrease, names)}
        disabled={!line.canDecrease}
        onClick={() => send({ type: 'user.stepQuantity', lineId: line.id, delta: -1 })}
        className={stepButton}
      >
        −
      </button>
      <input
        key={line.fieldKey}
        name="quantity"
        type="text"
        role="spinbutton"
        inputMode="numeric"
        enterKeyHint="done"
        autoComplete="off"
        aria-label={fill(orderText.cartQuantityOf, names)}
        aria-valuemin={1}
        aria-valuemax={maxCartQuantity(line.stock)}
        aria-valuenow={line.quantity}
        aria-describedby={line.hint ? hintId : undefined}
        defaultValue={line.fieldValue}
        disabled={!line.canEdit}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        className="w-14 border-x border-neutral-300 text-center tabular-nums focus-visible:bg-brand-50 focus-visible:-outline-offset-2 disabled:cursor-not-allowed disabled:bg-neutral-50 disabled:text-neutral-400"
      />
      <button
        type="button"
        aria-label={fill(orderText.cartIncrease, names)}
        disabled={!line.canIncrease}
        onClick={() => send({ type: 'user.stepQuantity', lineId: line.id, delta: 1 })}
        className={stepButton}
      >
        +
      </button>
    </form>
  );
}
