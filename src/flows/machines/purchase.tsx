/**
 * /flows' entry for purchase (src/machines/purchase.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { appText } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { purchaseMachine } from '@/machines/purchase.machine';
import { toPurchaseView } from '@/machines/purchase.view';
import type { SelectedLine } from '@/rules/selected-lines';
import { ApiError } from '@/services/api-error';
import { AddedToCartDialog } from '@/views/added-to-cart-dialog';
import { PurchaseBar } from '@/views/purchase-bar';
import { DEMO_UID, demoColours, serverError, succeeded } from '../demo-answers';
import { demoGoods, demoSupplier } from '../demo-data';
import { type DemoOutcome, defineFlow } from '../flow';

/** A selection of 3 of the first size in stock, for the purchase demo. */
const demoSize = demoColours
  .flatMap((c) => c.sizes.map((size) => ({ colour: c.color, size })))
  .find((line) => line.size.stock > 0);

const demoLines: SelectedLine[] = demoSize ? [{ ...demoSize, quantity: 3 }] : [];

const refused = (message: string): DemoOutcome => ({
  label: flowsText.demoRefused,
  ok: false,
  error: new ApiError('http', message, 400),
});

export const purchaseFlow = defineFlow({
  id: 'purchase',
  name: '购买',
  summary:
    '加入购物车、立即购买与 1688直发：按供应商发货方式显示按钮；未选择数量时提示“请选择商品”；保存购物车、生成订单并在新标签页打开确认页。',
  machine: purchaseMachine,
  demo: (_env, calls) => ({
    logic: purchaseMachine.provide({ actors: { saveCart: calls.waiting(), placeOrder: calls.waiting() } }),
    input: {
      goodsId: demoGoods.ID,
      goodsName: demoGoods.PName,
      supplierName: demoGoods.SName,
      aliUrl: demoGoods.ali_url,
    },
  }),
  outcomes: {
    saveCart: [succeeded({ count: 12 }), refused(flowsText.demoStockShort), serverError],
    placeOrder: [
      succeeded({ orderNo: '1763712000042', opened: true }, flowsText.demoTabOpened),
      succeeded({ orderNo: '1763712000042', opened: false }, flowsText.demoTabBlocked),
      { label: flowsText.demoStorageFull, ok: false, error: new Error(appText.orderNotStored) },
    ],
  },
  samples: () => [
    ...([0, 1, 2] as const).map((shippingType) => ({
      event: { type: 'supplier.known' as const, shippingType, alsoBought: demoSupplier.goods },
      note: `shipping_type ${shippingType}`,
    })),
    {
      event: { type: 'user.addToCart' as const, uid: DEMO_UID, lines: demoLines },
      note: flowsText.demoSelected,
    },
    {
      event: { type: 'user.addToCart' as const, uid: DEMO_UID, lines: [] },
      note: flowsText.demoNothingSelected,
    },
    {
      event: { type: 'user.buyNow' as const, uid: DEMO_UID, lines: demoLines },
      note: flowsText.demoSelected,
    },
    {
      event: { type: 'user.buyNow' as const, uid: DEMO_UID, lines: [] },
      note: flowsText.demoNothingSelected,
    },
  ],
  View: ({ snapshot, send, env }) => {
    const view = toPurchaseView(snapshot);
    return (
      <>
        <PurchaseBar
          view={view}
          send={send}
          sendPage={({ type }) => send({ type, uid: DEMO_UID, lines: demoLines })}
        />
        <AddedToCartDialog
          view={view.added}
          onClose={() => send({ type: 'user.closeAdded' })}
          imageHost={env.imageHost}
        />
      </>
    );
  },
});
