/**
 * /detail?id= (spec §2): validates the id, provides the real services to the detailPage machine
 * and renders its view. The page is keyed by id, so a new ?id (a link, back/forward) starts a
 * fresh actor that loads the new goods.
 */
import { createRoute } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { appText } from '@/copy/copy';
import { detailPageMachine, toDetailPageView } from '@/machines/detail-page.machine';
import { bases } from '@/services/config';
import { fetchGoodsDetail } from '@/services/goods-api';
import { DetailPageView } from '@/views/detail-page-view';
import { MessagePanel } from '@/views/message-panel';
import { Breadcrumb, PageFrame, plushCrumbs } from '@/views/page-frame';
import { rootRoute } from './root-route';
import { validateDetailSearch } from './search-params';

const detailPageLogic = detailPageMachine.provide({
  actors: { loadGoods: fromPromise(({ input, signal }) => fetchGoodsDetail(input.id, input.uid, signal)) },
});

function DetailPage({ goodsId }: { goodsId: number }) {
  // The session comes with the login issue; until then every buyer is a visitor (uid 0).
  const [snapshot, send] = useMachine(detailPageLogic, {
    input: { goodsId, uid: 0, imageHost: bases.imageHost },
  });
  return <DetailPageView view={toDetailPageView(snapshot)} send={send} />;
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
        <DetailPage key={id} goodsId={id} />
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
