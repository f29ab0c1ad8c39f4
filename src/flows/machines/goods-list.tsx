/**
 * /flows' entry for goodsList (src/machines/goods-list.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { flowsText } from '@/copy/flows-text';
import { goodsListMachine } from '@/machines/goods-list.machine';
import { toGoodsListView } from '@/machines/goods-list.view';
import { GoodsListView } from '@/views/goods-list-view';
import { notFound, serverError, succeeded } from '../demo-answers';
import { demoEmptyPage, demoShopPage, demoSupplier } from '../demo-data';
import { defineFlow } from '../flow';

export const goodsListFlow = defineFlow({
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
});
