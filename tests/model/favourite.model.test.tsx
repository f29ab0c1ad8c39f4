/**
 * favourite, model-based: every path generated from the machine runs against the real 收藏商品
 * button and its notice. The buyer clicks; the save is a deferred actor settled by the path's
 * done/error steps. The page's login gate is played by the harness (a logged-in uid); the page's
 * own model test covers the gate.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventFrom } from 'xstate';
import { appText, fill, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import { favouriteMachine, type SaveFavouriteInput } from '@/machines/favourite.machine';
import { toFavouriteView } from '@/machines/favourite.view';
import { ApiError } from '@/services/api-error';
import { FavouriteAction } from '@/views/favourite-action';
import { expectFullCoverage } from './support/coverage-record';
import { deferredActor } from './support/deferred-actor';
import { leafStateIds } from './support/graph-coverage';
import { inspectLive, resetLive } from './support/live-actor';
import { pathName } from './support/path-name';
import { modelOf, runPath } from './support/run-path';

const UID = 7;
const GOODS_ID = 1001;
/** The server's msg for a first and a repeated favourite (server/routes/favourite.ts). */
const savedMsg = '收藏成功';
const againMsg = '已收藏过该商品';
const expired = new ApiError('http', '登录已失效，请重新登录', 401);
/** A failure that carries no message (a rejection that is not an ApiError): no reason to show. */
const silent = new Error('');

type ModelEvent =
  | EventFrom<typeof favouriteMachine>
  | { type: 'xstate.done.actor.saveFavourite'; output: string }
  | { type: 'xstate.error.actor.saveFavourite'; error: Error };

const model = modelOf(
  favouriteMachine,
  [
    { type: 'user.favourite', uid: UID },
    { type: 'user.dismissNotice' },
    { type: 'xstate.done.actor.saveFavourite', output: savedMsg },
    { type: 'xstate.done.actor.saveFavourite', output: againMsg },
    { type: 'xstate.error.actor.saveFavourite', error: expired },
    { type: 'xstate.error.actor.saveFavourite', error: silent },
  ] satisfies ModelEvent[],
  { goodsId: GOODS_ID },
);

/** The msg the path's last save answered, which the notice must show verbatim (spec §7). */
let answered = '';
/** The path's last failure: its reason is shown, or none when it carries none. */
let failure: Error = expired;

const stateAssertions: Record<string, () => void> = {
  'favourite.idle.quiet': () => {
    expect(screen.getByRole('button', { name: labels.favourite })).not.toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'favourite.idle.saved': () => {
    expect(screen.getByRole('status')).toHaveTextContent(answered);
    expect(screen.getByRole('button', { name: labels.favourite })).toBeEnabled();
  },
  'favourite.idle.failed': () => {
    expect(screen.getByRole('alert')).toHaveTextContent(
      failure.message
        ? fill(laterText.favouriteFailedWhy, { reason: failure.message })
        : laterText.favouriteFailed,
    );
  },
  'favourite.saving': () => {
    expect(screen.getByRole('button', { name: laterText.favouriting })).toHaveAttribute('aria-busy', 'true');
  },
};

function harness() {
  return { save: deferredActor<string, SaveFavouriteInput>() };
}
type Harness = ReturnType<typeof harness>;
type Executor = (event: ModelEvent, h: Harness) => Promise<void>;

const gestures = {
  'user.favourite': async (_event, h) => {
    await userEvent.dblClick(screen.getByRole('button', { name: labels.favourite }));
    // The call of spec §7, once however fast the buyer clicks.
    expect(h.save.waiting).toBe(1);
    expect(h.save.nextInput).toEqual({ uid: UID, pid: GOODS_ID });
  },
  'user.dismissNotice': async () => {
    await userEvent.click(screen.getByRole('button', { name: appText.closeNotice }));
  },
  'xstate.done.actor.saveFavourite': async (event, h) => {
    answered = (event as { output: string }).output;
    await act(async () => h.save.resolve(answered));
  },
  'xstate.error.actor.saveFavourite': async (event, h) => {
    failure = (event as { error: Error }).error;
    await act(async () => h.save.reject(failure));
  },
} satisfies Record<ModelEvent['type'], Executor>;

const paths = model.transitionCover();

function Screen({ h }: { h: Harness }) {
  const [snapshot, send] = useMachine(favouriteMachine.provide({ actors: { saveFavourite: h.save.logic } }), {
    input: { goodsId: GOODS_ID },
    inspect: inspectLive,
  });
  return (
    <FavouriteAction
      view={toFavouriteView(snapshot)}
      send={send}
      sendPage={() => send({ type: 'user.favourite', uid: UID })}
    />
  );
}

describe('favourite model', () => {
  it('covers every state and transition of the machine', () => {
    expectFullCoverage(favouriteMachine, paths);
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(favouriteMachine).sort());
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      answered = '';
      resetLive();
      const h = harness();
      render(<Screen h={h} />);
      await runPath(path as never, stateAssertions, gestures as never, h);
    });
  }
});
