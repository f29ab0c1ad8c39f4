/**
 * The supplier card of spec §2: name, years on the platform, goods on sale, latest update (or
 * 今天), the fixed yearly-sales line, address, QQ, WeChat, phone and an optional second phone,
 * 查看资质, a QR code of the shop, 进入店铺 (new tab) and 收藏供应商 (no handler: spec §2).
 *
 * The card lays itself out by its own width (a container query): a column in the detail page's
 * sidebar, a row across the top of the shop page. Its skeleton and its failure state keep the
 * same outer box, so the page does not jump when the supplier call settles.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { appText, fill, labels } from '@/copy/copy';
import { latestUpdateText } from '@/rules/goods-text';
import type { Supplier } from '@/services/schemas';
import { QrCodeSvg } from './qr-code';

const cardClass = '@container rounded-lg bg-white p-4 shadow-sm';
const layoutClass = 'grid gap-4 @2xl:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] @2xl:items-start';
const qrBox = 'size-28 shrink-0';
const smallButton =
  'rounded border border-neutral-300 px-3 py-1.5 text-neutral-700 hover:border-brand-500 hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-neutral-300 disabled:hover:text-neutral-700';

export interface SupplierCardProps {
  supplier: Supplier;
  /** the absolute URL of /shop?SID= that the QR code holds (the route builds it from its origin) */
  shopUrl: string;
  /** the buyer's day, 'YYYY-MM-DD': 最近上新 shows 今天 on it */
  today: string;
  /** 查看资质 (the detail page's paid flow): where absent (the shop page) the button is disabled */
  onViewQualification?: () => void;
  /** 2 beside a goods (the detail page), 1 where the supplier is the page (the shop) */
  headingLevel?: 1 | 2;
}

export function SupplierCard({
  supplier,
  shopUrl,
  today,
  onViewQualification,
  headingLevel = 2,
}: SupplierCardProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const contacts = [
    { key: 'address', term: labels.address, value: supplier.Addr },
    { key: 'qq', term: labels.qq, value: supplier.QQ },
    { key: 'wechat', term: labels.wechat, value: supplier.Weixin },
    { key: 'phone', term: labels.phone, value: supplier.Mobile },
    // Spec §2: a second phone line only when there is a second phone.
    ...(supplier.Mobile1.trim() ? [{ key: 'phone2', term: labels.phone, value: supplier.Mobile1 }] : []),
  ];
  return (
    <section aria-label={supplier.CName} className={cardClass}>
      <div className={layoutClass}>
        <div className="min-w-0 space-y-2">
          <Heading className={`${headingLevel === 1 ? 'text-lg' : 'text-base'} font-semibold leading-snug`}>
            {supplier.CName}
          </Heading>
          <p className="flex flex-wrap gap-2 text-xs">
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">
              {fill(labels.yearsOnPlatform, { n: supplier.comeInYear })}
            </span>
            <span className="rounded bg-neutral-100 px-1.5 py-0.5 text-neutral-700">
              {fill(labels.goodsInStock, { n: supplier.totalGoods })}
            </span>
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <Line term={labels.latestUpdate}>{latestUpdateText(supplier.updateNewTime, today)}</Line>
          </dl>
          <p className="font-medium text-brand-700">{labels.yearlySales}</p>
        </div>
        <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {contacts.map(({ key, term, value }) => (
            <Line key={key} term={term}>
              {value}
            </Line>
          ))}
        </dl>
        <div className="flex flex-wrap items-start gap-3 @2xl:w-64">
          <QrCodeSvg text={shopUrl} title={appText.qrShopTitle} className={qrBox} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Link
              to="/shop"
              search={{ SID: supplier.ID }}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded bg-brand-500 px-3 py-1.5 text-center font-medium text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {labels.viewShop}
            </Link>
            <button
              type="button"
              className={smallButton}
              onClick={onViewQualification}
              disabled={!onViewQualification}
              title={onViewQualification ? undefined : appText.qualificationSoon}
            >
              {labels.qualification}
            </button>
            {/* Spec §2: 收藏供应商 has no handler on this page. */}
            <button type="button" className={smallButton}>
              {labels.favouriteSupplier}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-neutral-500">{term}</dt>
      <dd className="min-w-0 break-words text-neutral-800">{children}</dd>
    </>
  );
}

const bar = (width: string) => <div className={`h-5 animate-pulse rounded bg-neutral-200 ${width}`} />;

/** The card's boxes while the supplier call is pending. */
export function SupplierCardSkeleton() {
  return (
    <section aria-busy="true" className={cardClass}>
      <p role="status" className="sr-only">
        {appText.supplierLoading}
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
      <p className="font-medium text-neutral-700">{appText.supplierUnavailable}</p>
      <p className="mt-1 text-xs text-neutral-500">{appText.supplierUnavailableHint}</p>
      {onRetry && (
        <button type="button" className={`${smallButton} mt-3`} onClick={onRetry}>
          {appText.retry}
        </button>
      )}
    </section>
  );
}
