/**
 * scenario-player's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart is scenario-player.machine.ts beside it). Nothing here changes state.
 */
import type { ScenarioPlayerSnapshot, StepRefusal } from './scenario-player.machine';

/** What the scenario list shows: the scenario followed, its step, and what the buttons may do. */
export interface ScenarioPlayerView {
  scenario: number | null;
  /** steps taken by the copy, and the scenario's length in steps (without its start) */
  step: number;
  total: number;
  stepping: boolean;
  ended: boolean;
  refusal: (StepRefusal & { step: number; event: string }) | null;
  canNext: boolean;
  canBack: boolean;
}

export function toScenarioPlayerView(snapshot: ScenarioPlayerSnapshot): ScenarioPlayerView {
  const { scenario, steps, at, refusal } = snapshot.context;
  const stuck = snapshot.matches({ following: 'stuck' });
  return {
    scenario: snapshot.matches('following') ? scenario : null,
    step: at,
    total: Math.max(0, steps.length - 1),
    stepping: snapshot.matches({ following: 'stepping' }),
    ended: snapshot.matches({ following: 'ended' }),
    refusal: stuck && refusal ? { ...refusal, step: at + 1, event: steps[at + 1]?.event ?? '' } : null,
    canNext: snapshot.can({ type: 'scenario.next' }),
    canBack: snapshot.can({ type: 'scenario.back' }),
  };
}
