/**
 * /flows' entry for download (src/machines/download.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { fill } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { laterText } from '@/copy/later-text';
import { downloadInput, downloadMachine } from '@/machines/download.machine';
import { toDownloadView } from '@/machines/download.view';
import { AssetActions, DownloadActions } from '@/views/asset-actions';
import { serverError, succeeded } from '../demo-answers';
import { demoGoods } from '../demo-data';
import { type DemoOutcome, defineFlow } from '../flow';

/** A media file that did not arrive, as services/zip-download says it. */
const downloadFailed = (name: string): DemoOutcome => ({
  label: flowsText.demoNetworkError,
  ok: false,
  error: new Error(fill(laterText.downloadFileNetwork, { name })),
});

export const downloadFlow = defineFlow({
  id: 'download',
  name: '素材下载',
  summary:
    '下载图片视频：按图集顺序下载全部图片和视频并打包（环形进度条显示百分比），保存为以商品标题命名的压缩包，再记录下载次数；下载视频：没有视频时提示，有视频时保存 mp4；失败时进度条消失并说明原因。',
  machine: downloadMachine,
  demo: (env, calls) => ({
    logic: downloadMachine.provide({
      actors: {
        collectZip: calls.waiting(),
        saveZip: calls.waiting(),
        reportDownload: calls.waiting(),
        saveVideo: calls.waiting(),
      },
    }),
    input: downloadInput(demoGoods.ID, demoGoods, env.imageHost),
  }),
  outcomes: {
    collectZip: [succeeded(new Blob([]), flowsText.demoZipCollected), downloadFailed('2.jpg')],
    saveZip: [
      succeeded(undefined, flowsText.demoFileSaved),
      { label: flowsText.demoStorageFull, ok: false, error: new Error(laterText.downloadFailed) },
    ],
    reportDownload: [succeeded({ BuyNum: demoGoods.BuyNum + 1 }), serverError],
    saveVideo: [succeeded(undefined, flowsText.demoFileSaved), downloadFailed('1.mp4')],
  },
  samples: () => [
    {
      event: { type: 'download.progress' as const, phase: 'fetching' as const, percent: 45 },
      note: '下载 45%',
    },
    {
      event: { type: 'download.progress' as const, phase: 'zipping' as const, percent: 95 },
      note: '打包 95%',
    },
  ],
  View: ({ snapshot, send }) => (
    <AssetActions>
      <DownloadActions view={toDownloadView(snapshot)} send={send} />
    </AssetActions>
  ),
});
