/**
 * The detail page's side parts, each rendering its region of the detailPage snapshot: the
 * supplier card and the recommended goods. A failure of either shows a short note with 重试 in
 * its own box; the goods, the gallery and the selection around it are untouched (spec §2 asks
 * for both parts; the issue asks that neither can take the page down).
 *
 * The detail page loads this module as a lazy part (detail-page-view.tsx): not in its first load
 * (issue #17's 150 kB budget); a server-rendered page loads it before hydrating (lazy-part.tsx).
 */
import { appText, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { DetailPageEvent } from '@/machines/detail-page.machine';
import type { DetailPageViewData } from '@/machines/detail-page.view';
import { lazyPart } from './lazy-part';
import { SupplierCardSkeleton, SupplierCardUnavailable } from './supplier-card-placeholders';

export { SupplierCardSkeleton };

// The card's code (with its QR code) is not in the page's first load: it is fetched while the
// supplier call is under way (the skeleton asks for it), so it is here when the supplier is.
const SupplierCard = lazyPart(
  'supplierCard',
  () => import('./supplier-card'),
  (m) => m.SupplierCard,
);
// The cards likewise load while the recommended call is under way.
const GoodsCardView = lazyPart(
  'goodsCard',
  () => import('./goods-card'),
  (m) => m.GoodsCardView,
);

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
        fallback={<SupplierCardSkeleton />}
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
  void SupplierCard.preload();
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
  if (part.status === 'loading') void GoodsCardView.preload();
  return (
    <section aria-labelledby="recommended-heading" className="rounded-lg bg-white p-3 shadow-sm">
      <h2 id="recommended-heading" className="mb-2 font-semibold text-neutral-800">
        {labels.recommended}
      </h2>
      {part.status === 'loading' && <RecommendedSkeleton />}
      {part.status === 'unavailable' && (
        <div role="alert" className="py-4 text-center text-sm text-neutral-600">
          <p>{laterText.recommendedUnavailable}</p>
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
        <p className="py-4 text-center text-sm text-neutral-500">{laterText.noRecommended}</p>
      )}
      {part.status === 'loaded' && part.list.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {part.list.map((card) => (
            <li key={card.ID}>
              {/* Spec §2: recommended goods open in a new tab. */}
              <GoodsCardView card={card} imageHost={imageHost} newTab fallback={<CardSkeleton />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const CardSkeleton = () => <div className="aspect-square animate-pulse rounded bg-neutral-100" />;

function RecommendedSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-2">
      <p className="sr-only">{appText.loading}</p>
      <CardSkeleton />
      <CardSkeleton />
    </div>
  );
}
