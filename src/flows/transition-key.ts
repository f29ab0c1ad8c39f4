/**
 * How a statechart's transitions are named, in one place for the model tests' coverage, the
 * scenario player and the /flows diagrams (issue 22 item 5: three walkers built the same key).
 * A transition definition is known by its source state, its event type and its index among that
 * event's candidates (guards); an eventless (`always`) one by its source and its index among the
 * source's `always` list: `<source id> ▸ <event type> #<index>`.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** The event-type part of an eventless transition's key. */
export const ALWAYS = 'always';

export const transitionKey = (sourceId: string, eventType: string, index: number) =>
  `${sourceId} ▸ ${eventType} #${index}`;

/** A state node and all its descendants, document order (a parent before its children). */
export function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(stateNodesOf)];
}

/** The key of a definition taken on an event (as getTransitionData returns them). */
export function definitionKey(def: AnyTransitionDefinition): string {
  const candidates = def.source.transitions.get(def.eventType) ?? [];
  return transitionKey(def.source.id, def.eventType, candidates.indexOf(def));
}

/** Every transition definition one state node declares: its events' candidates, then its `always`. */
export function nodeTransitions(
  node: AnyStateNode,
): Array<{ key: string; eventType: string; def: AnyTransitionDefinition }> {
  return [
    ...[...node.transitions.entries()].flatMap(([eventType, defs]) =>
      defs.map((def, index) => ({ key: transitionKey(node.id, eventType, index), eventType, def })),
    ),
    ...(node.always ?? []).map((def, index) => ({
      key: transitionKey(node.id, ALWAYS, index),
      eventType: '',
      def,
    })),
  ];
}

/** Every transition definition of a machine, by key. */
export function transitionKeys(machine: AnyStateMachine): string[] {
  return stateNodesOf(machine.root).flatMap((node) => nodeTransitions(node).map(({ key }) => key));
}
