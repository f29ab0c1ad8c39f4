/**
 * Coverage of a machine by generated paths, measured against the machine's own graph: every
 * state node and every transition definition it declares (no hand-kept counts), each by its key
 * from src/flows/transition-key.ts (the one the scenario player and /flows use).
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { ALWAYS, definitionKey, stateNodesOf, transitionKey, transitionKeys } from '@/flows/transition-key';

export interface PathLike {
  steps: ReadonlyArray<{ state: AnyMachineSnapshot; event: EventObject }>;
}

const walk = stateNodesOf;

export function stateIds(machine: AnyStateMachine): string[] {
  return walk(machine.root).map((node) => node.id);
}

export function leafStateIds(machine: AnyStateMachine): string[] {
  return walk(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);
}

export { transitionKeys };

const isActive = (state: AnyMachineSnapshot, node: AnyStateNode) =>
  node.path.length === 0 || state.matches(node.path.join('.') as never);

/** A node and the initial descendants entering it enters with it. */
function withInitial(node: AnyStateNode): AnyStateNode[] {
  if (node.type === 'parallel')
    return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(withInitial)];
  const first = node.initial?.target?.[0] as AnyStateNode | undefined;
  return first ? [node, ...withInitial(first)] : [node];
}

/**
 * The eventless transitions a step took: an entered node with an `always` whose target is active
 * after the step while the node itself is not (the step passed through it). The graph traversal
 * reports only the resulting state, so this is read off what was entered and where it ended.
 */
function alwaysTaken(entered: AnyStateNode[], state: AnyMachineSnapshot): string[] {
  const taken: string[] = [];
  const queue = entered.flatMap(withInitial);
  const looked = new Set<AnyStateNode>();
  for (let node = queue.shift(); node; node = queue.shift()) {
    if (looked.has(node)) continue;
    looked.add(node);
    (node.always ?? []).forEach((def, index) => {
      const targets = (def.target ?? []) as AnyStateNode[];
      if (isActive(state, node) || !targets.some((target) => isActive(state, target))) return;
      taken.push(transitionKey(node.id, ALWAYS, index));
      // what that transition entered may pass on at once too (the page starting ready with its card)
      queue.push(...targets.flatMap(withInitial));
    });
  }
  return taken;
}

/**
 * The transitions one step takes: from `previous` (none for the start), `event` leads to `state`.
 * Each transition definition the event selects, and each eventless one passed through on the way.
 */
export function transitionsOfStep(
  machine: AnyStateMachine,
  previous: AnyMachineSnapshot | undefined,
  event: EventObject,
  state: AnyMachineSnapshot,
): string[] {
  if (!previous) return alwaysTaken([machine.root], state);
  const keys: string[] = [];
  const entered: AnyStateNode[] = [];
  for (const def of machine.getTransitionData(previous as never, event)) {
    keys.push(definitionKey(def));
    entered.push(...((def.target ?? []) as AnyStateNode[]));
  }
  return [...keys, ...alwaysTaken(entered, state)];
}

/**
 * Where a guard can fail with nothing else to take: an event type whose every candidate on a
 * state is guarded. Refusing it is behaviour too (找相似 without a cover does nothing). Where a
 * parent state takes the same event unguarded, the guards' no is never a refusal: the parent's
 * transition is taken (a transition of its own, covered as such).
 */
export function refusalKeys(machine: AnyStateMachine): string[] {
  const takenByParent = (node: AnyStateNode, type: string) => {
    for (let parent = node.parent; parent; parent = parent.parent)
      if (parent.transitions.get(type)?.some((def) => !def.guard)) return true;
    return false;
  };
  return walk(machine.root).flatMap((node) =>
    [...node.transitions.entries()]
      .filter(
        ([type, defs]) =>
          !type.startsWith('xstate.') && defs.every((def) => def.guard) && !takenByParent(node, type),
      )
      .map(([type]) => `${node.id} ▸ ${type} ✗`),
  );
}

/** The refusals a step is: the event selects no transition while active states declare it guarded. */
export function refusalsOfStep(
  machine: AnyStateMachine,
  previous: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  if (machine.getTransitionData(previous as never, event).length > 0) return [];
  const keys = new Set(refusalKeys(machine));
  return activeStateIds(machine, previous)
    .map((id) => `${id} ▸ ${event.type} ✗`)
    .filter((key) => keys.has(key));
}

/** The ids of every state node active in a snapshot. */
export function activeStateIds(machine: AnyStateMachine, state: AnyMachineSnapshot): string[] {
  return walk(machine.root)
    .filter((node) => isActive(state, node))
    .map((node) => node.id);
}

/** The states and transitions a set of paths goes through. */
export function visited(machine: AnyStateMachine, paths: PathLike[]) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const refusals = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      for (const id of activeStateIds(machine, step.state)) states.add(id);
      const previous = path.steps[i - 1]?.state;
      for (const key of transitionsOfStep(machine, previous, step.event, step.state)) transitions.add(key);
      if (previous) for (const key of refusalsOfStep(machine, previous, step.event)) refusals.add(key);
    });
  }
  return { states, transitions, refusals };
}

/** What the paths missed: [] and [] when every state and transition is covered. */
export function missed(machine: AnyStateMachine, paths: PathLike[]) {
  const seen = visited(machine, paths);
  return {
    states: stateIds(machine).filter((id) => !seen.states.has(id)),
    transitions: transitionKeys(machine).filter((key) => !seen.transitions.has(key)),
  };
}
