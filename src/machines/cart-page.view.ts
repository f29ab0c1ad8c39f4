/**
 * cart-page's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart is cart-page.machine.ts beside it). Nothing here changes state.
 */
import { fill, labels } from '@/copy/copy';
import { quantityHintText } from '@/copy/quantity-hint';
import { lineFen, lineTotals } from '@/rules/line-totals';
import { fenToYuan } from '@/rules/money';
import { readableNumber } from '@/rules/readable-number';
import type { CartPageSnapshot, EditFailure } from './cart-page.machine';
import { lineName, lineOf } from './cart-page.machine';

export type CartPageStatus = 'loggedOut' | 'loading' | 'loaded' | 'empty' | 'failed';

export interface CartLineView {
  id: number;
  goodsId: number;
  title: string;
  colour: string;
  size: string;
  sku: string;
  /** a media path ('/UpLoad/…'); the view puts it on the image host */
  thumbnail: string;
  /** yuan with two decimals */
  price: string;
  /** the saved quantity */
  quantity: number;
  /** what the quantity field shows: the saved quantity, or the one being saved */
  fieldValue: string;
  stock: number;
  /** price × quantity, summed in fen, as yuan with two decimals */
  lineTotal: string;
  /** the factory has fewer than the line holds (sold since it was added): say so */
  overStock: boolean;
  /** this line's quantity is being saved */
  saving: boolean;
  /** this line is being removed */
  removing: boolean;
  canEdit: boolean;
  canIncrease: boolean;
  canDecrease: boolean;
  canRemove: boolean;
  /** changes whenever the quantity field must show the saved quantity again */
  fieldKey: string;
  /** what the last commit of this field changed, in Chinese (数量至少为1件，不需要请删除…); null when nothing */
  hint: string | null;
  /** ticked for 结算 (issue 23), and whether the tick can change now */
  ticked: boolean;
  canTick: boolean;
}

export interface CartPageViewData {
  status: CartPageStatus;
  lines: CartLineView[];
  /** the cart's item count as the server last answered it (the header's 购物车 count) */
  count: number | null;
  /** 共N件 and 合计￥ of the shown lines */
  totals: { count: number; fen: number; itemsText: string; priceText: string };
  /** a line's quantity or removal is with the server: every edit waits */
  busy: boolean;
  /** the last refused edit, in Chinese */
  failure: EditFailure | null;
  /** the line just removed from view while 撤销 is offered (removed) or the server removes it (removing) */
  removed: { id: number; name: string; canUndo: boolean } | null;
  /** why loading failed */
  error: string | null;
  canRetry: boolean;
  /** 结算: the pieces ticked, and whether it can be pressed now */
  checkout: { count: number; enabled: boolean };
}

const statuses = ['loggedOut', 'loading', 'loaded', 'empty', 'failed'] as const;

/** What the view shows, derived from the snapshot only. */
export function toCartPageView(snapshot: CartPageSnapshot): CartPageViewData {
  const { lines, count, pending, failure, error, revision, fieldHint } = snapshot.context;
  const updating = snapshot.matches({ loaded: 'updating' });
  const removing = snapshot.matches({ loaded: 'removing' });
  const undoable = snapshot.matches({ loaded: 'removed' });
  const gone = (undoable || removing) && pending ? pending.lineId : null;
  // The removed line leaves the list (and 共N件, 合计) at once: 撤销 brings it back.
  const shown = snapshot.matches('loaded') ? lines.filter((line) => line.id !== gone) : [];
  const goneLine = gone === null ? undefined : lineOf(snapshot.context, gone);
  const totals = lineTotals(shown.map((line) => ({ price: line.price, quantity: line.goods_num })));
  return {
    status: statuses.find((s) => snapshot.matches(s)) ?? 'loading',
    lines: shown.map((line) => {
      const mine = pending?.lineId === line.id;
      return {
        id: line.id,
        goodsId: line.goods_id,
        title: line.PName,
        colour: line.color,
        size: line.size,
        sku: line.goods_sn,
        thumbnail: line.thumbnail,
        price: line.price,
        quantity: line.goods_num,
        fieldValue: String(updating && mine && pending ? pending.goodsNum : line.goods_num),
        stock: line.stock,
        lineTotal: fenToYuan(lineFen({ price: line.price, quantity: line.goods_num })),
        overStock: line.goods_num > line.stock,
        saving: updating && mine,
        removing: removing && mine,
        canEdit: snapshot.matches({ loaded: 'idle' }),
        canIncrease: snapshot.can({ type: 'user.stepQuantity', lineId: line.id, delta: 1 }),
        canDecrease: snapshot.can({ type: 'user.stepQuantity', lineId: line.id, delta: -1 }),
        canRemove: snapshot.can({ type: 'user.removeLine', lineId: line.id }),
        fieldKey: `${line.id}:${line.goods_num}:${revision}:${updating && mine ? 'saving' : ''}`,
        hint: fieldHint?.lineId === line.id ? quantityHintText(fieldHint.hint, fieldHint.n) : null,
        ticked: !snapshot.context.unticked.includes(line.id),
        canTick: snapshot.can({ type: 'user.toggleLine', lineId: line.id }),
      };
    }),
    count,
    totals: {
      ...totals,
      itemsText: fill(labels.totalItems, { n: readableNumber(totals.count) }),
      priceText: fill(labels.totalPrice, { amount: readableNumber(fenToYuan(totals.fen)) }),
    },
    busy: updating || removing || undoable,
    removed: goneLine ? { id: goneLine.id, name: lineName(goneLine), canUndo: undoable } : null,
    failure: snapshot.matches('loaded') ? failure : null,
    error,
    canRetry: snapshot.can({ type: 'user.retry' }),
    checkout: {
      count: shown
        .filter((line) => !snapshot.context.unticked.includes(line.id))
        .reduce((n, line) => n + line.goods_num, 0),
      enabled: snapshot.can({ type: 'user.checkout' }),
    },
  };
}
