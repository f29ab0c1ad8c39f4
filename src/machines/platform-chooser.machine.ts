/**
 * platformChooser: 上传到平台 and its dialog 请选择要上传的平台 (spec §2 dialogs, §7 the upload page
 * /api/mini/goods/upload/view/{goodsId}/{platform name}, §9 platforms).
 *
 *   closed ┬ quiet    ──user.openChooser──▶ open ──user.choosePlatform──▶ opening ┬ tab opened ──▶ closed.opened
 *          ├ opened   ◀──user.cancel────────┘                                    ├ tab blocked ─▶ closed.blocked
 *          ├ blocked                                                             └ error ───────▶ closed.failed
 *          └ failed
 *   closed.opened / blocked / failed ──user.dismissNotice──▶ closed.quiet
 *
 * The upload page opens in a new tab, which a browser allows only while the click is being
 * handled: `opening` invokes the route's openUploadPage, whose body calls window.open before its
 * first await (as purchase's placeOrder does), so the tab opens within the click. A popup
 * blocker is answered with a link the buyer can click (`blocked`), never with silence; an error
 * (no page to link to) says so. The spec shows no login check here (§6): any visitor may.
 */
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { UploadPlatform } from '@/rules/upload-platforms';
import { UPLOAD_PLATFORMS } from '@/rules/upload-platforms';
import { lazyMachine } from './lazy-machine';
import { notProvided } from './not-provided';

export interface PlatformChooserInput {
  goodsId: number;
}

export interface OpenUploadPageInput {
  goodsId: number;
  platform: UploadPlatform;
}

/** What opening did: the page's URL, and whether its tab opened (false when blocked). */
export interface OpenedUploadPage {
  url: string;
  opened: boolean;
}

export interface PlatformChooserContext extends PlatformChooserInput {
  /** the platform last chosen, and its upload page */
  platform: UploadPlatform | null;
  url: string | null;
}

export type PlatformChooserEvent =
  | { type: 'user.openChooser' }
  | { type: 'user.choosePlatform'; platform: UploadPlatform }
  | { type: 'user.cancel' }
  | { type: 'user.dismissNotice' };

export const platformChooserMachine = lazyMachine(() =>
  setup({
    types: {} as {
      context: PlatformChooserContext;
      input: PlatformChooserInput;
      events: PlatformChooserEvent;
      children: { openUploadPage: 'openUploadPage' };
    },
    actors: {
      // Provided by the route: services/payment-api uploadPageUrl + services/new-tab openInNewTab.
      openUploadPage: fromPromise<OpenedUploadPage, OpenUploadPageInput>(
        notProvided('platformChooser', 'openUploadPage'),
      ),
    },
    guards: {
      knownPlatform: ({ event }) =>
        event.type === 'user.choosePlatform' && UPLOAD_PLATFORMS.includes(event.platform),
      tabOpened: ({ event }) => 'output' in event && (event.output as OpenedUploadPage).opened,
    },
    actions: {
      rememberPage: assign({
        url: ({ event }) => ('output' in event ? (event.output as OpenedUploadPage).url : null),
      }),
    },
  }).createMachine({
    id: 'platformChooser',
    meta: { title: '上传到平台', spec: '§2 §7' },
    context: ({ input }) => ({ ...input, platform: null, url: null }),
    initial: 'closed',
    states: {
      closed: {
        meta: { title: '对话框关闭', spec: '§2' },
        initial: 'quiet',
        on: { 'user.openChooser': { target: 'open', description: '点“上传到平台”：打开平台选择对话框' } },
        states: {
          quiet: { meta: { title: '无提示', spec: '§2' } },
          opened: {
            meta: { title: '上传页已打开', spec: '§7' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
          blocked: {
            meta: { title: '新标签页被拦截', spec: '§7' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
          failed: {
            meta: { title: '上传页打不开', spec: '§7' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
        },
      },
      open: {
        meta: { title: '请选择要上传的平台', spec: '§2 §9' },
        on: {
          'user.choosePlatform': {
            guard: 'knownPlatform',
            target: 'opening',
            actions: assign({ platform: ({ event }) => event.platform, url: null }),
            description: '选择平台（抖音、快手、视频号、小红书）：在新标签页打开该平台的上传页',
          },
          'user.cancel': { target: 'closed.quiet', description: '点“取消”或关闭对话框' },
        },
      },
      opening: {
        meta: { title: '正在打开上传页', spec: '§7' },
        invoke: {
          id: 'openUploadPage',
          src: 'openUploadPage',
          input: ({ context }) => ({
            goodsId: context.goodsId,
            // `opening` is entered only by a choice, which set the platform.
            platform: context.platform ?? UPLOAD_PLATFORMS[0],
          }),
          onDone: [
            {
              guard: 'tabOpened',
              target: 'closed.opened',
              actions: 'rememberPage',
              description: '上传页已在新标签页打开',
            },
            {
              target: 'closed.blocked',
              actions: 'rememberPage',
              description: '浏览器拦截了新标签页：给出打开上传页的链接',
            },
          ],
          onError: {
            target: 'closed.failed',
            description: '无法打开上传页：告诉买家稍后再试',
          },
        },
      },
    },
  }),
);

export type PlatformChooserSnapshot = SnapshotFrom<typeof platformChooserMachine>;
