/**
 * The executed half of DESIGN.md's model tests, shared by every tests/model file.
 *
 * `modelOf` builds a TestModel whose state keys are the machine's leaf state ids
 * ('detailPage.ready.supplier.loaded'). Without a `stateMatcher`, `new TestModel` matches only
 * the key '*', so per-state assertions would silently never run: `runPath` therefore also
 * checks that every state a path passes through was asserted at least once.
 */
import { expect } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventObject,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import { refusalsOfStep } from './graph-coverage';
import { live } from './live-actor';
import { transitionCover } from './transition-cover';

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
    /**
     * Also play the listed events a guard refuses where the state declares them guarded only
     * (support/graph-coverage.ts refusalKeys): for tests whose gestures show a refusal.
     */
    refusals?: boolean;
    /**
     * Play exactly the listed events: for a model that covers one part of a machine on purpose
     * (another model of the same test plays the rest). By default every event type the machine
     * declares and the list lacks is added bare, so a new transition is generated untouched.
     */
    onlyListed?: boolean;
  } = {},
) {
  const { serializeState, offered = () => true, refusals = false, onlyListed = false } = options;
  const playable = onlyListed ? [...events] : withEveryPlainEvent(machine, events);
  const can = (snapshot: Snapshot, event: TEvent) => {
    try {
      // Not snapshot.can(): it says no to a transition with neither target nor action (a
      // watcher's error that only stops listening), which is still a transition to cross.
      const takes =
        machine.getTransitionData(snapshot as never, event).length > 0 ||
        (refusals && refusalsOfStep(machine, snapshot, event).length > 0);
      return takes && offered(snapshot, event);
    } catch {
      // a guard that reads a payload the added plain event lacks: that event needs one in the list
      return false;
    }
  };
  const model = new TestModel(machine, {
    input,
    ...(serializeState && { serializeState }),
    // Only what the state can take: a call that is not pending cannot answer.
    events: (snapshot: Snapshot) => playable.filter((event) => can(snapshot, event)) as never,
    stateMatcher: (snapshot: Snapshot, key: string) => snapshot.matches(statePath(machine, key) as never),
  } as never);
  // getPathsFromEvents ignores the model's options and starts from a snapshot made without the
  // input, so it is given the input's initial snapshot (an unstarted actor runs nothing).
  const fromState = createActor(machine, { input } as never).getSnapshot();
  const fromEvents = model.getPathsFromEvents.bind(model);
  model.getPathsFromEvents = (events, options) =>
    fromEvents(events, { input, fromState, ...options } as never);
  const generated = (lists: TEvent[][]) =>
    lists.flatMap((list) => model.getPathsFromEvents(list as never)) as GeneratedPath<TEvent>[];
  return Object.assign(model, {
    /**
     * The paths that cross every transition reachable with the model's events
     * (support/transition-cover.ts): the generated half of every model test.
     */
    transitionCover: () =>
      generated(
        transitionCover(machine, {
          input,
          fromState,
          events: (snapshot) => playable.filter((event) => can(snapshot, event)),
          ...(serializeState && { serializeState }),
        }),
      ),
    /**
     * A hand-written path, for what generation cannot reach: it says why, and the state it must
     * end in (checked by expectFullCoverage, and on the live actor by runPath's step check).
     */
    journey: (journey: Journey<TEvent>): JourneyPath<TEvent> => {
      const [path] = model.getPathsFromEvents(journey.events as never) as GeneratedPath<TEvent>[];
      if (!path) throw new Error(`journey "${journey.why}" gave no path`);
      return Object.assign(path, { journey: { why: journey.why, ends: journey.ends } });
    },
  });
}

export interface Journey<E extends EventObject> {
  /** why generation does not reach what this path walks */
  why: string;
  /** the state id the path must end in ('favourite.idle.saved') */
  ends: string;
  events: E[];
}

export interface GeneratedPath<E extends EventObject> extends PathLikeTest<E> {
  state: Snapshot;
}
export type JourneyPath<E extends EventObject> = GeneratedPath<E> & {
  journey: { why: string; ends: string };
};

/**
 * The events the test lists, plus a bare `{ type }` for every event type the machine declares and
 * the list lacks (its own delayed events included): a transition added to a machine is generated
 * without editing the test, and a missing gesture or payload fails loudly instead of silently.
 */
function withEveryPlainEvent<E extends EventObject>(machine: AnyStateMachine, events: readonly E[]): E[] {
  const listed = new Set(events.map((event) => event.type));
  const declared = new Set<string>();
  const walk = (node: AnyStateNode) => {
    for (const type of node.transitions.keys()) declared.add(type);
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) walk(child);
  };
  walk(machine.root);
  const missing = [...declared].filter(
    (type) =>
      !listed.has(type) &&
      type !== '*' &&
      !type.endsWith('.*') &&
      (!type.startsWith('xstate.') || type.startsWith('xstate.after.')),
  );
  return [...events, ...missing.map((type) => ({ type }) as E)];
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
  options: {
    /**
     * false for a chart that is the test's own model of a page (buyer-journey's), with no actor
     * of its own on screen: its steps are checked on the screen only.
     */
    liveActor?: boolean;
  } = {},
) {
  const asserted = new Set<Snapshot>();
  const missingGestures = [
    ...new Set(path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init')),
  ].filter((type) => !(type in gestures));
  expect(missingGestures, 'events of the path that no gesture plays').toEqual([]);
  /** Each step checked twice: the live actor is where the path says, then the view (below). */
  const expectLive = (state: Snapshot) => {
    const actual = live.snapshots.get(state.machine.id);
    expect(actual, `the screen's ${state.machine.id} actor, seen through inspectLive`).toBeDefined();
    expect(actual?.value, 'the live actor is in the state the path says').toEqual(state.value);
  };
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
        async (step: { event: E; state: Snapshot }) => {
          await exec(step.event, harness as C, step.state);
          if (options.liveActor !== false) expectLive(step.state);
        },
      ]),
    ),
  });
  const unasserted = path.steps.filter((step) => !asserted.has(step.state)).map((step) => step.state.value);
  expect(unasserted, 'states of the path that no assertion looked at').toEqual([]);
  const journey = (path as { journey?: { ends: string } }).journey;
  const last = path.steps.at(-1)?.state;
  if (journey && last)
    expect(
      last.matches(statePath(last.machine, journey.ends) as never),
      `the journey ends in ${journey.ends}`,
    ).toBe(true);
}
