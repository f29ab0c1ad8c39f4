/**
 * /flows' entry for platformChooser (src/machines/platform-chooser.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { labels } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { platformChooserMachine } from '@/machines/platform-chooser.machine';
import { toPlatformChooserView } from '@/machines/platform-chooser.view';
import { UPLOAD_PLATFORMS } from '@/rules/upload-platforms';
import { AssetActions, UploadAction } from '@/views/asset-actions';
import { succeeded } from '../demo-answers';
import { demoGoods } from '../demo-data';
import { defineFlow } from '../flow';

/** The demo goods' 抖音 upload page (this origin: the registry does not read services/config). */
const demoUploadUrl = `/api/mini/goods/upload/view/${demoGoods.ID}/${encodeURIComponent(labels.douyin)}`;

export const platformChooserFlow = defineFlow({
  id: 'platformChooser',
  name: '上传到平台',
  summary:
    '点“上传到平台”打开对话框“请选择要上传的平台”（抖音、快手、视频号、小红书、取消）；选择平台后在新标签页打开该平台的上传页，被浏览器拦截时给出链接。',
  machine: platformChooserMachine,
  demo: (_env, calls) => ({
    logic: platformChooserMachine.provide({ actors: { openUploadPage: calls.waiting() } }),
    input: { goodsId: demoGoods.ID },
  }),
  outcomes: {
    openUploadPage: [
      succeeded({ url: demoUploadUrl, opened: true }, flowsText.demoUploadOpened),
      succeeded({ url: demoUploadUrl, opened: false }, flowsText.demoUploadBlocked),
      { label: flowsText.demoServerError, ok: false, error: new Error('window.open failed') },
    ],
  },
  samples: () =>
    UPLOAD_PLATFORMS.map((platform) => ({
      event: { type: 'user.choosePlatform' as const, platform },
      note: platform,
    })),
  View: ({ snapshot, send }) => (
    <AssetActions>
      <UploadAction view={toPlatformChooserView(snapshot)} send={send} />
    </AssetActions>
  ),
});
