/**
 * detailPage, model-based: every path generated from the machine is executed against the page as
 * the route composes it (DetailPage with the test's actors), rendered with Testing Library. The
 * outcomes of the detail, supplier and recommended calls are traversal events (DESIGN.md "Model-
 * based tests and invoked actors"), played by deferred actors; the buyer's events are gestures,
 * and a new ?id is a router navigation. Each state is asserted by what the buyer sees.
 */
import { useRouterState } from '@tanstack/react-router';
import { screen, waitFor as waitForScreen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventFrom } from 'xstate';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appText, fill, labels, notices, qualificationFields } from '@/copy/copy';
import { dialogText } from '@/copy/dialog-text';
import { laterText } from '@/copy/later-text';
import type { TokenEnd, User } from '@/domain/buyer';
import type { OrderLine } from '@/domain/cart';
import type { Goods, GoodsCard } from '@/domain/goods';
import type { Qualification, Supplier } from '@/domain/supplier';
import {
  detailPageMachine,
  type QualificationLogic,
  type SideCallInput,
} from '@/machines/detail-page.machine';
import { favouriteMachine, type SaveFavouriteInput } from '@/machines/favourite.machine';
import {
  type FindSimilarInput,
  findSimilarMachine,
  type SimilarResult,
} from '@/machines/find-similar.machine';
import { type PlacedOrder, purchaseMachine, type SaveCartInput } from '@/machines/purchase.machine';
import { qualificationMachine } from '@/machines/qualification.machine';
import { type LoginInput, sessionMachine } from '@/machines/session.machine';
import { DetailPage } from '@/routes/detail-route';
import { SessionProvider } from '@/routes/session-provider';
import { ApiError } from '@/services/api-error';
import { EMBEDDED_DETAIL_ID, EMBEDDED_SUPPLIER_ID, missingGoodsNote } from '@/services/early-detail-contract';
import { SiteHeader } from '@/views/page-frame';
import { goodsFixture } from '../support/goods-fixture';
import { renderWithRouter } from '../support/render-with-router';
import { qualificationFixture, supplierFixture } from '../support/supplier-fixture';
import { expectFullCoverage } from './support/coverage-record';
import { deferredActor } from './support/deferred-actor';
import { leafStateIds, refusalsOfStep } from './support/graph-coverage';
import { live, observed, resetLive } from './support/live-actor';
import { pathName } from './support/path-name';
import { modelOf, runPath } from './support/run-path';

const base = goodsFixture();
const colourOf = (color: string, id: number) => ({
  color,
  sizes: (base.specs[0]?.sizes ?? []).map((size) => ({ ...size, id, goods_sn: `MR-1001-${id}` })),
});
/**
 * Two colours, so that the buyer's colour choice has somewhere to go; no price set but an
 * ali_url (spec §4: 0元起 with 请点击下方直发按钮下单).
 */
const goods = goodsFixture({
  SID: 101,
  price: '0元起',
  ali_url: 'https://detail.1688.com/offer/718265904312.html',
  specs: [colourOf('白色', 1), colourOf('粉色', 2)],
});
/** The goods a new ?id opens: no price set and no ali_url (spec §4: 0元起 with 请联系商家或客服开通代发). */
const otherGoods = goodsFixture({
  ID: 1002,
  PName: '长耳朵垂耳兔公仔',
  SID: 102,
  price: '0元起',
  ali_url: '',
});
const supplier = supplierFixture();
const recommended: GoodsCard[] = [
  { ID: 1010, Picture: '/UpLoad/goods/1010/main.jpg', PName: '小熊挂件', Price: '3.50', PClickCount: 120 },
  { ID: 1011, Picture: '/UpLoad/goods/1011/main.jpg', PName: '兔子抱枕', Price: '', PClickCount: 88 },
];
const buyer: User = { id: 7, nickname: '测试买家' };
const notFound = new ApiError('http', appText.goodsNotFound, 404);
const serverDown = new ApiError('http', appText.serverError, 503);
/** The flow's code could not be fetched (the route's dynamic import fails on a network error). */
const chunkFailed = new ApiError('network', appText.networkError);
/** The server's answer to 查看资质 before any payment (server/routes/supplier.ts). */
const unpaid = new ApiError('rejected', '查看供应商资质需先支付100元', 200, 0);

type ModelEvent =
  | EventFrom<typeof detailPageMachine>
  | { type: 'xstate.done.actor.loadGoods'; output: Goods }
  | { type: 'xstate.error.actor.loadGoods'; error: ApiError }
  | { type: 'xstate.done.actor.loadSupplier'; output: Supplier }
  | { type: 'xstate.error.actor.loadSupplier'; error: ApiError }
  | { type: 'xstate.done.actor.loadRecommended'; output: GoodsCard[] }
  | { type: 'xstate.error.actor.loadRecommended'; error: ApiError }
  | { type: 'xstate.done.actor.loadQualificationFlow'; output: QualificationLogic }
  | { type: 'xstate.error.actor.loadQualificationFlow'; error: ApiError };

const model = modelOf(
  detailPageMachine,
  [
    { type: 'xstate.done.actor.loadGoods', output: goods },
    { type: 'xstate.error.actor.loadGoods', error: notFound },
    { type: 'xstate.error.actor.loadGoods', error: serverDown },
    { type: 'xstate.done.actor.loadSupplier', output: supplier },
    { type: 'xstate.error.actor.loadSupplier', error: serverDown },
    { type: 'xstate.done.actor.loadRecommended', output: recommended },
    { type: 'xstate.error.actor.loadRecommended', error: serverDown },
    { type: 'user.retry' },
    { type: 'user.retrySupplier' },
    { type: 'user.retryRecommended' },
    { type: 'route.goodsChanged', goodsId: 1002 },
    // fails isOtherGoods: the id the page already shows (back from /search, a link to itself)
    { type: 'route.goodsChanged', goodsId: 1001 },
    { type: 'user.chooseColour', index: 1 },
  ] satisfies ModelEvent[],
  { goodsId: 1001, uid: 0, imageHost: '' },
  // The login gate's events are the gate model's (below): a visitor's clicks need the supplier.
  { onlyListed: true, refusals: true },
);

/** Which goods the page is on: the path's route.goodsChanged moves it to otherGoods. */
let current = goods;
/** Whether the buyer has logged in on this path, and what a visitor's click waits to resume. */
let buyerIn = false;
let waitingFor = '';

/** While the login dialog is open the page behind it is inert, out of the accessibility tree. */
const behind = () => ({ hidden: screen.queryByRole('dialog') !== null });
const region = (name: string) => screen.getByRole('region', { name, ...behind() });

const stateAssertions: Record<string, () => Promise<void> | void> = {
  'detailPage.loading': () => {
    // The skeleton keeps the page's boxes: the information column and the supplier card say they load.
    expect(screen.getByText(appText.loading).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByText(laterText.supplierLoading)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  },
  'detailPage.ready.supplier.loading': async () => {
    expect(await screen.findByRole('heading', { level: 1, ...behind() })).toHaveTextContent(current.PName);
    const price = screen.getByText(labels.wholesalePrice, { selector: 'dt' }).nextElementSibling;
    expect(price).toHaveTextContent(
      `${notices.priceUnset}${current === otherGoods ? notices.askDaifa : notices.useDirectShip}`,
    );
    expect(screen.getByText(laterText.supplierLoading)).toBeInTheDocument();
  },
  'detailPage.ready.supplier.loaded': () => {
    const card = region(supplier.CName);
    expect(within(card).getByRole('heading', { name: supplier.CName, ...behind() })).toBeVisible();
    expect(card).toHaveTextContent(labels.yearlySales);
  },
  'detailPage.ready.supplier.unavailable': () => {
    const alert = screen.getByText(laterText.supplierUnavailable).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: appText.retry, ...behind() })).toBeEnabled();
    // The goods stays whole beside the failed card.
    expect(screen.getByRole('heading', { level: 1, ...behind() })).toHaveTextContent(current.PName);
  },
  'detailPage.ready.recommended.loading': () => {
    expect(within(region(labels.recommended)).getByRole('status', behind())).toHaveTextContent(
      appText.loading,
    );
  },
  'detailPage.ready.recommended.loaded': () => {
    const links = within(region(labels.recommended)).getAllByRole('link', behind());
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/detail?id=1010', '/detail?id=1011']);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveTextContent(labels.seeImage);
  },
  'detailPage.ready.recommended.unavailable': () => {
    const part = region(labels.recommended);
    expect(within(part).getByRole('alert', behind())).toHaveTextContent(laterText.recommendedUnavailable);
    expect(within(part).getByRole('button', { name: appText.retry, ...behind() })).toBeEnabled();
  },
  'detailPage.ready.gate.open': () => {
    // No login asked for: the dialog is closed, and the header says who is buying.
    expect(screen.queryByRole('dialog', { name: labels.login })).toBeNull();
    if (buyerIn) expect(screen.getByText(buyer.nickname)).toBeInTheDocument();
    else expect(screen.getByRole('button', { name: labels.login })).toBeInTheDocument();
  },
  'detailPage.ready.gate.awaitingLogin': () => {
    // Spec §4: a visitor's gated action opens the login dialog, which says what will continue.
    const dialog = screen.getByRole('dialog', { name: labels.login });
    expect(dialog).toHaveTextContent(fill(dialogText.loginReason, { reason: waitingFor }));
  },
  // 查看资质's flow: nothing shows until a buyer asks; then 正在查询资质… while its code loads.
  'detailPage.ready.qualificationFlow.notLoaded': () => expectNoQualificationNotice(),
  'detailPage.ready.qualificationFlow.loading': () => {
    const status = screen.getByText(appText.qualificationChecking).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(screen.getByRole('button', { name: labels.qualification, ...behind() })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
  // Loaded, the flow is the qualification child's: its own model test follows it; here it has
  // been carried out (the confirmation cancelled and its notice closed) by the gesture.
  'detailPage.ready.qualificationFlow.loaded': () => expectNoQualificationNotice(),
  'detailPage.ready.qualificationFlow.failed': () => {
    const alert = screen.getByText(appText.qualificationFlowFailed).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    // why, in the failure's words (the one failure the paths play)
    expect(alert).toHaveTextContent(chunkFailed.message);
    expect(
      within(alert as HTMLElement).getByRole('button', { name: appText.retry, ...behind() }),
    ).toBeEnabled();
  },
  'detailPage.notFound': async () => {
    expect(await screen.findByRole('status')).toHaveTextContent(appText.goodsNotFound);
    expect(screen.queryByRole('button', { name: appText.retry })).toBeNull();
  },
  'detailPage.failed': async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(appText.loadFailed);
    expect(screen.getByRole('alert')).toHaveTextContent(appText.serverError);
    expect(screen.getByRole('button', { name: appText.retry })).toBeEnabled();
  },
};

/** The detail call's answer in the page, as our server sends /detail?id= (server/pages/detail-html.ts). */
function embedInPage(answer: Goods) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_DETAIL_ID;
  element.textContent = JSON.stringify({ code: 1, msg: '', data: answer });
  document.body.append(element);
}

/** The supplier card our server puts in /detail?id=N beside the goods (server/pages/detail-html.ts). */
function embedSupplier(note: { day: string; supplier: Supplier }) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_SUPPLIER_ID;
  element.textContent = JSON.stringify(note);
  document.body.append(element);
}

/** What our server puts in /detail?id=N when it has no goods N (server/pages/detail-html.ts). */
function embedMissingNote(id: number) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_DETAIL_ID;
  element.textContent = JSON.stringify(missingGoodsNote(id));
  document.body.append(element);
}

function expectNoQualificationNotice() {
  expect(screen.queryByText(appText.qualificationChecking)).toBeNull();
  expect(screen.queryByText(appText.qualificationFlowFailed)).toBeNull();
  expect(screen.queryByRole('dialog', { name: dialogText.payConfirmTitle })).toBeNull();
}

/** 查看资质's chart as the route would load it, with the test's call for the qualification. */
const qualificationLogic = (h: Harness) =>
  qualificationMachine.provide({ actors: { loadQualification: h.loadQualification.logic } });

/**
 * The page's chart with the harness's goods, supplier and recommended calls, and `actors` beside
 * them (the written-out tests).
 */
function providedPage(
  h: ReturnType<typeof harness>,
  actors: NonNullable<Parameters<typeof detailPageMachine.provide>[0]['actors']> = {},
) {
  return detailPageMachine.provide({
    actors: {
      loadGoods: h.loadGoods.logic,
      loadSupplier: h.loadSupplier.logic,
      loadRecommended: h.loadRecommended.logic,
      ...actors,
    },
  });
}

/**
 * Goods 1001's page alone, outside the site's header and a session (as /flows' live copies are),
 * its calls waiting on a fresh harness (written-out tests).
 */
async function openBarePage() {
  current = goods;
  resetLive();
  const h = harness();
  const logic = providedPage(h);
  await renderWithRouter(() => <DetailPage goodsId={1001} logic={logic} />, '/detail?id=1001');
  return h;
}

function harness() {
  return {
    loadGoods: deferredActor<Goods, { id: number; uid: number }>(),
    loadSupplier: deferredActor<Supplier, SideCallInput>(),
    loadRecommended: deferredActor<GoodsCard[], SideCallInput>(),
    saveCart: deferredActor<{ count: number }, SaveCartInput>(),
    placeOrder: deferredActor<PlacedOrder, OrderLine[]>(),
    saveFavourite: deferredActor<string, SaveFavouriteInput>(),
    loadQualification: deferredActor<Qualification, { supplierId: number }>(),
    loadQualificationFlow: deferredActor<QualificationLogic, unknown>(),
    login: deferredActor<User, LoginInput>(),
    logout: deferredActor<void, unknown>(),
    findSimilar: deferredActor<SimilarResult, FindSimilarInput>(),
    navigate: async (_id: number) => {},
    /** where the (memory) router is now */
    location: () => ({ pathname: '', search: {} as Record<string, unknown> }),
  };
}
type Harness = ReturnType<typeof harness>;
type Executor = (event: ModelEvent, h: Harness) => Promise<void>;

const settle = <T,>(actor: { resolve: (v: T) => void; reject: (e: unknown) => void }, event: ModelEvent) =>
  act(async () =>
    'output' in event ? actor.resolve(event.output as T) : actor.reject((event as { error: unknown }).error),
  );

/** Every event the model can take, as the buyer, the router or the network does it. */
const gestures = {
  'xstate.done.actor.loadGoods': async (event, h) => {
    // The detail call carries the id of the page and uid 0 for a visitor (spec §7).
    expect(h.loadGoods.nextInput).toEqual({ id: current.ID, uid: buyerIn ? buyer.id : 0 });
    await act(async () => h.loadGoods.resolve(current));
    void event;
  },
  'xstate.error.actor.loadGoods': (event, h) => settle(h.loadGoods, event),
  'xstate.done.actor.loadSupplier': async (event, h) => {
    // The side calls start once the goods' SID is known, cached per goods id.
    expect(h.loadSupplier.nextInput).toEqual({ goodsId: current.ID, supplierId: current.SID });
    await settle(h.loadSupplier, event);
  },
  'xstate.error.actor.loadSupplier': (event, h) => settle(h.loadSupplier, event),
  'xstate.done.actor.loadRecommended': async (event, h) => {
    expect(h.loadRecommended.nextInput).toEqual({ goodsId: current.ID, supplierId: current.SID });
    await settle(h.loadRecommended, event);
  },
  'xstate.error.actor.loadRecommended': (event, h) => settle(h.loadRecommended, event),
  'xstate.done.actor.loadQualificationFlow': async (_event, h) => {
    // The code arrives: the flow starts with the click that asked for it (spec §4).
    await act(async () => h.loadQualificationFlow.resolve(qualificationLogic(h)));
    await expectCarriedOut(labels.qualification, h);
  },
  'xstate.error.actor.loadQualificationFlow': (event, h) => settle(h.loadQualificationFlow, event),
  'user.retry': async () => {
    await userEvent.click(screen.getByRole('button', { name: appText.retry }));
  },
  'user.retrySupplier': async () => {
    const alert = screen.getByText(laterText.supplierUnavailable).closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: appText.retry }));
  },
  'user.retryRecommended': async () => {
    await userEvent.click(within(region(labels.recommended)).getByRole('button', { name: appText.retry }));
  },
  'user.chooseColour': async (event) => {
    const name = current.specs[(event as { index: number }).index]?.color ?? '';
    const colours = within(screen.getByRole('group', { name: labels.colour }));
    await userEvent.click(colours.getByRole('button', { name }));
    // Both parts follow the colour (their own model tests cover them in depth): the colour is
    // pressed, and the gallery shows that colour's thumbnail (spec §4: colour i is item i + 1).
    expect(colours.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    const thumbnails = within(screen.getByRole('list', { name: appText.thumbnails }));
    expect(thumbnails.getByRole('button', { name })).toHaveAttribute('aria-current', 'true');
  },
  'route.goodsChanged': async (event, h) => {
    const { goodsId } = event as { goodsId: number };
    const shown = current;
    const asked = h.loadGoods.calls;
    current = goodsId === otherGoods.ID ? otherGoods : goods;
    await h.navigate(goodsId);
    expect(h.location().search.id).toBe(goodsId);
    // The goods already shown (isOtherGoods says no): nothing is asked again, nothing reloads.
    if (current === shown) expect(h.loadGoods.calls).toBe(asked);
  },
  'user.addToCart': (_event, h) => clickGated(labels.addToCart, h),
  'user.buyNow': (_event, h) => clickGated(labels.buyNow, h),
  'user.favourite': (_event, h) => clickGated(labels.favourite, h),
  'user.viewQualification': async (event, h) => {
    const before = live.snapshots.get(detailPageMachine.id);
    if (before && refusalsOfStep(detailPageMachine, before, event).length > 0) {
      // Refused: a buyer's 查看资质 while its flow's code loads (the gate is not the visitor's,
      // the flow takes no second click), or a visitor's behind the login dialog (isBuyer says no).
      const button = screen.getByRole('button', { name: labels.qualification, ...behind() });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      // Behind the modal login dialog it cannot be reached (a click there lands on the backdrop,
      // which is 关闭登录框, another event): the login dialog is still what the buyer has.
      if (before.matches({ ready: { gate: 'awaitingLogin' } })) {
        expect(screen.getByRole('dialog', { name: labels.login })).toBeVisible();
        return;
      }
      // While the flow's code loads it is pressed: nothing more is asked.
      const asked = h.loadQualificationFlow.calls + h.loadQualification.calls;
      await userEvent.click(button);
      expect(h.loadQualificationFlow.calls + h.loadQualification.calls).toBe(asked);
      return;
    }
    await clickGated(labels.qualification, h);
  },
  'session.changed': async (event, h) => {
    if ((event as { uid: number }).uid > 0) await logIn(h);
    else {
      await userEvent.click(screen.getByRole('button', { name: appText.logout }));
      await act(async () => h.logout.resolve());
      buyerIn = false;
      await screen.findByRole('button', { name: labels.login });
    }
  },
  'cart.saved': async (event, h) => {
    // A buyer's 加入购物车 with 2 pieces chosen is saved: the header's cart count is the answer's.
    const { count } = event as { count: number };
    const [stepper] = screen.getAllByRole('spinbutton');
    if (!stepper) throw new Error('no size row');
    await userEvent.clear(stepper);
    await userEvent.type(stepper, '2');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: labels.addToCart }));
    expect(h.saveCart.nextInput).toMatchObject({ uid: buyer.id, goodsId: current.ID });
    await act(async () => h.saveCart.resolve({ count }));
    const added = await screen.findByRole('dialog');
    expect(
      screen.getByRole('link', { name: fill(appText.cartWithCount, { n: String(count) }), hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(within(added).getByRole('button', { name: dialogText.continueShopping }));
    // nothing chosen again, as the other gestures expect
    await userEvent.clear(stepper);
    await userEvent.type(stepper, '0');
    await userEvent.tab();
  },
  'similar.found': async (event, h) => {
    // 找相似 found goods: the page opens /search with the list as JSON in ?data= (spec §2, §7).
    const { list, totalCount } = event as { list: GoodsCard[]; totalCount: number };
    await userEvent.click(screen.getByRole('button', { name: labels.findSimilar }));
    await act(async () => h.findSimilar.resolve({ list, totalCount }));
    await waitForScreen(() => expect(h.location().pathname).toBe('/search'));
    const data = h.location().search.data;
    expect(typeof data === 'string' ? JSON.parse(data) : data).toEqual({ list, totalCount });
    // back to the goods (the same id: the page is not reloaded)
    await h.navigate(current.ID);
  },
  'session.loginDismissed': async () => {
    const dialog = screen.getByRole('dialog', { name: labels.login });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.cancel }));
    waitingFor = '';
  },
} satisfies Record<ModelEvent['type'], Executor>;

/** A gated button: a visitor gets the login dialog, a buyer's click goes through at once. */
async function clickGated(name: string, h: Harness) {
  await userEvent.click(screen.getByRole('button', { name }));
  if (buyerIn) await expectCarriedOut(name, h);
  else {
    waitingFor = name;
    await screen.findByRole('dialog', { name: labels.login });
    expect(
      h.saveCart.waiting + h.placeOrder.waiting + h.saveFavourite.waiting + h.loadQualification.waiting,
    ).toBe(0);
  }
}

/** What the page does with the action once the buyer is logged in (nothing is selected here). */
async function expectCarriedOut(name: string, h: Harness) {
  // A buyer's first 查看资质 (or one after the flow failed to load) loads the flow's code first:
  // the done gesture carries on from there.
  if (name === labels.qualification && h.loadQualificationFlow.waiting > 0) {
    expect(await screen.findByText(appText.qualificationChecking)).toBeInTheDocument();
    return;
  }
  if (name === labels.qualification) {
    // Logged in, 查看资质 reaches the qualification flow, which first asks whether this buyer
    // paid for the supplier; not yet: the 100 yuan confirmation (its own model test goes on).
    expect(h.loadQualification.nextInput).toEqual({ supplierId: current.SID });
    await act(async () => h.loadQualification.reject(unpaid));
    const confirm = await screen.findByRole('dialog', { name: dialogText.payConfirmTitle });
    expect(confirm).toHaveTextContent(notices.payConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: labels.cancel }));
    const cancelled = (await screen.findByText(notices.paymentCancelled)).closest('[role="status"]');
    expect(cancelled).not.toBeNull();
    await userEvent.click(
      within(cancelled as HTMLElement).getByRole('button', { name: appText.closeNotice }),
    );
    expect(screen.queryByText(notices.paymentCancelled)).toBeNull();
    return;
  }
  if (name === labels.favourite) {
    expect(h.saveFavourite.nextInput).toEqual({ uid: buyer.id, pid: current.ID });
    await act(async () => h.saveFavourite.resolve('收藏成功'));
    expect((await screen.findByText('收藏成功')).closest('[role="status"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: appText.closeNotice }));
    return;
  }
  // 加入购物车 / 立即购买 reach the purchase with the selection: none, so 请选择商品 (spec §5).
  expect(await screen.findByRole('alert')).toHaveTextContent(notices.selectGoods);
  expect(h.saveCart.waiting + h.placeOrder.waiting).toBe(0);
  await userEvent.click(screen.getByRole('button', { name: appText.closeNotice }));
}

/** Logs in through the dialog: the one a gated click opened, or the header's. */
async function logIn(h: Harness) {
  if (!screen.queryByRole('dialog', { name: labels.login }))
    await userEvent.click(screen.getByRole('button', { name: labels.login }));
  const dialog = await screen.findByRole('dialog', { name: labels.login });
  await userEvent.type(within(dialog).getByLabelText(dialogText.mobile), '13800138000');
  await userEvent.type(within(dialog).getByLabelText(dialogText.password), 'plush123');
  await userEvent.click(within(dialog).getByRole('button', { name: labels.login }));
  expect(h.login.nextInput).toEqual({ mobile: '13800138000', password: 'plush123' });
  await act(async () => h.login.resolve(buyer));
  buyerIn = true;
  await screen.findByText(buyer.nickname);
  // The action that needed the login carries on by itself (spec §4).
  if (waitingFor) await expectCarriedOut(waitingFor, h);
  waitingFor = '';
}

/**
 * The login gate, generated on its own: the goods and its supplier loaded (the purchase buttons
 * show once the supplier's shipping_type is known), then the buyer's gated clicks, logging in and
 * out, and closing the dialog. Which action waits is the harness's to know, so a state is its
 * value and whether a buyer is logged in; the data regions stay as the first model covers them.
 */
const gateModel = modelOf(
  detailPageMachine,
  [
    { type: 'xstate.done.actor.loadGoods', output: goods },
    { type: 'xstate.done.actor.loadSupplier', output: supplier },
    { type: 'user.addToCart', lines: [] },
    { type: 'user.buyNow', lines: [] },
    { type: 'user.favourite' },
    { type: 'user.viewQualification' },
    { type: 'xstate.done.actor.loadQualificationFlow', output: qualificationMachine },
    { type: 'xstate.error.actor.loadQualificationFlow', error: chunkFailed },
    { type: 'session.changed', uid: buyer.id },
    { type: 'session.changed', uid: 0 },
    { type: 'session.loginDismissed' },
    { type: 'cart.saved', count: 5 },
    { type: 'similar.found', list: recommended, totalCount: 2 },
  ] satisfies ModelEvent[],
  { goodsId: 1001, uid: 0, imageHost: '' },
  {
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.uid > 0]),
    onlyListed: true,
    // 查看资质 where the chart takes it nowhere: while its flow's code loads, behind the login dialog.
    refusals: true,
    offered: (snapshot, event) => {
      // The purchase buttons and 查看资质 show once the supplier is loaded.
      if (event.type === 'user.addToCart' || event.type === 'user.buyNow')
        return snapshot.matches({ ready: { supplier: 'loaded' } });
      // (where the chart refuses it, the gesture shows it disabled instead of pressing it)
      if (event.type === 'user.viewQualification') return snapshot.matches({ ready: { supplier: 'loaded' } });
      // Logging in needs a visitor, logging out a buyer; the favourite's save is not settled
      // here, so a buyer favourites once per path.
      if (event.type === 'session.changed') return event.uid > 0 === (snapshot.context.uid === 0);
      // A cart is saved for a buyer, from the purchase buttons; 找相似 is behind no login dialog.
      if (event.type === 'cart.saved')
        return snapshot.context.uid > 0 && snapshot.matches({ ready: { supplier: 'loaded' } });
      if (event.type === 'similar.found') return !snapshot.matches({ ready: { gate: 'awaitingLogin' } });
      return true;
    },
  },
);

/**
 * The goods came with the page (our server embeds it in /detail?id=): the page starts ready, with
 * no detail call; the side calls go on as usual. The harness puts the element in the document.
 */
const embeddedModel = modelOf(
  detailPageMachine,
  [{ type: 'xstate.done.actor.loadSupplier', output: supplier }] satisfies ModelEvent[],
  { goodsId: 1001, uid: 0, imageHost: '', goods },
  { onlyListed: true },
);
const embeddedPaths = embeddedModel.transitionCover();

/**
 * The supplier's card came with the page too (issue #17: the server renders the card and the
 * purchase buttons its shipping_type allows): the card starts loaded, with no supplier call.
 */
const withSupplierModel = modelOf(
  detailPageMachine,
  [] satisfies ModelEvent[],
  {
    goodsId: 1001,
    uid: 0,
    imageHost: '',
    goods,
    supplier,
  },
  { onlyListed: true },
);
const withSupplierPaths = withSupplierModel.getShortestPaths();

/**
 * The server rendered the not-found page (issue #17: HTTP 404, no such goods): its note is in the
 * page, and the page starts in notFound, as the server's HTML shows, without asking again.
 */
const missingModel = modelOf(
  detailPageMachine,
  [] satisfies ModelEvent[],
  {
    goodsId: 1001,
    uid: 0,
    imageHost: '',
    missing: true,
  },
  { onlyListed: true },
);
const missingPaths = missingModel.getShortestPaths();

const paths = [
  ...model.transitionCover(),
  ...gateModel.transitionCover(),
  ...embeddedPaths,
  ...withSupplierPaths,
  ...missingPaths,
];

describe('detailPage model', () => {
  it('covers every state and transition of the machine', () => {
    expectFullCoverage(detailPageMachine, paths, {
      unmetRefusals: {
        // isBuyer (detail-page.machine.ts, qualificationFlow): loading is entered only by a buyer's
        // 查看资质, and a buyer's leaving (buyerLeft) takes the flow back to notLoaded
        'detailPage.ready.qualificationFlow.loaded ▸ user.viewQualification ✗':
          'a visitor is never in loaded: only a buyer starts the flow, and leaving ends it',
        'detailPage.ready.qualificationFlow.failed ▸ user.viewQualification ✗':
          'a visitor is never in failed: only a buyer starts the flow, and leaving ends it',
      },
    });
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(detailPageMachine).sort());
  });

  it('ignores a route.goodsChanged for the goods it already shows', () => {
    const model1001 = modelOf(detailPageMachine, [], { goodsId: 1001, uid: 0, imageHost: '' });
    const [start] = model1001.getShortestPaths().map((path) => path.steps[0]?.state);
    expect(start?.can({ type: 'route.goodsChanged', goodsId: 1001 })).toBe(false);
    expect(start?.can({ type: 'route.goodsChanged', goodsId: 1002 })).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      current = goods;
      buyerIn = false;
      waitingFor = '';
      resetLive();
      const h = harness();
      if (embeddedPaths.includes(path as never)) embedInPage(goods);
      if (missingPaths.includes(path as never)) embedMissingNote(1001);
      if (withSupplierPaths.includes(path as never)) {
        embedInPage(goods);
        embedSupplier({ day: '2026-11-27', supplier });
      }
      const logic = observed(
        detailPageMachine.provide({
          actors: {
            loadGoods: h.loadGoods.logic,
            loadSupplier: h.loadSupplier.logic,
            loadRecommended: h.loadRecommended.logic,
            purchase: purchaseMachine.provide({
              actors: { saveCart: h.saveCart.logic, placeOrder: h.placeOrder.logic },
            }),
            favourite: favouriteMachine.provide({ actors: { saveFavourite: h.saveFavourite.logic } }),
            loadQualificationFlow: h.loadQualificationFlow.logic,
            findSimilar: findSimilarMachine.provide({ actors: { findSimilar: h.findSimilar.logic } }),
          },
        }),
      );
      // The real session machine and dialog, a visitor at first; its calls are the test's.
      const session = sessionMachine.provide({
        actors: {
          restoreSession: fromPromise<User | null>(async () => null),
          login: h.login.logic,
          logout: h.logout.logic,
          watchSession: fromPromise(() => new Promise<TokenEnd>(() => {})),
          loadCartCount: fromPromise(async () => 0),
        },
      });
      const { router } = await renderWithRouter(function Screen() {
        // The id as the route reads it from the (memory) history's URL.
        const id = useRouterState({ select: (state) => Number(state.location.search.id ?? 1001) });
        return (
          <SessionProvider logic={session}>
            <SiteHeader />
            <DetailPage goodsId={id} logic={logic} />
          </SessionProvider>
        );
      }, '/detail?id=1001');
      await screen.findByRole('button', { name: labels.login });
      h.navigate = async (id) => {
        await act(() => router.navigate({ to: '/detail', search: { id } } as never));
      };
      h.location = () => router.state.location;
      await runPath(path as never, stateAssertions, gestures as never, h);
      // The goods that came with the page was not asked for again, and the element was taken.
      if (withSupplierPaths.includes(path as never)) {
        // no supplier call, and the buttons of shipping_type 0 at once
        expect(h.loadSupplier.waiting).toBe(0);
        expect(screen.getByRole('button', { name: labels.addToCart })).toBeInTheDocument();
        expect(document.getElementById(EMBEDDED_SUPPLIER_ID)).toBeNull();
      }
      if (
        embeddedPaths.includes(path as never) ||
        missingPaths.includes(path as never) ||
        withSupplierPaths.includes(path as never)
      ) {
        expect(h.loadGoods.waiting).toBe(0);
        expect(document.getElementById(EMBEDDED_DETAIL_ID)).toBeNull();
      }
    });
  }
});

/**
 * 查看资质 does not outlive the buyer's session (the page hears session.changed from the route):
 * the qualification dialog, its revealed values and any notice go when the buyer logs out, here
 * or in another tab (the token dies: watchSession settles, which is how 退出 elsewhere arrives;
 * while the dialog is open the header behind it is inert, so the buyer's own 退出 is clicked with
 * the page's notice showing instead).
 */
describe('detailPage: the qualification ends with the session', () => {
  const qualification = qualificationFixture();
  const company = qualificationFields.business_company_name;
  const revealCompany = fill(dialogText.revealField, { field: company });

  it('closes the qualification dialog and forgets its values when the buyer logs out', async () => {
    current = goods;
    buyerIn = false;
    waitingFor = '';
    const h = harness();
    const watchSession = deferredActor<TokenEnd, unknown>();
    const logic = providedPage(h, {
      loadQualificationFlow: fromPromise(async () => qualificationLogic(h)),
    });
    await renderDetail(logic, {
      login: h.login.logic,
      logout: h.logout.logic,
      watchSession: watchSession.logic,
    });
    await act(async () => h.loadGoods.resolve(goods));
    await act(async () => h.loadSupplier.resolve(supplier));
    await logIn(h);

    // The buyer sees the qualification and reveals the company's name.
    await userEvent.click(screen.getByRole('button', { name: labels.qualification }));
    await act(async () => h.loadQualification.resolve(qualification));
    const shown = await screen.findByRole('dialog', { name: dialogText.qualificationTitle });
    await userEvent.click(within(shown).getByRole('button', { name: revealCompany }));
    expect(within(shown).getByText(qualification.business_company_name)).toBeVisible();

    // The buyer logs out in another tab: the token dies, the session says so, the dialog goes.
    await act(async () => watchSession.resolve('elsewhere'));
    expect(await screen.findByText(appText.loggedOutElsewhere)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(qualification.business_company_name)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: appText.closeNotice }));

    // Logged in again, 查看资质 starts over: the server is asked, and every value is hidden again.
    // (The login dialog keeps what was typed the first time: it is typed afresh.)
    await userEvent.click(screen.getByRole('button', { name: labels.login }));
    const login = await screen.findByRole('dialog', { name: labels.login });
    for (const field of [dialogText.mobile, dialogText.password])
      await userEvent.clear(within(login).getByLabelText(field));
    await logIn(h);
    await userEvent.click(screen.getByRole('button', { name: labels.qualification }));
    expect(h.loadQualification.nextInput).toEqual({ supplierId: goods.SID });
    await act(async () => h.loadQualification.resolve(qualification));
    const again = await screen.findByRole('dialog', { name: dialogText.qualificationTitle });
    expect(within(again).getByRole('button', { name: revealCompany })).toHaveTextContent(notices.clickToView);
    expect(again).not.toHaveTextContent(qualification.business_company_name);
    await userEvent.click(within(again).getByRole('button', { name: dialogText.close }));

    // A notice of the flow (已取消支付) goes too when the buyer clicks the header's 退出.
    await userEvent.click(screen.getByRole('button', { name: labels.qualification }));
    await act(async () => h.loadQualification.reject(unpaid));
    const confirm = await screen.findByRole('dialog', { name: dialogText.payConfirmTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: labels.cancel }));
    expect(await screen.findByText(notices.paymentCancelled)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: appText.logout }));
    await act(async () => h.logout.resolve());
    await screen.findByRole('button', { name: labels.login });
    expect(screen.queryByText(notices.paymentCancelled)).toBeNull();
  });

  it('keeps the flow for the same buyer, and ends it for another', async () => {
    const logic = detailPageMachine.provide({
      actors: {
        loadGoods: fromPromise(async () => goods),
        loadSupplier: fromPromise(() => new Promise<Supplier>(() => {})),
        loadRecommended: fromPromise(() => new Promise<GoodsCard[]>(() => {})),
        loadQualificationFlow: fromPromise(async () =>
          qualificationMachine.provide({
            actors: { loadQualification: fromPromise(async () => qualification) },
          }),
        ),
      },
    });
    const page = createActor(logic, { input: { goodsId: 1001, uid: buyer.id, imageHost: '' } }).start();
    await waitFor(page, (snapshot) => snapshot.matches('ready'));
    page.send({ type: 'user.viewQualification' });
    // The flow's code loads first; then the page spawns the flow and hands it the click.
    const loaded = await waitFor(page, (snapshot) => snapshot.context.qualification !== null);
    const child = loaded.context.qualification;
    if (!child) throw new Error('the ready page has a qualification child');
    await waitFor(child, (snapshot) => snapshot.matches('shown'));
    child.send({ type: 'user.revealField', field: 'business_company_name' });

    // The route says the session again on mount, with the same uid: nothing ends.
    page.send({ type: 'session.changed', uid: buyer.id });
    // a stopped child still matches the state it stopped in: that it runs is what says it was kept
    expect(child.getSnapshot().status).toBe('active');
    expect(page.getSnapshot().context.qualification).toBe(child);
    expect(child.getSnapshot().matches('shown')).toBe(true);
    expect(child.getSnapshot().context.revealed).toEqual(['business_company_name']);

    // Another buyer's session: the flow ends (the child is stopped, with everything it held).
    page.send({ type: 'session.changed', uid: buyer.id + 1 });
    expect(child.getSnapshot().status).toBe('stopped');
    expect(page.getSnapshot().context.qualification).toBeNull();
    expect(page.getSnapshot().matches({ ready: { qualificationFlow: 'notLoaded' } })).toBe(true);
    expect(page.getSnapshot().context.uid).toBe(buyer.id + 1);
    page.stop();
  });
});

// Written out, not generated: what the buyer sees after a few gestures the paths do not play (a
// failure without a reason, pieces chosen before 立即购买, a page without a session…), stated by
// hand rather than read from the chart under test (docs/MUTATION.md).
/**
 * Goods 1001's page under the site's header and a real session machine, a visitor unless
 * `actors.restoreSession` says otherwise; the session's other calls are `actors`' (written-out tests).
 */
async function renderDetail(
  logic: Parameters<typeof DetailPage>[0]['logic'],
  actors: NonNullable<Parameters<typeof sessionMachine.provide>[0]['actors']>,
) {
  const session = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<User | null>(async () => null),
      watchSession: fromPromise(() => new Promise<TokenEnd>(() => {})),
      loadCartCount: fromPromise(async () => 0),
      ...actors,
    },
  });
  await renderWithRouter(
    () => (
      <SessionProvider logic={session}>
        <SiteHeader />
        <DetailPage goodsId={1001} logic={logic} />
      </SessionProvider>
    ),
    '/detail?id=1001',
  );
}

describe('detailPage, written out', () => {
  // A page without a session (rendered outside the SessionProvider, as /flows' live copies are):
  // a visitor's click that needs a login opens nothing, and the page goes on.
  it('keeps the page when a visitor clicks 收藏 where there is no session to log in to', async () => {
    const h = await openBarePage();
    await act(async () => h.loadGoods.resolve(goods));
    await userEvent.click(screen.getByRole('button', { name: labels.favourite }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: goods.PName })).toBeVisible();
    expect(screen.getByRole('button', { name: labels.favourite })).toBeEnabled();
  });

  // Written out: the paths click 立即购买 with nothing chosen, which the purchase part refuses as it
  // refuses 加入购物车; with pieces chosen, the two go different ways.
  it('places an order, and saves no cart, when a buyer with pieces chosen clicks 立即购买', async () => {
    current = goods;
    resetLive();
    const h = harness();
    const logic = providedPage(h, {
      purchase: purchaseMachine.provide({
        actors: { saveCart: h.saveCart.logic, placeOrder: h.placeOrder.logic },
      }),
    });
    await renderDetail(logic, {
      restoreSession: fromPromise<User | null>(async () => buyer),
    });
    await screen.findByRole('button', { name: appText.logout });
    await act(async () => h.loadGoods.resolve(goods));
    await act(async () => h.loadSupplier.resolve(supplier));
    const [stepper] = screen.getAllByRole('spinbutton');
    if (!stepper) throw new Error('no size row');
    await userEvent.clear(stepper);
    await userEvent.type(stepper, '2');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: labels.buyNow }));
    expect(h.placeOrder.waiting).toBe(1);
    expect(h.saveCart.waiting).toBe(0);
  });

  it('carries a visitor’s 查看资质 on once the login it asked for is done', async () => {
    current = goods;
    buyerIn = false;
    waitingFor = '';
    resetLive();
    const h = harness();
    const logic = providedPage(h, {
      loadQualificationFlow: h.loadQualificationFlow.logic,
    });
    await renderDetail(logic, {
      login: h.login.logic,
    });
    await screen.findByRole('button', { name: labels.login });
    await act(async () => h.loadGoods.resolve(goods));
    await act(async () => h.loadSupplier.resolve(supplier));
    await userEvent.click(screen.getByRole('button', { name: labels.qualification }));
    expect(h.loadQualificationFlow.waiting).toBe(0);
    await logIn(h);
    // logged in, the click carries on by itself: the flow's code is asked for
    expect(await screen.findByText(appText.qualificationChecking)).toBeInTheDocument();
    expect(h.loadQualificationFlow.waiting).toBe(1);
  });

  it('says only that 查看资质 could not start when its code fails to load without a reason', async () => {
    current = goods;
    resetLive();
    const h = harness();
    const logic = providedPage(h, {
      loadQualificationFlow: h.loadQualificationFlow.logic,
    });
    await renderDetail(logic, {
      restoreSession: fromPromise<User | null>(async () => buyer),
    });
    await screen.findByRole('button', { name: appText.logout });
    await act(async () => h.loadGoods.resolve(goods));
    await act(async () => h.loadSupplier.resolve(supplier));
    await userEvent.click(screen.getByRole('button', { name: labels.qualification }));
    await act(async () => h.loadQualificationFlow.reject(new Error('')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(appText.qualificationFlowFailed);
    // the title and 重试, and no reason line
    expect(
      alert.textContent?.replace(appText.qualificationFlowFailed, '').replace(appText.retry, '').trim(),
    ).toBe('');
  });

  // Written out: which buttons the purchase part offers is its own chart's, told by this one; the
  // paths' supplier failure checks the card, not the buttons beside it.
  it('keeps 加入购物车 and 立即购买 when the supplier’s card fails to load', async () => {
    const h = await openBarePage();
    await act(async () => h.loadGoods.resolve(goods));
    await act(async () => h.loadSupplier.reject(serverDown));
    expect(await screen.findByText(laterText.supplierUnavailable)).toBeVisible();
    expect(await screen.findByRole('button', { name: labels.addToCart })).toBeEnabled();
    expect(screen.getByRole('button', { name: labels.buyNow })).toBeEnabled();
  });

  it('says only that the goods failed to load when the failure gives no reason', async () => {
    const h = await openBarePage();
    await act(async () => h.loadGoods.reject(new Error('')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(appText.loadFailed);
    // the title and 重试, and no reason line
    expect(alert.textContent?.replace(appText.loadFailed, '').replace(appText.retry, '').trim()).toBe('');
  });
});

// Written out: the paths' states say "ready" or "notFound", not which goods; this says which.
describe('detailPage: another goods opened from the page', () => {
  it('asks for the new goods and shows it, not 商品不存在', async () => {
    current = goods;
    resetLive();
    const h = harness();
    const logic = providedPage(h);
    const { router } = await renderWithRouter(function Screen() {
      const id = useRouterState({ select: (state) => Number(state.location.search.id ?? 1001) });
      return <DetailPage goodsId={id} logic={logic} />;
    }, '/detail?id=1001');
    await act(async () => h.loadGoods.resolve(goods));
    expect(screen.getByRole('heading', { level: 1, name: goods.PName })).toBeVisible();
    await act(() => router.navigate({ to: '/detail', search: { id: otherGoods.ID } } as never));
    expect(h.loadGoods.nextInput).toMatchObject({ id: otherGoods.ID });
    await act(async () => h.loadGoods.resolve(otherGoods));
    expect(screen.getByRole('heading', { level: 1, name: otherGoods.PName })).toBeVisible();
    expect(screen.queryByText(appText.goodsNotFound)).toBeNull();
  });
});
