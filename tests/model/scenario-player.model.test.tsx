/**
 * scenarioPlayer, model-based: /flows' live copy stepped through a test scenario (issue 21 item
 * 6). Every generated path runs on the real LiveFlow of the favourite entry (its diagram, its
 * live panel, the scenario list and the machine's real view): the product owner clicks 在图上看,
 * 下一步, 上一步, 重放, 不再标出 and 重新开始, and each step of a scenario is played on the live copy
 * by the real step taker (flows/scenario-step.ts). The test only paces it: a step waits at a gate
 * until the path's done or error step opens it, so the "正在走" state can be seen.
 *
 * Three scenarios, written here so that the test does not follow test-coverage.json's changes:
 * one the copy plays to its end (the save is answered with the demo's 收藏成功), one whose step
 * the chart cannot take (收藏 while saving), and one whose record says a state the copy does not reach.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type EventFrom, fromPromise } from 'xstate';
import { fill, labels } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { laterText } from '@/copy/later-text';
import { flowById } from '@/flows/registry';
import { takeStep } from '@/flows/scenario-step';
import type { MachineCoverage, TestScenario } from '@/flows/test-coverage';
import {
  type ScenarioPlayerContext,
  scenarioPlayerMachine,
  type TakeStepInput,
} from '@/machines/scenario-player.machine';
import { LiveFlow, type MakePlayer } from '@/routes/flows-page';
import { expectFullCoverage } from './support/coverage-record';
import { leafStateIds } from './support/graph-coverage';
import { live, observed, resetLive } from './support/live-actor';
import { pathName } from './support/path-name';
import { modelOf, runPath } from './support/run-path';

const flow = flowById('favourite');
const init = { event: 'xstate.init', transitions: [], states: ['favourite.idle.quiet'] };
const favourite = {
  event: 'user.favourite',
  transitions: ['favourite.idle ▸ user.favourite #0'],
  states: ['favourite.saving'],
};
const scenarios: TestScenario[] = [
  {
    name: '收藏后服务器答复成功',
    result: 'passed',
    steps: [
      init,
      favourite,
      {
        event: 'xstate.done.actor.saveFavourite',
        transitions: ['favourite.saving ▸ xstate.done.actor.saveFavourite #0'],
        states: ['favourite.idle.saved'],
      },
    ],
  },
  // 收藏 again while saving: the chart does not take it, so the copy cannot either
  { name: '收藏中再点收藏', result: 'passed', steps: [init, favourite, favourite] },
  {
    name: '记录与副本不符',
    result: 'failed',
    steps: [init, { ...favourite, states: ['favourite.idle.quiet'] }],
  },
];
const tested: MachineCoverage = { transitions: {}, scenarios };

/** Which steps of each scenario the demo copy can take (the rest are refused, with the reason). */
const playable = [[1, 2], [1], []];
const refusals = [
  null,
  { reason: 'noMove' as const },
  { reason: 'elsewhere' as const, states: ['favourite.saving'] },
];

type ModelEvent =
  | EventFrom<typeof scenarioPlayerMachine>
  | { type: 'xstate.done.actor.takeStep' }
  | { type: 'xstate.error.actor.takeStep'; error: unknown };

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ScenarioPlayerContext;
const nextStep = (snapshot: AnyMachineSnapshot) => context(snapshot).at + 1;

const model = modelOf(
  scenarioPlayerMachine,
  [
    ...scenarios.map((scenario, index) => ({
      type: 'scenario.choose' as const,
      index,
      steps: scenario.steps,
    })),
    { type: 'scenario.next' },
    { type: 'scenario.back' },
    { type: 'scenario.replay' },
    { type: 'scenario.close' },
    { type: 'copy.reset' },
    { type: 'xstate.done.actor.takeStep' },
    ...refusals.flatMap((error) => (error ? [{ type: 'xstate.error.actor.takeStep' as const, error }] : [])),
  ] satisfies ModelEvent[],
  { copyInput: {} },
  {
    // 上一步 before any step is taken (hasTaken says no) is played too: its button is disabled.
    refusals: true,
    // The copy takes exactly the steps the demo can play, and refuses the others with their reason.
    offered: (snapshot, event) => {
      const { scenario } = context(snapshot);
      if (event.type === 'xstate.done.actor.takeStep')
        return scenario !== null && (playable[scenario] ?? []).includes(nextStep(snapshot));
      if (event.type === 'xstate.error.actor.takeStep')
        return (
          scenario !== null &&
          !(playable[scenario] ?? []).includes(nextStep(snapshot)) &&
          refusals[scenario]?.reason === (event.error as { reason: string }).reason
        );
      return true;
    },
  },
);
const paths = model.transitionCover();

/** The step taker's gate: a step is played when the path's done or error step opens it. */
const gates: Array<() => void> = [];
const pacedPlayer: MakePlayer = (flow, calls, copy) =>
  observed(
    scenarioPlayerMachine.provide({
      actors: {
        copy,
        takeStep: fromPromise<void, TakeStepInput>(async ({ input, signal }) => {
          await new Promise<void>((resolve) => {
            gates.push(resolve);
            signal.addEventListener('abort', () => gates.splice(gates.indexOf(resolve), 1));
          });
          await takeStep(flow, calls, input, signal);
        }),
      },
    }),
  );

const list = () => screen.getByRole('region', { name: flowsText.scenarios });
const itemOf = (index: number) => {
  const name = fill(flowsText.scenarioTest, { name: scenarios[index]?.name ?? '' });
  const item = within(list())
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name));
  if (!item) throw new Error(`no scenario item ${name}`);
  return item;
};
const followed = (snapshot: AnyMachineSnapshot) => itemOf(context(snapshot).scenario ?? -1);
const progress = (snapshot: AnyMachineSnapshot) => within(followed(snapshot)).getByRole('status');
const totalOf = (snapshot: AnyMachineSnapshot) => (context(snapshot).steps.length || 1) - 1;
const atText = (snapshot: AnyMachineSnapshot) =>
  fill(flowsText.scenarioStep, { n: context(snapshot).at, total: totalOf(snapshot) });
const button = (snapshot: AnyMachineSnapshot, name: string) =>
  within(followed(snapshot)).getByRole('button', { name });

/** The live copy's real view: 收藏中… once the scenario's first step is taken, the server's msg after the second. */
function expectCopyAt(snapshot: AnyMachineSnapshot, at = context(snapshot).at) {
  const { scenario } = context(snapshot);
  const current = within(screen.getByRole('region', { name: flowsText.flowsLive })).getAllByRole('status')[0];
  const view = screen.getByRole('region', { name: flowsText.flowsView });
  if (at === 0) {
    expect(within(view).getByRole('button', { name: labels.favourite })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(current).toHaveTextContent('无提示');
  } else if (at === 1) {
    expect(within(view).getByRole('button', { name: laterText.favouriting })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(current).toHaveTextContent('正在收藏');
  } else if (scenario === 0) {
    expect(within(view).getByRole('status')).toHaveTextContent('收藏成功');
    expect(current).toHaveTextContent('已收藏');
  }
}

const stateAssertions: Record<string, (state: AnyMachineSnapshot) => void> = {
  'scenarioPlayer.free': () => {
    expect(within(list()).getAllByRole('listitem')).toHaveLength(scenarios.length);
    expect(within(list()).queryByRole('button', { name: flowsText.scenarioNext })).toBeNull();
    expect(within(list()).getAllByRole('button', { name: flowsText.scenarioShow })).toHaveLength(
      scenarios.length,
    );
  },
  'scenarioPlayer.following.waiting': (state) => {
    expect(followed(state)).toHaveAttribute('aria-current', 'step');
    expect(progress(state)).toHaveTextContent(atText(state));
    expect(button(state, flowsText.scenarioNext)).toBeEnabled();
    expect(button(state, flowsText.scenarioPrevious)).toHaveProperty('disabled', context(state).at === 0);
    expectCopyAt(state);
  },
  'scenarioPlayer.following.stepping': (state) => {
    expect(progress(state)).toHaveTextContent(
      fill(flowsText.scenarioStepping, { n: context(state).at + 1, total: totalOf(state) }),
    );
    expect(button(state, flowsText.scenarioNext)).toBeDisabled();
  },
  'scenarioPlayer.following.ended': (state) => {
    expect(progress(state)).toHaveTextContent(`${atText(state)}${flowsText.scenarioEnded}`);
    expect(button(state, flowsText.scenarioNext)).toBeDisabled();
    expectCopyAt(state);
  },
  'scenarioPlayer.following.stuck': (state) => {
    const reason = context(state).refusal?.reason;
    const n = context(state).at + 1;
    const alert = within(followed(state)).getByRole('alert');
    if (reason === 'noMove')
      expect(alert).toHaveTextContent(fill(flowsText.scenarioNoMove, { n, event: '收藏商品（已登录）' }));
    else
      expect(alert).toHaveTextContent(
        fill(flowsText.scenarioElsewhere, {
          n,
          event: '收藏商品（已登录）',
          actual: '正在收藏',
          expected: '无提示',
        }),
      );
    expect(button(state, flowsText.scenarioNext)).toBeDisabled();
    // a step that ended elsewhere was taken: the copy stays where it landed, for the owner to see
    expectCopyAt(state, reason === 'elsewhere' ? n : n - 1);
  },
};

type Gesture = (event: ModelEvent, harness: undefined, after: AnyMachineSnapshot) => Promise<void>;
/** A step the gate lets through: the player shows where the copy is once it is there. */
const openGate: Gesture = async (_event, _harness, after) => {
  expect(gates).toHaveLength(1);
  await act(async () => gates.shift()?.());
  await waitFor(() => {
    if (after.matches({ following: 'stuck' }))
      expect(within(followed(after)).getByRole('alert')).toBeVisible();
    else expect(progress(after)).toHaveTextContent(atText(after));
  });
};
const click =
  (name: string): Gesture =>
  async (_event, _harness, after) => {
    await userEvent.click(within(list()).getByRole('button', { name }));
    // what the click leads to (a fresh copy after 重放 and 上一步) is on screen before the next step
    if (after.matches('following'))
      await waitFor(() => expect(followed(after)).toHaveAttribute('aria-current', 'step'));
  };

const gestures: Record<ModelEvent['type'], Gesture> = {
  'scenario.choose': async (event) => {
    const index = (event as { index: number }).index;
    await userEvent.click(within(itemOf(index)).getByRole('button', { name: flowsText.scenarioShow }));
  },
  'scenario.next': click(flowsText.scenarioNext),
  'scenario.back': async (event, harness, after) => {
    // Where the chart refuses 上一步 (hasTaken: no step taken yet), the buyer cannot press it.
    const before = live.snapshots.get(scenarioPlayerMachine.id);
    if (before && !before.can(event)) {
      expect(button(after, flowsText.scenarioPrevious)).toBeDisabled();
      return;
    }
    await click(flowsText.scenarioPrevious)(event, harness, after);
  },
  'scenario.replay': click(flowsText.scenarioReplay),
  'scenario.close': click(flowsText.scenarioClose),
  'copy.reset': async () => {
    await userEvent.click(
      within(screen.getByRole('region', { name: flowsText.flowsLive })).getByRole('button', {
        name: flowsText.flowsReset,
      }),
    );
  },
  'xstate.done.actor.takeStep': openGate,
  'xstate.error.actor.takeStep': openGate,
};

async function renderPlayer(player: MakePlayer = pacedPlayer) {
  gates.length = 0;
  resetLive();
  render(<LiveFlow flow={flow} tested={tested} player={player} />);
  // the diagram (laid out by ELK) lands before the path starts, so its arrival is awaited here
  await screen.findByRole(
    'group',
    { name: fill(flowsText.flowsDiagram, { name: flow.name }) },
    { timeout: 15_000 },
  );
}

describe('scenarioPlayer model', { timeout: 30_000 }, () => {
  it('covers every state and transition of the machine', () => {
    expectFullCoverage(scenarioPlayerMachine, paths);
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(scenarioPlayerMachine).sort());
  });

  // Written out, not generated: the generated paths' assertions read the step and the copy's place
  // from the path's own snapshot, which a mutated machine computes too (docs/MUTATION.md).
  it('steps back and replays on a fresh copy, and 重新开始 gives a fresh copy, written out', async () => {
    await renderPlayer();
    const status = () => within(itemOf(0)).getByRole('status');
    const copyNow = () =>
      within(screen.getByRole('region', { name: flowsText.flowsLive })).getAllByRole('status')[0];
    const press = (name: string) => userEvent.click(within(list()).getByRole('button', { name }));
    const letStepThrough = async () => {
      await waitFor(() => expect(gates).toHaveLength(1));
      await act(async () => gates.shift()?.());
    };
    await userEvent.click(within(itemOf(0)).getByRole('button', { name: flowsText.scenarioShow }));
    await press(flowsText.scenarioNext);
    await letStepThrough();
    await press(flowsText.scenarioNext);
    await letStepThrough();
    await waitFor(() => expect(status()).toHaveTextContent(`第 2 / 2 步${flowsText.scenarioEnded}`));
    expect(copyNow()).toHaveTextContent('已收藏');

    // 上一步: a fresh copy walks again to step 1
    await press(flowsText.scenarioPrevious);
    await letStepThrough();
    await waitFor(() => expect(status()).toHaveTextContent('第 1 / 2 步'));
    expect(copyNow()).toHaveTextContent('正在收藏');
    await press(flowsText.scenarioPrevious);
    await waitFor(() => expect(status()).toHaveTextContent('第 0 / 2 步'));
    expect(copyNow()).toHaveTextContent('无提示');
    expect(gates).toHaveLength(0);

    await press(flowsText.scenarioNext);
    await letStepThrough();
    await waitFor(() => expect(status()).toHaveTextContent('第 1 / 2 步'));
    // 重放: a fresh copy back at the start
    await press(flowsText.scenarioReplay);
    await waitFor(() => expect(status()).toHaveTextContent('第 0 / 2 步'));
    expect(copyNow()).toHaveTextContent('无提示');

    await press(flowsText.scenarioNext);
    await letStepThrough();
    await waitFor(() => expect(copyNow()).toHaveTextContent('正在收藏'));
    // 不再标出: the copy stays where it is; 重新开始 then gives a fresh one
    await press(flowsText.scenarioClose);
    expect(within(list()).queryByRole('button', { name: flowsText.scenarioNext })).toBeNull();
    expect(copyNow()).toHaveTextContent('正在收藏');
    await userEvent.click(
      within(screen.getByRole('region', { name: flowsText.flowsLive })).getByRole('button', {
        name: flowsText.flowsReset,
      }),
    );
    await waitFor(() => expect(copyNow()).toHaveTextContent('无提示'));
  });

  it('offers 上一步 after a step the copy cannot take, back to the last step it took, written out', async () => {
    await renderPlayer();
    const press = (name: string) => userEvent.click(within(itemOf(1)).getByRole('button', { name }));
    const letStepThrough = async () => {
      await waitFor(() => expect(gates).toHaveLength(1));
      await act(async () => gates.shift()?.());
    };
    await userEvent.click(within(itemOf(1)).getByRole('button', { name: flowsText.scenarioShow }));
    await press(flowsText.scenarioNext);
    await letStepThrough();
    await press(flowsText.scenarioNext);
    await letStepThrough();
    await waitFor(() => expect(within(itemOf(1)).getByRole('alert')).toBeVisible());
    expect(within(itemOf(1)).getByRole('button', { name: flowsText.scenarioPrevious })).toBeEnabled();
  });

  // Written out: the generated paths refuse a step only with the step taker's own reasons; a step
  // that fails otherwise (the copy's code threw) is said as a step the copy could not take.
  it('says the copy could not take the step when taking it fails without a reason, written out', async () => {
    const failingPlayer: MakePlayer = (_flow, _calls, copy) =>
      observed(
        scenarioPlayerMachine.provide({
          actors: {
            copy,
            takeStep: fromPromise<void, TakeStepInput>(async () => {
              throw new Error('the copy broke');
            }),
          },
        }),
      );
    await renderPlayer(failingPlayer);
    await userEvent.click(within(itemOf(0)).getByRole('button', { name: flowsText.scenarioShow }));
    await userEvent.click(within(itemOf(0)).getByRole('button', { name: flowsText.scenarioNext }));
    const alert = await within(itemOf(0)).findByRole('alert');
    const [noMove] = flowsText.scenarioNoMove.replace('{n}', '1').split('（');
    expect(alert).toHaveTextContent(noMove ?? '');
    expect(alert).toHaveTextContent(flowsText.scenarioNoMove.split('：')[1] ?? '');
    expect(within(itemOf(0)).getByRole('button', { name: flowsText.scenarioNext })).toBeDisabled();
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      await renderPlayer();
      await runPath(path as never, stateAssertions, gestures as never);
    });
  }
});
