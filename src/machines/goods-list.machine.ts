/**
 * goodsList: one page of a catalogue list (spec §2: / home, /goods, /search?keyword=,
 * /shop?SID=; docs/api.md the list, search, featured and shop calls).
 *
 *   loading ──done, cards──▶ ready          (or at once, from the list the page came with)
 *      │ ──done, no cards──▶ empty
 *      │ ──error 404───────▶ notFound
 *      └ ──error───────────▶ failed ──user.retry──▶ loading
 *
 * Every actor loads one page of one list: the page number lives in the URL (?page=), so a page
 * link is a navigation, back/forward work, and the route keys the actor by its search params.
 * Hence no "go to page" event. `empty` is a state of its own because the buyer needs a different
 * message (nothing matches, or the page is past the end) and no pager. Only a shop can be
 * missing (an unknown SID, 404); retrying cannot make it exist, so notFound has no 重试.
 */
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { GoodsListQuery, GoodsListResult } from '@/domain/goods-list';
import { failureMessage, failureStatus } from './api-failure';
import { notProvided } from './not-provided';

export interface GoodsListInput {
  query: GoodsListQuery;
  /** where media are served from: services/config.ts bases.imageHost ('' for this origin) */
  imageHost: string;
  /**
   * The list the page came with (issue #17: our server rendered the page from it and embedded it,
   * services/embedded-list.ts): the page starts where the server's HTML is, without a call.
   */
  preloaded?: GoodsListResult | null;
  /** the server rendered the page of a missing list (its call answered 404) */
  missing?: boolean;
}

export interface GoodsListContext {
  query: GoodsListQuery;
  imageHost: string;
  result: GoodsListResult | null;
  /** the server's word that the list is missing, until the page has started from it */
  missing: boolean;
  /** the failure's Chinese message, shown in `failed` */
  error: string | null;
}

export type GoodsListEvent = { type: 'user.retry' };

export const goodsListMachine = setup({
  types: {} as {
    context: GoodsListContext;
    input: GoodsListInput;
    events: GoodsListEvent;
  },
  actors: {
    // Provided by the route (services/catalogue-api, chosen by query.kind) or by a test.
    loadPage: fromPromise<GoodsListResult, GoodsListQuery>(notProvided('goodsList', 'loadPage')),
  },
  guards: {
    hasCards: ({ event }) => 'output' in event && (event.output as GoodsListResult).page.list.length > 0,
    listMissing: ({ event }) => 'error' in event && failureStatus(event.error) === 404,
    preloadedCards: ({ context }) => (context.result?.page.list.length ?? 0) > 0,
    preloadedEmpty: ({ context }) => context.result !== null,
    knownMissing: ({ context }) => context.missing,
  },
}).createMachine({
  id: 'goodsList',
  meta: { title: '商品列表页', spec: '§2' },
  context: ({ input }) => ({
    query: input.query,
    imageHost: input.imageHost,
    result: input.preloaded ?? null,
    missing: input.preloaded ? false : input.missing === true,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { title: '加载中', spec: '§2' },
      // Only the first loading can start from the page's list: `failed` is reached after a call,
      // with no result, and is left for loading with the server's word forgotten.
      always: [
        {
          guard: 'preloadedCards',
          target: 'ready',
          description: '列表随页面而来（服务器已渲染并嵌入页面）：不再请求，直接显示商品',
        },
        {
          guard: 'preloadedEmpty',
          target: 'empty',
          description: '随页面而来的列表没有商品：不再请求',
        },
        {
          guard: 'knownMissing',
          target: 'notFound',
          actions: assign({ missing: false }),
          description: '服务器渲染页面时已知店铺不存在（404）：不再请求',
        },
      ],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: 'hasCards',
            target: 'ready',
            actions: assign({ result: ({ event }) => event.output }),
            description: '这一页有商品：显示商品卡片和分页',
          },
          {
            target: 'empty',
            actions: assign({ result: ({ event }) => event.output }),
            description: '这一页没有商品：没有匹配的商品，或页码超出了范围',
          },
        ],
        onError: [
          { guard: 'listMissing', target: 'notFound', description: '店铺不存在（404）' },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => failureMessage(event.error, '') || null }),
            description: '网络、超时或服务器出错',
          },
        ],
      },
    },
    ready: { meta: { title: '商品列表', spec: '§2' } },
    empty: { meta: { title: '没有商品', spec: '§2' } },
    notFound: { meta: { title: '店铺不存在', spec: '§2' } },
    failed: {
      meta: { title: '加载失败', spec: '§2' },
      on: {
        'user.retry': { target: 'loading', actions: assign({ error: null }), description: '重试' },
      },
    },
  },
});

export type GoodsListSnapshot = SnapshotFrom<typeof goodsListMachine>;
