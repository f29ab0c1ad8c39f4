/**
 * goodsList, model-based: every path generated from the machine is executed against the real
 * view (GoodsListView) rendered with Testing Library, for each kind of list (home's featured
 * goods, /goods, /search?keyword=, /shop?SID=). Outcomes of the loadPage call are traversal
 * events (DESIGN.md "Model-based tests and invoked actors") played by a deferred actor; the
 * buyer's events are gestures. Each state is asserted by what the buyer sees.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { act, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { GoodsCard, GoodsPage } from '@/domain/goods';
import type { GoodsListQuery, GoodsListResult } from '@/domain/goods-list';
import { goodsListMachine } from '@/machines/goods-list.machine';
import { toGoodsListView } from '@/machines/goods-list.view';
import { ApiError } from '@/services/api-error';
import { GoodsListView } from '@/views/goods-list-view';
import { supplierFixture } from '../support/supplier-fixture';
import { expectFullCoverage } from './support/coverage-record';
import { deferredActor } from './support/deferred-actor';
import { leafStateIds } from './support/graph-coverage';
import { inspectLive, resetLive } from './support/live-actor';
import { modelOf, runPath } from './support/run-path';

const supplier = supplierFixture();
const cards: GoodsCard[] = [
  {
    ID: 1001,
    Picture: '/UpLoad/goods/1001/poster.jpg',
    PName: '网红软萌泰迪熊公仔',
    Price: '7.40',
    PClickCount: 52817,
  },
  {
    ID: 1002,
    Picture: '/UpLoad/goods/1002/main.jpg',
    PName: '长耳朵垂耳兔公仔',
    Price: '',
    PClickCount: 18342,
  },
  {
    ID: 1007,
    Picture: '/UpLoad/goods/1007/poster.jpg',
    PName: '治愈系泰迪熊挂件',
    Price: '4.10',
    PClickCount: 9,
  },
];

/** A list to run the model on: its query, its URL, and what its answers look like. */
interface Case {
  name: string;
  query: GoodsListQuery;
  url: string;
  heading: string;
  /** a page of cards: the page asked for, with more pages on either side unless featured */
  found: GoodsPage;
  /** the message when the list has no goods at all */
  nothing: string;
}

const pageTwo = (page: number): GoodsPage => ({ list: cards, totalCount: 45, page, size: 20 });
const cases: Case[] = [
  {
    name: 'home (featured)',
    query: { kind: 'featured' },
    url: '/',
    heading: catalogueText.featuredGoods,
    found: { list: cards, totalCount: 3, page: 1, size: 10 },
    nothing: catalogueText.listEmpty,
  },
  {
    name: '/goods',
    query: { kind: 'all', page: 2 },
    url: '/goods?page=2',
    heading: catalogueText.allGoods,
    found: pageTwo(2),
    nothing: catalogueText.listEmpty,
  },
  {
    name: '/search?keyword=熊',
    query: { kind: 'search', keyword: '熊', page: 2 },
    url: '/search?keyword=%E7%86%8A&page=2',
    heading: `${catalogueText.searchResults}：熊`,
    found: pageTwo(2),
    nothing: fill(catalogueText.searchEmpty, { keyword: '熊' }),
  },
  {
    name: '/shop?SID=101',
    query: { kind: 'shop', supplierId: 101, page: 2 },
    url: '/shop?SID=101&page=2',
    heading: catalogueText.shopGoods,
    found: pageTwo(2),
    nothing: catalogueText.shopEmpty,
  },
];

const notFound = new ApiError('http', '供应商不存在', 404);
const serverDown = new ApiError('http', appText.serverError, 503);

type ModelEvent =
  | EventFrom<typeof goodsListMachine>
  | { type: 'xstate.done.actor.loadPage'; output: GoodsListResult }
  | { type: 'xstate.error.actor.loadPage'; error: ApiError };
type Snapshot = SnapshotFrom<typeof goodsListMachine>;
interface Harness {
  loadPage: ReturnType<typeof deferredActor<GoodsListResult, GoodsListQuery>>;
  c: Case;
}
type Executor = (event: ModelEvent, harness: Harness) => Promise<void>;

const withSupplierOf =
  (c: Case) =>
  (page: GoodsPage): GoodsListResult => ({
    page,
    supplier: c.query.kind === 'shop' ? supplier : null,
  });

/** The answers a case's call can give: each output that changes the path, and the failures. */
function modelEventsOf(c: Case): ModelEvent[] {
  const withSupplier = withSupplierOf(c);
  return [
    { type: 'xstate.done.actor.loadPage', output: withSupplier(c.found) },
    // nothing at all: no goods match, or the shop has none
    { type: 'xstate.done.actor.loadPage', output: withSupplier({ ...c.found, list: [], totalCount: 0 }) },
    // a page past the last one of a list that has goods
    {
      type: 'xstate.done.actor.loadPage',
      output: withSupplier({ list: [], totalCount: 45, page: 9, size: 20 }),
    },
    { type: 'xstate.error.actor.loadPage', error: notFound },
    { type: 'xstate.error.actor.loadPage', error: serverDown },
    { type: 'user.retry' },
  ];
}

interface ListInput {
  query: GoodsListQuery;
  imageHost: string;
  preloaded?: GoodsListResult | null;
  missing?: boolean;
}
const inputOf = (c: Case): ListInput => ({ query: c.query, imageHost: '' });
const listModelOf = (c: Case, input = inputOf(c)) => modelOf(goodsListMachine, modelEventsOf(c), input);

/**
 * The list came with the page (issue #17: our server rendered the page from its answer and
 * embedded it): the page starts with the cards, the empty list or the missing shop, without a call.
 */
function pageInputsOf(c: Case): ListInput[] {
  const withSupplier = withSupplierOf(c);
  return [
    { ...inputOf(c), preloaded: withSupplier(c.found) },
    { ...inputOf(c), preloaded: withSupplier({ ...c.found, list: [], totalCount: 0 }) },
    { ...inputOf(c), missing: true },
  ];
}

const isShop = (c: Case) => c.query.kind === 'shop';
const listHeading = (c: Case) => screen.getByRole('heading', { name: c.heading });

/** Per state: what the buyer sees of the case's list. */
const listAssertions: Record<string, (c: Case, state: Snapshot) => Promise<void> | void> = {
  'goodsList.loading': (c) => {
    expect(listHeading(c)).toBeVisible();
    const statuses = screen.getAllByRole('status').map((s) => s.textContent);
    expect(statuses).toContain(appText.loading);
    if (isShop(c)) expect(statuses).toContain(laterText.supplierLoading);
    expect(screen.queryByRole('link', { name: new RegExp(cards[0]?.PName ?? '') })).toBeNull();
    expect(screen.queryByRole('navigation', { name: catalogueText.pagination })).toBeNull();
  },
  'goodsList.ready': async (c) => {
    const links = await screen.findAllByRole('link', { name: /次浏览/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(cards.map((card) => `/detail?id=${card.ID}`));
    expect(links[0]).toHaveTextContent(cards[0]?.PName ?? '');
    expect(links[0]).toHaveTextContent('￥7.40');
    expect(links[1]).toHaveTextContent(labels.seeImage);
    expect(listHeading(c)).toBeVisible();
    const pager = screen.queryByRole('navigation', { name: catalogueText.pagination });
    if (c.query.kind === 'featured') {
      // Home shows the top goods once, with the way to the whole catalogue instead of a pager.
      expect(pager).toBeNull();
      expect(screen.getByRole('link', { name: new RegExp(catalogueText.viewAll) })).toHaveAttribute(
        'href',
        '/goods',
      );
      return;
    }
    expect(
      screen.getByText(
        c.query.kind === 'search'
          ? fill(catalogueText.searchSummary, { n: 45, keyword: '熊' })
          : fill(catalogueText.goodsTotal, { n: 45 }),
      ),
    ).toBeVisible();
    if (!pager) throw new Error('a list of 3 pages shows a pager');
    // The page shown, and only it, is the current one (no link to page 1 claims it).
    const current = pager.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(fill(catalogueText.pageNumber, { n: 2 }));
    // Page links change ?page= and keep the list's own params (?keyword=, ?SID=).
    const next = within(pager).getByRole('link', { name: catalogueText.nextPage });
    const nextUrl = new URL(next.getAttribute('href') ?? '', 'http://x');
    expect(nextUrl.searchParams.get('page')).toBe('3');
    if (c.query.kind === 'search') expect(nextUrl.searchParams.get('keyword')).toBe('熊');
    if (c.query.kind === 'shop') expect(nextUrl.searchParams.get('SID')).toBe('101');
    const first = within(pager).getByRole('link', { name: fill(catalogueText.pageNumber, { n: 1 }) });
    expect(new URL(first.getAttribute('href') ?? '', 'http://x').searchParams.has('page')).toBe(false);
    if (isShop(c)) {
      expect(screen.getByRole('heading', { level: 1, name: supplier.CName })).toBeVisible();
      expect(screen.getByRole('img', { name: catalogueText.qrShopTitle })).toBeVisible();
      expect(screen.getByText(labels.yearlySales)).toBeVisible();
    }
  },
  'goodsList.empty': async (c, state) => {
    const pastTheEnd = (state.context.result?.page.totalCount ?? 0) > 0;
    const status = await screen.findByText(
      pastTheEnd ? fill(catalogueText.pageBeyondEnd, { page: 9, pages: 3 }) : c.nothing,
    );
    expect(status).toBeVisible();
    expect(screen.queryByRole('link', { name: /次浏览/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: catalogueText.pagination })).toBeNull();
    if (pastTheEnd) {
      const back = screen.getByRole('link', { name: catalogueText.goToLastPage });
      expect(new URL(back.getAttribute('href') ?? '', 'http://x').searchParams.get('page')).toBe('3');
    } else if (c.query.kind === 'search') {
      expect(screen.getByText(catalogueText.searchEmptyHint)).toBeVisible();
      expect(screen.getByRole('link', { name: catalogueText.browseAll })).toHaveAttribute('href', '/goods');
    }
    // An empty shop still shows who the supplier is.
    if (isShop(c)) expect(screen.getByRole('heading', { level: 1, name: supplier.CName })).toBeVisible();
  },
  'goodsList.notFound': async (c) => {
    expect(await screen.findByRole('status')).toHaveTextContent(
      isShop(c) ? catalogueText.shopNotFound : appText.notFoundTitle,
    );
    expect(screen.queryByRole('button', { name: appText.retry })).toBeNull();
  },
  'goodsList.failed': async () => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(catalogueText.listLoadFailed);
    expect(alert).toHaveTextContent(appText.serverError);
    expect(screen.getByRole('button', { name: appText.retry })).toBeEnabled();
  },
};

/** The assertions as runPath takes them, for one case. */
const stateAssertionsOf = (c: Case) =>
  Object.fromEntries(
    Object.entries(listAssertions).map(([id, assert]) => [id, (state: Snapshot) => assert(c, state)]),
  );

/** Every event the model can take, as the buyer or the network does it. */
const gestures = {
  'xstate.done.actor.loadPage': async (event, { loadPage, c }) => {
    expect(loadPage.nextInput).toEqual(c.query);
    await act(async () => loadPage.resolve((event as { output: GoodsListResult }).output));
  },
  'xstate.error.actor.loadPage': async (event, { loadPage }) => {
    await act(async () => loadPage.reject((event as { error: ApiError }).error));
  },
  'user.retry': async () => {
    await userEvent.click(screen.getByRole('button', { name: appText.retry }));
  },
} satisfies Record<ModelEvent['type'], Executor>;

type ListPath = ReturnType<ReturnType<typeof listModelOf>['transitionCover']>[number];

/** The paths of a case, each with the input its page starts from. */
function pathsOf(c: Case): Array<ListPath & { input: ListInput }> {
  const called = listModelOf(c)
    .transitionCover()
    .map((path) => Object.assign(path, { input: inputOf(c) }));
  const fromPage = pageInputsOf(c).flatMap((input) =>
    listModelOf(c, input)
      .getShortestPaths()
      .map((path) => Object.assign(path, { input })),
  );
  return [...called, ...fromPage];
}

/** A readable test name: each answer says what it carried (cards, none, past the end, a status). */
function nameOf(path: ReturnType<typeof pathsOf>[number]): string {
  const { preloaded, missing } = path.input;
  const start = preloaded ? ['came with the page'] : missing ? ['came with the page as missing'] : [];
  const steps = path.steps.flatMap(({ event }) => {
    const e = event as ModelEvent | { type: 'xstate.init' };
    if (e.type === 'xstate.done.actor.loadPage') {
      const { list, totalCount } = e.output.page;
      return [`done(${list.length > 0 ? 'cards' : totalCount > 0 ? 'past the end' : 'none'})`];
    }
    if (e.type === 'xstate.error.actor.loadPage') return [`error(${e.error.status})`];
    return e.type === 'xstate.init' ? [] : [e.type];
  });
  return `${[...start, ...steps].join(' → ')} ⇒ ${String(path.state.value)}`;
}

/**
 * Renders the screen as the page of a route at the URL's own path (not the root), so that page
 * links resolve and are matched against the location exactly as in the app.
 */
async function renderAtRoute(ui: () => ReactNode, url: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: new URL(url, 'http://x').pathname,
    component: () => ui(),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await act(() => router.load());
  return render(<RouterProvider router={router} />);
}

/** The page as the route composes it, with the test's actors. */
function ListScreen({ logic, input }: { logic: typeof goodsListMachine; input: ListInput }) {
  const [snapshot, send] = useMachine(logic, { input, inspect: inspectLive });
  return (
    <GoodsListView
      view={toGoodsListView(snapshot)}
      send={send}
      shopUrl="https://plush.example.com/shop?SID=101"
      today="2026-11-21"
    />
  );
}

describe('goodsList model', () => {
  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(listAssertions).sort()).toEqual(leafStateIds(goodsListMachine).sort());
  });

  // Written out: every failure the paths play carries a reason, so this one states by hand what a
  // failure without one shows (docs/MUTATION.md).
  it('says only that the list failed to load when the failure gives no reason', async () => {
    const c = cases[0] as Case;
    resetLive();
    const loadPage = deferredActor<GoodsListResult, GoodsListQuery>();
    const logic = goodsListMachine.provide({ actors: { loadPage: loadPage.logic } });
    await renderAtRoute(() => <ListScreen logic={logic} input={inputOf(c)} />, c.url);
    await act(async () => loadPage.reject(new Error('')));
    const alert = await screen.findByRole('alert');
    // the title and the retry button, and no reason line
    expect(
      alert.textContent?.replace(catalogueText.listLoadFailed, '').replace(appText.retry, '').trim(),
    ).toBe('');
  });

  for (const c of cases) {
    describe(c.name, () => {
      const paths = pathsOf(c);

      it('covers every state and transition of the machine', () => {
        expectFullCoverage(goodsListMachine, paths, c.name, nameOf as never);
      });

      // runPath fails when a step was not asserted; this says no step was asserted twice, by the
      // assertion of another state.
      it('asserts every step by exactly one state assertion', () => {
        for (const path of paths) {
          const model = listModelOf(c, path.input);
          for (const step of path.steps)
            expect(
              Object.keys(listAssertions).filter((id) => model.options.stateMatcher(step.state, id)),
            ).toEqual([`goodsList.${String(step.state.value)}`]);
        }
      });

      for (const path of paths) {
        it(nameOf(path), async () => {
          resetLive();
          const loadPage = deferredActor<GoodsListResult, GoodsListQuery>();
          const logic = goodsListMachine.provide({ actors: { loadPage: loadPage.logic } });
          await renderAtRoute(() => <ListScreen logic={logic} input={path.input} />, c.url);
          await runPath(path as never, stateAssertionsOf(c), gestures as never, { loadPage, c });
          // a page that came with its list never asks for it
          if (path.input.preloaded || path.input.missing) expect(loadPage.calls).toBe(0);
        });
      }
    });
  }
});
