/**
 * The machines /flows shows and `npm run flows` draws: one entry per machine. An entry says
 * what the machine is called in Chinese, what it does in one line, how to start a live demo copy
 * of it (demo actors that WAIT until the product owner picks an answer, and demo input), which
 * sample events to offer (payloads the machine's guards accept), and how to render its real
 * headless view for a snapshot.
 *
 * To add a machine, append `defineFlow({ ... })` to `flows` below: the diagram, the live copy,
 * the docs/flows files and the tests that check every state and transition appears all follow.
 *
 * Pure enough for Node (the script imports it): no services/config (the page passes the image
 * host in `FlowEnv`), no CSS, no browser API at import time.
 */
import type { ComponentType } from 'react';
import {
  type AnyStateMachine,
  type EventFromLogic,
  fromPromise,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { appText, fill, labels, qualificationFields } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { laterText } from '@/copy/later-text';
import { cartPageMachine, toCartPageView } from '@/machines/cart-page.machine';
import { detailPageMachine, toDetailPageView } from '@/machines/detail-page.machine';
import { downloadInput, downloadMachine, toDownloadView } from '@/machines/download.machine';
import { favouriteMachine, toFavouriteView } from '@/machines/favourite.machine';
import { findSimilarMachine, toFindSimilarView } from '@/machines/find-similar.machine';
import { galleryMachine, lastFirst, toGalleryView } from '@/machines/gallery.machine';
import { goodsListMachine, toGoodsListView } from '@/machines/goods-list.machine';
import { imagePreviewMachine, toImagePreviewView } from '@/machines/image-preview.machine';
import { mediaViewerMachine, toMediaViewerView } from '@/machines/media-viewer.machine';
import { orderMachine } from '@/machines/order.machine';
import { toOrderView } from '@/machines/order.view';
import { orderListMachine, toOrderListView } from '@/machines/order-list.machine';
import { platformChooserMachine, toPlatformChooserView } from '@/machines/platform-chooser.machine';
import { purchaseMachine, toPurchaseView } from '@/machines/purchase.machine';
import {
  type QualificationField,
  qualificationMachine,
  toQualificationView,
} from '@/machines/qualification.machine';
import { selectionMachine, toSelectionView } from '@/machines/selection.machine';
import { sessionMachine, toSessionView } from '@/machines/session.machine';
import { orderColours } from '@/rules/colour-order';
import { galleryItems } from '@/rules/gallery-items';
import { restoredSelection } from '@/rules/kept-selection';
import { mediaFileUrl, mediaPathUrl } from '@/rules/media-url';
import type { SelectedLine } from '@/rules/selected-lines';
import { UPLOAD_PLATFORMS } from '@/rules/upload-platforms';
import { ApiError, defaultMessage } from '@/services/api-error';
import type { OrderProblem } from '@/services/order-schemas';
import { AccountMenuPanel } from '@/views/account-menu-panel';
import { AddedToCartDialog } from '@/views/added-to-cart-dialog';
import { AssetActions, DownloadActions, UploadAction } from '@/views/asset-actions';
import { CartPageView } from '@/views/cart-page-view';
import { CartSummary } from '@/views/cart-summary';
import { ColourPicker } from '@/views/colour-picker';
import { DetailPageView } from '@/views/detail-page-view';
import { DetailTabs } from '@/views/detail-tabs';
import { FavouriteAction } from '@/views/favourite-action';
import { FillColour } from '@/views/fill-colour';
import { FindSimilarAction } from '@/views/find-similar-action';
import { GalleryView } from '@/views/gallery-view';
import { GoodsListView } from '@/views/goods-list-view';
import { ImagePreviewDialog } from '@/views/image-preview-dialog';
import { LoginPanel } from '@/views/login-dialog';
import { MediaViewerDialog } from '@/views/media-viewer-dialog';
import { OrderListView } from '@/views/order-list-view';
import { OrderView } from '@/views/order-view';
import { SiteHeader } from '@/views/page-frame';
import { PurchaseBar } from '@/views/purchase-bar';
import { QualificationDialogs } from '@/views/qualification-dialogs';
import { QualificationNotice } from '@/views/qualification-notice';
import { SessionContext } from '@/views/session-context';
import { SizeTable } from '@/views/size-table';
import { demoCart, demoEmptyCart } from './demo-cart';
import { demoEmptyPage, demoGoods, demoRecommended, demoShopPage, demoSupplier } from './demo-data';
import { demoOrder, demoOrderInput, demoPriceChanged, demoShort } from './demo-order';

/** What the page knows of the world, for the demo input and the views (as the real routes give). */
export interface FlowEnv {
  /** services/config bases.imageHost ('' for this origin) */
  imageHost: string;
  shopUrl: (supplierId: number) => string;
  /** 'YYYY-MM-DD' */
  today: string;
}

/** One answer the owner can give a waiting call: the button's label and what the call returns. */
export type DemoOutcome = { label: string } & ({ ok: true; output: unknown } | { ok: false; error: unknown });

/** The waiting calls of one live copy: each invoked demo actor waits here until it is settled. */
export interface DemoCalls {
  /** a promise actor that waits, by its invoke id, for `settle` */
  waiting: <TOutput, TInput>() => ReturnType<typeof fromPromise<TOutput, TInput>>;
  /** answers the waiting call of invoke `id`; false when none waits */
  settle: (id: string, outcome: DemoOutcome) => boolean;
}

export function demoCalls(): DemoCalls {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  return {
    waiting: <TOutput, TInput>() =>
      fromPromise<TOutput, TInput>(
        ({ self, signal }) =>
          new Promise<TOutput>((resolve, reject) => {
            const call = { resolve: (value: unknown) => resolve(value as TOutput), reject };
            pending.set(self.id, call);
            // A call whose state was left (a new ?id, a retry) no longer waits.
            signal.addEventListener('abort', () => {
              if (pending.get(self.id) === call) pending.delete(self.id);
            });
          }),
      ),
    settle: (id, outcome) => {
      const call = pending.get(id);
      if (!call) return false;
      pending.delete(id);
      if (outcome.ok) call.resolve(outcome.output);
      else call.reject(outcome.error);
      return true;
    },
  };
}

/** A sample event for a button: the event with a payload the guards accept, and what it picks. */
export interface EventSample<TEvent> {
  event: TEvent;
  /** e.g. the colour or the thumbnail the payload names */
  note?: string;
}

export interface FlowView<TMachine extends AnyStateMachine> {
  snapshot: SnapshotFrom<TMachine>;
  send: (event: EventFromLogic<TMachine>) => void;
  env: FlowEnv;
}

export interface Flow<TMachine extends AnyStateMachine> {
  /** the machine's id: also /flows?machine=<id> and docs/flows/<id>.svg */
  id: string;
  /** its name in Chinese */
  name: string;
  /** what it does, in one Chinese line */
  summary: string;
  machine: TMachine;
  /** a fresh live copy: the machine with demo actors, and its input */
  demo: (env: FlowEnv, calls: DemoCalls) => { logic: TMachine; input: InputFrom<TMachine> };
  /** the answers a waiting call can be given, by invoke id */
  outcomes?: Record<string, DemoOutcome[]>;
  /** events with payloads, for the events whose guards read one (a bare {type} otherwise) */
  samples?: (snapshot: SnapshotFrom<TMachine>) => Array<EventSample<EventFromLogic<TMachine>>>;
  /** the machine's real headless view for a snapshot */
  View: ComponentType<FlowView<TMachine>>;
}

export type AnyFlow = Flow<AnyStateMachine>;

/** An entry of the registry, type-checked against its own machine. */
export function defineFlow<TMachine extends AnyStateMachine>(flow: Flow<TMachine>): AnyFlow {
  // The page handles entries alike; each entry was checked against its machine above.
  return flow as unknown as AnyFlow;
}

// ── demo answers ────────────────────────────────────────────────────────────────────────────

const httpError = (status: number) => new ApiError('http', defaultMessage('http', status), status);
const succeeded = (output: unknown, label: string = flowsText.demoSucceeded): DemoOutcome => ({
  label,
  ok: true,
  output,
});
const notFound: DemoOutcome = { label: flowsText.demoNotFound, ok: false, error: httpError(404) };
const serverError: DemoOutcome = { label: flowsText.demoServerError, ok: false, error: httpError(500) };

const networkError: DemoOutcome = {
  label: flowsText.demoNetworkError,
  ok: false,
  error: new ApiError('network', defaultMessage('network')),
};
/** The server's refusals of a login (server/routes/auth.ts), as the login service throws them. */
const loginRefused = (label: string, msg: string): DemoOutcome => ({
  label,
  ok: false,
  error: new ApiError('http', msg, 401, 0),
});
/** The server's 409 of an order it would not make, as services/order-api throws it (with its lines). */
const orderRefusal = (problems: OrderProblem[]) =>
  Object.assign(new ApiError('http', problems.map((p) => p.text).join('；'), 409), { problems });
/** The seeded demo buyer (README): mobile 13800138000, password plush123. */
const demoBuyer = { id: 1, nickname: '演示买家' };

const demoColours = orderColours(demoGoods.specs);
const demoMain = demoGoods.pics[0];

/** A selection kept for Back, as the route answers it: the second colour, 2 of each size in stock. */
function demoKeptSelection() {
  const colour = demoColours[Math.min(1, demoColours.length - 1)];
  const quantities = Object.fromEntries((colour?.sizes ?? []).map((size) => [size.id, 2]));
  return restoredSelection(demoColours, { colour: colour?.color ?? '', quantities });
}

/** The demo buyer's uid, and a selection of 3 of the first size in stock, for the purchase demo. */
const DEMO_UID = 1;
const demoSize = demoColours
  .flatMap((c) => c.sizes.map((size) => ({ colour: c.color, size })))
  .find((line) => line.size.stock > 0);
const demoLines: SelectedLine[] = demoSize ? [{ ...demoSize, quantity: 3 }] : [];
const refused = (message: string): DemoOutcome => ({
  label: flowsText.demoRefused,
  ok: false,
  error: new ApiError('http', message, 400),
});

/** A qualification like the seed's for the demo supplier 101, and a payment order for it. */
const demoQualification = {
  business_company_name: '扬州市宝贝乐毛绒玩具厂',
  business_chairman: '王建国',
  business_code: '91321003MA1W000101',
  business_address: '扬州市邗江区公道镇工业集中区宝贝乐路8号',
  business_date: '2015-03-12',
  business_foundation: '500万元人民币',
  business_expired: '2015-03-12 至 长期',
  business_scope: '生产、加工、销售：毛绒玩具、布绒玩具、工艺礼品、抱枕靠垫、箱包挂件。',
};
/** 查看资质's chart as the page loads it, for a buyer who has paid: the papers come at once. */
const demoQualificationFlow = qualificationMachine.provide({
  actors: { loadQualification: fromPromise(async () => demoQualification) },
});
const demoPayment = (opened: boolean) => ({
  orderNo: 'QP1763712000000123456',
  payUrl: '/pay?order_no=QP1763712000000123456&money=100&body=demo',
  opened,
});
/** The cover 找相似 sends in the demo: the main video's poster, as the page opens (spec §5). */
const demoCover = demoMain ? mediaPathUrl('', demoMain.type === 2 ? demoMain.poster : demoMain.file) : '';
const demoCoverNote = demoMain?.type === 2 ? '视频封面' : '主图';
/** A media file that did not arrive, as services/zip-download says it. */
const downloadFailed = (name: string): DemoOutcome => ({
  label: flowsText.demoNetworkError,
  ok: false,
  error: new Error(fill(laterText.downloadFileNetwork, { name })),
});
/** The demo goods' 抖音 upload page (this origin: the registry does not read services/config). */
const demoUploadUrl = `/api/mini/goods/upload/view/${demoGoods.ID}/${encodeURIComponent(labels.douyin)}`;

const colourSamples = <TType extends string>(type: TType, names: readonly string[]) =>
  names.map((name, index) => ({ event: { type, index }, note: name }));

// ── the registry ────────────────────────────────────────────────────────────────────────────

export const flows: AnyFlow[] = [
  defineFlow({
    id: 'detailPage',
    name: '商品详情页',
    summary:
      '打开 /detail?id= 时加载商品；加载成功后并行加载供应商名片和推荐商品，并启动图集、选择、大图预览三个子状态机。',
    machine: detailPageMachine,
    demo: (env, calls) => ({
      logic: detailPageMachine.provide({
        actors: {
          loadGoods: calls.waiting(),
          loadSupplier: calls.waiting(),
          loadRecommended: calls.waiting(),
          purchase: purchaseMachine.provide({
            actors: { saveCart: calls.waiting(), placeOrder: calls.waiting() },
          }),
          favourite: favouriteMachine.provide({ actors: { saveFavourite: calls.waiting() } }),
          // The page loads 查看资质's code on a buyer's first click (its own entry below follows
          // the flow call by call; here it shows the paid supplier's papers at once).
          loadQualificationFlow: calls.waiting(),
          findSimilar: findSimilarMachine.provide({ actors: { findSimilar: calls.waiting() } }),
          download: downloadMachine.provide({
            actors: {
              collectZip: calls.waiting(),
              saveZip: calls.waiting(),
              reportDownload: calls.waiting(),
              saveVideo: calls.waiting(),
            },
          }),
          platformChooser: platformChooserMachine.provide({ actors: { openUploadPage: calls.waiting() } }),
        },
      }),
      input: { goodsId: demoGoods.ID, uid: 0, imageHost: env.imageHost },
    }),
    outcomes: {
      loadGoods: [succeeded(demoGoods), notFound, serverError],
      loadSupplier: [succeeded(demoSupplier), serverError],
      loadRecommended: [succeeded(demoRecommended), serverError],
      loadQualificationFlow: [succeeded(demoQualificationFlow, flowsText.demoFlowLoaded), networkError],
    },
    samples: (snapshot) => [
      ...colourSamples(
        'user.chooseColour' as const,
        snapshot.context.colours.map((c) => c.color),
      ),
      { event: { type: 'session.changed' as const, uid: DEMO_UID }, note: flowsText.demoLoggedIn },
      { event: { type: 'session.changed' as const, uid: 0 }, note: flowsText.demoLoggedOut },
      {
        event: {
          type: 'route.goodsChanged' as const,
          goodsId: snapshot.context.goodsId === 1002 ? 1001 : 1002,
        },
        note: `?id=${snapshot.context.goodsId === 1002 ? 1001 : 1002}`,
      },
    ],
    View: ({ snapshot, send, env }) => (
      <DetailPageView view={toDetailPageView(snapshot)} send={send} env={env} />
    ),
  }),
  defineFlow({
    id: 'gallery',
    name: '商品图集',
    summary:
      '主图框与缩略图条：图片加载、失败与 2 倍放大，视频播放与无法播放，颜色切换对应的图片，5 张缩略图的窗口。',
    machine: galleryMachine,
    demo: (env) => ({
      logic: galleryMachine,
      input: {
        items: demoMain ? galleryItems(env.imageHost, demoGoods.PName, demoMain, demoColours) : [],
      },
    }),
    samples: (snapshot) => {
      const { items } = snapshot.context;
      const last = lastFirst(items.length);
      return [
        ...items.map((item, index) => ({
          event: { type: 'user.selectThumbnail' as const, index },
          note: `第${index + 1}张 ${item.label}`,
        })),
        ...colourSamples(
          'colour.chosen' as const,
          items.slice(1).map((item) => item.label),
        ),
        { event: { type: 'pointer.enter' as const, x: 0.3, y: 0.4 } },
        { event: { type: 'pointer.move' as const, x: 0.6, y: 0.5 } },
        ...Array.from({ length: last + 1 }, (_, first) => ({
          event: { type: 'strip.scrolled' as const, first },
          note: `从第${first + 1}张起`,
        })),
      ];
    },
    View: ({ snapshot, send }) => <GalleryView view={toGalleryView(snapshot)} send={send} />,
  }),
  defineFlow({
    id: 'mediaViewer',
    name: '全屏看图',
    summary:
      '点主图全屏打开：左右滑动或上一张 / 下一张切换，双击或双指张开放大、再双击或捏回还原，点 × 或按 Esc 关闭。',
    machine: mediaViewerMachine,
    demo: (env) => ({
      logic: mediaViewerMachine,
      input: {
        items: demoMain ? galleryItems(env.imageHost, demoGoods.PName, demoMain, demoColours) : [],
      },
    }),
    samples: (snapshot) => [
      ...snapshot.context.items.map((item, index) => ({
        event: { type: 'user.openViewer' as const, index },
        note: `第${index + 1}张 ${item.label}`,
      })),
      ...snapshot.context.items.map((item, index) => ({
        event: { type: 'user.showItem' as const, index },
        note: `第${index + 1}张 ${item.label}`,
      })),
      { event: { type: 'user.pinch' as const, scale: 3 }, note: '放大到 3 倍' },
      { event: { type: 'user.pinch' as const, scale: 1 }, note: '捏回原大' },
    ],
    View: ({ snapshot, send }) => <MediaViewerDialog view={toMediaViewerView(snapshot)} send={send} />,
  }),
  defineFlow({
    id: 'selection',
    name: '颜色与数量选择',
    summary: '选择颜色，并为每个尺码填写数量：数量在 0 到库存之间，售罄的尺码不能填写。',
    machine: selectionMachine,
    demo: () => ({ logic: selectionMachine, input: { colours: demoColours, goodsId: demoGoods.ID } }),
    // Back or a reload (issue 19 item 3): what the tab kept, or nothing. Reading it never fails
    // (storage that refuses answers nothing kept), so the chart has no failure to show.
    outcomes: {
      keptSelection: [
        succeeded(demoKeptSelection(), flowsText.demoKeptSelection),
        succeeded(null, flowsText.demoNoKeptSelection),
      ],
    },
    samples: (snapshot) => {
      const { colours, colourIndex } = snapshot.context;
      const size = colours[colourIndex]?.sizes.find((s) => s.stock > 0);
      const quantity = size
        ? ([
            {
              event: { type: 'user.typeQuantity', sizeId: size.id, text: '12' },
              note: `${size.size} 输入 12`,
            },
            { event: { type: 'user.incrementQuantity', sizeId: size.id }, note: size.size },
            { event: { type: 'user.decrementQuantity', sizeId: size.id }, note: size.size },
            { event: { type: 'user.minQuantity', sizeId: size.id }, note: size.size },
            { event: { type: 'user.maxQuantity', sizeId: size.id }, note: size.size },
          ] as const)
        : [];
      return [
        ...colourSamples(
          'user.chooseColour' as const,
          colours.map((c) => c.color),
        ),
        ...quantity,
        { event: { type: 'user.fillColour' as const, text: '10' }, note: '每个有货尺码填 10' },
        { event: { type: 'user.fillColour' as const, text: '' }, note: '未填数量：不填充，提示原因' },
        { event: { type: 'user.undoFill' as const }, note: '撤销刚才的整色填充' },
      ];
    },
    View: ({ snapshot, send }) => {
      const view = toSelectionView(snapshot);
      return (
        <div className="space-y-3">
          <ColourPicker view={view} send={send} />
          <FillColour colour={view.colour} enabled={view.canFillColour} answer={view.fill} send={send} />
          <SizeTable view={view} send={send} />
          <CartSummary summary={view.summary} />
        </div>
      );
    },
  }),
  defineFlow({
    id: 'imagePreview',
    name: '详情大图预览',
    summary: '“商品详情”标签页里的详情图：点击打开大图，上一张 / 下一张，关闭。',
    machine: imagePreviewMachine,
    demo: (env) => ({
      logic: imagePreviewMachine,
      input: { images: demoGoods.detailList.map((item) => mediaFileUrl(env.imageHost, item)) },
    }),
    samples: (snapshot) =>
      snapshot.context.images.map((_, index) => ({
        event: { type: 'user.openPreview' as const, index },
        note: `第${index + 1}张`,
      })),
    View: ({ snapshot, send }) => {
      const view = toImagePreviewView(snapshot);
      return (
        <>
          <DetailTabs preview={view} send={send} />
          <ImagePreviewDialog view={view} send={send} />
        </>
      );
    },
  }),
  defineFlow({
    id: 'session',
    name: '登录状态',
    summary:
      '打开页面时恢复登录；访客点登录或需要登录的操作时弹出登录框（校验、提交、失败提示），登录后页头显示昵称、退出和购物车件数；点昵称打开账户菜单，查看其他登录设备并退出它们；令牌失效时回到访客并提示重新登录。',
    machine: sessionMachine,
    demo: (_env, calls) => ({
      logic: sessionMachine.provide({
        actors: {
          restoreSession: calls.waiting(),
          login: calls.waiting(),
          logout: calls.waiting(),
          watchSession: calls.waiting(),
          loadCartCount: calls.waiting(),
          countOtherDevices: calls.waiting(),
          endOtherDevices: calls.waiting(),
        },
      }),
      input: undefined,
    }),
    outcomes: {
      restoreSession: [
        succeeded(demoBuyer, flowsText.demoRestored),
        succeeded(null, flowsText.demoNoToken),
        networkError,
      ],
      login: [
        succeeded(demoBuyer),
        // one answer for both since issue 24 (F3): the server does not say which mobiles exist
        loginRefused(flowsText.demoWrongPassword, '手机号或密码错误'),
        loginRefused(flowsText.demoUnknownMobile, '手机号或密码错误'),
        networkError,
      ],
      logout: [succeeded(undefined), networkError],
      watchSession: [
        succeeded(undefined, flowsText.demoTokenRevoked),
        { label: flowsText.demoWatchFailed, ok: false, error: new Error('storage unavailable') },
      ],
      loadCartCount: [succeeded(3), serverError],
      countOtherDevices: [
        succeeded(2, flowsText.demoOtherDevices),
        succeeded(0, flowsText.demoNoOtherDevices),
        networkError,
      ],
      endOtherDevices: [succeeded(2, flowsText.demoOthersEnded), serverError],
    },
    samples: () => [
      { event: { type: 'user.openLogin' as const }, note: '页头的登录' },
      { event: { type: 'user.openLogin' as const, reason: labels.addToCart }, note: labels.addToCart },
      {
        event: { type: 'user.submitLogin' as const, mobile: '13800138000', password: 'plush123' },
        note: '13800138000 / plush123',
      },
      {
        event: { type: 'user.submitLogin' as const, mobile: '1380013', password: 'plush123' },
        note: '1380013（手机号不对）',
      },
      {
        event: { type: 'user.submitLogin' as const, mobile: '13800138000', password: '' },
        note: '空密码',
      },
      { event: { type: 'cart.changed' as const, count: 5 }, note: '购物车变为5件' },
    ],
    View: ({ snapshot, send }) => {
      const view = toSessionView(snapshot);
      return (
        <SessionContext.Provider value={{ view, send }}>
          <div className="space-y-3">
            <SiteHeader />
            <LoginPanel view={view} send={send} />
            <AccountMenuPanel devices={view.devices} send={send} />
          </div>
        </SessionContext.Provider>
      );
    },
  }),
  defineFlow({
    id: 'goodsList',
    name: '商品列表',
    summary: '首页、全部商品、搜索结果和供应商店铺的一页商品：加载、有商品、没有商品、店铺不存在、加载失败。',
    machine: goodsListMachine,
    demo: (env, calls) => ({
      logic: goodsListMachine.provide({ actors: { loadPage: calls.waiting() } }),
      input: {
        query: { kind: 'shop' as const, supplierId: demoSupplier.ID, page: 1 },
        imageHost: env.imageHost,
      },
    }),
    outcomes: {
      loadPage: [
        succeeded({ page: demoShopPage, supplier: demoSupplier }, flowsText.demoSucceededWithGoods),
        succeeded({ page: demoEmptyPage, supplier: demoSupplier }, flowsText.demoSucceededEmpty),
        notFound,
        serverError,
      ],
    },
    View: ({ snapshot, send, env }) => (
      <GoodsListView
        view={toGoodsListView(snapshot)}
        send={send}
        shopUrl={env.shopUrl(demoSupplier.ID)}
        today={env.today}
      />
    ),
  }),
  defineFlow({
    id: 'purchase',
    name: '购买',
    summary:
      '加入购物车、立即购买与 1688直发：按供应商发货方式显示按钮；未选择数量时提示“请选择商品”；保存购物车、生成订单并在新标签页打开确认页。',
    machine: purchaseMachine,
    demo: (_env, calls) => ({
      logic: purchaseMachine.provide({ actors: { saveCart: calls.waiting(), placeOrder: calls.waiting() } }),
      input: {
        goodsId: demoGoods.ID,
        goodsName: demoGoods.PName,
        supplierName: demoGoods.SName,
        aliUrl: demoGoods.ali_url,
      },
    }),
    outcomes: {
      saveCart: [succeeded({ count: 12 }), refused(flowsText.demoStockShort), serverError],
      placeOrder: [
        succeeded({ orderNo: '1763712000042', opened: true }, flowsText.demoTabOpened),
        succeeded({ orderNo: '1763712000042', opened: false }, flowsText.demoTabBlocked),
        { label: flowsText.demoStorageFull, ok: false, error: new Error(appText.orderNotStored) },
      ],
    },
    samples: () => [
      ...([0, 1, 2] as const).map((shippingType) => ({
        event: { type: 'supplier.known' as const, shippingType, alsoBought: demoSupplier.goods },
        note: `shipping_type ${shippingType}`,
      })),
      {
        event: { type: 'user.addToCart' as const, uid: DEMO_UID, lines: demoLines },
        note: flowsText.demoSelected,
      },
      {
        event: { type: 'user.addToCart' as const, uid: DEMO_UID, lines: [] },
        note: flowsText.demoNothingSelected,
      },
      {
        event: { type: 'user.buyNow' as const, uid: DEMO_UID, lines: demoLines },
        note: flowsText.demoSelected,
      },
      {
        event: { type: 'user.buyNow' as const, uid: DEMO_UID, lines: [] },
        note: flowsText.demoNothingSelected,
      },
    ],
    View: ({ snapshot, send, env }) => {
      const view = toPurchaseView(snapshot);
      return (
        <>
          <PurchaseBar
            view={view}
            send={send}
            sendPage={({ type }) => send({ type, uid: DEMO_UID, lines: demoLines })}
          />
          <AddedToCartDialog
            view={view.added}
            onClose={() => send({ type: 'user.closeAdded' })}
            imageHost={env.imageHost}
          />
        </>
      );
    },
  }),
  defineFlow({
    id: 'favourite',
    name: '收藏商品',
    summary: '已登录的买家收藏商品：显示服务器返回的提示；失败时说明原因。',
    machine: favouriteMachine,
    demo: (_env, calls) => ({
      logic: favouriteMachine.provide({ actors: { saveFavourite: calls.waiting() } }),
      input: { goodsId: demoGoods.ID },
    }),
    outcomes: {
      saveFavourite: [
        succeeded('收藏成功'),
        succeeded('已收藏过该商品', flowsText.demoAlreadyFavourited),
        {
          label: flowsText.demoSessionExpired,
          ok: false,
          error: new ApiError('http', appText.sessionExpired, 401),
        },
      ],
    },
    samples: () => [
      { event: { type: 'user.favourite' as const, uid: DEMO_UID }, note: flowsText.demoLoggedIn },
    ],
    View: ({ snapshot, send }) => (
      <div className="flex flex-wrap gap-2">
        <FavouriteAction
          view={toFavouriteView(snapshot)}
          send={send}
          sendPage={() => send({ type: 'user.favourite', uid: DEMO_UID })}
        />
      </div>
    ),
  }),
  defineFlow({
    id: 'qualification',
    name: '查看资质',
    summary:
      '已登录的买家点“查看资质”：先查是否已付过款；未付款时确认支付100元，支付页在新标签页打开，等待支付结果（支付页通知或定时查询），然后显示资质，每一项“点击查看”后才显示。',
    machine: qualificationMachine,
    demo: (_env, calls) => ({
      logic: qualificationMachine.provide({
        actors: {
          loadQualification: calls.waiting(),
          startPayment: calls.waiting(),
          watchPayment: calls.waiting(),
          checkPayment: calls.waiting(),
        },
        // 30 seconds of waiting instead of 2 minutes, so that 未确认支付 can be seen on /flows.
        delays: { paymentWindow: 30_000 },
      }),
      input: { supplierId: demoSupplier.ID },
    }),
    outcomes: {
      loadQualification: [
        succeeded(demoQualification, flowsText.demoPaidBefore),
        {
          label: flowsText.demoUnpaid,
          ok: false,
          error: new ApiError('rejected', '查看供应商资质需先支付100元', 200, 0),
        },
        serverError,
      ],
      startPayment: [
        succeeded(demoPayment(true), flowsText.demoPayTabOpened),
        succeeded(demoPayment(false), flowsText.demoPayTabBlocked),
        serverError,
      ],
      watchPayment: [
        succeeded('paid', flowsText.demoPaid),
        succeeded('cancelled', flowsText.demoPayCancelled),
        {
          label: flowsText.demoWatchUnsupported,
          ok: false,
          error: new Error(laterText.paymentWatchUnsupported),
        },
      ],
      checkPayment: [
        succeeded('pending', flowsText.demoPending),
        succeeded('paid', flowsText.demoPaid),
        succeeded('cancelled', flowsText.demoPayCancelled),
        networkError,
      ],
    },
    samples: () => [
      { event: { type: 'user.viewQualification' as const, uid: DEMO_UID }, note: flowsText.demoLoggedIn },
      ...(Object.keys(qualificationFields) as QualificationField[]).map((field) => ({
        event: { type: 'user.revealField' as const, field },
        note: qualificationFields[field],
      })),
    ],
    View: ({ snapshot, send }) => {
      const view = toQualificationView(snapshot);
      return (
        <div className="space-y-3">
          <button
            type="button"
            onClick={() => send({ type: 'user.viewQualification', uid: DEMO_UID })}
            className="rounded border border-neutral-300 px-3 py-1.5 text-neutral-700 hover:border-brand-500 hover:text-brand-600"
          >
            {labels.qualification}
          </button>
          <QualificationNotice view={view} send={send} />
          <QualificationDialogs view={view} send={send} modal={false} />
        </div>
      );
    },
  }),
  defineFlow({
    id: 'findSimilar',
    name: '找相似',
    summary:
      '用当前主图（所选颜色的图，或视频封面）搜索相似商品：找到后打开相似商品结果页；code 不为 1 或列表为空时提示“未找到相似商品”；网络或服务器出错时说明原因。',
    machine: findSimilarMachine,
    demo: (_env, calls) => ({
      logic: findSimilarMachine.provide({ actors: { findSimilar: calls.waiting() } }),
      input: undefined,
    }),
    outcomes: {
      findSimilar: [
        succeeded(
          { list: demoRecommended, totalCount: demoRecommended.length },
          flowsText.demoSucceededWithGoods,
        ),
        succeeded({ list: [], totalCount: 0 }, flowsText.demoSucceededEmpty),
        {
          label: flowsText.demoCodeRefused,
          ok: false,
          error: new ApiError('rejected', '仅支持本站商品图片找相似', 200, 0),
        },
        networkError,
      ],
    },
    samples: () => [{ event: { type: 'user.findSimilar' as const, url: demoCover }, note: demoCoverNote }],
    View: ({ snapshot, send }) => (
      <div className="flex flex-wrap gap-2">
        <FindSimilarAction view={toFindSimilarView(snapshot)} send={send} cover={() => demoCover} />
      </div>
    ),
  }),
  defineFlow({
    id: 'cartPage',
    name: '购物车页',
    summary:
      '购物车页 /shoppingCart：未登录时提示登录；登录后加载购物车，逐行修改数量（1 到库存之间）或删除，一次只保存一行，失败时保留原数量并说明原因。',
    machine: cartPageMachine,
    demo: (_env, calls) => ({
      logic: cartPageMachine.provide({
        actors: { loadCart: calls.waiting(), updateLine: calls.waiting(), removeLine: calls.waiting() },
      }),
      input: { uid: 0 },
    }),
    outcomes: {
      loadCart: [
        succeeded(demoCart, flowsText.demoSucceededWithGoods),
        succeeded(demoEmptyCart, flowsText.demoSucceededEmpty),
        serverError,
      ],
      updateLine: [
        succeeded({ count: demoCart.count + 1 }),
        {
          label: flowsText.demoStockRefused,
          ok: false,
          error: new ApiError('http', `${demoCart.lines[0]?.size ?? ''} 库存不足，最多 20 件`, 400),
        },
      ],
      removeLine: [succeeded({ count: Math.max(0, demoCart.count - 2) }), serverError],
    },
    samples: (snapshot) => {
      const { uid, lines } = snapshot.context;
      const session = [
        uid === 1
          ? { event: { type: 'session.changed' as const, uid: 2 }, note: '换成买家 2' }
          : { event: { type: 'session.changed' as const, uid: 1 }, note: '买家 1 登录' },
        { event: { type: 'session.changed' as const, uid: 0 }, note: '退出登录' },
      ];
      const edits = lines.flatMap((line) => [
        {
          event: { type: 'user.changeQuantity' as const, lineId: line.id, text: '5' },
          note: `${line.color} ${line.size} 输入 5`,
        },
        {
          event: { type: 'user.changeQuantity' as const, lineId: line.id, text: '0' },
          note: `${line.color} ${line.size} 输入 0`,
        },
        {
          event: { type: 'user.stepQuantity' as const, lineId: line.id, delta: 1 as const },
          note: `${line.color} ${line.size} +1`,
        },
        {
          event: { type: 'user.stepQuantity' as const, lineId: line.id, delta: -1 as const },
          note: `${line.color} ${line.size} −1`,
        },
        {
          event: { type: 'user.removeLine' as const, lineId: line.id },
          note: `删除 ${line.color} ${line.size}`,
        },
      ]);
      return [...session, ...edits];
    },
    View: ({ snapshot, send, env }) => (
      <CartPageView view={toCartPageView(snapshot)} send={send} imageHost={env.imageHost} />
    ),
  }),
  defineFlow({
    id: 'download',
    name: '素材下载',
    summary:
      '下载图片视频：按图集顺序下载全部图片和视频并打包（环形进度条显示百分比），保存为以商品标题命名的压缩包，再记录下载次数；下载视频：没有视频时提示，有视频时保存 mp4；失败时进度条消失并说明原因。',
    machine: downloadMachine,
    demo: (env, calls) => ({
      logic: downloadMachine.provide({
        actors: {
          collectZip: calls.waiting(),
          saveZip: calls.waiting(),
          reportDownload: calls.waiting(),
          saveVideo: calls.waiting(),
        },
      }),
      input: downloadInput(demoGoods.ID, demoGoods, env.imageHost),
    }),
    outcomes: {
      collectZip: [succeeded(new Blob([]), flowsText.demoZipCollected), downloadFailed('2.jpg')],
      saveZip: [
        succeeded(undefined, flowsText.demoFileSaved),
        { label: flowsText.demoStorageFull, ok: false, error: new Error(laterText.downloadFailed) },
      ],
      reportDownload: [succeeded({ BuyNum: demoGoods.BuyNum + 1 }), serverError],
      saveVideo: [succeeded(undefined, flowsText.demoFileSaved), downloadFailed('1.mp4')],
    },
    samples: () => [
      {
        event: { type: 'download.progress' as const, phase: 'fetching' as const, percent: 45 },
        note: '下载 45%',
      },
      {
        event: { type: 'download.progress' as const, phase: 'zipping' as const, percent: 95 },
        note: '打包 95%',
      },
    ],
    View: ({ snapshot, send }) => (
      <AssetActions>
        <DownloadActions view={toDownloadView(snapshot)} send={send} />
      </AssetActions>
    ),
  }),
  defineFlow({
    id: 'platformChooser',
    name: '上传到平台',
    summary:
      '点“上传到平台”打开对话框“请选择要上传的平台”（抖音、快手、视频号、小红书、取消）；选择平台后在新标签页打开该平台的上传页，被浏览器拦截时给出链接。',
    machine: platformChooserMachine,
    demo: (_env, calls) => ({
      logic: platformChooserMachine.provide({ actors: { openUploadPage: calls.waiting() } }),
      input: { goodsId: demoGoods.ID },
    }),
    outcomes: {
      openUploadPage: [
        succeeded({ url: demoUploadUrl, opened: true }, flowsText.demoUploadOpened),
        succeeded({ url: demoUploadUrl, opened: false }, flowsText.demoUploadBlocked),
        { label: flowsText.demoServerError, ok: false, error: new Error('window.open failed') },
      ],
    },
    samples: () =>
      UPLOAD_PLATFORMS.map((platform) => ({
        event: { type: 'user.choosePlatform' as const, platform },
        note: platform,
      })),
    View: ({ snapshot, send }) => (
      <AssetActions>
        <UploadAction view={toPlatformChooserView(snapshot)} send={send} />
      </AssetActions>
    ),
  }),
  defineFlow({
    id: 'order',
    name: '订单',
    summary:
      '确认订单页和订单页：先查服务器是否已有此订单；核对后提交订单（价格和库存以服务器为准，价格变动时显示原价和现价，库存不足时逐行说明，可提交其余商品），待付款时去支付（支付页在新标签页打开，等待支付结果）或取消订单，直到已支付、已取消或已过期；每个调用失败都可重试。',
    machine: orderMachine,
    demo: (_env, calls) => ({
      logic: orderMachine.provide({
        actors: {
          loadOrder: calls.waiting(),
          submitOrder: calls.waiting(),
          startPayment: calls.waiting(),
          watchPayment: calls.waiting(),
          cancelOrder: calls.waiting(),
        },
      }),
      input: demoOrderInput(DEMO_UID),
    }),
    outcomes: {
      loadOrder: [
        succeeded(null, flowsText.demoNoOrderYet),
        succeeded(demoOrder('pending'), flowsText.demoOrderPending),
        succeeded(demoOrder('paid'), flowsText.demoOrderPaid),
        succeeded(demoOrder('cancelled'), flowsText.demoOrderCancelled),
        succeeded(demoOrder('expired'), flowsText.demoOrderExpired),
        serverError,
      ],
      submitOrder: [
        succeeded(demoOrder('pending')),
        succeeded(demoOrder('paid'), flowsText.demoOrderPaid),
        succeeded(demoOrder('cancelled'), flowsText.demoOrderCancelled),
        succeeded(demoOrder('expired'), flowsText.demoOrderExpired),
        { label: flowsText.demoPriceChanged, ok: false, error: orderRefusal(demoPriceChanged) },
        { label: flowsText.demoLineShort, ok: false, error: orderRefusal(demoShort) },
        serverError,
        networkError,
      ],
      startPayment: [
        succeeded({ payUrl: '/pay?order_no=GO1N1764230400042', opened: true }, flowsText.demoPaymentOpened),
        succeeded({ payUrl: '/pay?order_no=GO1N1764230400042', opened: false }, flowsText.demoPaymentBlocked),
        { label: flowsText.demoOrderMovedOn, ok: false, error: httpError(409) },
        serverError,
      ],
      watchPayment: [succeeded('paid', flowsText.demoPaymentTabSaid)],
      cancelOrder: [
        succeeded(demoOrder('cancelled')),
        { label: flowsText.demoOrderMovedOn, ok: false, error: httpError(409) },
        serverError,
      ],
    },
    samples: (snapshot) =>
      snapshot.context.uid === 0
        ? [{ event: { type: 'session.changed' as const, uid: DEMO_UID }, note: '买家 1 登录' }]
        : [
            { event: { type: 'session.changed' as const, uid: 2 }, note: '换成买家 2' },
            { event: { type: 'session.changed' as const, uid: 0 }, note: '退出登录' },
          ],
    View: ({ snapshot, send }) => <OrderView view={toOrderView(snapshot)} send={send} />,
  }),
  defineFlow({
    id: 'orderList',
    name: '我的订单',
    summary:
      '我的订单 /orders：未登录时提示登录；登录后加载买家的订单（每个订单的商品、合计、状态和下单时间），没有订单时提示去逛逛；失败时可重试。',
    machine: orderListMachine,
    demo: (_env, calls) => ({
      logic: orderListMachine.provide({ actors: { loadOrders: calls.waiting() } }),
      input: { uid: 0 },
    }),
    outcomes: {
      loadOrders: [
        succeeded([demoOrder('paid'), demoOrder('pending')], flowsText.demoSucceededWithGoods),
        succeeded([], flowsText.demoSucceededEmpty),
        serverError,
      ],
    },
    samples: (snapshot) =>
      snapshot.context.uid === 0
        ? [{ event: { type: 'session.changed' as const, uid: DEMO_UID }, note: '买家 1 登录' }]
        : [
            { event: { type: 'session.changed' as const, uid: 2 }, note: '换成买家 2' },
            { event: { type: 'session.changed' as const, uid: 0 }, note: '退出登录' },
          ],
    View: ({ snapshot, send }) => <OrderListView view={toOrderListView(snapshot)} send={send} />,
  }),
];

/** The entry of machine `id`, or the first (detailPage) for an unknown id. */
export function flowById(id: string | undefined): AnyFlow {
  const found = flows.find((flow) => flow.id === id) ?? flows[0];
  if (!found) throw new Error('the flows registry is empty');
  return found;
}
