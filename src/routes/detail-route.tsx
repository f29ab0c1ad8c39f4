/**
 * /detail?id= (spec §2): validates the id, provides the real services to the detailPage machine
 * and renders its view. One actor lives as long as the page: a new ?id (a link, back/forward)
 * is sent to it as route.goodsChanged, and the chart reloads (its children restart with the
 * new goods). The buyer's session (the root's actor) is handed to the page's chart as a
 * SessionPort (session-port.ts): the chart's sessionLink carries the uid and a dismissed login in,
 * its requestLogin asks the port for the dialog and its tellCartCount gives it the cart's new count.
 * The route hands over the one thing the chart cannot do itself: openSearch, the router's navigate.
 */
import { createRoute, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { appText } from '@/copy/copy';
import { phoneText } from '@/copy/phone-text';
import { detailPageMachine } from '@/machines/detail-page.machine';
import { toDetailPageView, withoutLargeParts } from '@/machines/detail-page.view';
import { downloadMachine } from '@/machines/download.machine';
import { favouriteMachine } from '@/machines/favourite.machine';
import { findSimilarMachine } from '@/machines/find-similar.machine';
import { lazyMachine } from '@/machines/lazy-machine';
import { platformChooserMachine } from '@/machines/platform-chooser.machine';
import { purchaseMachine } from '@/machines/purchase.machine';
import { selectionMachine } from '@/machines/selection.machine';
import { calendarDay } from '@/rules/calendar-day';
import { ApiError, defaultMessage } from '@/services/api-error';
import { saveToCart } from '@/services/cart-api';
import { bases } from '@/services/config';
import {
  type EmbeddedPage,
  loadGoodsDetail,
  type PageSupplier,
  takeEmbeddedPage,
  takeEmbeddedSupplier,
} from '@/services/embedded-detail';
import { favouriteGoods, findSimilar, reportDownload } from '@/services/goods-api';
import { placeOrder } from '@/services/place-order';
import { openUploadPage } from '@/services/upload-page';
import { type DetailPageEnv, DetailPageView, goodsInfoId } from '@/views/detail-page-view';
import { loadAtFirstInteraction } from '@/views/lazy-part';
import { MessagePanel } from '@/views/message-panel';
import { Breadcrumb, PageFrame, plushCrumbs } from '@/views/page-frame';
import { reimportable } from '@/views/reimportable';
import { useSession } from '@/views/session-context';
import { rootRoute } from './root-route';
import { validateDetailSearch } from './search-params';
import { pageOrigin, type ServedPage, useServedPage } from './served-page';
import { sessionPort } from './session-port';
import { useSessionActor } from './session-provider';

// The zip's code (and, through it, jszip and file-saver) loads when a download starts; like 查看资质's
// chart below, a load that failed is tried afresh by the next click (reimportable.ts).
const zipDownload = reimportable(
  () => import('@/services/zip-download'),
  (module) => ('collectZip' in module ? module : undefined),
);
// Issue #17 (click to the zip saved ≤ 1.15× the time its media take to arrive): the zip's code,
// jszip and file-saver join the parts run at the buyer's first touch of a detail page; their bytes
// are fetched once the page has hydrated and the browser is idle (lazy-part.tsx), so 下载图片视频
// waits for the media alone. Never in the first load (issue #7's budget). (Browser only.)
loadAtFirstInteraction(async () => {
  if (window.location.pathname !== '/detail') return;
  await Promise.all([zipDownload(), import('jszip'), import('file-saver')]);
});
const selectionStore = () => import('@/services/selection-store');
const sideCallsCode = reimportable(
  () => import('@/services/goods-side-calls'),
  (module) => ('recommendedFor' in module ? module : undefined),
);
// code that did not arrive is said as a call that got no answer, in Chinese; 重试 imports it again
const sideCalls = () =>
  sideCallsCode().catch(() => {
    throw new ApiError('network', defaultMessage('network'));
  });
const qualificationFlow = reimportable(
  () => import('./qualification-flow'),
  (module) => module.liveQualificationMachine,
);

const detailPageLogic = lazyMachine(() =>
  detailPageMachine.provide({
    actors: {
      // the first load takes the detail that came with the page (embedded, or the early call)
      loadGoods: fromPromise(({ input, signal }) => loadGoodsDetail(input.id, input.uid, signal)),
      // The supplier card comes with the page, and the recommended goods are below the fold: their
      // calls and caches load when first asked for, not with the first load (issue #17's budget).
      loadSupplier: fromPromise(async ({ input, signal }) => (await sideCalls()).supplierFor(input, signal)),
      loadRecommended: fromPromise(async ({ input, signal }) =>
        (await sideCalls()).recommendedFor(input, signal),
      ),
      // The selection kept in the tab (issue 19 item 3), asked for once the server's page has
      // hydrated: the server renders the empty selection, and hydration must find it again. The
      // store's code loads when first used (the first load has no bytes to spare).
      selection: selectionMachine.provide({
        actors: {
          keptSelection: fromPromise(async ({ input }) => (await selectionStore()).restoredFor(input)),
        },
        actions: {
          keepSelection: ({ context }) => void selectionStore().then((store) => store.keep(context)),
        },
      }),
      purchase: purchaseMachine.provide({
        actors: {
          saveCart: fromPromise(({ input }) => saveToCart(input.uid, input.goodsId, input.lines)),
          // Synchronous inside: the new tab opens while the click's user activation lasts.
          placeOrder: fromPromise(async ({ input }) => placeOrder(input)),
        },
      }),
      favourite: favouriteMachine.provide({
        actors: { saveFavourite: fromPromise(({ input }) => favouriteGoods(input.uid, input.pid)) },
      }),
      // Its chart and payment code load on a buyer's first 查看资质 (qualification-flow.ts).
      loadQualificationFlow: fromPromise(qualificationFlow),
      findSimilar: findSimilarMachine.provide({
        actors: { findSimilar: fromPromise(({ input, signal }) => findSimilar(input.url, signal)) },
      }),
      download: downloadMachine.provide({
        actors: {
          collectZip: fromPromise(async ({ input, signal }) => {
            // jszip and file-saver are asked for in the click too, beside the zip code: on a slow
            // line they would otherwise start only once that code has arrived (jszip holding the
            // ring at 90 %, file-saver the save by a round trip).
            void import('jszip');
            void import('file-saver');
            return (await zipDownload()).collectZip(input.files, { signal, onProgress: input.onProgress });
          }),
          saveZip: fromPromise(async ({ input }) =>
            (await zipDownload()).saveFile(input.blob, input.fileName),
          ),
          reportDownload: fromPromise(({ input }) => reportDownload(input.goodsId)),
          saveVideo: fromPromise(async ({ input, signal }) =>
            (await zipDownload()).downloadVideo(input.video, { signal, onProgress: input.onProgress }),
          ),
        },
      }),
      platformChooser: platformChooserMachine.provide({
        actors: {
          // Synchronous inside: the new tab opens while the click's user activation lasts.
          openUploadPage: fromPromise(async ({ input }) => openUploadPage(input.goodsId, input.platform)),
        },
      }),
    },
  }),
);

function pageEnv(served: ServedPage | null, day: string | null): DetailPageEnv {
  return {
    imageHost: bases.imageHost,
    shopUrl: (supplierId) => new URL(`/shop?SID=${supplierId}`, pageOrigin(served)).href,
    // the day the server rendered the supplier card for, while the page shows that card
    today: day ?? calendarDay(new Date()),
  };
}

/** What the page starts from: the goods or its absence, and the supplier card with its day. */
interface FirstData extends EmbeddedPage {
  supplier: PageSupplier | null;
}

function firstData(served: ServedPage | null, goodsId: number): FirstData {
  if (!served) {
    const page = takeEmbeddedPage(goodsId);
    return { ...page, supplier: page.goods ? takeEmbeddedSupplier(page.goods.SID) : null };
  }
  const known = served.detail?.goodsId === goodsId ? served.detail : undefined;
  const goods = known?.goods ?? null;
  return {
    goods,
    missing: known !== undefined && known.goods === null,
    supplier: goods && known?.supplier ? { supplier: known.supplier, day: served.today } : null,
  };
}

/** The page for one valid id; `logic` is the real one, or a test's with its own actors. */
export function DetailPage({
  goodsId,
  logic = detailPageLogic,
}: {
  goodsId: number;
  logic?: typeof detailPageMachine;
}) {
  const session = useSession();
  const sessionActor = useSessionActor();
  const uid = session?.view.uid ?? 0;
  const navigate = useNavigate();
  const served = useServedPage();
  // The goods (or its absence) and its supplier as the server rendered the page: while rendering
  // on the server, what it looked up; in the browser, what it embedded in the page, read before
  // the first render. Either way the page starts where the server's HTML is (ready with the
  // supplier's card and purchase buttons, or notFound).
  const [first] = useState(() => firstData(served, goodsId));
  // The page's line to the session is the chart's (sessionLink): the route hands it the session.
  const [port] = useState(() => (sessionActor ? sessionPort(sessionActor) : null));
  const [snapshot, send] = useMachine(logic, {
    input: {
      goodsId,
      uid,
      imageHost: bases.imageHost,
      goods: first.goods,
      missing: first.missing,
      supplier: first.supplier?.supplier ?? null,
      session: port,
      // Similar goods found: their list goes to /search?data= as JSON text in the URL (spec §2,
      // §7), in this tab, so the browser's back button returns to the goods.
      openSearch: (data) => void navigate({ to: '/search', search: { data } }),
    },
  });
  const view = useMemo(() => toDetailPageView(snapshot), [snapshot]);
  // A page rendered in the browser is drawn in the background, a transition React renders in
  // slices of a few ms rather than one long task (issue #7: TBT): first the page without its
  // largest parts (placeholders in their boxes, so nothing moves), then whole; so for each later
  // change of its own state. The page the server rendered is whole from the start: the HTML holds
  // the sizes and the buttons, and hydrating it must render exactly that (issue #17).
  const [firstShown] = useState(() => (first.goods ? view : withoutLargeParts(view)));
  const shownView = useDeferredValue(view, firstShown);
  // The URL is the router's; the chart hears of a new id (it ignores the one it already has).
  useEffect(() => {
    send({ type: 'route.goodsChanged', goodsId });
  }, [goodsId, send]);

  // one object for the page's life: a new one would draw the memoised page again
  const env = useMemo(() => pageEnv(served, first.supplier?.day ?? null), [served, first]);
  return <DetailPageView view={shownView} send={send} env={env} />;
}

function DetailRoute() {
  const { id } = detailRoute.useSearch();
  return (
    <PageFrame
      title={id === undefined ? appText.badGoodsId : false}
      skipTo={{ id: goodsInfoId, label: phoneText.skipToGoods }}
    >
      {id === undefined ? (
        <>
          <Breadcrumb crumbs={plushCrumbs} />
          <MessagePanel tone="error" title={appText.badGoodsId}>
            {appText.badGoodsIdHint}
          </MessagePanel>
        </>
      ) : (
        <DetailPage goodsId={id} />
      )}
    </PageFrame>
  );
}

export const detailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/detail',
  validateSearch: validateDetailSearch,
  component: DetailRoute,
});
