/**
 * A transition cover generated from a machine: event lists that, between them, cross every
 * transition the machine's graph can reach with the events the test can play.
 *
 * Shortest paths give one path per *state*, so a transition between two states already reached
 * (a retry, a loop back, a second way in) is never walked. Here the adjacency map of xstate/graph
 * (every state × every event it can take) is walked edge by edge: an edge that crosses a
 * transition no earlier path crossed gets a path of its own, the shortest way to its source and
 * then the edge; each event case the test lists is played at least once. Paths contained in a longer one are dropped. The cover grows with the number of
 * transitions, not with the product of parallel regions (gallery's media × window), which keying
 * every path by (state, event) would.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap, serializeSnapshot } from 'xstate/graph';
import { refusalsOfStep, transitionsOfStep } from './graph-coverage';

type Snapshot = AnyMachineSnapshot;

export interface CoverOptions<E extends EventObject> {
  input?: unknown;
  fromState: Snapshot;
  /** the events a state can take (already filtered to what the page offers) */
  events: (snapshot: Snapshot) => E[];
  /** what makes two snapshots the same node of the graph */
  serializeState?: (snapshot: Snapshot) => string;
}

export function transitionCover<E extends EventObject>(
  machine: AnyStateMachine,
  options: CoverOptions<E>,
): E[][] {
  const serialize = options.serializeState ?? ((snapshot: Snapshot) => serializeSnapshot(snapshot as never));
  const adjacency = getAdjacencyMap(machine, {
    input: options.input,
    fromState: options.fromState,
    events: options.events as never,
    serializeState: serialize as never,
  } as never) as Record<
    string,
    { state: Snapshot; transitions: Record<string, { event: E; state: Snapshot }> }
  >;
  const start = serialize(options.fromState);
  if (!adjacency[start]) return [];

  // Shortest event list to every node (breadth first), and every edge in that order.
  const route = new Map<string, E[]>([[start, []]]);
  const queue = [start];
  const edges: Array<{ from: string; event: E; crosses: string[] }> = [];
  while (queue.length > 0) {
    const from = queue.shift() as string;
    const node = adjacency[from];
    if (!node) continue;
    for (const { event, state } of Object.values(node.transitions)) {
      edges.push({ from, event, crosses: crossings(machine, node.state, event, state) });
      const to = serialize(state);
      if (!route.has(to)) {
        route.set(to, [...(route.get(from) ?? []), event]);
        queue.push(to);
      }
    }
  }

  /** What a list crosses, replayed along the map's own edges. */
  const crossedBy = (list: E[]) => {
    const keys = transitionsOfStep(machine, undefined, { type: 'xstate.init' }, options.fromState);
    let key = start;
    for (const event of list) {
      const node = adjacency[key];
      const edge = node && Object.values(node.transitions).find((t) => t.event === event);
      if (!node || !edge) break;
      keys.push(...crossings(machine, node.state, event, edge.state));
      key = serialize(edge.state);
    }
    return keys;
  };

  const crossed = new Set<string>(crossedBy([]));
  const lists: E[][] = [];
  for (const edge of edges) {
    if (edge.crosses.every((key) => crossed.has(key))) continue;
    const list = [...(route.get(edge.from) ?? []), edge.event];
    lists.push(list);
    for (const key of crossedBy(list)) crossed.add(key);
  }
  return withoutPrefixes(lists);
}

/**
 * The transitions a step crosses, and the event's case: two events of one type the test lists
 * (the server's 收藏成功 and 已收藏过该商品) are each played at least once.
 */
function crossings(machine: AnyStateMachine, from: Snapshot, event: EventObject, to: Snapshot): string[] {
  const keys = [...transitionsOfStep(machine, from, event, to), ...refusalsOfStep(machine, from, event)];
  return keys.length === 0 ? keys : [...keys, `case ${JSON.stringify(event)}`];
}

function withoutPrefixes<E>(lists: E[][]): E[][] {
  return lists.filter(
    (list, i) =>
      !lists.some(
        (other, j) => j !== i && other.length > list.length && list.every((event, k) => event === other[k]),
      ),
  );
}
