/**
 * What changed in a statechart between two versions, from the diagram's graphs of both: states
 * and transitions added or removed, and transitions whose target, guard or description changed.
 * `npm run flows:diff -- <ref>` draws it (added green, removed red, changed orange) and says it in
 * a Markdown summary; .ci/run prints that summary against the previous commit.
 */
import { fill } from '@/copy/copy';
import { flowsText as t } from '@/copy/flows-text';
import type { GraphEdge, GraphNode, StatechartGraph } from './statechart-graph';

export type Mark = 'added' | 'removed' | 'changed';

export interface Change {
  transition: string;
  what: 'target' | 'guard' | 'description';
  before: string;
  after: string;
}

export interface GraphDiff {
  machine: string;
  addedStates: string[];
  removedStates: string[];
  addedTransitions: string[];
  removedTransitions: string[];
  changed: Change[];
}

const byTransition = (graph: StatechartGraph | undefined) => {
  const map = new Map<string, GraphEdge[]>();
  for (const edge of graph?.edges ?? [])
    map.set(edge.transition, [...(map.get(edge.transition) ?? []), edge]);
  return map;
};

const targets = (edges: GraphEdge[]) =>
  edges
    .map((edge) => edge.target ?? t.diffStays)
    .sort()
    .join('、');

export function diffGraphs(
  machine: string,
  before: StatechartGraph | undefined,
  after: StatechartGraph | undefined,
): GraphDiff {
  const oldIds = new Set(before?.nodes.map((node) => node.id));
  const newIds = new Set(after?.nodes.map((node) => node.id));
  const oldEdges = byTransition(before);
  const newEdges = byTransition(after);
  const changed: Change[] = [];
  for (const [transition, edges] of newEdges) {
    const was = oldEdges.get(transition);
    const now = edges[0] as GraphEdge;
    const then = was?.[0];
    if (!was || !then) continue;
    if (targets(was) !== targets(edges))
      changed.push({ transition, what: 'target', before: targets(was), after: targets(edges) });
    if (then.guard !== now.guard)
      changed.push({
        transition,
        what: 'guard',
        before: then.guard ?? t.diffNoGuard,
        after: now.guard ?? t.diffNoGuard,
      });
    if (then.description !== now.description)
      changed.push({ transition, what: 'description', before: then.description, after: now.description });
  }
  return {
    machine,
    addedStates: [...newIds].filter((id) => !oldIds.has(id)),
    removedStates: [...oldIds].filter((id) => !newIds.has(id)),
    addedTransitions: [...newEdges.keys()].filter((key) => !oldEdges.has(key)),
    removedTransitions: [...oldEdges.keys()].filter((key) => !newEdges.has(key)),
    changed,
  };
}

export const isEmptyDiff = (diff: GraphDiff) =>
  diff.addedStates.length +
    diff.removedStates.length +
    diff.addedTransitions.length +
    diff.removedTransitions.length +
    diff.changed.length ===
  0;

/**
 * One graph holding both versions, for one drawing: the new graph, plus the states and
 * transitions only the old one had (under their old parents, when those are still there).
 */
export function unionGraph(before: StatechartGraph | undefined, after: StatechartGraph): StatechartGraph {
  const nodes: GraphNode[] = after.nodes.map((node) => ({ ...node, children: [...node.children] }));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  for (const node of before?.nodes ?? []) {
    if (byId.has(node.id)) continue;
    const parent = node.parent === null ? undefined : byId.get(node.parent);
    if (!parent) continue;
    const copy = { ...node, children: [...node.children] };
    parent.children.push(copy.id);
    nodes.push(copy);
    byId.set(copy.id, copy);
  }
  const edgeIds = new Set(after.edges.map((edge) => edge.id));
  const edges = [
    ...after.edges,
    ...(before?.edges ?? []).filter(
      (edge) =>
        !edgeIds.has(edge.id) && byId.has(edge.source) && (edge.target === null || byId.has(edge.target)),
    ),
  ];
  return { ...after, nodes, edges };
}

/** Which state or transition to draw how: the marks of the drawing. */
export function marksOf(diff: GraphDiff): {
  states: Record<string, Mark>;
  transitions: Record<string, Mark>;
} {
  const states: Record<string, Mark> = {};
  const transitions: Record<string, Mark> = {};
  for (const id of diff.addedStates) states[id] = 'added';
  for (const id of diff.removedStates) states[id] = 'removed';
  for (const key of diff.addedTransitions) transitions[key] = 'added';
  for (const key of diff.removedTransitions) transitions[key] = 'removed';
  for (const change of diff.changed) transitions[change.transition] ??= 'changed';
  return { states, transitions };
}

/** One machine's changes, in words, each with how it is drawn (the summary's lines, and /flows'). */
export function diffLines(diff: GraphDiff): Array<{ mark: Mark; text: string }> {
  const what = { target: t.diffTarget, guard: t.diffGuard, description: t.diffDescription } as const;
  return [
    ...diff.addedStates.map((id) => ({ mark: 'added' as const, text: fill(t.diffAddedState, { id }) })),
    ...diff.removedStates.map((id) => ({ mark: 'removed' as const, text: fill(t.diffRemovedState, { id }) })),
    ...diff.addedTransitions.map((id) => ({
      mark: 'added' as const,
      text: fill(t.diffAddedTransition, { id }),
    })),
    ...diff.removedTransitions.map((id) => ({
      mark: 'removed' as const,
      text: fill(t.diffRemovedTransition, { id }),
    })),
    ...diff.changed.map((change) => ({
      mark: 'changed' as const,
      text: fill(t.diffChanged, {
        id: change.transition,
        what: what[change.what],
        before: change.before,
        after: change.after,
      }),
    })),
  ];
}

/** The summary, in words, per machine. */
export function diffMarkdown(ref: string, diffs: GraphDiff[]): string {
  const changed = diffs.filter((diff) => !isEmptyDiff(diff));
  const lines = [fill(t.diffTitle, { ref }), ''];
  if (changed.length === 0) return `${[...lines, t.diffNone].join('\n')}\n`;
  for (const diff of changed)
    lines.push(`## ${diff.machine}`, '', ...diffLines(diff).map((line) => line.text), '');
  return `${lines.join('\n')}\n`;
}
