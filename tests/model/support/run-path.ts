/**
 * The executed half of DESIGN.md's model tests, shared by every tests/model file.
 *
 * `modelOf` builds a TestModel whose state keys are the machine's leaf state ids
 * ('detailPage.ready.supplier.loaded'). Without a `stateMatcher`, `new TestModel` matches only
 * the key '*', so per-state assertions would silently never run: `runPath` therefore also
 * checks that every state a path passes through was asserted at least once.
 */
import { expect } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, createActor, type EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';

type Snapshot = AnyMachineSnapshot;

/** A state id of the machine ('m.a.b') as the value path snapshot.matches() takes ('a.b'). */
function statePath(machine: AnyStateMachine, id: string): string {
  return id.startsWith(`${machine.id}.`) ? id.slice(machine.id.length + 1) : id;
}

export function modelOf<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  machine: TMachine,
  events: readonly TEvent[],
  /** the machine's input, for machines whose guards read it while paths are generated */
  input?: unknown,
  options: {
    /**
     * What makes two snapshots the same state for path generation. By default the whole
     * snapshot (value and context) counts; a machine whose context holds data that varies along
     * a path (a count, an order number) names what matters, or the shortest paths multiply.
     */
    serializeState?: (snapshot: Snapshot) => string;
    /**
     * What the page lets the buyer do beyond what the chart can take: a button that is not on
     * screen yet (the purchase buttons wait for the supplier) cannot be pressed.
     */
    offered?: (snapshot: Snapshot, event: TEvent) => boolean;
  } = {},
) {
  const { serializeState, offered = () => true } = options;
  const model = new TestModel(machine, {
    input,
    ...(serializeState && { serializeState }),
    // Only what the state can take: a call that is not pending cannot answer.
    events: (snapshot: Snapshot) =>
      events.filter((event) => snapshot.can(event) && offered(snapshot, event)) as never,
    stateMatcher: (snapshot: Snapshot, key: string) => snapshot.matches(statePath(machine, key) as never),
  } as never);
  // getPathsFromEvents ignores the model's options and starts from a snapshot made without the
  // input, so it is given the input's initial snapshot (an unstarted actor runs nothing).
  const fromState = createActor(machine, { input } as never).getSnapshot();
  const fromEvents = model.getPathsFromEvents.bind(model);
  model.getPathsFromEvents = (events, options) =>
    fromEvents(events, { input, fromState, ...options } as never);
  return model;
}

export interface PathLikeTest<E extends EventObject> {
  steps: ReadonlyArray<{ state: Snapshot; event: E }>;
  test(params: {
    states: Record<string, (state: Snapshot) => Promise<void> | void>;
    events: Record<string, (step: { event: E; state: Snapshot }) => Promise<void>>;
  }): Promise<unknown>;
}

/**
 * Runs one generated path: each event as its gesture, each state through its assertions. An
 * assertion is given the path's snapshot and a gesture the snapshot its event leads to, for the
 * tests whose expectations are data in context (quantities, the shown item).
 */
export async function runPath<E extends EventObject, C = undefined>(
  path: PathLikeTest<E>,
  stateAssertions: Record<string, (state: Snapshot) => Promise<void> | void>,
  gestures: Record<string, (event: E, harness: C, after: Snapshot) => Promise<void>>,
  /** what the gestures play with: the test's deferred actors, its router */
  harness?: C,
) {
  const asserted = new Set<Snapshot>();
  await path.test({
    states: Object.fromEntries(
      Object.entries(stateAssertions).map(([id, assert]) => [
        id,
        async (state: Snapshot) => {
          asserted.add(state);
          await assert(state);
        },
      ]),
    ),
    events: Object.fromEntries(
      Object.entries(gestures).map(([type, exec]) => [
        type,
        (step: { event: E; state: Snapshot }) => exec(step.event, harness as C, step.state),
      ]),
    ),
  });
  const unasserted = path.steps.filter((step) => !asserted.has(step.state)).map((step) => step.state.value);
  expect(unasserted, 'states of the path that no assertion looked at').toEqual([]);
}
