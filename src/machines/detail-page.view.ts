/**
 * detailPage's view-model (the chart is detail-page.machine.ts beside it): toDetailPageView, from
 * the page's snapshot to what the page shows (its status, side parts and the child actors each
 * part's view subscribes to), and toGoodsInfoView for the goods information column (spec §2, §4,
 * §9): every text the column shows, each by its rule in src/rules, so goods-info.tsx only lays
 * them out. Nothing here changes state.
 */
import { appText, fill, labels } from '@/copy/copy';
import type { Goods, GoodsCard } from '@/domain/goods';
import type { Supplier } from '@/domain/supplier';
import { cutDate, type PriceText, priceText, showsDaifaBadge, titleBeforePlus } from '@/rules/goods-text';
import type { NoticeNode } from '@/rules/notice-html';
import { readableNumber } from '@/rules/readable-number';
import type {
  DetailPageSnapshot,
  DownloadRef,
  FavouriteRef,
  FindSimilarRef,
  GalleryRef,
  ImagePreviewRef,
  MediaViewerRef,
  PlatformChooserRef,
  PurchaseRef,
  QualificationRef,
  SelectionRef,
} from './detail-page.machine';

export interface GoodsInfoView {
  title: string;
  /** the 代发 badge beside the title */
  daifa: boolean;
  /** what 搜同款 searches for */
  searchKeyword: string;
  price: PriceText;
  /** the fields under the price, in the spec's order: a label and its text */
  fields: Array<{ term: string; text: string }>;
}

export function toGoodsInfoView(goods: Goods): GoodsInfoView {
  return {
    title: goods.PName,
    daifa: showsDaifaBadge(goods.skuFlag),
    searchKeyword: titleBeforePlus(goods.PName),
    price: priceText(goods.price, goods.ali_url),
    fields: [
      { term: labels.itemNumber, text: goods.ToySn },
      { term: labels.minWeight, text: fill(appText.grams, { n: readableNumber(goods.min_weight) }) },
      { term: labels.publishDate, text: cutDate(goods.ITime) },
      { term: labels.updateDate, text: cutDate(goods.CTime) },
      { term: labels.totalSales, text: readableNumber(goods.sale_num) },
      { term: labels.displayCount, text: readableNumber(goods.PHotNum) },
      { term: labels.transferCount, text: readableNumber(goods.BuyNum) },
    ],
  };
}

export type DetailPageStatus = 'loading' | 'ready' | 'notFound' | 'failed';
export type SidePartStatus = 'loading' | 'loaded' | 'unavailable';

export interface DetailPageViewData {
  status: DetailPageStatus;
  goods: Goods | null;
  notice: NoticeNode[];
  error: string | null;
  canRetry: boolean;
  supplier: {
    status: SidePartStatus;
    data: Supplier | null;
    error: string | null;
    canRetry: boolean;
    /** 查看资质 does something now (a visitor's asks for the login, a buyer's starts the flow) */
    canViewQualification: boolean;
  };
  recommended: { status: SidePartStatus; list: GoodsCard[]; error: string | null; canRetry: boolean };
  /** the children of the ready page, for their own views to subscribe to */
  parts: {
    gallery: GalleryRef | undefined;
    mediaViewer: MediaViewerRef | undefined;
    imagePreview: ImagePreviewRef | undefined;
    selection: SelectionRef | undefined;
    purchase: PurchaseRef | undefined;
    favourite: FavouriteRef | undefined;
    qualification: QualificationRef | undefined;
    findSimilar: FindSimilarRef | undefined;
    download: DownloadRef | undefined;
    platformChooser: PlatformChooserRef | undefined;
  };
  /** 查看资质's flow while its code loads, or why it could not */
  qualificationFlow: { loading: boolean; failed: boolean; error: string | null };
}

const sideStatus = (snapshot: DetailPageSnapshot, region: 'supplier' | 'recommended'): SidePartStatus =>
  (['loaded', 'unavailable'] as const).find((s) => snapshot.matches({ ready: { [region]: s } })) ?? 'loading';

/**
 * The page without its largest parts (the colours and sizes with the purchase bar, the detail
 * images): what a route paints first while it draws the rest in the background (React's
 * useDeferredValue). They come below everything else of the first screen, so nothing there moves
 * when they arrive; the gallery stays, its cover being the largest paint.
 */
export function withoutLargeParts(view: DetailPageViewData): DetailPageViewData {
  return {
    ...view,
    parts: {
      ...view.parts,
      selection: undefined,
      purchase: undefined,
      imagePreview: undefined,
    },
  };
}

/** What the view shows, derived from the snapshot only. */
export function toDetailPageView(snapshot: DetailPageSnapshot): DetailPageViewData {
  const status =
    (['loading', 'ready', 'notFound', 'failed'] as const).find((s) => snapshot.matches(s)) ?? 'loading';
  const { goods, notice, supplier, recommended } = snapshot.context;
  return {
    status,
    goods,
    notice,
    error: snapshot.context.error,
    canRetry: snapshot.can({ type: 'user.retry' }),
    supplier: {
      status: sideStatus(snapshot, 'supplier'),
      data: supplier,
      error: snapshot.context.supplierError,
      canRetry: snapshot.can({ type: 'user.retrySupplier' }),
      canViewQualification: snapshot.can({ type: 'user.viewQualification' }),
    },
    recommended: {
      status: sideStatus(snapshot, 'recommended'),
      list: recommended,
      error: snapshot.context.recommendedError,
      canRetry: snapshot.can({ type: 'user.retryRecommended' }),
    },
    parts: {
      gallery: snapshot.children.gallery,
      mediaViewer: snapshot.children.mediaViewer,
      imagePreview: snapshot.children.imagePreview,
      selection: snapshot.children.selection,
      purchase: snapshot.children.purchase,
      favourite: snapshot.children.favourite,
      // Spawned when the flow's code has loaded, so kept in context rather than invoked.
      qualification: snapshot.context.qualification ?? undefined,
      findSimilar: snapshot.children.findSimilar,
      download: snapshot.children.download,
      platformChooser: snapshot.children.platformChooser,
    },
    qualificationFlow: {
      loading: snapshot.matches({ ready: { qualificationFlow: 'loading' } }),
      failed: snapshot.matches({ ready: { qualificationFlow: 'failed' } }),
      error: snapshot.context.qualificationError,
    },
  };
}
