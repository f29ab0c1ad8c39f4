/**
 * /flows' entry for findSimilar (src/machines/find-similar.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { flowsText } from '@/copy/flows-text';
import { findSimilarMachine } from '@/machines/find-similar.machine';
import { toFindSimilarView } from '@/machines/find-similar.view';
import { mediaPathUrl } from '@/rules/media-url';
import { ApiError } from '@/services/api-error';
import { FindSimilarAction } from '@/views/find-similar-action';
import { demoMain, networkError, succeeded } from '../demo-answers';
import { demoRecommended } from '../demo-data';
import { defineFlow } from '../flow';

/** The cover 找相似 sends in the demo: the main video's poster, as the page opens (spec §5). */
const demoCover = demoMain ? mediaPathUrl('', demoMain.type === 2 ? demoMain.poster : demoMain.file) : '';

const demoCoverNote = demoMain?.type === 2 ? '视频封面' : '主图';

export const findSimilarFlow = defineFlow({
  id: 'findSimilar',
  name: '找相似',
  summary:
    '用当前主图（所选颜色的图，或视频封面）搜索相似商品：找到后打开相似商品结果页；code 不为 1 或列表为空时提示“未找到相似商品”；网络或服务器出错时说明原因。',
  machine: findSimilarMachine,
  demo: (_env, calls) => ({
    logic: findSimilarMachine.provide({ actors: { findSimilar: calls.waiting() } }),
    input: undefined,
  }),
  outcomes: {
    findSimilar: [
      succeeded(
        { list: demoRecommended, totalCount: demoRecommended.length },
        flowsText.demoSucceededWithGoods,
      ),
      succeeded({ list: [], totalCount: 0 }, flowsText.demoSucceededEmpty),
      {
        label: flowsText.demoCodeRefused,
        ok: false,
        error: new ApiError('rejected', '仅支持本站商品图片找相似', 200, 0),
      },
      networkError,
    ],
  },
  samples: () => [{ event: { type: 'user.findSimilar' as const, url: demoCover }, note: demoCoverNote }],
  View: ({ snapshot, send }) => (
    <div className="flex flex-wrap gap-2">
      <FindSimilarAction view={toFindSimilarView(snapshot)} send={send} cover={() => demoCover} />
    </div>
  ),
});
