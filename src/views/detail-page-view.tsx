/**
 * The detail page's headless view: renders one detailPage snapshot (via toDetailPageView) and
 * sends the machine's events. The loading skeleton keeps the ready layout's boxes (a 400×400
 * gallery, the information column) so nothing jumps when the data arrives.
 */
import { appText, labels, notices } from '@/copy/copy';
import type { DetailPageEvent, DetailPageViewData } from '@/machines/detail-page.machine';
import { MessagePanel, primaryButton } from './message-panel';
import { Breadcrumb, plushCrumbs } from './page-frame';

export function DetailPageView({
  view,
  send,
}: {
  view: DetailPageViewData;
  send: (event: DetailPageEvent) => void;
}) {
  if (view.status === 'notFound') {
    return (
      <>
        <Breadcrumb crumbs={plushCrumbs} />
        <MessagePanel title={appText.goodsNotFound} />
      </>
    );
  }
  if (view.status === 'failed') {
    return (
      <>
        <Breadcrumb crumbs={plushCrumbs} />
        <MessagePanel
          tone="error"
          title={appText.loadFailed}
          action={
            <button type="button" className={primaryButton} onClick={() => send({ type: 'user.retry' })}>
              {appText.retry}
            </button>
          }
        >
          {view.error}
        </MessagePanel>
      </>
    );
  }
  const goods = view.status === 'ready' ? view.goods : null;
  const cover = view.coverUrl;
  return (
    <>
      <Breadcrumb crumbs={[...plushCrumbs, ...(goods ? [{ label: goods.PName }] : [])]} />
      <article
        aria-busy={!goods}
        className="grid gap-6 rounded-lg bg-white p-4 shadow-sm md:grid-cols-[400px_1fr]"
      >
        <div className="aspect-square w-full max-w-[400px] overflow-hidden rounded bg-neutral-100">
          {cover && (
            <img
              src={cover}
              alt={goods?.PName}
              width={400}
              height={400}
              className="h-full w-full object-cover"
            />
          )}
        </div>
        {goods ? (
          <div className="min-w-0 space-y-3">
            <h1 className="text-xl font-semibold leading-snug">
              {goods.PName}
              {goods.skuFlag > 0 && (
                <span className="ml-2 rounded bg-brand-500 px-1.5 py-0.5 align-middle text-xs text-white">
                  {labels.daifa}
                </span>
              )}
            </h1>
            <dl className="grid grid-cols-[6em_1fr] gap-y-2 rounded bg-brand-50 p-3">
              <dt className="text-neutral-500">{labels.wholesalePrice}</dt>
              <dd className="text-lg font-bold text-brand-600">
                {goods.price === notices.priceUnset ? notices.priceUnset : `￥${goods.price}`}
              </dd>
              <dt className="text-neutral-500">{labels.itemNumber}</dt>
              <dd>{goods.ToySn}</dd>
            </dl>
          </div>
        ) : (
          <div className="space-y-3" role="status">
            <p className="sr-only">{appText.loading}</p>
            <div className="h-7 w-3/4 animate-pulse rounded bg-neutral-200" />
            <div className="h-20 animate-pulse rounded bg-neutral-100" />
          </div>
        )}
      </article>
    </>
  );
}
