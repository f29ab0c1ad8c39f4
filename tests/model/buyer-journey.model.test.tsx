/**
 * The whole page as one model (issue #6, item 6; the buying journeys of issue #4): a page-level
 * test machine names the buyer's main journeys — visit → choose a colour → set quantities → add
 * to the cart (logged out → log in → resumed) → buy now — and every path generated from it runs
 * against the real detail page: the route's composition with all its machines, the real session
 * provider, header and 登录 dialog, the real services. Only the network is faked, at the ofetch
 * boundary (global fetch), by a small in-memory stand-in of the API; and window.open, which
 * jsdom lacks.
 *
 * From the same page the buyer also finds similar goods by the cover (the main still, or the
 * chosen colour's), downloads the zip and the video alone, and pays to view the supplier's
 * qualification: logged out → log in → confirm 100 yuan (or cancel) → the payment tab → paid →
 * the eight fields, each 点击查看 until clicked (issue #5). Saving a file is caught at the
 * browser's edge (URL.createObjectURL and the download link's click), and the payment tab's word
 * comes over the real BroadcastChannel the sandbox's result page posts on.
 */
import { useRouterState } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { appText, fill, labels, notices, qualificationFields } from '@/copy/copy';
import { dialogText } from '@/copy/dialog-text';
import { laterText } from '@/copy/later-text';
import type { OrderLine } from '@/domain/cart';
import type { Goods } from '@/domain/goods';
import { DetailPage } from '@/routes/detail-route';
import { SessionProvider } from '@/routes/session-provider';
import { fenToYuan, yuanToFen } from '@/rules/money';
import { PAYMENT_CHANNEL } from '@/services/schemas';
import { writeToken } from '@/services/token-store';
import { SiteHeader } from '@/views/page-frame';
import { goodsFixture } from '../support/goods-fixture';
import { renderWithRouter } from '../support/render-with-router';
import { qualificationFixture, supplierFixture } from '../support/supplier-fixture';
import { expectFullCoverage } from './support/coverage-record';
import { pathName } from './support/path-name';
import { runPath } from './support/run-path';

/** The buyer's journeys through the page, as the product owner tells them. */
const journeyMachine = createMachine({
  id: 'buyerJourney',
  initial: 'visiting',
  states: {
    visiting: { on: { 'page.opened': 'browsing' } },
    browsing: {
      on: {
        'buyer.chooseColour': 'colourChosen',
        'buyer.setQuantities': 'selected',
        'buyer.findSimilar': 'similarFound',
        'buyer.downloadZip': 'zipSaved',
        'buyer.viewQualification': 'loginForQualification',
      },
    },
    colourChosen: { on: { 'buyer.setQuantities': 'selected', 'buyer.findSimilar': 'noSimilar' } },
    // the main still has similar goods; the chosen colour's thumbnail has none
    similarFound: { type: 'final' },
    noSimilar: { type: 'final' },
    zipSaved: { on: { 'buyer.downloadVideo': 'videoSaved' } },
    videoSaved: { type: 'final' },
    loginForQualification: { on: { 'buyer.logIn': 'confirmingPayment' } },
    confirmingPayment: {
      on: { 'buyer.cancelPayment': 'paymentCancelled', 'buyer.confirmPayment': 'paying' },
    },
    paymentCancelled: { type: 'final' },
    paying: { on: { 'buyer.pays': 'qualificationShown' } },
    qualificationShown: { on: { 'buyer.revealField': 'fieldRevealed' } },
    fieldRevealed: { type: 'final' },
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
  // the zip's entries in gallery order: the main video, then the gallery images
  imageList: [
    { IsVideo: 1, IsEncry: 0, Path: 'goods/1001', FName: 'main.mp4' },
    { IsVideo: 0, IsEncry: 0, Path: 'goods/1001', FName: 'g1.jpg' },
    { IsVideo: 0, IsEncry: 0, Path: 'goods/1001', FName: 'g2.jpg' },
  ],
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

/** The media files the fake host serves: distinct bytes each, so the zip's entries can be told apart. */
const mediaBytes: Record<string, Uint8Array> = Object.fromEntries(
  goods.imageList.map((item, i) => [
    `/UpLoad/${item.Path}/${item.FName}`,
    Uint8Array.from({ length: 1000 + i * 500 }, (_, n) => (n * (i + 3)) % 251),
  ]),
);
/** What 找相似 finds for the main video's poster (spec §5: the current cover). */
const similarList = [
  { ID: 2001, Picture: '/UpLoad/goods/2001/main.jpg', PName: '相似的熊', Price: '9.90', PClickCount: 5 },
];
const qualification = qualificationFixture();
const ORDER_NO = 'QP1763712000000123456';
/** The cover as the page opens: the main video's poster (spec §4, §5). */
const MAIN_POSTER = '/UpLoad/goods/1001/poster.jpg';
const TOKEN = 'journey-token';

/** What the fake API has seen and holds. */
/** A promise and its resolve (Promise.withResolvers, which Node 20 lacks). */
function gate() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const world = {
  /** The goods' answer waits for the path's page.opened: the first frame is the loading page. */
  goodsAnswered: gate(),
  cartCount: 0,
  saves: [] as Array<{ uid: number; goods_id: number; goods_spec: string }>,
  opened: [] as string[],
  /** the cover urls 找相似 sent */
  similarAsked: [] as string[],
  /** files handed to the browser to save: their name and bytes */
  saved: [] as Array<{ name: string; blob: Blob }>,
  downloadsCounted: [] as number[],
  paymentsCreated: 0,
  paid: false,
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
      await world.goodsAnswered.promise;
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
    case '/api/62ab5261774a1': {
      world.similarAsked.push(String(body.url));
      return body.url === MAIN_POSTER
        ? json({ code: 1, msg: '', data: similarList, totalCount: similarList.length })
        : json({ code: 0, msg: '未找到相似商品', data: [] });
    }
    case '/api/mini/goods/download/update':
      world.downloadsCounted.push(Number(body.goods_id));
      return json({ code: 1, msg: '', data: { BuyNum: 89 } });
    case '/api/mini/supply/info':
      if (!authorised) return json({ code: 0, msg: '请先登录' }, 401);
      return world.paid
        ? json({ code: 1, msg: '', data: { extend: qualification } })
        : json({ code: 0, msg: '查看供应商资质需先支付100元' });
    case '/api/pay/create':
      world.paymentsCreated += 1;
      // the provider's signed, expiring link (issue 24): the page opens the payment page with it
      return json({
        code: 1,
        msg: '',
        data: {
          order_no: ORDER_NO,
          money: 100,
          body: '查看供应商资质',
          expires: Date.now() + 30 * 60_000,
          sign: 'f'.repeat(64),
        },
      });
    case '/api/pay/status':
      return json({
        code: 1,
        msg: '',
        data: { order_no: ORDER_NO, status: world.paid ? 'paid' : 'pending' },
      });
    default: {
      const media = mediaBytes[url.pathname];
      if (media)
        return new Response(media as Uint8Array<ArrayBuffer>, {
          headers: { 'content-type': 'application/octet-stream', 'content-length': String(media.length) },
        });
      return json({ code: 0, msg: '接口不存在' }, 404);
    }
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
  expect(dialog).toHaveTextContent(fill(dialogText.loginReason, { reason: action }));
  expect(world.saves).toHaveLength(0);
  expect(world.opened).toHaveLength(0);
}

/** Where the router is now: 找相似 leaves the page for /search?data=. */
let currentRouter: { state: { location: { pathname: string; search: Record<string, unknown> } } } | null =
  null;

async function zipEntries(blob: Blob): Promise<Array<[string, number[]]>> {
  const zip = await JSZip.loadAsync(await blob.arrayBuffer());
  const names = Object.keys(zip.files);
  return Promise.all(
    names.map(
      async (name): Promise<[string, number[]]> => [
        name,
        [...((await zip.file(name)?.async('uint8array')) ?? [])],
      ],
    ),
  );
}

const confirmDialog = () => screen.queryByRole('dialog', { name: dialogText.payConfirmTitle });
const qualificationDialog = () => screen.queryByRole('dialog', { name: dialogText.qualificationTitle });

/** The find-similar, download and qualification journeys' states. */
const assetAndQualificationAssertions = {
  '#buyerJourney.similarFound': async () => {
    await waitFor(() => expect(currentRouter?.state.location.pathname).toBe('/search'));
    const raw = currentRouter?.state.location.search.data;
    const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { list: unknown[]; totalCount: number };
    expect(data).toEqual({ list: similarList, totalCount: 1 });
    // the cover as the page opened: the main video's poster
    expect(world.similarAsked).toEqual([MAIN_POSTER]);
  },
  '#buyerJourney.noSimilar': async () => {
    expect(await screen.findByText(notices.noSimilar)).toBeInTheDocument();
    // the chosen colour's thumbnail was sent, not the main still (spec §4, §5)
    expect(world.similarAsked).toEqual([pageColours[1]?.sizes[0]?.thumbnail]);
    expect(currentRouter?.state.location.pathname).toBe('/detail');
  },
  '#buyerJourney.zipSaved': async () => {
    expect(await screen.findByText(notices.downloadOk)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(world.saved.map((file) => file.name)).toEqual([`${goods.PName}.zip`]));
    const entries = await zipEntries(world.saved[0]?.blob as Blob);
    expect(entries).toEqual(
      goods.imageList.map((item, i) => [
        `${i + 1}.${item.IsVideo ? 'mp4' : 'jpg'}`,
        [...(mediaBytes[`/UpLoad/${item.Path}/${item.FName}`] ?? [])],
      ]),
    );
    await waitFor(() => expect(world.downloadsCounted).toEqual([goods.ID]));
  },
  '#buyerJourney.videoSaved': async () => {
    await waitFor(() => expect(world.saved).toHaveLength(2));
    const video = world.saved[1];
    if (!video) throw new Error('the video was not saved');
    expect(video.name).toBe(`${goods.PName}.mp4`);
    expect([...new Uint8Array(await video.blob.arrayBuffer())]).toEqual([
      ...(mediaBytes['/UpLoad/goods/1001/main.mp4'] ?? []),
    ]);
    expect(await screen.findByText(notices.downloadOk)).toBeInTheDocument();
    // the video alone is not a zip download: it is not counted again
    expect(world.downloadsCounted).toEqual([goods.ID]);
  },
  '#buyerJourney.loginForQualification': () => expectLoginFor(labels.qualification),
  '#buyerJourney.confirmingPayment': async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogText.payConfirmTitle });
    expect(dialog).toHaveTextContent(notices.payConfirm);
    expect(world.paymentsCreated).toBe(0);
  },
  '#buyerJourney.paymentCancelled': async () => {
    await waitFor(() => expect(confirmDialog()).toBeNull());
    expect(screen.getByText(notices.paymentCancelled)).toBeInTheDocument();
    expect(world.paymentsCreated).toBe(0);
    expect(world.opened).toHaveLength(0);
  },
  '#buyerJourney.paying': async () => {
    await screen.findByRole('dialog', { name: dialogText.payWaitingTitle });
    expect(world.paymentsCreated).toBe(1);
    const payUrl = new URL(world.opened[0] ?? '', 'http://localhost');
    expect([payUrl.pathname, payUrl.searchParams.get('order_no'), payUrl.searchParams.get('money')]).toEqual([
      '/pay',
      ORDER_NO,
      '100',
    ]);
  },
  '#buyerJourney.qualificationShown': async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogText.qualificationTitle });
    const fields = Object.values(qualificationFields);
    for (const field of fields) expect(dialog).toHaveTextContent(field);
    expect(within(dialog).getAllByText(notices.clickToView)).toHaveLength(fields.length);
    // masked: no value is on the page before it is clicked
    for (const value of Object.values(qualification)) expect(dialog).not.toHaveTextContent(value);
  },
  '#buyerJourney.fieldRevealed': () => {
    const dialog = qualificationDialog() as HTMLElement;
    expect(dialog).toHaveTextContent(qualification.business_company_name);
    expect(dialog).not.toHaveTextContent(qualification.business_chairman);
    expect(within(dialog).getAllByText(notices.clickToView)).toHaveLength(
      Object.keys(qualificationFields).length - 1,
    );
    // paid once: one order, one payment page
    expect(world.paymentsCreated).toBe(1);
  },
} satisfies Record<string, () => Promise<void> | void>;

const stateAssertions: Record<string, () => Promise<void> | void> = {
  ...assetAndQualificationAssertions,
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
    expect(screen.getByText(fill(laterText.orderOpened, { n: orderNo }))).toBeInTheDocument();
  },
};

type JourneyEvent = { type: string };
const gestures: Record<string, (event: JourneyEvent) => Promise<void>> = {
  'page.opened': async () => {
    await act(async () => world.goodsAnswered.resolve());
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
    await userEvent.type(dialog.getByLabelText(dialogText.mobile), '13800138000');
    await userEvent.type(dialog.getByLabelText(dialogText.password), 'plush123');
    await userEvent.click(dialog.getByRole('button', { name: labels.login }));
    await screen.findByText(buyer.nickname);
    // The header's cart count is asked for on login: wait until the buyer sees it (购物车（N件）).
    const [before, after] = appText.cartWithCount.split('{n}') as [string, string];
    await screen.findByRole('link', {
      name: (name) => name.startsWith(before) && name.endsWith(after),
      hidden: true,
    });
  },
  'buyer.closeDialog': async () => {
    await userEvent.click(screen.getByRole('button', { name: dialogText.continueShopping }));
  },
  'buyer.findSimilar': async () => {
    await userEvent.click(screen.getByRole('button', { name: labels.findSimilar }));
  },
  'buyer.downloadZip': async () => {
    await userEvent.click(screen.getByRole('button', { name: labels.downloadAll }));
    await screen.findByText(notices.downloadOk);
  },
  'buyer.downloadVideo': async () => {
    await userEvent.click(screen.getByRole('button', { name: labels.downloadVideo }));
  },
  'buyer.viewQualification': async () => {
    await userEvent.click(await screen.findByRole('button', { name: labels.qualification }));
  },
  'buyer.cancelPayment': async () => {
    await userEvent.click(
      within(confirmDialog() as HTMLElement).getByRole('button', { name: labels.cancel }),
    );
  },
  'buyer.confirmPayment': async () => {
    await userEvent.click(
      within(confirmDialog() as HTMLElement).getByRole('button', { name: labels.confirm }),
    );
  },
  'buyer.pays': async () => {
    // What the sandbox's result page does once 确认支付 settles the order.
    world.paid = true;
    const channel = new BroadcastChannel(PAYMENT_CHANNEL);
    channel.postMessage({ order_no: ORDER_NO, status: 'paid' });
    channel.close();
  },
  'buyer.revealField': async () => {
    const dialog = within(qualificationDialog() as HTMLElement);
    await userEvent.click(
      dialog.getByRole('button', {
        name: fill(dialogText.revealField, { field: qualificationFields.business_company_name }),
      }),
    );
  },
};

const model = createTestModel(journeyMachine);
const paths = model.getSimplePaths();

describe('the whole detail page: the buyer’s journeys', () => {
  beforeEach(() => {
    localStorage.clear();
    // The token store keeps a copy in memory (for browsers without storage): forget it too.
    writeToken(null);
    world.goodsAnswered = gate();
    world.cartCount = 0;
    world.saves = [];
    world.opened = [];
    world.similarAsked = [];
    world.saved = [];
    world.downloadsCounted = [];
    world.paymentsCreated = 0;
    world.paid = false;
    colourIndex = 0;
    vi.stubGlobal('fetch', vi.fn(fakeApi));
    // A tab: /confirmOrder opens with its URL; the payment tab opens blank and is sent on.
    vi.spyOn(window, 'open').mockImplementation((url) => {
      if (url) world.opened.push(String(url));
      return {
        opener: null,
        closed: false,
        close: () => undefined,
        document: document.implementation.createHTMLDocument(''),
        location: { replace: (next: string) => world.opened.push(next) },
      } as unknown as Window;
    });
    // Saving a file, at the browser's edge: file-saver makes an object URL and clicks a link.
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          const href = `blob:journey/${blobs.size}`;
          blobs.set(href, blob);
          return href;
        },
        revokeObjectURL: () => undefined,
      }),
    );
    // file-saver dispatches a click on a link it never attaches, on the next task: caught
    // there, so jsdom does not try to navigate to the blob.
    const dispatch = EventTarget.prototype.dispatchEvent;
    vi.spyOn(EventTarget.prototype, 'dispatchEvent').mockImplementation(function (this: EventTarget, event) {
      const blob =
        this instanceof HTMLAnchorElement && event.type === 'click' ? blobs.get(this.href) : undefined;
      if (!blob) return dispatch.call(this, event);
      world.saved.push({ name: (this as HTMLAnchorElement).download, blob });
      return false;
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
      const { router } = await renderWithRouter(function Screen() {
        const id = useRouterState({ select: (state) => Number(state.location.search.id ?? goods.ID) });
        return (
          <SessionProvider>
            <SiteHeader />
            <DetailPage goodsId={id} />
          </SessionProvider>
        );
      }, `/detail?id=${goods.ID}`);
      currentRouter = router as unknown as typeof currentRouter;
      // The journey chart is this test's model of the whole page, not an actor the page runs.
      await runPath(path as never, stateAssertions, gestures as never, undefined, { liveActor: false });
    });
  }
});
