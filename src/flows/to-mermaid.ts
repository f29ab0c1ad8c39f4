/**
 * A statechart graph as Mermaid `stateDiagram-v2` text (docs/flows/<machine>.mmd): nested states
 * as composite states, parallel regions separated by `--`, every transition labelled
 * "<Chinese description> · <event>". Mermaid has no "from anywhere inside" arrow, so a transition
 * declared on a composite state starts at a 任一状态 state inside it, as in the SVG; a transition
 * that stays put is a self-loop.
 */
import {
  type GraphEdge,
  type GraphNode,
  isDescendant,
  nodesById,
  type StatechartGraph,
} from './statechart-graph';

/** Mermaid ids are plain words: the state's path joined by '_' (the root's is its machine id). */
function mermaidIds(graph: StatechartGraph): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const node of graph.nodes) {
    const base = (node.path.length === 0 ? [graph.machineId] : node.path).join('_').replace(/[^\w]/g, '_');
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
    taken.add(id);
    ids.set(node.id, id);
  }
  return ids;
}

/** Text Mermaid reads literally: no quotes, no line breaks, no ';' or '#' (its separators). */
const clean = (text: string) =>
  text
    .replace(/["\n\r]/g, ' ')
    .replace(/;/g, '；')
    .replace(/#/g, '＃')
    .trim();

const anyId = (mermaidId: string) => `${mermaidId}__any`;
/** The scope outside the root: where the root's own self-loops go. */
const TOP = '';

function edgeLabel(edge: GraphEdge): string {
  return clean(edge.guard ? `${edge.label} [${edge.guard}]` : edge.label);
}

/** The `stateDiagram-v2` text of `graph`; the root is drawn as a composite titled `title`. */
export function toMermaid(graph: StatechartGraph, title?: string): string {
  const byId = nodesById(graph);
  const ids = mermaidIds(graph);
  const idOf = (id: string) => ids.get(id) ?? id;
  const lines = ['stateDiagram-v2'];

  // Each transition is written inside the innermost state that holds both its ends.
  const holder = (edge: GraphEdge): string => {
    const ends = [edge.source, edge.target ?? edge.source];
    let candidate: string | null = byId.get(edge.source)?.parent ?? null;
    while (candidate !== null) {
      const at: string = candidate;
      if (ends.every((end) => end === at || isDescendant(graph, end, at))) return at;
      candidate = byId.get(at)?.parent ?? null;
    }
    return TOP;
  };
  const isContainer = (id: string) => (byId.get(id)?.children.length ?? 0) > 0;
  // A container's transition into itself or a child starts at the 任一状态 state inside it.
  const fromAnywhere = (edge: GraphEdge) =>
    edge.target !== null &&
    byId.get(edge.source)?.type === 'compound' &&
    (edge.target === edge.source || isDescendant(graph, edge.target, edge.source));
  const edgesIn = new Map<string, GraphEdge[]>();
  for (const edge of graph.edges) {
    const at = fromAnywhere(edge) ? edge.source : holder(edge);
    edgesIn.set(at, [...(edgesIn.get(at) ?? []), edge]);
  }

  const transitionLines = (scope: string, pad: string) =>
    (edgesIn.get(scope) ?? []).map((edge) => {
      const from = fromAnywhere(edge) ? anyId(idOf(edge.source)) : idOf(edge.source);
      const target = edge.target ?? edge.source;
      const to = fromAnywhere(edge) && target === edge.source ? from : idOf(target);
      return `${pad}${from} --> ${edge.target === null ? idOf(edge.source) : to} : ${edgeLabel(edge)}`;
    });

  const write = (node: GraphNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const id = idOf(node.id);
    const name = node.parent === null && title ? title : node.title;
    lines.push(`${pad}state "${clean(`${name} · ${node.key}`)}" as ${id}`);
    if (!isContainer(node.id)) return;
    lines.push(`${pad}state ${id} {`);
    const inner = `${pad}  `;
    const children = node.children.map((childId) => byId.get(childId)).filter((c) => c !== undefined);
    if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${inner}--`);
        write(child, depth + 1);
      });
    } else {
      const initial = children.find((child) => child.initial);
      if (initial) lines.push(`${inner}[*] --> ${idOf(initial.id)}`);
      if ((edgesIn.get(node.id) ?? []).some(fromAnywhere))
        lines.push(`${inner}state "任一状态" as ${anyId(id)}`);
      for (const child of children) write(child, depth + 1);
      for (const child of children)
        if (child.type === 'final') lines.push(`${inner}${idOf(child.id)} --> [*]`);
    }
    lines.push(...transitionLines(node.id, inner));
    lines.push(`${pad}}`);
  };

  const root = byId.get(graph.root);
  if (root) write(root, 1);
  lines.push(...transitionLines(TOP, '  '));
  return `${lines.join('\n')}\n`;
}
