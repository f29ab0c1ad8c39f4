/**
 * The detail page's headless view: renders one detailPage snapshot (via toDetailPageView), and
 * its children's views through their own subscriptions, so a quantity change re-renders the
 * size table, not the page. The loading skeleton keeps the ready layout's boxes (the 400×400
 * gallery and its strip, the information column, the supplier card) so nothing jumps when the
 * data arrives.
 *
 * Layout (spec §2, issue #3): gallery left with the supplier card under it, information right;
 * below, the tabs and the recommended goods. On a phone the information comes right after the
 * gallery, then the supplier card.
 */
import { useSelector } from '@xstate/react';
import { memo, useCallback } from 'react';
import { appText, labels } from '@/copy/copy';
import type {
  DetailPageEvent,
  GalleryRef,
  GatedEvent,
  ImagePreviewRef,
  MediaViewerRef,
  PurchaseRef,
  SelectionRef,
} from '@/machines/detail-page.machine';
import type { DetailPageViewData } from '@/machines/detail-page.view';
import { toGalleryView } from '@/machines/gallery.view';
import { toImagePreviewView } from '@/machines/image-preview.view';
import { toMediaViewerView } from '@/machines/media-viewer.view';
import { toPurchaseView } from '@/machines/purchase.view';
import { selectionLinesOf } from '@/machines/selection.view';
import { isDirectShipOnly } from '@/rules/purchase-buttons';
import { GalleryView } from './gallery-view';
import { actionClass, GoodsInfo } from './goods-info';
import { lazyDialog, lazyPart } from './lazy-part';
import { FailurePanel, MessagePanel } from './message-panel';
import { Breadcrumb, PageTitle, plushCrumbs } from './page-frame';
import { PurchaseBar } from './purchase-bar';
import { PurchaseDock } from './purchase-dock';
import { RegionBoundary } from './region-boundary';
import { RetryNotice } from './retry-notice';
import { SelectionPart, SelectionTotals } from './selection-part';

// The page's dialogs load when first opened (lazy-part.tsx): they are not in its first load.
const AddedToCartDialog = lazyDialog(
  'addedToCartDialog',
  () => import('./added-to-cart-dialog'),
  (m) => m.AddedToCartDialog,
);
const MediaViewerDialog = lazyDialog(
  'mediaViewerDialog',
  () => import('./media-viewer-dialog'),
  (m) => m.MediaViewerDialog,
);
const ImagePreviewDialog = lazyDialog(
  'imagePreviewDialog',
  () => import('./image-preview-dialog'),
  (m) => m.ImagePreviewDialog,
);
// The asset actions under the gallery are used only once the buyer acts (asset-actions.tsx).
const AssetParts = lazyPart(
  'assetActions',
  () => import('./asset-actions'),
  (m) => m.AssetParts,
);
// 收藏商品 and 找相似 likewise (goods-actions.tsx).
const Favourite = lazyPart(
  'favourite',
  () => import('./goods-actions'),
  (m) => m.Favourite,
);
const FindSimilar = lazyPart(
  'findSimilar',
  () => import('./goods-actions'),
  (m) => m.FindSimilar,
);
// The supplier card and the recommended goods, with their placeholders (detail-side-parts.tsx):
// beside and below the goods, filled by calls of their own.
const SupplierPart = lazyPart(
  'supplierPart',
  () => import('./detail-side-parts'),
  (m) => m.SupplierPart,
);
const RecommendedPart = lazyPart(
  'recommendedPart',
  () => import('./detail-side-parts'),
  (m) => m.RecommendedPart,
);
const SupplierCardSkeleton = lazyPart(
  'supplierSkeleton',
  () => import('./detail-side-parts'),
  (m) => m.SupplierCardSkeleton,
);
/** A side part's box while its code loads. */
const SideBox = () => <div className="min-h-60 rounded-lg bg-white shadow-sm" />;
// Below the goods: the tabs' code arrives just after the page's (a box holds their place).
const DetailTabs = lazyPart(
  'detailTabs',
  () => import('./detail-tabs'),
  (m) => m.DetailTabs,
);
// 查看资质's notices and dialogs load with its flow (the route loads the chart itself).
const QualificationPart = lazyPart(
  'qualificationPart',
  () => import('./qualification-part'),
  (m) => m.QualificationPart,
);

/** The goods information's id: the skip link's target. */
export const goodsInfoId = 'goods-info';

/** What the route knows about the world that the page shows: hosts, the day. */
export interface DetailPageEnv {
  imageHost: string;
  /** the absolute /shop?SID= URL the supplier's QR code holds */
  shopUrl: (supplierId: number) => string;
  /** the buyer's day 'YYYY-MM-DD', for 最近上新 今天 */
  today: string;
}

/**
 * Memoised: the route re-renders when the session it reads changes (the visitor's header, once the
 * page has hydrated), and that must not draw the whole page again: on a phone's CPU it was one
 * long task of ~200 ms (issue #17 item 4, TBT). The page's own changes come as a new view.
 */
export const DetailPageView = memo(function DetailPageView({
  view,
  send,
  env,
}: {
  view: DetailPageViewData;
  send: (event: DetailPageEvent) => void;
  env: DetailPageEnv;
}) {
  if (view.status === 'notFound') {
    return (
      <>
        <PageTitle what={appText.goodsNotFound} />
        <Breadcrumb crumbs={plushCrumbs} />
        <MessagePanel title={appText.goodsNotFound} />
      </>
    );
  }
  if (view.status === 'failed') {
    return (
      <>
        <PageTitle />
        <Breadcrumb crumbs={plushCrumbs} />
        <FailurePanel
          title={appText.loadFailed}
          error={view.error}
          onRetry={() => send({ type: 'user.retry' })}
        />
      </>
    );
  }
  const goods = view.status === 'ready' ? view.goods : null;
  return (
    <>
      <PageTitle what={goods?.PName} />
      <Breadcrumb crumbs={[...plushCrumbs, ...(goods ? [{ label: goods.PName }] : [])]} />
      <article
        aria-busy={!goods}
        // On a phone the card runs edge to edge: the gallery takes the screen's width.
        className="grid gap-4 rounded-lg bg-white p-4 shadow-sm max-md:-mx-3 max-md:rounded-none max-md:p-3 md:grid-cols-[400px_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-x-6"
      >
        <div className="min-w-0 md:col-start-1 md:row-start-1">
          {goods && view.parts.gallery ? (
            <RegionBoundary name={appText.gallery} resetKey={goods.ID}>
              <Gallery actor={view.parts.gallery} viewer={view.parts.mediaViewer} />
            </RegionBoundary>
          ) : (
            <GallerySkeleton />
          )}
          {goods && (view.parts.download || view.parts.platformChooser) && (
            <RegionBoundary name={appText.assetActions} resetKey={goods.ID}>
              <AssetParts
                download={view.parts.download}
                platformChooser={view.parts.platformChooser}
                // the row's box (asset-actions.tsx) while its code loads
                fallback={<div className="mt-3 min-h-12" />}
              />
            </RegionBoundary>
          )}
        </div>
        {/* the skip link's target (page-frame.tsx): focusable by it, not by Tab */}
        <div id={goodsInfoId} tabIndex={-1} className="min-w-0 md:col-start-2 md:row-span-2 md:row-start-1">
          {goods ? (
            <RegionBoundary name={appText.goodsInfoRegion} resetKey={goods.ID}>
              <GoodsInfo
                goods={goods}
                notice={view.notice}
                favourite={
                  view.parts.favourite && (
                    <Favourite
                      actor={view.parts.favourite}
                      send={send}
                      fallback={<ActionBox label={labels.favourite} />}
                    />
                  )
                }
                findSimilar={
                  view.parts.findSimilar && (
                    <FindSimilar
                      actor={view.parts.findSimilar}
                      gallery={view.parts.gallery}
                      fallback={<ActionBox label={labels.findSimilar} />}
                    />
                  )
                }
              >
                <RegionBoundary name={appText.selectionRegion} resetKey={goods.ID}>
                  {view.parts.selection && <Selection actor={view.parts.selection} send={send} />}
                  {/* sold on 1688 only (shipping_type 2): the quantities here order nothing (issue 19 item 10) */}
                  {isDirectShipOnly(view.supplier.data?.shipping_type) && (
                    <p className="mt-2 text-sm text-neutral-600">{appText.directShipOnly}</p>
                  )}
                </RegionBoundary>
                <PurchaseDock>
                  <RegionBoundary name={appText.purchaseRegion} resetKey={goods.ID}>
                    {view.parts.selection && <SelectionTotals actor={view.parts.selection} />}
                    {view.parts.purchase && view.parts.selection && (
                      <Purchase
                        actor={view.parts.purchase}
                        selection={view.parts.selection}
                        send={send}
                        imageHost={env.imageHost}
                      />
                    )}
                  </RegionBoundary>
                </PurchaseDock>
              </GoodsInfo>
            </RegionBoundary>
          ) : (
            <InfoSkeleton />
          )}
        </div>
        <div className="min-w-0 md:col-start-1 md:row-start-2">
          {goods ? (
            <>
              <RegionBoundary name={appText.supplierRegion} resetKey={goods.ID}>
                <SupplierPart
                  part={view.supplier}
                  send={send}
                  shopUrl={env.shopUrl}
                  today={env.today}
                  fallback={<SideBox />}
                />
              </RegionBoundary>
              <RegionBoundary name={labels.qualification} resetKey={goods.ID}>
                {view.parts.qualification ? (
                  <QualificationPart actor={view.parts.qualification} />
                ) : (
                  <QualificationFlowNotice flow={view.qualificationFlow} send={send} />
                )}
              </RegionBoundary>
            </>
          ) : (
            <SupplierCardSkeleton fallback={<SideBox />} />
          )}
        </div>
      </article>
      {goods && (
        <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_220px]">
          {view.parts.imagePreview && (
            <RegionBoundary name={labels.detailImages} resetKey={goods.ID}>
              <DetailImages actor={view.parts.imagePreview} />
            </RegionBoundary>
          )}
          <RegionBoundary name={labels.recommended} resetKey={goods.ID}>
            <RecommendedPart
              part={view.recommended}
              send={send}
              imageHost={env.imageHost}
              fallback={<SideBox />}
            />
          </RegionBoundary>
        </div>
      )}
    </>
  );
});

/**
 * The gallery, subscribed to its own child: a pointer move over the zoom re-renders only it. Its
 * full-screen viewer is the mediaViewer child, opened at the item in the box.
 */
function Gallery({ actor, viewer }: { actor: GalleryRef; viewer: MediaViewerRef | undefined }) {
  const gallery = useSelector(actor, toGalleryView);
  const openViewer = useCallback(
    (index: number) => viewer?.send({ type: 'user.openViewer', index }),
    [viewer],
  );
  return (
    <>
      <GalleryView view={gallery} send={actor.send} onOpenViewer={viewer && openViewer} />
      {viewer && <Viewer actor={viewer} />}
    </>
  );
}

function Viewer({ actor }: { actor: MediaViewerRef }) {
  const view = useSelector(actor, toMediaViewerView);
  return <MediaViewerDialog open={view.open} view={view} send={actor.send} />;
}

/**
 * The colour buttons, 整色填充, the size rows and the cart summary, each subscribed to the
 * selection child on its own (selection-part.tsx), so a quantity change re-renders its row and the
 * totals, not the page. A colour choice goes to the page (the gallery follows it too); quantities
 * go straight to the selection.
 */
function Selection({ actor, send }: { actor: SelectionRef; send: (event: DetailPageEvent) => void }) {
  return <SelectionPart actor={actor} send={send} />;
}

/**
 * The purchase buttons, their notice and the success dialog, subscribed to the purchase child.
 * 加入购物车 and 立即购买 go to the page, which checks the login before handing them over.
 */
function Purchase({
  actor,
  selection,
  send,
  imageHost,
}: {
  actor: PurchaseRef;
  selection: SelectionRef;
  send: (event: GatedEvent) => void;
  imageHost: string;
}) {
  const purchase = useSelector(actor, toPurchaseView);
  // The lines go with the click, as selected at that moment (the selection machine's own reading).
  const sendPage = ({ type }: { type: 'user.addToCart' | 'user.buyNow' }) =>
    send({ type, lines: selectionLinesOf(selection.getSnapshot()) });
  return (
    <div className="pt-3 max-md:pt-1.5">
      <PurchaseBar view={purchase} send={actor.send} sendPage={sendPage} />
      <AddedToCartDialog
        open={purchase.added.open}
        view={purchase.added}
        onClose={() => actor.send({ type: 'user.closeAdded' })}
        imageHost={imageHost}
      />
    </div>
  );
}

/** 查看资質 while its flow's code loads (正在查询资质…), or why it could not, with 重试. */
function QualificationFlowNotice({
  flow,
  send,
}: {
  flow: DetailPageViewData['qualificationFlow'];
  send: (event: DetailPageEvent) => void;
}) {
  if (flow.loading)
    return (
      <p role="status" className="mt-2 text-sm text-neutral-600">
        {appText.qualificationChecking}
      </p>
    );
  if (!flow.failed) return null;
  return (
    <div className="mt-2">
      <RetryNotice
        title={appText.qualificationFlowFailed}
        message={flow.error}
        onRetry={() => send({ type: 'user.viewQualification' })}
      />
    </div>
  );
}

/** The tabs and the preview, subscribed to the imagePreview child only. */
function DetailImages({ actor }: { actor: ImagePreviewRef }) {
  const preview = useSelector(actor, toImagePreviewView);
  return (
    <div className="min-w-0">
      <DetailTabs
        preview={preview}
        send={actor.send}
        fallback={<div className="min-h-40 rounded-lg bg-white shadow-sm" />}
      />
      <ImagePreviewDialog open={preview.open} view={preview} send={actor.send} />
    </div>
  );
}

/** An action's box while its code loads: the same size, nothing to press yet. */
function ActionBox({ label }: { label: string }) {
  return (
    <span aria-hidden="true" className={`${actionClass} opacity-60`}>
      {label}
    </span>
  );
}

function GallerySkeleton() {
  // The strip's boxes as ThumbnailStrip lays them out: an arrow each side, 5 squares 3 px apart.
  return (
    <div aria-hidden="true" className="w-[400px] max-w-full">
      <div className="aspect-square w-full animate-pulse rounded border border-neutral-200 bg-neutral-100" />
      <div className="mt-2 flex gap-1">
        <div className="w-5 shrink-0" />
        <div className="grid flex-1 grid-cols-5 gap-[3px]">
          {[0, 1, 2, 3, 4].map((i) => (
            <div
              key={i}
              className="aspect-square animate-pulse rounded-sm border-2 border-neutral-200 bg-neutral-100"
            />
          ))}
        </div>
        <div className="w-5 shrink-0" />
      </div>
    </div>
  );
}

function InfoSkeleton() {
  return (
    <div className="space-y-3" role="status">
      <p className="sr-only">{appText.loading}</p>
      <div className="h-7 w-3/4 animate-pulse rounded bg-neutral-200" />
      <div className="h-8 w-1/2 animate-pulse rounded bg-neutral-100" />
      <div className="h-14 animate-pulse rounded bg-brand-50" />
      <div className="h-24 animate-pulse rounded bg-neutral-100" />
      <div className="h-48 animate-pulse rounded bg-neutral-100" />
    </div>
  );
}
