/**
 * /flows' entry for favourite (src/machines/favourite.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { appText } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { favouriteMachine } from '@/machines/favourite.machine';
import { toFavouriteView } from '@/machines/favourite.view';
import { ApiError } from '@/services/api-error';
import { FavouriteAction } from '@/views/favourite-action';
import { DEMO_UID, succeeded } from '../demo-answers';
import { demoGoods } from '../demo-data';
import { defineFlow } from '../flow';

export const favouriteFlow = defineFlow({
  id: 'favourite',
  name: '收藏商品',
  summary: '已登录的买家收藏商品：显示服务器返回的提示；失败时说明原因。',
  machine: favouriteMachine,
  demo: (_env, calls) => ({
    logic: favouriteMachine.provide({ actors: { saveFavourite: calls.waiting() } }),
    input: { goodsId: demoGoods.ID },
  }),
  outcomes: {
    saveFavourite: [
      succeeded('收藏成功'),
      succeeded('已收藏过该商品', flowsText.demoAlreadyFavourited),
      {
        label: flowsText.demoSessionExpired,
        ok: false,
        error: new ApiError('http', appText.sessionExpired, 401),
      },
    ],
  },
  samples: () => [
    { event: { type: 'user.favourite' as const, uid: DEMO_UID }, note: flowsText.demoLoggedIn },
  ],
  View: ({ snapshot, send }) => (
    <div className="flex flex-wrap gap-2">
      <FavouriteAction
        view={toFavouriteView(snapshot)}
        send={send}
        sendPage={() => send({ type: 'user.favourite', uid: DEMO_UID })}
      />
    </div>
  ),
});
