/**
 * Coverage of a machine by generated paths, measured against the machine's own graph: every
 * state node and every transition definition it declares (no hand-kept counts). A transition is
 * known by its source state, event type and its index among that event's candidates (guards);
 * an eventless (`always`) transition by its source and its index among the source's `always`.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';

export interface PathLike {
  steps: ReadonlyArray<{ state: AnyMachineSnapshot; event: EventObject }>;
}

function walk(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(walk)];
}

export function stateIds(machine: AnyStateMachine): string[] {
  return walk(machine.root).map((node) => node.id);
}

export function leafStateIds(machine: AnyStateMachine): string[] {
  return walk(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);
}

const ALWAYS = '(always)';

const transitionKey = (sourceId: string, eventType: string, index: number) =>
  `${sourceId} ▸ ${eventType} #${index}`;

export function transitionKeys(machine: AnyStateMachine): string[] {
  return walk(machine.root).flatMap((node) => [
    ...[...node.transitions.entries()].flatMap(([eventType, defs]) =>
      defs.map((_, index) => transitionKey(node.id, eventType, index)),
    ),
    ...(node.always ?? []).map((_, index) => transitionKey(node.id, ALWAYS, index)),
  ]);
}

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

/** The states and transitions a set of paths goes through. */
export function visited(machine: AnyStateMachine, paths: PathLike[]) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const allNodes = walk(machine.root);
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      for (const node of allNodes) if (isActive(step.state, node)) states.add(node.id);
      const previous = path.steps[i - 1]?.state;
      if (!previous) {
        for (const key of alwaysTaken([machine.root], step.state)) transitions.add(key);
        return;
      }
      const entered: AnyStateNode[] = [];
      for (const def of machine.getTransitionData(previous as never, step.event)) {
        const candidates = def.source.transitions.get(def.eventType) ?? [];
        transitions.add(transitionKey(def.source.id, def.eventType, candidates.indexOf(def)));
        entered.push(...((def.target ?? []) as AnyStateNode[]));
      }
      for (const key of alwaysTaken(entered, step.state)) transitions.add(key);
    });
  }
  return { states, transitions };
}

/** What the paths missed: [] and [] when every state and transition is covered. */
export function missed(machine: AnyStateMachine, paths: PathLike[]) {
  const seen = visited(machine, paths);
  return {
    states: stateIds(machine).filter((id) => !seen.states.has(id)),
    transitions: transitionKeys(machine).filter((key) => !seen.transitions.has(key)),
  };
}
