/**
 * detailPage, model-based: every path generated from the machine is executed against the real
 * view (DetailPageView) rendered with Testing Library; outcomes of the loadGoods call are
 * traversal events (DESIGN.md "Model-based tests and invoked actors"), played by a deferred
 * actor; the buyer's events are gestures. Each state is asserted by what the buyer sees.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { appText } from '@/copy/copy';
import { detailPageMachine, toDetailPageView } from '@/machines/detail-page.machine';
import { ApiError } from '@/services/api-error';
import type { Goods } from '@/services/schemas';
import { DetailPageView } from '@/views/detail-page-view';
import { goodsFixture } from '../support/goods-fixture';
import { renderWithRouter } from '../support/render-with-router';
import { deferredActor } from './support/deferred-actor';
import { leafStateIds, missed } from './support/graph-coverage';
import { pathName } from './support/path-name';

const goods = goodsFixture();
const notFound = new ApiError('http', appText.goodsNotFound, 404);
const serverDown = new ApiError('http', appText.serverError, 503);

type ModelEvent =
  | EventFrom<typeof detailPageMachine>
  | { type: 'xstate.done.actor.loadGoods'; output: Goods }
  | { type: 'xstate.error.actor.loadGoods'; error: ApiError };
type Snapshot = SnapshotFrom<typeof detailPageMachine>;

const modelEvents: ModelEvent[] = [
  { type: 'xstate.done.actor.loadGoods', output: goods },
  { type: 'xstate.error.actor.loadGoods', error: notFound },
  { type: 'xstate.error.actor.loadGoods', error: serverDown },
  { type: 'user.retry' },
];

const model = new TestModel(detailPageMachine, {
  // Only what the state can take: a call that is not pending cannot answer.
  events: (snapshot: Snapshot) => modelEvents.filter((event) => snapshot.can(event as never)) as never,
});

/** Per state: what the buyer sees. */
const stateAssertions: Record<string, () => Promise<void> | void> = {
  'detailPage.loading': () => {
    expect(screen.getByRole('status')).toHaveTextContent(appText.loading);
    expect(screen.queryByRole('heading', { name: goods.PName })).toBeNull();
  },
  'detailPage.ready': async () => {
    expect(
      await screen.findByRole('heading', { name: new RegExp(goods.PName.replace('+', '\\+')) }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: goods.PName })).toHaveAttribute(
      'src',
      '/UpLoad/goods/1001/poster.jpg',
    );
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

type Executor = (event: ModelEvent, harness: Harness) => Promise<void>;
type Harness = ReturnType<typeof deferredActor<Goods, { id: number; uid: number }>>;

/** Every event the model can take, as the buyer or the network does it. */
const gestures = {
  'xstate.done.actor.loadGoods': async (event, loadGoods) => {
    expect(loadGoods.nextInput).toEqual({ id: 1001, uid: 0 });
    await act(async () => loadGoods.resolve((event as { output: Goods }).output));
  },
  'xstate.error.actor.loadGoods': async (event, loadGoods) => {
    await act(async () => loadGoods.reject((event as { error: ApiError }).error));
  },
  'user.retry': async () => {
    await userEvent.click(screen.getByRole('button', { name: appText.retry }));
  },
} satisfies Record<ModelEvent['type'], Executor>;

/** Journeys the generator cannot make: retry re-enters the initial state, which a simple path never revisits. */
const journeys = [
  model.getPathsFromEvents([
    { type: 'xstate.error.actor.loadGoods', error: serverDown },
    { type: 'user.retry' },
    { type: 'xstate.done.actor.loadGoods', output: goods },
  ] as never),
].flat();

const paths = [...model.getSimplePaths(), ...journeys];

/** The page as the route composes it, with the test's actors. */
function DetailScreen({ logic }: { logic: typeof detailPageMachine }) {
  const [snapshot, send] = useMachine(logic, { input: { goodsId: 1001, uid: 0, imageHost: '' } });
  return <DetailPageView view={toDetailPageView(snapshot)} send={send} />;
}

describe('detailPage model', () => {
  it('covers every state and transition of the machine', () => {
    expect(missed(detailPageMachine, paths)).toEqual({ states: [], transitions: [] });
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(detailPageMachine).sort());
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const loadGoods = deferredActor<Goods, { id: number; uid: number }>();
      const logic = detailPageMachine.provide({ actors: { loadGoods: loadGoods.logic } });
      await renderWithRouter(() => <DetailScreen logic={logic} />, '/detail?id=1001');
      await path.test({
        states: Object.fromEntries(
          Object.entries(stateAssertions).map(([id, assert]) => [id.replace(/^detailPage\./, ''), assert]),
        ) as Record<string, (state: Snapshot) => Promise<void> | void>,
        events: Object.fromEntries(
          Object.entries(gestures).map(([type, exec]) => [
            type,
            (step: { event: ModelEvent }) => exec(step.event, loadGoods),
          ]),
        ),
      });
    });
  }
});
