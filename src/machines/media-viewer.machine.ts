/**
 * mediaViewer: the gallery's full-screen viewer (spec §2 gallery; issue #18): a tap on the main
 * image opens it at that item; the buyer swipes between the items, zooms in by a double tap or by
 * spreading two fingers, and closes it by × or Escape.
 *
 *   closed ──user.openViewer(i)──▶ open ─┬─ fit    ──user.doubleTap / user.pinch(>1)──▶ zoomed
 *     ▲                                  └─ zoomed ──user.doubleTap / user.pinch(≤1)──▶ fit
 *     └──────────user.closeViewer──────── open     user.showItem(j): another item, at fit
 *
 * Why so: whether the image is magnified decides what a drag does (a swipe to the next item at
 * fit, a pan of the magnified image when zoomed), so fit and zoomed are states; the item shown
 * and the magnification are data (any item, any scale between 1 and MAX_SCALE), so context.
 * An item always opens and shows at fit: a magnification belongs to the picture it was set on.
 */
import { assign, setup } from 'xstate';
import type { GalleryItem } from '@/rules/gallery-items';
import { lazyMachine } from './lazy-machine';

/** A double tap magnifies this much; two fingers may take it anywhere from 1 to MAX_SCALE. */
export const DOUBLE_TAP_SCALE = 2;
export const MAX_SCALE = 4;

export interface MediaViewerInput {
  /** the gallery's items (rules/gallery-items): the main media, then one per colour */
  items: GalleryItem[];
}

export interface MediaViewerContext extends MediaViewerInput {
  index: number;
  scale: number;
}

export type MediaViewerEvent =
  | { type: 'user.openViewer'; index: number }
  | { type: 'user.showItem'; index: number }
  | { type: 'user.doubleTap' }
  /** two fingers spread or pinched: the magnification they ask for (1 = fit) */
  | { type: 'user.pinch'; scale: number }
  | { type: 'user.closeViewer' };

/** A pinch's scale kept in 1 … MAX_SCALE, to the hundredth (fit for anything unmeasurable). */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(MAX_SCALE, Math.max(1, Math.round(scale * 100) / 100));
}

const isItem = (context: MediaViewerContext, index: number) =>
  Number.isInteger(index) && index >= 0 && index < context.items.length;

const indexOf = (event: MediaViewerEvent) =>
  event.type === 'user.openViewer' || event.type === 'user.showItem' ? event.index : -1;

export const mediaViewerMachine = lazyMachine(() =>
  setup({
    types: {} as {
      context: MediaViewerContext;
      input: MediaViewerInput;
      events: MediaViewerEvent;
    },
    guards: {
      isItem: ({ context, event }) => isItem(context, indexOf(event)),
      isOtherItem: ({ context, event }) =>
        isItem(context, indexOf(event)) && indexOf(event) !== context.index,
      spreads: ({ event }) => event.type === 'user.pinch' && clampScale(event.scale) > 1,
    },
    actions: {
      showChosen: assign(({ event }) => ({ index: indexOf(event), scale: 1 })),
      fit: assign({ scale: 1 }),
      magnify: assign({ scale: DOUBLE_TAP_SCALE }),
      followPinch: assign({
        scale: ({ context, event }) =>
          event.type === 'user.pinch' ? clampScale(event.scale) : context.scale,
      }),
    },
  }).createMachine({
    id: 'mediaViewer',
    meta: { title: '全屏看图', spec: '§2' },
    context: ({ input }) => ({ items: input.items, index: 0, scale: 1 }),
    initial: 'closed',
    states: {
      closed: {
        meta: { title: '未打开', spec: '§2' },
        on: {
          'user.openViewer': {
            guard: 'isItem',
            target: 'open',
            actions: 'showChosen',
            description: '点主图：全屏打开这张图',
          },
        },
      },
      open: {
        meta: { title: '全屏看图', spec: '§2' },
        initial: 'fit',
        on: {
          'user.showItem': {
            guard: 'isOtherItem',
            target: '.fit',
            actions: 'showChosen',
            description: '左右滑动或点上一张/下一张：换一张，按原大显示',
          },
          'user.closeViewer': { target: 'closed', actions: 'fit', description: '点 × 或按 Esc：关闭全屏' },
        },
        states: {
          fit: {
            meta: { title: '原大', spec: '§2' },
            on: {
              'user.doubleTap': { target: 'zoomed', actions: 'magnify', description: '双击：放大 2 倍' },
              'user.pinch': {
                guard: 'spreads',
                target: 'zoomed',
                actions: 'followPinch',
                description: '双指张开：按手指放大',
              },
            },
          },
          zoomed: {
            meta: { title: '已放大', spec: '§2' },
            on: {
              'user.doubleTap': { target: 'fit', actions: 'fit', description: '双击：还原' },
              'user.pinch': [
                { guard: 'spreads', actions: 'followPinch', description: '双指缩放：放大倍数跟随手指' },
                { target: 'fit', actions: 'fit', description: '双指捏回原大：还原' },
              ],
            },
          },
        },
      },
    },
  }),
);
