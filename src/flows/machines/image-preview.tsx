/**
 * /flows' entry for imagePreview (src/machines/image-preview.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { imagePreviewMachine } from '@/machines/image-preview.machine';
import { toImagePreviewView } from '@/machines/image-preview.view';
import { mediaFileUrl } from '@/rules/media-url';
import { DetailTabs } from '@/views/detail-tabs';
import { ImagePreviewDialog } from '@/views/image-preview-dialog';
import { demoGoods } from '../demo-data';
import { defineFlow } from '../flow';

export const imagePreviewFlow = defineFlow({
  id: 'imagePreview',
  name: '详情大图预览',
  summary: '“商品详情”标签页里的详情图：点击打开大图，上一张 / 下一张，关闭。',
  machine: imagePreviewMachine,
  demo: (env) => ({
    logic: imagePreviewMachine,
    input: { images: demoGoods.detailList.map((item) => mediaFileUrl(env.imageHost, item)) },
  }),
  samples: (snapshot) =>
    snapshot.context.images.map((_, index) => ({
      event: { type: 'user.openPreview' as const, index },
      note: `第${index + 1}张`,
    })),
  View: ({ snapshot, send }) => {
    const view = toImagePreviewView(snapshot);
    return (
      <>
        <DetailTabs preview={view} send={send} />
        <ImagePreviewDialog view={view} send={send} />
      </>
    );
  },
});
