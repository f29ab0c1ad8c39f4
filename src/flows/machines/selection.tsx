/**
 * /flows' entry for selection (src/machines/selection.machine.ts): its Chinese name and summary, its
 * live demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { flowsText } from '@/copy/flows-text';
import { selectionMachine } from '@/machines/selection.machine';
import { toSelectionView } from '@/machines/selection.view';
import { restoredSelection } from '@/rules/kept-selection';
import { CartSummary } from '@/views/cart-summary';
import { ColourPicker } from '@/views/colour-picker';
import { FillColour } from '@/views/fill-colour';
import { SizeTable } from '@/views/size-table';
import { colourSamples, demoColours, succeeded } from '../demo-answers';
import { demoGoods } from '../demo-data';
import { defineFlow } from '../flow';

/** A selection kept for Back, as the route answers it: the second colour, 2 of each size in stock. */
function demoKeptSelection() {
  const colour = demoColours[Math.min(1, demoColours.length - 1)];
  const quantities = Object.fromEntries((colour?.sizes ?? []).map((size) => [size.id, 2]));
  return restoredSelection(demoColours, { colour: colour?.color ?? '', quantities });
}

export const selectionFlow = defineFlow({
  id: 'selection',
  name: '颜色与数量选择',
  summary: '选择颜色，并为每个尺码填写数量：数量在 0 到库存之间，售罄的尺码不能填写。',
  machine: selectionMachine,
  demo: () => ({ logic: selectionMachine, input: { colours: demoColours, goodsId: demoGoods.ID } }),
  // Back or a reload (issue 19 item 3): what the tab kept, or nothing. Reading it never fails
  // (storage that refuses answers nothing kept), so the chart has no failure to show.
  outcomes: {
    keptSelection: [
      succeeded(demoKeptSelection(), flowsText.demoKeptSelection),
      succeeded(null, flowsText.demoNoKeptSelection),
    ],
  },
  samples: (snapshot) => {
    const { colours, colourIndex } = snapshot.context;
    const size = colours[colourIndex]?.sizes.find((s) => s.stock > 0);
    const quantity = size
      ? ([
          {
            event: { type: 'user.typeQuantity', sizeId: size.id, text: '12' },
            note: `${size.size} 输入 12`,
          },
          { event: { type: 'user.incrementQuantity', sizeId: size.id }, note: size.size },
          { event: { type: 'user.decrementQuantity', sizeId: size.id }, note: size.size },
          { event: { type: 'user.minQuantity', sizeId: size.id }, note: size.size },
          { event: { type: 'user.maxQuantity', sizeId: size.id }, note: size.size },
        ] as const)
      : [];
    return [
      ...colourSamples(
        'user.chooseColour' as const,
        colours.map((c) => c.color),
      ),
      ...quantity,
      { event: { type: 'user.fillColour' as const, text: '10' }, note: '每个有货尺码填 10' },
      { event: { type: 'user.fillColour' as const, text: '' }, note: '未填数量：不填充，提示原因' },
      { event: { type: 'user.undoFill' as const }, note: '撤销刚才的整色填充' },
    ];
  },
  View: ({ snapshot, send }) => {
    const view = toSelectionView(snapshot);
    return (
      <div className="space-y-3">
        <ColourPicker view={view} send={send} />
        <FillColour colour={view.colour} enabled={view.canFillColour} answer={view.fill} send={send} />
        <SizeTable view={view} send={send} />
        <CartSummary summary={view.summary} />
      </div>
    );
  },
});
