/**
 * /flows' entry for mediaViewer (src/machines/media-viewer.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { mediaViewerMachine } from '@/machines/media-viewer.machine';
import { toMediaViewerView } from '@/machines/media-viewer.view';
import { galleryItems } from '@/rules/gallery-items';
import { MediaViewerDialog } from '@/views/media-viewer-dialog';
import { demoColours, demoMain } from '../demo-answers';
import { demoGoods } from '../demo-data';
import { defineFlow } from '../flow';

export const mediaViewerFlow = defineFlow({
  id: 'mediaViewer',
  name: '全屏看图',
  summary:
    '点主图全屏打开：左右滑动或上一张 / 下一张切换，双击或双指张开放大、再双击或捏回还原，点 × 或按 Esc 关闭。',
  machine: mediaViewerMachine,
  demo: (env) => ({
    logic: mediaViewerMachine,
    input: {
      items: demoMain ? galleryItems(env.imageHost, demoGoods.PName, demoMain, demoColours) : [],
    },
  }),
  samples: (snapshot) => [
    ...snapshot.context.items.map((item, index) => ({
      event: { type: 'user.openViewer' as const, index },
      note: `第${index + 1}张 ${item.label}`,
    })),
    ...snapshot.context.items.map((item, index) => ({
      event: { type: 'user.showItem' as const, index },
      note: `第${index + 1}张 ${item.label}`,
    })),
    { event: { type: 'user.pinch' as const, scale: 3 }, note: '放大到 3 倍' },
    { event: { type: 'user.pinch' as const, scale: 1 }, note: '捏回原大' },
  ],
  View: ({ snapshot, send }) => <MediaViewerDialog view={toMediaViewerView(snapshot)} send={send} />,
});
