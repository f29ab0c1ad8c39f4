/**
 * The supplier card of spec §2: name, years on the platform, goods on sale, latest update (or
 * 今天), the fixed yearly-sales line, address, QQ, WeChat, phone and an optional second phone,
 * 查看资质, a QR code of the shop, 进入店铺 (new tab) and 收藏供应商 (no handler: spec §2).
 *
 * The card lays itself out by its own width (a container query): a column in the detail page's
 * sidebar, a row across the top of the shop page. Its skeleton and its failure state keep the
 * same outer box (supplier-card-placeholders.tsx), so the page does not jump when the supplier
 * call settles; the detail page loads this card's code while that call is under way.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { catalogueText } from '@/copy/catalogue-text';
import { fill, labels } from '@/copy/copy';
import type { Supplier } from '@/domain/supplier';
import { latestUpdateText } from '@/rules/goods-text';
import { readableNumber } from '@/rules/readable-number';
import { supplierPhones } from '@/rules/supplier-contacts';
import { lazyPart } from './lazy-part';
import { cardClass, layoutClass, qrBox, smallButton } from './supplier-card-placeholders';

// The QR encoder is loaded after the card's first render (a box of the same size holds its place,
// so nothing moves): it is not part of the detail page's first load.
const QrCodeSvg = lazyPart(
  'qrCode',
  () => import('./qr-code'),
  (m) => m.QrCodeSvg,
);

export interface SupplierCardProps {
  supplier: Supplier;
  /** the absolute URL of /shop?SID= that the QR code holds (the route builds it from its origin) */
  shopUrl: string;
  /** the buyer's day, 'YYYY-MM-DD': 最近上新 shows 今天 on it */
  today: string;
  /** 查看资质 (the detail page's paid flow): where absent (the shop page) the button is disabled */
  onViewQualification?: () => void;
  /** 2 beside a goods (the detail page), 1 where the supplier is the page (the shop: no 进入店铺) */
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
    ...supplierPhones(supplier).map((value, i) => ({ key: `phone${i + 1}`, term: labels.phone, value })),
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
              {fill(labels.goodsInStock, { n: readableNumber(supplier.totalGoods) })}
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
          <QrCodeSvg
            text={shopUrl}
            title={catalogueText.qrShopTitle}
            className={qrBox}
            fallback={<div className={`${qrBox} bg-white`} />}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            {/* On the shop page the card is the shop: a link to itself would only open it again. */}
            {headingLevel === 2 && (
              <Link
                to="/shop"
                search={{ SID: supplier.ID }}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center justify-center rounded bg-brand-500 px-3 py-1.5 text-center font-medium text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {labels.viewShop}
              </Link>
            )}
            <button
              type="button"
              className={smallButton}
              onClick={onViewQualification}
              // aria-disabled, not disabled: the button keeps the focus while it cannot be used (the
              // login it opened is up), so the focus can come back to it when the dialog closes.
              aria-disabled={!onViewQualification}
              title={onViewQualification ? undefined : catalogueText.qualificationSoon}
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
