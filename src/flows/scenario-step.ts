/**
 * One step of a test scenario, played on /flows' live copy (issue 21 item 6). The scenarios keep
 * only each step's event type and the transitions it crossed (src/flows/test-coverage.json), not
 * the test's payloads: so the step is played with what the live copy offers a product owner, the
 * registry's sample events and demo answers, choosing the one that crosses the same transitions.
 * After it, the copy must be in the states the test recorded. Whatever cannot be matched is
 * refused with its reason (the scenario player shows it), never faked.
 */
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  fromPromise,
  waitFor,
} from 'xstate';
import type { StepRefusal, TakeStepInput } from '@/machines/scenario-player.machine';
import type { AnyFlow, DemoCalls, DemoOutcome } from './flow';
import type { ScenarioStep } from './test-coverage';
import { definitionKey, stateNodesOf } from './transition-key';

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';

/** How the copy is made to take a step: an event sent to it, or a waiting call answered. */
export type StepMove =
  | { kind: 'send'; event: EventObject }
  | { kind: 'settle'; id: string; outcome: DemoOutcome; event: EventObject };

/** The transitions `event` selects in `snapshot`, keyed as the model tests record them. */
export function transitionsTaken(
  logic: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  try {
    return logic.getTransitionData(snapshot as never, event).map(definitionKey);
  } catch {
    // a guard reading a payload the bare event lacks: this candidate does not take the step
    return [];
  }
}

/** Whether the copy takes no transition for `event` (and its guards can read the event at all). */
function refuses(logic: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  try {
    return logic.getTransitionData(snapshot as never, event).length === 0;
  } catch {
    // a guard that cannot read the bare event: sent, it would throw, not be refused
    return false;
  }
}

/** The innermost states active in a snapshot, by id, as the scenarios list them. */
export function innermostStateIds(logic: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  const active = stateNodesOf(logic.root)
    .filter((node) => node.path.length === 0 || snapshot.matches(node.path.join('.') as never))
    .map((node) => node.id);
  return active.filter((id) => !active.some((other) => other.startsWith(`${id}.`)));
}

/** The ways the live copy could take a step of this event type: samples, a bare event, demo answers. */
function candidates(flow: AnyFlow, snapshot: AnyMachineSnapshot, type: string): StepMove[] {
  for (const [prefix, ok] of [
    [DONE_ACTOR, true],
    [ERROR_ACTOR, false],
  ] as const) {
    if (!type.startsWith(prefix)) continue;
    const id = type.slice(prefix.length);
    return (flow.outcomes?.[id] ?? [])
      .filter((outcome) => outcome.ok === ok)
      .map((outcome) => ({
        kind: 'settle' as const,
        id,
        outcome,
        event: outcome.ok
          ? { type, output: outcome.output, actorId: id }
          : { type, error: outcome.error, actorId: id },
      }));
  }
  const samples = (flow.samples?.(snapshot as never) ?? [])
    .map((sample) => sample.event as EventObject)
    .filter((event) => event.type === type);
  return [...samples, { type }].map((event) => ({ kind: 'send' as const, event }));
}

/**
 * The move that takes `step` from `snapshot`: the first candidate whose transitions are all among
 * those the test crossed (eventless ones it passed through are found after, in the states). A step
 * that crossed none is a refusal the test played (every guard said no): a candidate the copy
 * refuses there too. Null when the demo offers none.
 */
export function moveFor(
  flow: AnyFlow,
  logic: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  step: ScenarioStep,
): StepMove | null {
  const crossed = new Set(step.transitions);
  const moves = candidates(flow, snapshot, step.event);
  // A step that crossed no transition is an event a guard refused (the model tests walk those
  // too): it is played with a candidate the copy refuses likewise, which changes nothing.
  if (crossed.size === 0)
    return moves.find((move) => move.kind === 'send' && refuses(logic, snapshot, move.event)) ?? null;
  return (
    moves.find((move) => {
      const keys = transitionsTaken(logic, snapshot, move.event);
      return keys.length > 0 && keys.every((key) => crossed.has(key));
    }) ?? null
  );
}

const sameStates = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * Plays `step` on the copy and checks where the copy landed. A demo answer is asynchronous (the
 * waiting promise settles, then its done event arrives), so it waits for the copy's next snapshot;
 * leaving the step (重放, 不再标出) aborts the wait. Throws a StepRefusal when it cannot.
 */
export async function takeStep(
  flow: AnyFlow,
  calls: DemoCalls,
  { copy, step }: TakeStepInput,
  signal: AbortSignal,
): Promise<void> {
  const logic = (copy as AnyActorRef & { logic: AnyStateMachine }).logic;
  const before = copy.getSnapshot() as AnyMachineSnapshot;
  const move = moveFor(flow, logic, before, step);
  if (!move) throw { reason: 'noMove' } satisfies StepRefusal;
  if (move.kind === 'send') copy.send(move.event);
  else if (!calls.settle(move.id, move.outcome)) throw { reason: 'noMove' } satisfies StepRefusal;
  // A sent event is taken at once; a settled call's done event arrives a few microtasks later.
  const after = (
    move.kind === 'send' ? copy.getSnapshot() : await waitFor(copy, (s) => s !== before, { signal })
  ) as AnyMachineSnapshot;
  const states = innermostStateIds(logic, after);
  if (!sameStates(states, step.states)) throw { reason: 'elsewhere', states } satisfies StepRefusal;
}

/** The scenario player's `takeStep` actor for one flow and its live copy's demo calls. */
export const stepTaker = (flow: AnyFlow, calls: DemoCalls) =>
  fromPromise<void, TakeStepInput>(({ input, signal }) => takeStep(flow, calls, input, signal));
