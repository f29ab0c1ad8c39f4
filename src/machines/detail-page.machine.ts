/**
 * detailPage: the goods detail page's data (spec §2 /detail?id=, §7 the detail call).
 *
 *   loading ──done──▶ ready
 *      │ ──error 404──▶ notFound
 *      └ ──error──────▶ failed ──user.retry──▶ loading
 *
 * A new ?id starts a new actor (the route keys it by id), so the chart needs no "id changed"
 * event: every actor loads one goods. notFound is final for this id: retrying cannot make an
 * unknown goods exist, while `failed` (network, 5xx, bad answer) may pass, hence 重试 there only.
 */
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { mainStill } from '@/rules/gallery-items';
import type { Goods } from '@/services/schemas';
import { failureMessage, failureStatus } from './api-failure';

export interface DetailPageInput {
  goodsId: number;
  /** 0 for a visitor (spec §7) */
  uid: number;
  /** where media are served from: services/config.ts bases.imageHost ('' for this origin) */
  imageHost: string;
}

export interface DetailPageContext extends DetailPageInput {
  goods: Goods | null;
  /** the failure's Chinese message, shown in `failed` */
  error: string | null;
}

export type DetailPageEvent = { type: 'user.retry' };

export const detailPageMachine = setup({
  types: {
    context: {} as DetailPageContext,
    input: {} as DetailPageInput,
    events: {} as DetailPageEvent,
  },
  actors: {
    // Provided by the route (services/goods-api fetchGoodsDetail) or by a test.
    loadGoods: fromPromise<Goods, { id: number; uid: number }>(async () => {
      throw new Error('detailPage: the loadGoods actor was not provided');
    }),
  },
  guards: {
    goodsMissing: ({ event }) => 'error' in event && failureStatus(event.error) === 404,
  },
}).createMachine({
  id: 'detailPage',
  context: ({ input }) => ({ ...input, goods: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      meta: { title: '加载中', spec: '§2' },
      invoke: {
        id: 'loadGoods',
        src: 'loadGoods',
        input: ({ context }) => ({ id: context.goodsId, uid: context.uid }),
        onDone: { target: 'ready', actions: assign({ goods: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'goodsMissing', target: 'notFound' },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => failureMessage(event.error, '') || null }),
          },
        ],
      },
    },
    ready: { meta: { title: '已加载', spec: '§2' } },
    notFound: { meta: { title: '商品不存在', spec: '§2' } },
    failed: {
      meta: { title: '加载失败', spec: '§2' },
      on: { 'user.retry': { target: 'loading', actions: assign({ error: null }), description: '重试' } },
    },
  },
});

export type DetailPageStatus = 'loading' | 'ready' | 'notFound' | 'failed';

export interface DetailPageViewData {
  status: DetailPageStatus;
  goods: Goods | null;
  /** the main media's still image (the video's poster), as a URL */
  coverUrl: string | null;
  error: string | null;
  canRetry: boolean;
}

type DetailPageSnapshot = SnapshotFrom<typeof detailPageMachine>;

/** What the view shows, derived from the snapshot only. */
export function toDetailPageView(snapshot: DetailPageSnapshot): DetailPageViewData {
  const status =
    (['loading', 'ready', 'notFound', 'failed'] as const).find((s) => snapshot.matches(s)) ?? 'loading';
  const { goods, imageHost } = snapshot.context;
  const main = goods?.pics[0];
  return {
    status,
    goods,
    coverUrl: main ? mainStill(imageHost, main) : null,
    error: snapshot.context.error,
    canRetry: snapshot.can({ type: 'user.retry' }),
  };
}
