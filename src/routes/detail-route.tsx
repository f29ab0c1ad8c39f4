/**
 * /detail?id= (spec §2): validates the id, provides the real services to the detailPage machine
 * and renders its view. One actor lives as long as the page: a new ?id (a link, back/forward)
 * is sent to it as route.goodsChanged, and the chart reloads (its children restart with the
 * new goods). The buyer's session (the root's actor, read through SessionContext) is carried
 * into the page as session.changed / session.loginDismissed, and the page's requests for a
 * login and the cart's new count are carried back.
 */
import { createRoute } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { appText } from '@/copy/copy';
import { detailPageMachine, toDetailPageView } from '@/machines/detail-page.machine';
import { downloadMachine } from '@/machines/download.machine';
import { favouriteMachine } from '@/machines/favourite.machine';
import { platformChooserMachine } from '@/machines/platform-chooser.machine';
import { purchaseMachine } from '@/machines/purchase.machine';
import { calendarDay } from '@/rules/calendar-day';
import { saveToCart } from '@/services/cart-api';
import { bases } from '@/services/config';
import { favouriteGoods, fetchGoodsDetail, reportDownload } from '@/services/goods-api';
import { recommendedFor, supplierFor } from '@/services/goods-side-calls';
import { placeOrder } from '@/services/place-order';
import { openUploadPage } from '@/services/upload-page';
import { collectZip, downloadVideo, saveFile } from '@/services/zip-download';
import { type DetailPageEnv, DetailPageView } from '@/views/detail-page-view';
import { MessagePanel } from '@/views/message-panel';
import { Breadcrumb, PageFrame, plushCrumbs } from '@/views/page-frame';
import { useSession } from '@/views/session-context';
import { rootRoute } from './root-route';
import { validateDetailSearch } from './search-params';
import { useSessionActor } from './session-provider';

const detailPageLogic = detailPageMachine.provide({
  actors: {
    loadGoods: fromPromise(({ input, signal }) => fetchGoodsDetail(input.id, input.uid, signal)),
    loadSupplier: fromPromise(({ input, signal }) => supplierFor(input, signal)),
    loadRecommended: fromPromise(({ input, signal }) => recommendedFor(input, signal)),
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
    download: downloadMachine.provide({
      actors: {
        collectZip: fromPromise(({ input, signal }) =>
          collectZip(input.files, { signal, onProgress: input.onProgress }),
        ),
        saveZip: fromPromise(({ input }) => saveFile(input.blob, input.fileName)),
        reportDownload: fromPromise(({ input }) => reportDownload(input.goodsId)),
        saveVideo: fromPromise(({ input, signal }) =>
          downloadVideo(input.video, { signal, onProgress: input.onProgress }),
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
});

function pageEnv(): DetailPageEnv {
  return {
    imageHost: bases.imageHost,
    shopUrl: (supplierId) => new URL(`/shop?SID=${supplierId}`, window.location.origin).href,
    today: calendarDay(new Date()),
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
  const sendSession = session?.send;
  const [snapshot, send, page] = useMachine(logic, {
    input: { goodsId, uid, imageHost: bases.imageHost },
  });
  const view = toDetailPageView(snapshot);
  // The URL is the router's; the chart hears of a new id (it ignores the one it already has).
  useEffect(() => {
    send({ type: 'route.goodsChanged', goodsId });
  }, [goodsId, send]);

  // The session is the root's actor, the page is this one: the route carries what one tells the
  // other. A login reaches the page as the new uid (the waiting action resumes on it).
  useEffect(() => {
    send({ type: 'session.changed', uid });
  }, [uid, send]);
  useEffect(() => {
    if (!sessionActor) return;
    const dismissed = sessionActor.on('loginDismissed', () => send({ type: 'session.loginDismissed' }));
    return () => dismissed.unsubscribe();
  }, [sessionActor, send]);
  useEffect(() => {
    if (!sendSession) return;
    const asked = page.on('loginRequired', ({ reason }) => sendSession({ type: 'user.openLogin', reason }));
    return () => asked.unsubscribe();
  }, [page, sendSession]);
  const purchase = view.parts.purchase;
  useEffect(() => {
    if (!purchase || !sendSession) return;
    const saved = purchase.on('cart.saved', ({ count }) => sendSession({ type: 'cart.changed', count }));
    return () => saved.unsubscribe();
  }, [purchase, sendSession]);

  return <DetailPageView view={view} send={send} env={pageEnv()} />;
}

function DetailRoute() {
  const { id } = detailRoute.useSearch();
  return (
    <PageFrame>
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
