/**
 * The whole page as one model (issue #6, item 6; the buying journeys of issue #4): a page-level
 * test machine names the buyer's main journeys — visit → choose a colour → set quantities → add
 * to the cart (logged out → log in → resumed) → buy now — and every path generated from it runs
 * against the real detail page: the route's composition with all its machines, the real session
 * provider, header and 登录 dialog, the real services. Only the network is faked, at the ofetch
 * boundary (global fetch), by a small in-memory stand-in of the API; and window.open, which
 * jsdom lacks.
 *
 * Download, find similar and the qualification join these journeys with their flows (issue #5).
 */
import { useRouterState } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { appText, fill, labels, notices } from '@/copy/copy';
import { DetailPage } from '@/routes/detail-route';
import { SessionProvider } from '@/routes/session-provider';
import { fenToYuan, yuanToFen } from '@/rules/money';
import type { Goods, OrderLine } from '@/services/schemas';
import { writeToken } from '@/services/token-store';
import { SiteHeader } from '@/views/page-frame';
import { goodsFixture } from '../support/goods-fixture';
import { renderWithRouter } from '../support/render-with-router';
import { supplierFixture } from '../support/supplier-fixture';
import { expectFullCoverage } from './support/coverage-record';
import { pathName } from './support/path-name';
import { runPath } from './support/run-path';

/** The buyer's journeys through the page, as the product owner tells them. */
const journeyMachine = createMachine({
  id: 'buyerJourney',
  initial: 'visiting',
  states: {
    visiting: { on: { 'page.opened': 'browsing' } },
    browsing: { on: { 'buyer.chooseColour': 'colourChosen', 'buyer.setQuantities': 'selected' } },
    colourChosen: { on: { 'buyer.setQuantities': 'selected' } },
    selected: { on: { 'buyer.addToCart': 'loginForCart', 'buyer.buyNow': 'loginForOrder' } },
    loginForCart: { on: { 'buyer.dismissLogin': 'selected', 'buyer.logIn': 'added' } },
    loginForOrder: { on: { 'buyer.dismissLogin': 'selected', 'buyer.logIn': 'ordered' } },
    added: { on: { 'buyer.closeDialog': 'shopping' } },
    shopping: { on: { 'buyer.buyNow': 'ordered' } },
    ordered: { type: 'final' },
  },
});

// ── the page's data and the fake API ──────────────────────────────────────────────────────────

const size = (id: number, label: string, price: string, stock: number, colour: number) => ({
  id,
  size: label,
  goods_sn: `MR-1001-${colour}-${id}`,
  weight: 100 + id,
  price,
  stock,
  thumbnail: `/UpLoad/goods/1001/c${colour}.jpg`,
});
const goods: Goods = goodsFixture({
  SID: 101,
  specs: [
    { color: '粉色', sizes: [size(11, '20cm', '7.40', 20, 1), size(12, '30cm', '10.10', 5, 1)] },
    { color: '白色', sizes: [size(21, '20cm', '7.30', 9, 2), size(22, '30cm', '0.20', 8, 2)] },
  ],
});
const supplier = supplierFixture({
  goods: [2001, 2002, 2003, 2004].map((ID) => ({
    ID,
    Path: `goods/${ID}`,
    FName: 'main.jpg',
    IsEncry: 0 as const,
  })),
});
const buyer = { id: 7, nickname: '演示买家' };
const TOKEN = 'journey-token';

/** What the fake API has seen and holds. */
const world = {
  cartCount: 0,
  saves: [] as Array<{ uid: number; goods_id: number; goods_spec: string }>,
  opened: [] as string[],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The reference server's answers for the calls this journey makes (docs/api.md). */
async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
  const authorised = new Headers(init?.headers).get('Authorization') === `Bearer ${TOKEN}`;
  switch (url.pathname) {
    case '/api/62442353b9c1b':
      return json({ code: 1, msg: '', data: goods });
    case '/api/rbh/supply/info':
      return json({ code: 1, msg: '', data: supplier });
    case '/api/6086900689dc9':
      return json({ code: 1, msg: '', data: [] });
    case '/api/auth/me':
      return authorised ? json({ code: 1, data: { user: buyer } }) : json({ code: 0, msg: '请先登录' }, 401);
    case '/api/auth/login':
      return body.mobile === '13800138000' && body.password === 'plush123'
        ? json({ code: 1, data: { user: buyer, token: TOKEN, expiresAt: '2026-12-21T00:00:00Z' } })
        : json({ code: 0, msg: '密码错误' }, 401);
    case '/api/rbh/cart/list':
      return json({ code: 200, data: { lines: [], count: world.cartCount } });
    case '/api/rbh/cart/save': {
      if (!authorised) return json({ code: 0, msg: '请先登录' }, 401);
      world.saves.push(body as (typeof world.saves)[number]);
      const lines = JSON.parse(String(body.goods_spec)) as Array<{ goods_num: number }>;
      world.cartCount += lines.reduce((n, line) => n + line.goods_num, 0);
      return json({ code: 200, msg: '加入购物车成功', data: { count: world.cartCount } });
    }
    default:
      return json({ code: 0, msg: '接口不存在' }, 404);
  }
}

// ── what the buyer picks, and the assertions of what they see ───────────────────────────────

/** The quantities the path's buyer types: 2 and 3 of the chosen colour's two sizes. */
const TYPED = [2, 3];
/** The colours as the page orders them (spec §4, by first character code: 白 U+767D before 粉 U+7C89). */
const pageColours = [goods.specs[1], goods.specs[0]];
let colourIndex = 0;
const chosenSizes = () => pageColours[colourIndex]?.sizes ?? [];
const expectedCount = () => TYPED.reduce((a, b) => a + b, 0);
const expectedTotal = () =>
  fenToYuan(chosenSizes().reduce((fen, s, i) => fen + (yuanToFen(s.price) ?? 0) * (TYPED[i] ?? 0), 0));

const loginDialog = () => screen.queryByRole('dialog', { name: labels.login });
/** While a dialog is open the page behind it is inert, out of the accessibility tree. */
const behind = () => ({ hidden: screen.queryByRole('dialog') !== null });

function expectTotals() {
  expect(screen.getByText(fill(labels.totalItems, { n: expectedCount() }))).toBeInTheDocument();
  expect(screen.getByText(fill(labels.totalPrice, { amount: expectedTotal() }))).toBeInTheDocument();
}

function expectLoginFor(action: string) {
  const dialog = loginDialog();
  expect(dialog).not.toBeNull();
  expect(dialog).toHaveTextContent(fill(appText.loginReason, { reason: action }));
  expect(world.saves).toHaveLength(0);
  expect(world.opened).toHaveLength(0);
}

const stateAssertions: Record<string, () => Promise<void> | void> = {
  '#buyerJourney.visiting': () => {
    expect(screen.getAllByText(appText.loading).length).toBeGreaterThan(0);
  },
  '#buyerJourney.browsing': () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(goods.PName);
    expect(screen.getByRole('button', { name: labels.addToCart })).toBeInTheDocument();
    expect(screen.getByText(fill(labels.totalItems, { n: 0 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.login })).toBeInTheDocument();
  },
  '#buyerJourney.colourChosen': () => {
    const colours = within(screen.getByRole('group', { name: labels.colour }));
    expect(colours.getByRole('button', { name: pageColours[1]?.color })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
  '#buyerJourney.selected': () => {
    expectTotals();
    expect(loginDialog()).toBeNull();
  },
  '#buyerJourney.loginForCart': () => expectLoginFor(labels.addToCart),
  '#buyerJourney.loginForOrder': () => expectLoginFor(labels.buyNow),
  '#buyerJourney.added': async () => {
    const dialog = await screen.findByRole('dialog', { name: notices.addedToCart });
    expect(dialog).toHaveTextContent(fill(labels.cartCount, { n: expectedCount() }));
    // Saved once, with the lines picked: the chosen colour's sizes and their quantities.
    expect(world.saves).toHaveLength(1);
    const lines = JSON.parse(world.saves[0]?.goods_spec ?? '[]') as Array<{ id: number; goods_num: number }>;
    expect(lines.map((l) => [l.id, l.goods_num])).toEqual(chosenSizes().map((s, i) => [s.id, TYPED[i]]));
    expect(world.saves[0]?.uid).toBe(buyer.id);
    expect(
      screen.getByRole('link', { name: fill(appText.cartWithCount, { n: expectedCount() }), ...behind() }),
    ).toBeInTheDocument();
  },
  '#buyerJourney.shopping': () => {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(buyer.nickname)).toBeInTheDocument();
    // The selection is intact after the login and the save.
    expectTotals();
  },
  '#buyerJourney.ordered': async () => {
    await waitFor(() => expect(world.opened).toHaveLength(1));
    const orderNo = new URL(world.opened[0] ?? '', 'http://localhost').searchParams.get('order_no') ?? '';
    const stored = JSON.parse(localStorage.getItem(orderNo) ?? '[]') as OrderLine[];
    expect(stored.map((l) => [l.id, l.goods_num, l.goodsName, l.sname])).toEqual(
      chosenSizes().map((s, i) => [s.id, TYPED[i], goods.PName, goods.SName]),
    );
    expect(screen.getByText(fill(appText.orderOpened, { n: orderNo }))).toBeInTheDocument();
  },
};

type JourneyEvent = { type: string };
const gestures: Record<string, (event: JourneyEvent) => Promise<void>> = {
  'page.opened': async () => {
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('button', { name: labels.addToCart });
    await screen.findByRole('button', { name: labels.login });
  },
  'buyer.chooseColour': async () => {
    const colours = within(screen.getByRole('group', { name: labels.colour }));
    await userEvent.click(colours.getByRole('button', { name: pageColours[1]?.color }));
    colourIndex = 1;
  },
  'buyer.setQuantities': async () => {
    const steppers = screen.getAllByRole('spinbutton');
    for (const [i, quantity] of TYPED.entries()) {
      const stepper = steppers[i];
      if (!stepper) throw new Error('a size row is missing');
      await userEvent.clear(stepper);
      await userEvent.type(stepper, String(quantity));
    }
    await userEvent.tab();
  },
  'buyer.addToCart': async () => {
    await userEvent.click(screen.getByRole('button', { name: labels.addToCart }));
    await screen.findByRole('dialog');
  },
  'buyer.buyNow': async () => {
    await userEvent.click(screen.getByRole('button', { name: labels.buyNow, ...behind() }));
  },
  'buyer.dismissLogin': async () => {
    await userEvent.click(within(loginDialog() as HTMLElement).getByRole('button', { name: labels.cancel }));
    await waitFor(() => expect(loginDialog()).toBeNull());
  },
  'buyer.logIn': async () => {
    const dialog = within(loginDialog() as HTMLElement);
    await userEvent.type(dialog.getByLabelText(appText.mobile), '13800138000');
    await userEvent.type(dialog.getByLabelText(appText.password), 'plush123');
    await userEvent.click(dialog.getByRole('button', { name: labels.login }));
    await screen.findByText(buyer.nickname);
  },
  'buyer.closeDialog': async () => {
    await userEvent.click(screen.getByRole('button', { name: appText.continueShopping }));
  },
};

const model = createTestModel(journeyMachine);
const paths = model.getSimplePaths();

describe('the whole detail page: the buyer’s journeys', () => {
  beforeEach(() => {
    localStorage.clear();
    // The token store keeps a copy in memory (for browsers without storage): forget it too.
    writeToken(null);
    world.cartCount = 0;
    world.saves = [];
    world.opened = [];
    colourIndex = 0;
    vi.stubGlobal('fetch', vi.fn(fakeApi));
    vi.spyOn(window, 'open').mockImplementation((url) => {
      world.opened.push(String(url));
      return { opener: null } as Window;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('covers every state and transition of the journey machine', () => {
    expectFullCoverage(journeyMachine, paths, 'journeys');
  });

  it('has an assertion for every state of the journeys', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(
      Object.keys(journeyMachine.states)
        .map((key) => `#buyerJourney.${key}`)
        .sort(),
    );
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      await renderWithRouter(function Screen() {
        const id = useRouterState({ select: (state) => Number(state.location.search.id ?? goods.ID) });
        return (
          <SessionProvider>
            <SiteHeader />
            <DetailPage goodsId={id} />
          </SessionProvider>
        );
      }, `/detail?id=${goods.ID}`);
      await runPath(path as never, stateAssertions, gestures as never);
    });
  }
});
