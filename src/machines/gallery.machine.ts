/**
 * gallery: the detail page's media box and thumbnail strip (spec §2 gallery, §4 colour choice,
 * §8 the two media notices, §9 five thumbnails and a 2x zoom).
 *
 *   gallery ─ user.selectThumbnail / colour.chosen ─▶ image | video   (the chosen item's kind)
 *   │         user.previous / user.next / strip.scrolled: move the 5-thumbnail window (context)
 *   ├─ image
 *   │   ├─ loading ──media.loaded──▶ shown ─┬─ still ──pointer.enter / move──▶ zoomed
 *   │   │         ──media.failed──▶ failed  └─ zoomed ──pointer.move (lens)  ──pointer.leave──▶ still
 *   │   └─ failed                                     (加载失败)
 *   └─ video
 *       ├─ poster ──video.play──▶ playable             (the cover and 播放视频; the player once tapped)
 *       ├─ playable ──video.failed──▶ unplayable      (该视频暂时无法播放，请稍后再试)
 *       └─ unplayable
 *
 * Why so: the box shows one of two kinds of media, and what can happen depends on the kind (an
 * image loads or fails and can be zoomed; a video plays or cannot), so the kind is a state, not a
 * flag. The zoom lives inside `image.shown` because there is nothing to magnify before the image
 * arrives or after it failed. The selected index, the strip window and the lens are data (any item,
 * any window, any point), so they are context; canPrevious/canNext come from `snapshot.can`.
 *
 * A video opens on its poster with a play button, and the player (media-chrome) comes when the
 * buyer taps it: connecting the player and its controls was a third of a throttled phone's main
 * thread after 1001's page arrived (issue #17: Total Blocking Time), and a buyer who never plays
 * the video should not pay its bytes on 4G either. The tap that asks for it starts playing it.
 *
 * Choosing the item already shown is no transition: re-entering `loading` would wait for a load
 * event that the same, already loaded <img> never fires again, and a failed item would fail the
 * same way. Choosing another item (even with the same URL) re-enters the kind's initial state.
 */
import { assign, type SnapshotFrom, setup } from 'xstate';
import { THUMBNAIL_GAP_PX, THUMBNAILS_PER_VIEW, ZOOM_BOX_PX, ZOOM_FACTOR } from '@/rules/business-constants';
import { colourItemIndex, type GalleryItem } from '@/rules/gallery-items';
import { lazyMachine } from './lazy-machine';

/** Spec §9 for the gallery: a 400×400 box zoomed 2x; 5 thumbnails at a time, 3 px apart. */
export const galleryLayout = {
  boxPx: ZOOM_BOX_PX,
  zoom: ZOOM_FACTOR,
  stripSize: THUMBNAILS_PER_VIEW,
  thumbGapPx: THUMBNAIL_GAP_PX,
} as const;

export const STRIP_SIZE = galleryLayout.stripSize;

export interface GalleryInput {
  /** from rules/gallery-items galleryItems(): item 0 the main media, item i + 1 colour i */
  items: GalleryItem[];
}

/** Where the zoom looks, as fractions of the box (0 left/top … 1 right/bottom). */
export interface Lens {
  x: number;
  y: number;
}

export interface GalleryContext {
  items: GalleryItem[];
  /** the item shown in the box */
  selected: number;
  /** the first thumbnail of the visible window of STRIP_SIZE */
  first: number;
  lens: Lens;
}

export type GalleryEvent =
  | { type: 'user.selectThumbnail'; index: number }
  | { type: 'user.previous' }
  | { type: 'user.next' }
  /** sent by the page when the buyer chooses colour `index` (spec §4) */
  | { type: 'colour.chosen'; index: number }
  | { type: 'media.loaded' }
  | { type: 'media.failed' }
  | { type: 'video.play' }
  | { type: 'video.failed' }
  | { type: 'pointer.enter'; x: number; y: number }
  | { type: 'pointer.move'; x: number; y: number }
  | { type: 'pointer.leave' }
  /** the carousel was dragged or scrolled (by focus) so that thumbnail `first` leads the window */
  | { type: 'strip.scrolled'; first: number };

// ── pure rules of the window and the lens (unit-tested) ──────────────────────────────────────

/** The last first-visible index: the window never shows past the last item. */
export function lastFirst(count: number): number {
  return Math.max(0, count - STRIP_SIZE);
}

/** A first-visible index kept inside 0 … lastFirst(count) (whole numbers only). */
export function clampFirst(first: number, count: number): number {
  if (!Number.isFinite(first)) return 0;
  return Math.min(Math.max(0, Math.round(first)), lastFirst(count));
}

/** The window after making item `index` visible: it moves as little as it can. */
export function revealFirst(first: number, index: number, count: number): number {
  if (index < first) return clampFirst(index, count);
  if (index >= first + STRIP_SIZE) return clampFirst(index - STRIP_SIZE + 1, count);
  return clampFirst(first, count);
}

/** A pointer position as a fraction of the box, kept in 0 … 1 (the centre when unmeasurable). */
export function clampFraction(value: number): number {
  if (!Number.isFinite(value)) return 0.5;
  return Math.min(1, Math.max(0, value));
}

/** The item an event asks for: a thumbnail's own index, or colour i's item i + 1. */
function chosenIndex(event: GalleryEvent): number {
  if (event.type === 'user.selectThumbnail') return event.index;
  if (event.type === 'colour.chosen') return colourItemIndex(event.index);
  return -1;
}

function isOther(context: GalleryContext, index: number, kind: GalleryItem['kind']): boolean {
  return index !== context.selected && context.items[index]?.kind === kind;
}

export const galleryMachine = lazyMachine(() =>
  setup({
    types: {} as {
      context: GalleryContext;
      input: GalleryInput;
      events: GalleryEvent;
    },
    guards: {
      selectedIsVideo: ({ context }) => context.items[context.selected]?.kind === 'video',
      showsOtherImage: ({ context, event }) => isOther(context, chosenIndex(event), 'image'),
      showsOtherVideo: ({ context, event }) => isOther(context, chosenIndex(event), 'video'),
      showsSelected: ({ context, event }) => chosenIndex(event) === context.selected,
      canMoveBack: ({ context }) => context.first > 0,
      canMoveOn: ({ context }) => context.first < lastFirst(context.items.length),
      scrolledElsewhere: ({ context, event }) =>
        event.type === 'strip.scrolled' && clampFirst(event.first, context.items.length) !== context.first,
    },
    actions: {
      select: assign(({ context, event }) => {
        const index = chosenIndex(event);
        return { selected: index, first: revealFirst(context.first, index, context.items.length) };
      }),
      revealSelected: assign({
        first: ({ context }) => revealFirst(context.first, context.selected, context.items.length),
      }),
      moveBack: assign({ first: ({ context }) => clampFirst(context.first - 1, context.items.length) }),
      moveOn: assign({ first: ({ context }) => clampFirst(context.first + 1, context.items.length) }),
      followStrip: assign({
        first: ({ context, event }) =>
          event.type === 'strip.scrolled' ? clampFirst(event.first, context.items.length) : context.first,
      }),
      aimLens: assign({
        lens: ({ context, event }) =>
          event.type === 'pointer.enter' || event.type === 'pointer.move'
            ? { x: clampFraction(event.x), y: clampFraction(event.y) }
            : context.lens,
      }),
    },
  }).createMachine({
    id: 'gallery',
    context: ({ input }) => ({ items: input.items, selected: 0, first: 0, lens: { x: 0.5, y: 0.5 } }),
    meta: { title: '商品图集', spec: '§2' },
    initial: 'image',
    on: {
      'user.selectThumbnail': [
        {
          guard: 'showsOtherVideo',
          target: '.video',
          actions: 'select',
          description: '点视频缩略图：主图框换成视频封面和播放按钮',
        },
        {
          guard: 'showsOtherImage',
          target: '.image',
          actions: 'select',
          description: '点图片缩略图：主图框加载这张图',
        },
      ],
      'colour.chosen': [
        {
          guard: 'showsSelected',
          actions: 'revealSelected',
          description: '所选颜色的图已在主图框：只把它的缩略图移进可见的 5 张',
        },
        {
          guard: 'showsOtherImage',
          target: '.image',
          actions: 'select',
          description: '选颜色：主图框显示该颜色的图（第 颜色序号+1 张），并把它的缩略图移进可见的 5 张',
        },
      ],
      'user.previous': {
        guard: 'canMoveBack',
        actions: 'moveBack',
        description: '点“查看前面的缩略图”：窗口前移一张（已在最前则不可点）',
      },
      'user.next': {
        guard: 'canMoveOn',
        actions: 'moveOn',
        description: '点“查看后面的缩略图”：窗口后移一张（已到最后则不可点）',
      },
      'strip.scrolled': {
        guard: 'scrolledElsewhere',
        actions: 'followStrip',
        description: '拖动或键盘聚焦使缩略图条滚动：窗口跟随缩略图条',
      },
    },
    states: {
      image: {
        meta: { title: '图片', spec: '§2' },
        // A chart cannot pick its initial state from input, and item 0 may be a video: the gallery
        // opens here and hands a video over before any snapshot is seen.
        always: { guard: 'selectedIsVideo', target: 'video', description: '主媒体是视频：直接进入视频' },
        initial: 'loading',
        states: {
          loading: {
            meta: { title: '图片加载中', spec: '§2' },
            on: {
              'media.loaded': { target: 'shown', description: '图片加载完成' },
              'media.failed': { target: 'failed', description: '图片加载出错：显示“加载失败”' },
            },
          },
          shown: {
            meta: { title: '图片已显示', spec: '§2' },
            initial: 'still',
            states: {
              still: {
                meta: { title: '原图（未放大）', spec: '§2' },
                on: {
                  'pointer.enter': {
                    target: 'zoomed',
                    actions: 'aimLens',
                    description: '指针移入主图框：放大 2 倍，看指针所在处',
                  },
                  // The pointer may already be inside when the image arrives: its first move zooms.
                  'pointer.move': {
                    target: 'zoomed',
                    actions: 'aimLens',
                    description: '指针已在框内移动：放大 2 倍，看指针所在处',
                  },
                },
              },
              zoomed: {
                meta: { title: '放大 2 倍', spec: '§9' },
                on: {
                  'pointer.move': { actions: 'aimLens', description: '指针移动：放大的部分跟随指针' },
                  'pointer.leave': { target: 'still', description: '指针移出主图框：恢复原图' },
                },
              },
            },
          },
          failed: { meta: { title: '图片加载失败', spec: '§8' } },
        },
      },
      video: {
        meta: { title: '视频', spec: '§2' },
        initial: 'poster',
        states: {
          poster: {
            meta: { title: '视频封面（播放按钮）', spec: '§2' },
            on: {
              'video.play': { target: 'playable', description: '点“播放视频”：换成视频播放器并开始播放' },
            },
          },
          playable: {
            meta: { title: '视频播放器', spec: '§2' },
            on: {
              'video.failed': {
                target: 'unplayable',
                description: '视频出错（不支持或加载失败）：提示无法播放',
              },
            },
          },
          unplayable: { meta: { title: '视频无法播放', spec: '§8' } },
        },
      },
    },
  }),
);

export type GallerySnapshot = SnapshotFrom<typeof galleryMachine>;
