/**
 * favourite: 收藏商品 (spec §2 actions, §7 POST /api/6087db4edf7ee {uid, pid}).
 *
 *   idle ┬ quiet  ──user.favourite──▶ saving ──done──▶ idle.saved   (the server's msg)
 *        ├ saved                              └─error─▶ idle.failed (why, in Chinese)
 *        └ failed ──user.dismissNotice──▶ idle.quiet
 *
 * The login gate is the page's: this chart receives user.favourite only from a logged-in buyer,
 * with the uid. The spec shows the answer's msg as a success notice; the spec leaves a failure
 * unshown, and we say why (issue #4). `saving` takes no second click.
 */
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureMessage } from './api-failure';
import { lazyMachine } from './lazy-machine';
import { notProvided } from './not-provided';

export interface FavouriteInput {
  goodsId: number;
}

export interface FavouriteContext extends FavouriteInput {
  /** the server's msg after a save (收藏成功, 已收藏过该商品), or why it failed */
  message: string | null;
}

export interface SaveFavouriteInput {
  uid: number;
  pid: number;
}

export type FavouriteEvent = { type: 'user.favourite'; uid: number } | { type: 'user.dismissNotice' };

export const favouriteMachine = lazyMachine(() =>
  setup({
    types: {} as {
      context: FavouriteContext;
      input: FavouriteInput;
      events: FavouriteEvent;
      children: { saveFavourite: 'saveFavourite' };
    },
    actors: {
      // Provided by the route: services/goods-api favouriteGoods, which answers the server's msg.
      saveFavourite: fromPromise<string, SaveFavouriteInput>(notProvided('favourite', 'saveFavourite')),
    },
  }).createMachine({
    id: 'favourite',
    meta: { title: '收藏商品', spec: '§7' },
    context: ({ input }) => ({ ...input, message: null }),
    initial: 'idle',
    states: {
      idle: {
        meta: { title: '可收藏', spec: '§2' },
        initial: 'quiet',
        on: { 'user.favourite': { target: 'saving', description: '收藏商品（已登录）' } },
        states: {
          quiet: { meta: { title: '无提示', spec: '§2' } },
          saved: {
            meta: { title: '已收藏', spec: '§7' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
          failed: {
            meta: { title: '收藏失败', spec: '§7' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
        },
      },
      saving: {
        meta: { title: '正在收藏', spec: '§7' },
        invoke: {
          id: 'saveFavourite',
          src: 'saveFavourite',
          input: ({ context, event }) => ({
            uid: event.type === 'user.favourite' ? event.uid : 0,
            pid: context.goodsId,
          }),
          onDone: {
            target: 'idle.saved',
            actions: assign({ message: ({ event }) => event.output }),
            description: '收藏成功：显示服务器返回的 msg',
          },
          onError: {
            target: 'idle.failed',
            actions: assign({ message: ({ event }) => failureMessage(event.error, '') || null }),
            description: '收藏失败：说明原因',
          },
        },
      },
    },
  }),
);

export type FavouriteSnapshot = SnapshotFrom<typeof favouriteMachine>;
