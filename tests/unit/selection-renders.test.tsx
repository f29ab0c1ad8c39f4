/**
 * What re-renders on goods 1005 (40 colours × 25 sizes, the demo catalogue's own data) when a buyer
 * changes a quantity or switches colour (issue #7): the real detail page (DetailPage with the
 * route's machine, its three calls answered at once) with React's <Profiler> counting each part.
 *
 * The presentational parts (a size row, a colour button, 共N件 合计￥, 已选清单, 整色填充, the
 * gallery, the purchase bar, the supplier card) are wrapped, in this file only, in a Profiler named
 * after what they show, and the two that hold others (the table frame, the goods information) in a
 * render counter (tests/support/render-count), through vi.mock that keeps the rest of each module:
 * the subscriptions and memoization that decide what re-renders are production's own. Counts, not
 * times: nothing here depends on the machine's speed.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { appText, fill, labels } from '@/copy/copy';
import { quantityText } from '@/copy/quantity-hint';
import type { GoodsCard, SizeItem, SpecGroup } from '@/domain/goods';
import { detailPageMachine } from '@/machines/detail-page.machine';
import { DetailPage } from '@/routes/detail-route';
import { orderColours } from '@/rules/colour-order';
import { fenToYuan, yuanToFen } from '@/rules/money';
import { SessionContext, type SessionHandle } from '@/views/session-context';
import { catalogue, DEMO_GOODS } from '../../server/seed/catalogue';
import type { MediaFile } from '../../server/seed/catalogue-types';
import { goodsFixture } from '../support/goods-fixture';
import { rendered, renders } from '../support/render-count';
import { renderWithRouter } from '../support/render-with-router';
import { sessionView } from '../support/session-view';
import { supplierFixture } from '../support/supplier-fixture';

vi.mock('@/views/size-table', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/views/size-table')>();
  const { counted, profiled } = await import('../support/render-count');
  return {
    ...actual,
    SizeRow: profiled(actual.SizeRow, (props) => `row ${props.id}`),
    SizeTableFrame: counted(actual.SizeTableFrame, () => 'size table'),
  };
});
vi.mock('@/views/colour-picker', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/views/colour-picker')>();
  const { profiled } = await import('../support/render-count');
  return { ...actual, ColourButton: profiled(actual.ColourButton, (props) => `colour ${props.index}`) };
});
vi.mock('@/views/cart-summary', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/views/cart-summary')>();
  const { profiled } = await import('../support/render-count');
  return {
    ...actual,
    CartTotals: profiled(actual.CartTotals, () => 'totals'),
    SelectedList: profiled(actual.SelectedList, () => 'selected list'),
  };
});
vi.mock('@/views/fill-colour', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/views/fill-colour')>();
  const { profiled } = await import('../support/render-count');
  return { ...actual, FillColour: profiled(actual.FillColour, () => 'fill colour') };
});
vi.mock('@/views/gallery-view', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/views/gallery-view')>();
  const { profiled } = await import('../support/render-count');
  return { ...actual, GalleryView: profiled(actual.GalleryView, () => 'gallery') };
});
vi.mock('@/views/goods-info', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/views/goods-info')>();
  const { counted } = await import('../support/render-count');
  return { ...actual, GoodsInfo: counted(actual.GoodsInfo, () => 'goods info') };
});
vi.mock('@/views/purchase-bar', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/views/purchase-bar')>();
  const { profiled } = await import('../support/render-count');
  return { ...actual, PurchaseBar: profiled(actual.PurchaseBar, () => 'purchase bar') };
});
vi.mock('@/views/detail-side-parts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/views/detail-side-parts')>();
  const { profiled } = await import('../support/render-count');
  return { ...actual, SupplierPart: profiled(actual.SupplierPart, () => 'supplier card') };
});

/** Goods 1005 as the detail call gives it: the seed's own colours, sizes, prices and stock. */
function goods1005() {
  const seed = catalogue.goods.find((goods) => goods.id === DEMO_GOODS.largeMatrix);
  if (!seed) throw new Error('the demo catalogue has no goods 1005');
  const url = (file: MediaFile) => `/${file.encrypted ? 'EnPic' : 'UpLoad'}/${file.path}/${file.fname}`;
  const specs: SpecGroup[] = seed.colours.map((colour) => ({
    color: colour.color,
    sizes: colour.sizes.map(
      (size): SizeItem => ({
        id: size.id,
        size: size.size,
        goods_sn: size.goodsSn,
        weight: size.weightG,
        price: fenToYuan(size.priceFen),
        stock: size.stock,
        thumbnail: url(colour.thumbnail),
      }),
    ),
  }));
  return goodsFixture({
    ID: seed.id,
    PName: seed.title,
    SID: seed.supplierId,
    specs,
    // An image first (as 1005's is): no lazy video player loading in the middle of a count.
    pics: [{ type: 1, file: `/UpLoad/goods/${seed.id}/main.jpg` }],
    imageList: [{ IsVideo: 0, IsEncry: 0, Path: `goods/${seed.id}`, FName: 'main.jpg' }],
  });
}

const goods = goods1005();
const colours = orderColours(goods.specs);

/** A visitor's session as the page reads it (views/session-context.tsx); the test changes it. */
const visitor = sessionView(0);
let setSession: (handle: SessionHandle) => void = () => {};

function WithSession({ children }: { children: ReactNode }) {
  const [handle, set] = useState<SessionHandle>({ view: visitor, send: () => {} });
  setSession = set;
  return <SessionContext.Provider value={handle}>{children}</SessionContext.Provider>;
}

async function openPage() {
  const logic = detailPageMachine.provide({
    actors: {
      loadGoods: fromPromise(async () => goods),
      loadSupplier: fromPromise(async () => supplierFixture({ ID: goods.SID })),
      loadRecommended: fromPromise(async (): Promise<GoodsCard[]> => []),
    },
  });
  // The three calls answer at once: their updates land inside the same act.
  await act(async () => {
    await renderWithRouter(
      () => (
        <WithSession>
          <DetailPage goodsId={goods.ID} logic={logic} />
        </WithSession>
      ),
      `/detail?id=${goods.ID}`,
    );
  });
  await screen.findByRole('table', { name: fill(appText.sizeTable, { colour: colours[0]?.color ?? '' }) });
  // The supplier card (and with it the purchase buttons) has arrived: the page is still.
  await screen.findByRole('button', { name: labels.addToCart });
}

const quantityField = (colour: SpecGroup, size: SizeItem) =>
  screen.getByRole<HTMLInputElement>('spinbutton', {
    name: fill(appText.quantityOf, { colour: colour.color, size: size.size }),
  });

const colourButton = (colour: SpecGroup) =>
  within(screen.getByRole('group', { name: labels.colour })).getByRole('button', { name: colour.color });

const totalsText = (count: number, fen: number) =>
  `${fill(labels.totalItems, { n: count })}${fill(labels.totalPrice, { amount: fenToYuan(fen) })}`;

/** 共N件 合计￥: the status paragraph of the cart summary. */
const totals = () => screen.getByText(/^共\d+件$/).closest('[role="status"]');

const fenOf = (size: SizeItem) => yuanToFen(size.price) ?? Number.NaN;

// The whole page of 1,000 SKUs renders in jsdom: on a busy machine (two cores shared by many
// runs) that alone neared vitest's default 5 s. Counts are asserted, not times.
describe('re-renders on goods 1005 (40 colours × 25 sizes)', { timeout: 30_000 }, () => {
  const [first, second] = colours;
  const size = first?.sizes.find((s) => s.stock >= 10);
  if (!first || !second || !size) throw new Error('goods 1005 no longer has two colours and a size in stock');

  beforeEach(() => {
    expect(colours).toHaveLength(40);
    expect(first.sizes).toHaveLength(25);
  });

  it('a typed quantity re-renders its row while typed; committed, its row, the totals and its colour’s badge only', async () => {
    const user = userEvent.setup();
    await openPage();
    const field = quantityField(first, size);
    await user.click(field);
    renders.clear();

    await user.keyboard('3');
    // What is typed is the row's own until it is committed (issue 19 item 2).
    expect(field).toHaveValue('3');
    expect(totals()).toHaveTextContent(totalsText(0, 0));
    expect(rendered()).toEqual({ [`row ${size.id}`]: 1 });
    renders.clear();

    await user.keyboard('{Enter}');

    expect(field).toHaveValue('3');
    expect(totals()).toHaveTextContent(totalsText(3, 3 * fenOf(size)));
    expect(colourButton(first)).toHaveAccessibleDescription(fill(appText.colourChosenCount, { n: 3 }));
    // 已选清单 goes from 0 to 1 line, so its button (the popover) re-renders too.
    expect(rendered()).toEqual({
      [`row ${size.id}`]: 1,
      'colour 0': 1,
      totals: 1,
      'selected list': 1,
    });
  });

  it('a change of the session that the page does not show (the 登录 dialog opening) draws none of the page again', async () => {
    await openPage();
    renders.clear();

    // The route reads the session (it carries the uid to the page's chart); once the server's page
    // has hydrated, the visitor's real session arrives this way: on a phone the whole page drawn
    // again was one long task (issue #17 item 4, TBT).
    act(() => setSession({ view: { ...visitor, login: { ...visitor.login, open: true } }, send: () => {} }));

    expect(rendered()).toEqual({});
    expect(totals()).toHaveTextContent(totalsText(0, 0));
  });

  it('+ on a size already selected re-renders its row, 共N件 合计￥ and the badge, not 已选清单', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.type(quantityField(first, size), '3{Enter}');
    renders.clear();

    await user.click(
      screen.getByRole('button', { name: fill(appText.increaseQuantity, { size: size.size }) }),
    );

    expect(quantityField(first, size)).toHaveValue('4');
    expect(screen.getByText(fill(labels.totalItems, { n: 4 }))).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: fill(appText.selectedListCount, { list: labels.selectedList, n: 1 }),
      }),
    ).toBeVisible();
    expect(rendered()).toEqual({ [`row ${size.id}`]: 1, 'colour 0': 1, totals: 1 });
  });

  it('a colour switch re-renders the two colour buttons, 整色填充, the table and its rows, and the gallery', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.type(quantityField(first, size), '3{Enter}');
    renders.clear();

    await user.click(colourButton(second));

    expect(colourButton(second)).toHaveAttribute('aria-pressed', 'true');
    expect(colourButton(first)).toHaveAttribute('aria-pressed', 'false');
    expect(colourButton(first)).toHaveAccessibleDescription(fill(appText.colourChosenCount, { n: 3 }));
    expect(
      screen.getByRole('table', { name: fill(appText.sizeTable, { colour: second.color }) }),
    ).toBeVisible();
    for (const item of second.sizes) expect(quantityField(second, item)).toHaveValue('0');
    // The totals keep the first colour's 3 pieces and do not re-render.
    expect(screen.getByText(fill(labels.totalItems, { n: 3 }))).toBeVisible();
    // The gallery follows the colour (spec §4: colour i is item i + 1).
    const thumbnails = within(screen.getByRole('list', { name: appText.thumbnails }));
    expect(thumbnails.getByRole('button', { name: second.color })).toHaveAttribute('aria-current', 'true');

    const { gallery, ...counts } = rendered();
    expect(counts).toEqual({
      'colour 0': 1,
      'colour 1': 1,
      'fill colour': 1,
      'size table': 1,
      // Every row shows the new colour's size, once; no row of the first colour renders.
      ...Object.fromEntries(second.sizes.map((item) => [`row ${item.id}`, 1])),
    });
    // The cover changes, then the new image reports how it loaded: one or two gallery renders.
    expect(gallery).toBeGreaterThanOrEqual(1);
    expect(gallery).toBeLessThanOrEqual(2);
  });

  it('the colour already chosen re-renders the gallery alone; a letter typed in a quantity, its row alone', async () => {
    const user = userEvent.setup();
    await openPage();
    // On load the cover is the main image; once a colour is clicked, the cover is that colour's.
    await user.click(colourButton(second));
    const item = second.sizes.find((s) => s.stock > 0);
    if (!item) throw new Error('the second colour of 1005 has no size in stock');

    renders.clear();
    await user.click(colourButton(second));
    // The selection takes no transition; the gallery takes its own (it brings the colour's
    // thumbnail into the visible five again), which re-renders the gallery and nothing else.
    expect(rendered()).toEqual({ gallery: 1 });

    renders.clear();
    await user.type(quantityField(second, item), 'x{Enter}');
    // Typed, then committed: the row shows the x, then 0 again with 请输入数字 beside it.
    expect(quantityField(second, item)).toHaveValue('0');
    expect(quantityField(second, item)).toHaveAccessibleDescription(quantityText.notNumber);
    expect(rendered()).toEqual({ [`row ${item.id}`]: 2 });
  });
});
