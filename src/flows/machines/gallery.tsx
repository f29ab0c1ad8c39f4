/**
 * /flows' entry for gallery (src/machines/gallery.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { galleryMachine, lastFirst } from '@/machines/gallery.machine';
import { toGalleryView } from '@/machines/gallery.view';
import { galleryItems } from '@/rules/gallery-items';
import { GalleryView } from '@/views/gallery-view';
import { colourSamples, demoColours, demoMain } from '../demo-answers';
import { demoGoods } from '../demo-data';
import { defineFlow } from '../flow';

export const galleryFlow = defineFlow({
  id: 'gallery',
  name: '商品图集',
  summary:
    '主图框与缩略图条：图片加载、失败与 2 倍放大，视频播放与无法播放，颜色切换对应的图片，5 张缩略图的窗口。',
  machine: galleryMachine,
  demo: (env) => ({
    logic: galleryMachine,
    input: {
      items: demoMain ? galleryItems(env.imageHost, demoGoods.PName, demoMain, demoColours) : [],
    },
  }),
  samples: (snapshot) => {
    const { items } = snapshot.context;
    const last = lastFirst(items.length);
    return [
      ...items.map((item, index) => ({
        event: { type: 'user.selectThumbnail' as const, index },
        note: `第${index + 1}张 ${item.label}`,
      })),
      ...colourSamples(
        'colour.chosen' as const,
        items.slice(1).map((item) => item.label),
      ),
      { event: { type: 'pointer.enter' as const, x: 0.3, y: 0.4 } },
      { event: { type: 'pointer.move' as const, x: 0.6, y: 0.5 } },
      ...Array.from({ length: last + 1 }, (_, first) => ({
        event: { type: 'strip.scrolled' as const, first },
        note: `从第${first + 1}张起`,
      })),
    ];
  },
  View: ({ snapshot, send }) => <GalleryView view={toGalleryView(snapshot)} send={send} />,
});
