/**
 * /flows' entry for detailPage (src/machines/detail-page.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { fromPromise } from 'xstate';
import { flowsText } from '@/copy/flows-text';
import { detailPageMachine } from '@/machines/detail-page.machine';
import { toDetailPageView } from '@/machines/detail-page.view';
import { downloadMachine } from '@/machines/download.machine';
import { favouriteMachine } from '@/machines/favourite.machine';
import { findSimilarMachine } from '@/machines/find-similar.machine';
import { platformChooserMachine } from '@/machines/platform-chooser.machine';
import { purchaseMachine } from '@/machines/purchase.machine';
import { qualificationMachine } from '@/machines/qualification.machine';
import { DetailPageView } from '@/views/detail-page-view';
import {
  colourSamples,
  DEMO_UID,
  demoQualification,
  networkError,
  notFound,
  serverError,
  succeeded,
} from '../demo-answers';
import { demoGoods, demoRecommended, demoSupplier } from '../demo-data';
import { defineFlow } from '../flow';

/** 查看资质's chart as the page loads it, for a buyer who has paid: the papers come at once. */
const demoQualificationFlow = qualificationMachine.provide({
  actors: { loadQualification: fromPromise(async () => demoQualification) },
});

export const detailPageFlow = defineFlow({
  id: 'detailPage',
  name: '商品详情页',
  summary:
    '打开 /detail?id= 时加载商品；加载成功后并行加载供应商名片和推荐商品，并启动图集、选择、大图预览三个子状态机。',
  machine: detailPageMachine,
  demo: (env, calls) => ({
    logic: detailPageMachine.provide({
      actors: {
        loadGoods: calls.waiting(),
        loadSupplier: calls.waiting(),
        loadRecommended: calls.waiting(),
        purchase: purchaseMachine.provide({
          actors: { saveCart: calls.waiting(), placeOrder: calls.waiting() },
        }),
        favourite: favouriteMachine.provide({ actors: { saveFavourite: calls.waiting() } }),
        // The page loads 查看资质's code on a buyer's first click (its own entry below follows
        // the flow call by call; here it shows the paid supplier's papers at once).
        loadQualificationFlow: calls.waiting(),
        findSimilar: findSimilarMachine.provide({ actors: { findSimilar: calls.waiting() } }),
        download: downloadMachine.provide({
          actors: {
            collectZip: calls.waiting(),
            saveZip: calls.waiting(),
            reportDownload: calls.waiting(),
            saveVideo: calls.waiting(),
          },
        }),
        platformChooser: platformChooserMachine.provide({ actors: { openUploadPage: calls.waiting() } }),
      },
    }),
    input: { goodsId: demoGoods.ID, uid: 0, imageHost: env.imageHost },
  }),
  outcomes: {
    loadGoods: [succeeded(demoGoods), notFound, serverError],
    loadSupplier: [succeeded(demoSupplier), serverError],
    loadRecommended: [succeeded(demoRecommended), serverError],
    loadQualificationFlow: [succeeded(demoQualificationFlow, flowsText.demoFlowLoaded), networkError],
  },
  samples: (snapshot) => [
    ...colourSamples(
      'user.chooseColour' as const,
      snapshot.context.colours.map((c) => c.color),
    ),
    { event: { type: 'session.changed' as const, uid: DEMO_UID }, note: flowsText.demoLoggedIn },
    { event: { type: 'session.changed' as const, uid: 0 }, note: flowsText.demoLoggedOut },
    {
      event: {
        type: 'route.goodsChanged' as const,
        goodsId: snapshot.context.goodsId === 1002 ? 1001 : 1002,
      },
      note: `?id=${snapshot.context.goodsId === 1002 ? 1001 : 1002}`,
    },
  ],
  View: ({ snapshot, send, env }) => (
    <DetailPageView view={toDetailPageView(snapshot)} send={send} env={env} />
  ),
});
