/**
 * findSimilar: 找相似 (spec §4, §5 "find similar uses the current cover image", §7 POST
 * /api/62ab5261774a1 {url}, §8 the two notices).
 *
 *   idle ┬ quiet    ──user.findSimilar {url}──▶ searching (正在搜索相似商品，请稍候)
 *        ├ found    ◀──done, a non-empty list── searching   emits `found` {list, totalCount}
 *        ├ notFound ◀──done, empty list / refused (code ≠ 1)  (未找到相似商品)
 *        └ failed   ◀──error: network, timeout, HTTP error, bad answer (why, in Chinese)
 *   idle.found / notFound / failed ──user.dismiss──▶ idle.quiet
 *
 * Why so: the chart does not navigate. A found list is handed on through the emitted `found`
 * event, and the route that owns the router opens /search?data= (spec §2); `idle.found` keeps
 * the answer in view (with a link to the results) for as long as the page is still there. The
 * notices are sub-states of idle because each one ends with the next click of 找相似, which is
 * taken from any of them. `searching` takes no click: one search at a time, the first one wins.
 * The spec calls anything but code 1 "no similar goods found"; a call that never got an answer
 * (or got one we cannot read) is a failure of its own, since searching again may well work.
 */
import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { GoodsCard } from '@/domain/goods';
import { failureMessage, failureRefused } from './api-failure';
import { lazyMachine } from './lazy-machine';
import { notProvided } from './not-provided';

/** What the find-similar call answers (services/goods-api findSimilar): the §7 list and its count. */
export interface SimilarResult {
  list: GoodsCard[];
  totalCount: number;
}

export interface FindSimilarInput {
  /** the still the gallery shows when 找相似 is clicked (spec §5) */
  url: string;
}

export interface FindSimilarContext {
  /** the last non-empty answer, shown in idle.found */
  result: SimilarResult | null;
  /** the Chinese reason of the last failure (idle.failed), null when the error carried none */
  error: string | null;
}

export type FindSimilarEvent = { type: 'user.findSimilar'; url: string } | { type: 'user.dismiss' };

/** Emitted when similar goods were found: the route opens /search?data= with them (spec §7). */
export interface SimilarFoundEvent extends SimilarResult {
  type: 'found';
}

export const findSimilarMachine = lazyMachine(() =>
  setup({
    types: {} as {
      context: FindSimilarContext;
      events: FindSimilarEvent;
      emitted: SimilarFoundEvent;
      children: { findSimilar: 'findSimilar' };
    },
    actors: {
      // Provided by the route: services/goods-api findSimilar, which throws a `rejected` ApiError
      // for an answer whose code is not 1.
      findSimilar: fromPromise<SimilarResult, FindSimilarInput>(notProvided('findSimilar', 'findSimilar')),
    },
    guards: {
      // The contract always has a main media, so a cover; an empty url would only be refused.
      hasCover: ({ event }) => event.type === 'user.findSimilar' && event.url.trim() !== '',
      foundGoods: (_, output: SimilarResult) => output.list.length > 0,
      refused: ({ event }) => 'error' in event && failureRefused(event.error),
    },
    actions: {
      keepResult: assign({ result: (_, output: SimilarResult) => output, error: null }),
      announceFound: emit(
        (_, output: SimilarResult): SimilarFoundEvent => ({
          type: 'found',
          list: output.list,
          totalCount: output.totalCount,
        }),
      ),
      keepError: assign({
        error: ({ event }) => ('error' in event ? failureMessage(event.error, '') || null : null),
      }),
    },
  }).createMachine({
    id: 'findSimilar',
    meta: { title: '找相似', spec: '§4 §7' },
    context: { result: null, error: null },
    initial: 'idle',
    states: {
      idle: {
        meta: { title: '可搜索', spec: '§2' },
        initial: 'quiet',
        on: {
          'user.findSimilar': {
            guard: 'hasCover',
            target: 'searching',
            description: '点“找相似”：用当前主图（所选颜色的图，或视频的封面）搜索',
          },
        },
        states: {
          quiet: { meta: { title: '无提示', spec: '§2' } },
          found: {
            meta: { title: '已找到相似商品', spec: '§7' },
            on: { 'user.dismiss': { target: 'quiet', description: '关闭提示' } },
          },
          notFound: {
            meta: { title: '未找到相似商品', spec: '§8' },
            on: { 'user.dismiss': { target: 'quiet', description: '关闭提示' } },
          },
          failed: {
            meta: { title: '搜索失败', spec: '§8' },
            on: { 'user.dismiss': { target: 'quiet', description: '关闭提示' } },
          },
        },
      },
      searching: {
        meta: { title: '正在搜索相似商品', spec: '§8' },
        invoke: {
          id: 'findSimilar',
          src: 'findSimilar',
          input: ({ event }) => ({ url: event.type === 'user.findSimilar' ? event.url.trim() : '' }),
          onDone: [
            {
              guard: { type: 'foundGoods', params: ({ event }) => event.output },
              target: 'idle.found',
              actions: [
                { type: 'keepResult', params: ({ event }) => event.output },
                { type: 'announceFound', params: ({ event }) => event.output },
              ],
              description: 'code 为 1 且列表不为空：打开相似商品结果页 /search?data=',
            },
            {
              target: 'idle.notFound',
              description: 'code 为 1 但列表为空：提示“未找到相似商品”',
            },
          ],
          onError: [
            {
              guard: 'refused',
              target: 'idle.notFound',
              description: 'code 不为 1（服务器拒绝）：提示“未找到相似商品”',
            },
            {
              target: 'idle.failed',
              actions: 'keepError',
              description: '网络、超时、服务器出错或返回的数据有误：说明原因，可再试',
            },
          ],
        },
      },
    },
  }),
);

export type FindSimilarSnapshot = SnapshotFrom<typeof findSimilarMachine>;
