/**
 * Coverage of a machine by generated paths, measured against the machine's own graph: every
 * state node and every transition definition it declares (no hand-kept counts). A transition is
 * known by its source state, event type and its index among that event's candidates (guards).
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

const transitionKey = (sourceId: string, eventType: string, index: number) =>
  `${sourceId} ▸ ${eventType} #${index}`;

export function transitionKeys(machine: AnyStateMachine): string[] {
  return walk(machine.root).flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, defs]) =>
      defs.map((_, index) => transitionKey(node.id, eventType, index)),
    ),
  );
}

/** The states and transitions a set of paths goes through. */
export function visited(machine: AnyStateMachine, paths: PathLike[]) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const allNodes = walk(machine.root);
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      states.add(machine.root.id);
      for (const node of allNodes)
        if (node.path.length > 0 && step.state.matches(node.path.join('.'))) states.add(node.id);
      const previous = path.steps[i - 1]?.state;
      if (!previous) return;
      for (const def of machine.getTransitionData(previous as never, step.event)) {
        const candidates = def.source.transitions.get(def.eventType) ?? [];
        transitions.add(transitionKey(def.source.id, def.eventType, candidates.indexOf(def)));
      }
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
