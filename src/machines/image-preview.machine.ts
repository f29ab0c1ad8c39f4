/**
 * imagePreview: the 商品详情 tab's detail images, each opening a large preview (spec §2).
 *
 *   closed ──user.openPreview(i)──▶ open ──user.closePreview──▶ closed
 *                                    └─ user.nextImage / user.previousImage (within the list)
 *
 * The open image's index lives in context; moving past either end is not possible (guards), so
 * the view's 上一张/下一张 are enabled exactly when the chart can take them.
 */
import { assign, setup } from 'xstate';
import { lazyMachine } from './lazy-machine';

export interface ImagePreviewInput {
  /** the detail images' URLs, in tab order */
  images: string[];
}

export interface ImagePreviewContext extends ImagePreviewInput {
  index: number;
}

export type ImagePreviewEvent =
  | { type: 'user.openPreview'; index: number }
  | { type: 'user.nextImage' }
  | { type: 'user.previousImage' }
  | { type: 'user.closePreview' };

export const imagePreviewMachine = lazyMachine(() =>
  setup({
    types: {} as {
      context: ImagePreviewContext;
      input: ImagePreviewInput;
      events: ImagePreviewEvent;
    },
    guards: {
      isImage: ({ context, event }) =>
        event.type === 'user.openPreview' &&
        Number.isInteger(event.index) &&
        event.index >= 0 &&
        event.index < context.images.length,
      hasNext: ({ context }) => context.index < context.images.length - 1,
      hasPrevious: ({ context }) => context.index > 0,
    },
  }).createMachine({
    id: 'imagePreview',
    meta: { title: '详情大图预览', spec: '§2' },
    context: ({ input }) => ({ ...input, index: 0 }),
    initial: 'closed',
    states: {
      closed: {
        meta: { title: '未预览', spec: '§2' },
        on: {
          'user.openPreview': {
            guard: 'isImage',
            target: 'open',
            actions: assign({ index: ({ event }) => event.index }),
            description: '点击详情图，打开大图预览',
          },
        },
      },
      open: {
        meta: { title: '大图预览', spec: '§2' },
        on: {
          'user.nextImage': {
            guard: 'hasNext',
            actions: assign({ index: ({ context }) => context.index + 1 }),
            description: '下一张',
          },
          'user.previousImage': {
            guard: 'hasPrevious',
            actions: assign({ index: ({ context }) => context.index - 1 }),
            description: '上一张',
          },
          'user.closePreview': { target: 'closed', description: '关闭预览' },
        },
      },
    },
  }),
);
