/**
 * /detail?id= (spec §2): validates the id, provides the real services to the detailPage machine
 * and renders its view. One actor lives as long as the page: a new ?id (a link, back/forward)
 * is sent to it as route.goodsChanged, and the chart reloads (its children restart with the
 * new goods).
 */
import { createRoute } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { appText } from '@/copy/copy';
import { detailPageMachine, toDetailPageView } from '@/machines/detail-page.machine';
import { calendarDay } from '@/rules/calendar-day';
import { bases } from '@/services/config';
import { fetchGoodsDetail } from '@/services/goods-api';
import { recommendedFor, supplierFor } from '@/services/goods-side-calls';
import { type DetailPageEnv, DetailPageView } from '@/views/detail-page-view';
import { MessagePanel } from '@/views/message-panel';
import { Breadcrumb, PageFrame, plushCrumbs } from '@/views/page-frame';
import { rootRoute } from './root-route';
import { validateDetailSearch } from './search-params';

const detailPageLogic = detailPageMachine.provide({
  actors: {
    loadGoods: fromPromise(({ input, signal }) => fetchGoodsDetail(input.id, input.uid, signal)),
    loadSupplier: fromPromise(({ input, signal }) => supplierFor(input, signal)),
    loadRecommended: fromPromise(({ input, signal }) => recommendedFor(input, signal)),
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
  // The session comes with the login issue; until then every buyer is a visitor (uid 0).
  const [snapshot, send] = useMachine(logic, {
    input: { goodsId, uid: 0, imageHost: bases.imageHost },
  });
  // The URL is the router's; the chart hears of a new id (it ignores the one it already has).
  useEffect(() => {
    send({ type: 'route.goodsChanged', goodsId });
  }, [goodsId, send]);
  return <DetailPageView view={toDetailPageView(snapshot)} send={send} env={pageEnv()} />;
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
