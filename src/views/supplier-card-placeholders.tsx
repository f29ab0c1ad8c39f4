/**
 * The supplier card's stand-ins, with the boxes they share with the card (supplier-card.tsx): the
 * skeleton while the supplier call is pending, the note when it failed. Apart from the card so
 * that a page shows them without loading the card's code (and its QR encoder) first.
 */
import { appText } from '@/copy/copy';
import { laterText } from '@/copy/later-text';

export const cardClass = '@container rounded-lg bg-white p-4 shadow-sm';
export const layoutClass = 'grid gap-4 @2xl:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] @2xl:items-start';
export const qrBox = 'size-28 shrink-0';
export const smallButton =
  'rounded border border-neutral-300 px-3 py-1.5 text-neutral-700 hover:border-brand-500 hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-neutral-300 disabled:hover:text-neutral-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:border-neutral-300 aria-disabled:hover:text-neutral-700';

const bar = (width: string) => <div className={`h-5 animate-pulse rounded bg-neutral-200 ${width}`} />;

/** The card's boxes while the supplier call is pending. */
export function SupplierCardSkeleton() {
  return (
    <section aria-busy="true" className={cardClass}>
      <p role="status" className="sr-only">
        {laterText.supplierLoading}
      </p>
      <div className={layoutClass} aria-hidden="true">
        <div className="space-y-2">
          <div className="h-6 w-4/5 animate-pulse rounded bg-neutral-200" />
          {bar('w-1/2')}
          {bar('w-2/3')}
          {bar('w-1/2')}
        </div>
        <div className="space-y-1">
          {bar('w-full')}
          {bar('w-2/3')}
          {bar('w-2/3')}
          {bar('w-1/2')}
          {bar('w-1/2')}
        </div>
        <div className="flex gap-3 @2xl:w-64">
          <div className={`${qrBox} animate-pulse rounded bg-neutral-200`} />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-8 animate-pulse rounded bg-brand-100" />
            <div className="h-8 animate-pulse rounded bg-neutral-100" />
            <div className="h-8 animate-pulse rounded bg-neutral-100" />
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * In place of the card when the supplier call failed: a short note, so the rest of the page
 * (the goods, the purchase) keeps working. `onRetry` adds a 重试 button when the caller can retry.
 */
export function SupplierCardUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <section role="alert" className={`${cardClass} text-center`}>
      <p className="font-medium text-neutral-700">{laterText.supplierUnavailable}</p>
      <p className="mt-1 text-xs text-neutral-500">{laterText.supplierUnavailableHint}</p>
      {onRetry && (
        <button type="button" className={`${smallButton} mt-3`} onClick={onRetry}>
          {appText.retry}
        </button>
      )}
    </section>
  );
}
