/**
 * /flows' entry for cartPage (src/machines/cart-page.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { flowsText } from '@/copy/flows-text';
import { cartPageMachine } from '@/machines/cart-page.machine';
import { toCartPageView } from '@/machines/cart-page.view';
import { ApiError } from '@/services/api-error';
import { CartPageView } from '@/views/cart-page-view';
import { serverError, succeeded } from '../demo-answers';
import { demoCart, demoEmptyCart } from '../demo-cart';
import { defineFlow } from '../flow';

export const cartPageFlow = defineFlow({
  id: 'cartPage',
  name: '购物车页',
  summary:
    '购物车页 /shoppingCart：未登录时提示登录；登录后加载购物车，逐行修改数量（1 到库存之间）或删除，一次只保存一行，失败时保留原数量并说明原因。',
  machine: cartPageMachine,
  demo: (_env, calls) => ({
    logic: cartPageMachine.provide({
      actors: {
        loadCart: calls.waiting(),
        updateLine: calls.waiting(),
        removeLine: calls.waiting(),
        // the removal sent as the tab is hidden: its answer is the page shown again (Back)
        removeOnLeave: calls.waiting(),
      },
    }),
    input: { uid: 0 },
  }),
  outcomes: {
    loadCart: [
      succeeded(demoCart, flowsText.demoSucceededWithGoods),
      succeeded(demoEmptyCart, flowsText.demoSucceededEmpty),
      serverError,
    ],
    updateLine: [
      succeeded({ count: demoCart.count + 1 }),
      {
        label: flowsText.demoStockRefused,
        ok: false,
        error: new ApiError('http', `${demoCart.lines[0]?.size ?? ''} 库存不足，最多 20 件`, 400),
      },
    ],
    removeLine: [succeeded({ count: Math.max(0, demoCart.count - 2) }), serverError],
    removeOnLeave: [succeeded(undefined)],
  },
  samples: (snapshot) => {
    const { uid, lines } = snapshot.context;
    const session = [
      uid === 1
        ? { event: { type: 'session.changed' as const, uid: 2 }, note: '换成买家 2' }
        : { event: { type: 'session.changed' as const, uid: 1 }, note: '买家 1 登录' },
      { event: { type: 'session.changed' as const, uid: 0 }, note: '退出登录' },
    ];
    const edits = lines.flatMap((line) => [
      {
        event: { type: 'user.changeQuantity' as const, lineId: line.id, text: '5' },
        note: `${line.color} ${line.size} 输入 5`,
      },
      {
        event: { type: 'user.changeQuantity' as const, lineId: line.id, text: '0' },
        note: `${line.color} ${line.size} 输入 0`,
      },
      {
        event: { type: 'user.stepQuantity' as const, lineId: line.id, delta: 1 as const },
        note: `${line.color} ${line.size} +1`,
      },
      {
        event: { type: 'user.stepQuantity' as const, lineId: line.id, delta: -1 as const },
        note: `${line.color} ${line.size} −1`,
      },
      {
        event: { type: 'user.removeLine' as const, lineId: line.id },
        note: `删除 ${line.color} ${line.size}`,
      },
    ]);
    return [...session, ...edits];
  },
  View: ({ snapshot, send, env }) => (
    <CartPageView view={toCartPageView(snapshot)} send={send} imageHost={env.imageHost} />
  ),
});
