/**
 * detailPage: the goods detail page's data (spec §2 /detail?id=, §7 the detail, supplier and
 * recommended calls).
 *
 *   loading ──done (or the goods came with the page)──▶ ready
 *                           ┬ supplier:    loading ─▶ loaded | unavailable ─重试─▶ loading
 *      │                    └ recommended: loading ─▶ loaded | unavailable ─重试─▶ loading
 *      │ ──error 404──▶ notFound
 *      └ ──error──────▶ failed ──user.retry──▶ loading
 *   loading ──the server already knew the goods is missing──▶ notFound
 *   any state ──route.goodsChanged (another id)──▶ loading
 *   ready ┴ qualificationFlow: notLoaded ──a buyer's 查看资质──▶ loading ─▶ loaded | failed
 *             (the flow's code is loaded on its first use; the buyer leaving stops it: notLoaded)
 *   invoked all along: sessionLink, the line to the buyer's session (session-link.ts): the uid and
 *   a dismissed login come in as session.changed / session.loginDismissed; a visitor's gated click
 *   asks the session for the login dialog (requestLogin)
 *   invoked in ready: childNews, what the children announce (child-news.ts): the cart's new count
 *   goes to the session (tellCartCount), similar goods found open /search (showSimilar, through
 *   the route's openSearch)
 *
 * The supplier and recommended calls need the goods' SID, so they start in `ready`, each in its
 * own region: either may fail without touching the goods, the gallery or the other region.
 * notFound is final for its id: retrying cannot make an unknown goods exist, while `failed`
 * (network, 5xx, bad answer) may pass, hence 重试 there only.
 *
 * Over 300 lines, and still the chart alone (its view-model is detail-page.view.ts): the rest is this
 * comment, the context and event types, the helpers its guards and actions read, and the Chinese
 * description every transition carries for /flows.
 */
import {
  type ActorRefFrom,
  assign,
  enqueueActions,
  fromPromise,
  raise,
  type SnapshotFrom,
  sendTo,
  setup,
} from 'xstate';
import { labels } from '@/copy/copy';
import type { Goods, GoodsCard, SpecGroup } from '@/domain/goods';
import type { Supplier } from '@/domain/supplier';
import { orderColours } from '@/rules/colour-order';
import { galleryItems } from '@/rules/gallery-items';
import { mediaFileUrl } from '@/rules/media-url';
import { type NoticeNode, parseNotice } from '@/rules/notice-html';
import type { SelectedLine } from '@/rules/selected-lines';
import { failureMessage, failureStatus } from './api-failure';
import { type ChildNews, childNews } from './child-news';
import { downloadInput, downloadMachine } from './download.machine';
import { favouriteMachine } from './favourite.machine';
import { findSimilarMachine, type SimilarResult } from './find-similar.machine';
import { galleryMachine } from './gallery.machine';
import { imagePreviewMachine } from './image-preview.machine';
import { lazyMachine } from './lazy-machine';
import { mediaViewerMachine } from './media-viewer.machine';
import { notProvided } from './not-provided';
import { platformChooserMachine } from './platform-chooser.machine';
import { purchaseMachine } from './purchase.machine';
// Only its type: the qualification flow's code is loaded when a buyer first asks for it (issue #7).
import type { qualificationMachine } from './qualification.machine';
import { selectionMachine } from './selection.machine';
import { type SessionPort, sessionLink } from './session-link';

export interface DetailPageInput {
  goodsId: number;
  /** 0 for a visitor (spec §7) */
  uid: number;
  /** where media are served from: services/config.ts bases.imageHost ('' for this origin) */
  imageHost: string;
  /** the goods when the page came with it (our server embeds it in /detail?id=): starts ready */
  goods?: Goods | null;
  /**
   * our server knew no such goods when it rendered the page (its HTML is the not-found page,
   * answered with 404): starts in notFound, so that the browser's first render is the server's
   */
  missing?: boolean;
  /** the goods' supplier when the page came with it (issue #17): the card starts loaded */
  supplier?: Supplier | null;
  /** the buyer's session, as the route hands it over (session-link.ts); none: no session */
  session?: SessionPort | null;
  /** opens /search with similar goods found: the router's, which the route hands over */
  openSearch?: ((found: SimilarResult) => void) | null;
}

export interface DetailPageContext extends DetailPageInput {
  goods: Goods | null;
  /** the goods' colour groups in spec §4 order, computed once when the goods arrive */
  colours: SpecGroup[];
  /** the product notice as an inert tree (rules/notice-html.ts), parsed once */
  notice: NoticeNode[];
  supplier: Supplier | null;
  recommended: GoodsCard[];
  /** the Chinese message of the last failure: the goods' in `failed`, else a side call's */
  error: string | null;
  supplierError: string | null;
  recommendedError: string | null;
  /** why 查看资质's code could not be loaded (a network failure) */
  qualificationError: string | null;
  /** 查看资质's chart, spawned once its code has loaded (see the qualificationFlow region) */
  qualification: QualificationRef | null;
  /** what a visitor tried (加入购物车, 立即购买, 收藏商品, 查看资质) while the login it needs is asked for */
  intent: GatedEvent | null;
}

/** What the supplier and recommended calls are asked: both are cached per goods id. */
export interface SideCallInput {
  goodsId: number;
  supplierId: number;
}

export type DetailPageEvent =
  | { type: 'user.retry' }
  | { type: 'user.retrySupplier' }
  | { type: 'user.retryRecommended' }
  | { type: 'route.goodsChanged'; goodsId: number }
  | { type: 'user.chooseColour'; index: number }
  /** the buyer's session changed (the session link tells the page): 0 for a visitor */
  | { type: 'session.changed'; uid: number }
  /** the login dialog was closed without logging in */
  | { type: 'session.loginDismissed' }
  /** a child's news (child-news.ts): the cart saved, similar goods found */
  | ChildNews
  | GatedEvent;

/**
 * The actions that need a logged-in buyer (spec §4, §6). A purchase carries the lines selected
 * when it was clicked (the view reads them with selectionLinesOf); the page adds the uid.
 */
export type GatedEvent =
  | { type: 'user.addToCart'; lines: SelectedLine[] }
  | { type: 'user.buyNow'; lines: SelectedLine[] }
  | { type: 'user.favourite' }
  | { type: 'user.viewQualification' };

function isGated(event: DetailPageEvent): event is GatedEvent {
  return event.type in gatedReason;
}

const gatedReason: Record<GatedEvent['type'], string> = {
  'user.addToCart': labels.addToCart,
  'user.buyNow': labels.buyNow,
  'user.favourite': labels.favourite,
  'user.viewQualification': labels.qualification,
};

const emptyData = {
  goods: null,
  colours: [],
  notice: [],
  supplier: null,
  recommended: [],
  error: null,
  supplierError: null,
  recommendedError: null,
  qualificationError: null,
  qualification: null,
  intent: null,
} satisfies Omit<DetailPageContext, Exclude<keyof DetailPageInput, 'goods' | 'supplier'>>;

/**
 * A click that needs a logged-in buyer (spec §4, §6): a visitor's opens the login dialog and is
 * remembered, to carry on once logged in; a buyer's goes straight to the part that does it.
 */
function gated(forward: 'forwardToPurchase' | 'forwardToFavourite', action: string) {
  return [
    {
      guard: 'isVisitor' as const,
      target: 'awaitingLogin',
      actions: ['rememberIntent', 'requestLogin'] as const,
      description: `访客点“${action}”：打开登录框，记住这一步`,
    },
    {
      actions: forward,
      description: forwardDescription[forward],
    },
  ];
}

const forwardDescription = {
  forwardToPurchase: '已登录：带上 uid 和所选商品，交给购买',
  forwardToFavourite: '已登录：带上 uid，交给收藏',
};

export const detailPageMachine = lazyMachine(() =>
  setup({
    types: {} as {
      context: DetailPageContext;
      input: DetailPageInput;
      events: DetailPageEvent;
      // invoke id → actor name, so snapshot.children.<id> is typed
      children: {
        sessionLink: 'sessionLink';
        childNews: 'childNews';
        loadGoods: 'loadGoods';
        loadSupplier: 'loadSupplier';
        loadRecommended: 'loadRecommended';
        gallery: 'gallery';
        mediaViewer: 'mediaViewer';
        imagePreview: 'imagePreview';
        selection: 'selection';
        purchase: 'purchase';
        favourite: 'favourite';
        loadQualificationFlow: 'loadQualificationFlow';
        findSimilar: 'findSimilar';
        download: 'download';
        platformChooser: 'platformChooser';
      };
    },
    actors: {
      sessionLink,
      childNews,
      // Provided by the route (services/goods-api, services/goods-side-calls) or by a test.
      loadGoods: fromPromise<Goods, { id: number; uid: number }>(notProvided('detailPage', 'loadGoods')),
      loadSupplier: fromPromise<Supplier, SideCallInput>(notProvided('detailPage', 'loadSupplier')),
      loadRecommended: fromPromise<GoodsCard[], SideCallInput>(notProvided('detailPage', 'loadRecommended')),
      // The parts of the ready page with behaviour of their own: children, so they start with the
      // goods and stop with them (a new ?id gives fresh ones).
      gallery: galleryMachine,
      mediaViewer: mediaViewerMachine,
      imagePreview: imagePreviewMachine,
      selection: selectionMachine,
      purchase: purchaseMachine,
      favourite: favouriteMachine,
      // 查看资质's chart, with its services: the route loads it on a buyer's first 查看资质.
      loadQualificationFlow: fromPromise<QualificationLogic>(
        notProvided('detailPage', 'loadQualificationFlow'),
      ),
      findSimilar: findSimilarMachine,
      download: downloadMachine,
      platformChooser: platformChooserMachine,
    },
    actions: {
      assignUid: assign({ uid: ({ event }) => (event.type === 'session.changed' ? event.uid : 0) }),
      rememberIntent: assign({ intent: ({ event }) => (isGated(event) ? event : null) }),
      forgetIntent: assign({ intent: null }),
      // Asks the session for the login dialog (none without a session); `reason` names what will
      // continue after the login.
      requestLogin: ({ context, event }) =>
        context.session?.openLogin(isGated(event) ? gatedReason[event.type] : ''),
      // The session counts the cart again from the saved answer (its header shows 购物车（N件）).
      tellCartCount: ({ context, event }) => {
        if (event.type === 'cart.saved') context.session?.cartChanged(event.count);
      },
      // Opens /search with the list (spec §2, §7), through the router the route handed over.
      showSimilar: ({ context }, found: SimilarResult) => context.openSearch?.(found),
      // The intent comes back as the event it was, now that the buyer is logged in.
      resumeIntent: raise(({ context }) => context.intent ?? { type: 'session.loginDismissed' as const }),
      forwardToPurchase: sendTo('purchase', ({ context, event }) => ({
        type: event.type === 'user.buyNow' ? ('user.buyNow' as const) : ('user.addToCart' as const),
        uid: context.uid,
        lines: 'lines' in event ? event.lines : [],
      })),
      forwardToFavourite: sendTo('favourite', ({ context }) => ({
        type: 'user.favourite' as const,
        uid: context.uid,
      })),
      forwardToQualification: enqueueActions(({ context, enqueue }) => {
        if (context.qualification)
          enqueue.sendTo(context.qualification, { type: 'user.viewQualification', uid: context.uid });
      }),
      // Stopping the child ends the flow: its values, revealed fields and order go with it, and a
      // payment tab still blank is closed (its actor's signal aborts).
      endQualification: enqueueActions(({ context, enqueue }) => {
        if (context.qualification) enqueue.stopChild(context.qualification);
        enqueue.assign({ qualification: null });
      }),
      rememberQualificationError: assign({
        qualificationError: ({ event }) => failureMessage((event as { error?: unknown }).error, '') || null,
      }),
    },
    guards: {
      hasGoods: ({ context }) => context.goods !== null,
      knownMissing: ({ context }) => context.missing === true,
      hasSupplier: ({ context }) => context.supplier !== null,
      isVisitor: ({ context }) => context.uid === 0,
      isBuyer: ({ context }) => context.uid > 0,
      becameBuyer: ({ event }) => event.type === 'session.changed' && event.uid > 0,
      // A buyer's session is over: logged out (0) or another buyer. The route also sends the same
      // uid again (on mount), which ends nothing.
      buyerLeft: ({ context, event }) =>
        event.type === 'session.changed' && context.uid > 0 && event.uid !== context.uid,
      goodsMissing: ({ event }) => 'error' in event && failureStatus(event.error) === 404,
      isOtherGoods: ({ context, event }) =>
        event.type === 'route.goodsChanged' && event.goodsId !== context.goodsId,
    },
  }).createMachine({
    id: 'detailPage',
    meta: { title: '商品详情页', spec: '§2' },
    context: ({ input }) => ({
      ...input,
      ...emptyData,
      ...(input.goods ? goodsData(input.goods) : {}),
      // the supplier that came with the page is the goods' own, or it is not used
      supplier: input.goods && input.supplier?.ID === input.goods.SID ? input.supplier : null,
    }),
    initial: 'loading',
    // The line to the buyer's session, for the page's whole life (a new ?id keeps it). It never
    // settles (it only listens and forwards), hence no onDone or onError.
    invoke: {
      id: 'sessionLink',
      src: 'sessionLink',
      input: ({ context, self }) => ({ session: context.session ?? null, page: self }),
    },
    on: {
      'route.goodsChanged': {
        guard: 'isOtherGoods',
        target: '.loading',
        reenter: true,
        actions: assign(({ event }) => ({ ...emptyData, missing: false, goodsId: event.goodsId })),
        description: '打开另一个商品（新的 ?id，或浏览器前进/后退）',
      },
      'session.changed': {
        actions: 'assignUid',
        description: '买家登录或退出：之后的请求带上新的 uid（访客为 0）',
      },
    },
    states: {
      loading: {
        meta: { title: '加载中', spec: '§2' },
        always: [
          {
            guard: 'hasGoods',
            target: 'ready',
            description: '商品详情随页面而来（服务器已嵌入页面）：不再请求，直接显示',
          },
          {
            guard: 'knownMissing',
            target: 'notFound',
            description: '服务器渲染页面时已知商品不存在（404 页面）：不再请求',
          },
        ],
        invoke: {
          id: 'loadGoods',
          src: 'loadGoods',
          input: ({ context }) => ({ id: context.goodsId, uid: context.uid }),
          onDone: {
            target: 'ready',
            actions: assign(({ event }) => ({ ...goodsData(event.output), error: null })),
            description: '商品详情已返回',
          },
          onError: [
            { guard: 'goodsMissing', target: 'notFound', description: '商品不存在（404）' },
            {
              target: 'failed',
              actions: assign({ error: ({ event }) => failureMessage(event.error, '') || null }),
              description: '网络、服务器或数据出错',
            },
          ],
        },
      },
      ready: {
        meta: { title: '已加载', spec: '§2' },
        type: 'parallel',
        invoke: [
          {
            id: 'gallery',
            src: 'gallery',
            input: ({ context }) => ({ items: pageGalleryItems(context) }),
          },
          // The gallery's full-screen viewer (issue #18), over the same items.
          {
            id: 'mediaViewer',
            src: 'mediaViewer',
            input: ({ context }) => ({ items: pageGalleryItems(context) }),
          },
          {
            id: 'selection',
            src: 'selection',
            input: ({ context }) => ({ colours: context.colours, goodsId: context.goodsId }),
          },
          {
            id: 'purchase',
            src: 'purchase',
            input: ({ context }) => ({
              goodsId: context.goodsId,
              goodsName: context.goods?.PName ?? '',
              supplierName: context.goods?.SName ?? '',
              aliUrl: context.goods?.ali_url ?? '',
              supplier: context.supplier
                ? { shippingType: context.supplier.shipping_type, alsoBought: context.supplier.goods }
                : undefined,
            }),
          },
          { id: 'favourite', src: 'favourite', input: ({ context }) => ({ goodsId: context.goodsId }) },
          // 找相似 needs no login (spec §6): the view sends the cover straight to this child.
          { id: 'findSimilar', src: 'findSimilar' },
          // 下载图片视频 / 下载视频 and 上传到平台 (issue #5).
          {
            id: 'download',
            src: 'download',
            input: ({ context }) => downloadInput(context.goodsId, context.goods, context.imageHost),
          },
          {
            id: 'platformChooser',
            src: 'platformChooser',
            input: ({ context }) => ({ goodsId: context.goodsId }),
          },
          {
            id: 'imagePreview',
            src: 'imagePreview',
            input: ({ context }) => ({
              images: (context.goods?.detailList ?? []).map((item) => mediaFileUrl(context.imageHost, item)),
            }),
          },
          // Last: it reads the children above from the page's snapshot as it starts.
          { id: 'childNews', src: 'childNews', input: ({ self }) => ({ page: self }) },
        ],
        on: {
          'cart.saved': {
            actions: 'tellCartCount',
            description: '加入购物车成功：页头的购物车件数随之更新',
          },
          'similar.found': {
            actions: {
              type: 'showSimilar',
              params: ({ event }) => ({ list: event.list, totalCount: event.totalCount }),
            },
            description: '找到相似商品：带着列表打开搜索页（/search?data=）',
          },
          // The page hears the colour choice because two parts follow it: the size list
          // (selection) and the cover (gallery: colour i is item i + 1, spec §4).
          'user.chooseColour': {
            actions: [
              sendTo('selection', ({ event }) => event),
              sendTo('gallery', ({ event }) => ({ type: 'colour.chosen' as const, index: event.index })),
            ],
            description: '选择颜色：尺码列表与主图随之切换',
          },
        },
        states: {
          gate: {
            meta: { title: '登录检查', spec: '§4 §6' },
            initial: 'open',
            states: {
              open: {
                meta: { title: '可操作', spec: '§4' },
                on: {
                  'user.addToCart': gated('forwardToPurchase', labels.addToCart),
                  'user.buyNow': gated('forwardToPurchase', labels.buyNow),
                  'user.favourite': gated('forwardToFavourite', labels.favourite),
                  // A buyer's 查看资质 is the qualificationFlow region's (it may have to load first).
                  'user.viewQualification': {
                    guard: 'isVisitor',
                    target: 'awaitingLogin',
                    actions: ['rememberIntent', 'requestLogin'],
                    description: `访客点“${labels.qualification}”：打开登录框，记住这一步`,
                  },
                },
              },
              awaitingLogin: {
                meta: { title: '等待登录', spec: '§4 §6' },
                on: {
                  'session.changed': {
                    guard: 'becameBuyer',
                    target: 'open',
                    actions: ['assignUid', 'resumeIntent', 'forgetIntent'],
                    description: '登录成功：刚才的操作自动继续，所选数量不变',
                  },
                  'session.loginDismissed': {
                    target: 'open',
                    actions: 'forgetIntent',
                    description: '关闭登录框：不再继续刚才的操作',
                  },
                },
              },
            },
          },
          qualificationFlow: {
            meta: { title: '查看资质', spec: '§4' },
            initial: 'notLoaded',
            // Only a buyer can have started 查看资质, so only a buyer's leaving ends it (a visitor
            // logging in falls through to the root's assignUid, and to the gate's awaitingLogin).
            on: {
              'session.changed': {
                guard: 'buyerLeft',
                target: '.notLoaded',
                actions: 'assignUid',
                description: '买家退出或换了账号：查看资质的流程随之结束（资质不留在页面上）',
              },
            },
            states: {
              notLoaded: {
                meta: { title: '未开始', spec: '§4' },
                on: {
                  'user.viewQualification': {
                    guard: 'isBuyer',
                    target: 'loading',
                    description: '已登录的买家第一次点“查看资质”：先加载这段流程',
                  },
                },
              },
              loading: {
                meta: { title: '流程加载中', spec: '§4' },
                invoke: {
                  id: 'loadQualificationFlow',
                  src: 'loadQualificationFlow',
                  onDone: {
                    target: 'loaded',
                    actions: [
                      assign({
                        qualification: ({ context, event, spawn }) =>
                          spawn(event.output, { input: { supplierId: context.goods?.SID ?? 0 } }),
                      }),
                      'forwardToQualification',
                    ],
                    description: '流程已加载：带上 uid，交给查看资质（先查是否已付款）',
                  },
                  onError: {
                    target: 'failed',
                    actions: 'rememberQualificationError',
                    description: '流程加载失败（网络）：可重试',
                  },
                },
              },
              loaded: {
                meta: { title: '流程进行中', spec: '§4' },
                exit: 'endQualification',
                on: {
                  'user.viewQualification': {
                    guard: 'isBuyer',
                    actions: 'forwardToQualification',
                    description: '已登录：带上 uid，交给查看资质（先查是否已付款）',
                  },
                },
              },
              failed: {
                meta: { title: '流程无法打开', spec: '§4' },
                on: {
                  'user.viewQualification': {
                    guard: 'isBuyer',
                    target: 'loading',
                    description: '重试：再次加载这段流程',
                  },
                },
              },
            },
          },
          supplier: {
            meta: { title: '供应商名片', spec: '§2 §7' },
            initial: 'loading',
            states: {
              loading: {
                meta: { title: '名片加载中', spec: '§7' },
                always: {
                  guard: 'hasSupplier',
                  target: 'loaded',
                  description: '名片随页面而来（服务器已嵌入页面）：不再请求',
                },
                invoke: {
                  id: 'loadSupplier',
                  src: 'loadSupplier',
                  input: ({ context }) => sideCallInput(context),
                  onDone: {
                    target: 'loaded',
                    actions: [
                      assign({ supplier: ({ event }) => event.output, supplierError: null }),
                      // The purchase buttons follow the supplier's shipping_type (spec §4).
                      sendTo('purchase', ({ event }) => ({
                        type: 'supplier.known' as const,
                        shippingType: event.output.shipping_type,
                        alsoBought: event.output.goods,
                      })),
                    ],
                    description: '名片已返回（60分钟内读缓存）',
                  },
                  onError: {
                    target: 'unavailable',
                    actions: [
                      assign({ supplierError: ({ event }) => failureMessage(event.error, '') || null }),
                      sendTo('purchase', { type: 'supplier.unknown' as const }),
                    ],
                    description: '名片加载失败，页面其余部分照常',
                  },
                },
              },
              loaded: { meta: { title: '名片已显示', spec: '§2' } },
              unavailable: {
                meta: { title: '名片暂不可用', spec: '§2' },
                on: { 'user.retrySupplier': { target: 'loading', description: '重新加载名片' } },
              },
            },
          },
          recommended: {
            meta: { title: '推荐商品', spec: '§2 §7' },
            initial: 'loading',
            states: {
              loading: {
                meta: { title: '推荐加载中', spec: '§7' },
                invoke: {
                  id: 'loadRecommended',
                  src: 'loadRecommended',
                  input: ({ context }) => sideCallInput(context),
                  onDone: {
                    target: 'loaded',
                    actions: assign({ recommended: ({ event }) => event.output, recommendedError: null }),
                    description: '推荐商品已返回（30分钟内读缓存）',
                  },
                  onError: {
                    target: 'unavailable',
                    actions: assign({
                      recommendedError: ({ event }) => failureMessage(event.error, '') || null,
                    }),
                    description: '推荐加载失败，页面其余部分照常',
                  },
                },
              },
              loaded: { meta: { title: '推荐已显示', spec: '§2' } },
              unavailable: {
                meta: { title: '推荐暂不可用', spec: '§2' },
                on: { 'user.retryRecommended': { target: 'loading', description: '重新加载推荐' } },
              },
            },
          },
        },
      },
      notFound: { meta: { title: '商品不存在', spec: '§2' } },
      failed: {
        meta: { title: '加载失败', spec: '§2' },
        on: { 'user.retry': { target: 'loading', actions: assign({ error: null }), description: '重试' } },
      },
    },
  }),
);

/** The goods and what the page derives from it once: its colours in spec §4 order, its notice. */
function goodsData(goods: Goods) {
  return { goods, colours: orderColours(goods.specs), notice: parseNotice(goods.message) };
}

/** The main media then each colour's thumbnail, in the colour order the buttons use (spec §4). */
function pageGalleryItems({ goods, colours, imageHost }: DetailPageContext) {
  const main = goods?.pics[0];
  return goods && main ? galleryItems(imageHost, goods.PName, main, colours) : [];
}

function sideCallInput(context: DetailPageContext): SideCallInput {
  // `ready` is entered only with the goods in context.
  return { goodsId: context.goodsId, supplierId: context.goods?.SID ?? 0 };
}

export type ImagePreviewRef = ActorRefFrom<typeof imagePreviewMachine>;
export type SelectionRef = ActorRefFrom<typeof selectionMachine>;
export type GalleryRef = ActorRefFrom<typeof galleryMachine>;
export type MediaViewerRef = ActorRefFrom<typeof mediaViewerMachine>;
export type PurchaseRef = ActorRefFrom<typeof purchaseMachine>;
export type FavouriteRef = ActorRefFrom<typeof favouriteMachine>;
export type QualificationRef = ActorRefFrom<typeof qualificationMachine>;
export type QualificationLogic = typeof qualificationMachine;
export type FindSimilarRef = ActorRefFrom<typeof findSimilarMachine>;
export type DownloadRef = ActorRefFrom<typeof downloadMachine>;
export type PlatformChooserRef = ActorRefFrom<typeof platformChooserMachine>;

export type DetailPageSnapshot = SnapshotFrom<typeof detailPageMachine>;
