/**
 * The detail page's side parts, each rendering its region of the detailPage snapshot: the
 * supplier card and the recommended goods. A failure of either shows a short note with 重试 in
 * its own box; the goods, the gallery and the selection around it are untouched (spec §2 asks
 * for both parts; the issue asks that neither can take the page down).
 */
import { appText, labels } from '@/copy/copy';
import type { DetailPageEvent, DetailPageViewData } from '@/machines/detail-page.machine';
import { GoodsCardView } from './goods-card';
import { SupplierCard, SupplierCardSkeleton, SupplierCardUnavailable } from './supplier-card';

type Send = (event: DetailPageEvent) => void;

export function SupplierPart({
  part,
  send,
  shopUrl,
  today,
}: {
  part: DetailPageViewData['supplier'];
  send: Send;
  shopUrl: (supplierId: number) => string;
  today: string;
}) {
  if (part.status === 'loaded' && part.data)
    return (
      <SupplierCard
        supplier={part.data}
        shopUrl={shopUrl(part.data.ID)}
        today={today}
        onViewQualification={
          part.canViewQualification ? () => send({ type: 'user.viewQualification' }) : undefined
        }
      />
    );
  if (part.status === 'unavailable')
    return (
      <SupplierCardUnavailable
        onRetry={part.canRetry ? () => send({ type: 'user.retrySupplier' }) : undefined}
      />
    );
  return <SupplierCardSkeleton />;
}

export function RecommendedPart({
  part,
  send,
  imageHost,
}: {
  part: DetailPageViewData['recommended'];
  send: Send;
  imageHost: string;
}) {
  return (
    <section aria-labelledby="recommended-heading" className="rounded-lg bg-white p-3 shadow-sm">
      <h2 id="recommended-heading" className="mb-2 font-semibold text-neutral-800">
        {labels.recommended}
      </h2>
      {part.status === 'loading' && (
        <div role="status" aria-busy="true" className="space-y-2">
          <p className="sr-only">{appText.loading}</p>
          <div className="aspect-square animate-pulse rounded bg-neutral-100" />
          <div className="aspect-square animate-pulse rounded bg-neutral-100" />
        </div>
      )}
      {part.status === 'unavailable' && (
        <div role="alert" className="py-4 text-center text-sm text-neutral-600">
          <p>{appText.recommendedUnavailable}</p>
          {part.canRetry && (
            <button
              type="button"
              className="mt-2 rounded border border-neutral-300 px-3 py-1 hover:border-brand-500 hover:text-brand-600"
              onClick={() => send({ type: 'user.retryRecommended' })}
            >
              {appText.retry}
            </button>
          )}
        </div>
      )}
      {part.status === 'loaded' && part.list.length === 0 && (
        <p className="py-4 text-center text-sm text-neutral-500">{appText.noRecommended}</p>
      )}
      {part.status === 'loaded' && part.list.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {part.list.map((card) => (
            <li key={card.ID}>
              {/* Spec §2: recommended goods open in a new tab. */}
              <GoodsCardView card={card} imageHost={imageHost} newTab />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
