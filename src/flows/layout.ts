/**
 * Lays a statechart graph out with ELK's layered algorithm (elkjs, run in this thread: no worker,
 * no network), nested states as compound nodes laid out together with their parents
 * (hierarchyHandling INCLUDE_CHILDREN), so an edge may cross from inside one state into another.
 *
 * What is drawn, and why so:
 * - every state is a box: its Chinese title, its own name beside it, its spec sections; the
 *   invoked calls and child machines, and the transitions that stay put (actions only), are rows
 *   inside the box, since an arrow from a box to itself says less than a line of text;
 * - a state with children is a container; its initial child gets a dot and an arrow;
 * - a transition declared on a container that enters one of its own children ("from anywhere in
 *   here") starts at a small 任一状态 pill inside it, and one that re-enters a container it is in
 *   ends at that container's initial dot: ELK draws neither kind well as a container's own edge.
 *
 * Text is measured by estimate (diagram-style.ts), so the layout is the same in Node and in the
 * browser, and docs/flows is reproducible.
 *
 * Given the hints of the last version (layout-hints.ts, committed as docs/flows/<id>.layout.json),
 * ELK keeps every known state in its layer and its order there; layoutWithHints also returns the
 * hints of the layout it made, for the next version.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { displayKey } from './diagram-parts';
import { diagramStyle as s, textWidth, wrapText } from './diagram-style';
import { applyHints, type Direction, hintsOf, type LayoutHints } from './layout-hints';
import {
  type GraphEdge,
  type GraphNode,
  isDescendant,
  nodesById,
  type StatechartGraph,
} from './statechart-graph';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A row inside a state box: what it invokes, or a transition that keeps it where it is. */
export interface BoxRow {
  kind: 'invoke' | 'internal';
  /** the top of the row, from the top of the box */
  top: number;
  /** the row's text lines (for an internal transition: its description, wrapped) */
  lines: string[];
  /** an internal transition's event and guard, on the row's last line */
  event: string | null;
  guard: string | null;
  edge: GraphEdge | null;
}

export interface StateBox extends Box {
  node: GraphNode;
  /** the title shown (the registry's name for the root) */
  title: string;
  /** a state with children: drawn as a frame around them */
  container: boolean;
  rows: BoxRow[];
  /** how far from the top the first row starts (below the title line) */
  rowsTop: number;
}

export interface MarkerBox extends Box {
  id: string;
  kind: 'initial' | 'any';
  /** the container it sits in */
  parent: string;
}

export interface EdgeLabel extends Box {
  lines: string[];
  event: string;
  guard: string | null;
}

export interface EdgePath {
  id: string;
  /** null for the arrow from an initial dot */
  edge: GraphEdge | null;
  points: Point[];
  label: EdgeLabel | null;
}

export interface DiagramLayout {
  width: number;
  height: number;
  /** parents before children */
  states: StateBox[];
  markers: MarkerBox[];
  edges: EdgePath[];
}

export interface LayoutOptions {
  /** the root's title (the machine's Chinese name); the graph's root title otherwise */
  title?: string;
  /** top-down, left-to-right, or whichever shows the chart larger (the default) */
  direction?: Direction | 'auto';
  /** ELK options over the diagram's own (to compare layouts by their crossings) */
  elk?: Record<string, string>;
  /**
   * the last version's layers and orders (layout-hints.ts): unchanged states stay where they
   * were, in the direction the hints were made in
   */
  hints?: LayoutHints;
}

const CONTAINER_SIDE = 14;
const ROW_GAP = 4;
const LABEL_PAD = 4;

const initialId = (id: string) => `${id}#initial`;
const anyId = (id: string) => `${id}#any`;

export type { Direction };

/** ELK's options for the diagram and for every nested graph (ELK reads them per parent node). */
function elkOptions(direction: Direction, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...extra,
    'elk.algorithm': 'layered',
    'elk.direction': direction,
    'elk.edgeRouting': 'ORTHOGONAL',
    'elk.edgeLabels.placement': 'CENTER',
    // Depth first from the initial state: the machine's order decides which edge of a cycle points
    // back (retry, close), so `failed` follows `loading` and a chart reads from the top. (The
    // MODEL_ORDER strategies crash elkjs 0.12 on nested graphs.)
    'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
    // Fewer crossings (issue 21 item 9, counted by src/flows/crossings.ts in `npm run flows`):
    // sweeping across the hierarchy and trying harder took the 13 charts from 31 crossings to 14.
    // (Greedy cycle breaking got 12 but turned qualification upside down.)
    'elk.layered.crossingMinimization.hierarchicalSweepiness': '0.9',
    'elk.layered.thoroughness': '100',
    'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    'elk.layered.spacing.nodeNodeBetweenLayers': '34',
    'elk.layered.spacing.edgeNodeBetweenLayers': '14',
    'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
    'elk.spacing.nodeNode': '30',
    'elk.spacing.edgeNode': '14',
    'elk.spacing.edgeEdge': '12',
    'elk.spacing.edgeLabel': '4',
    'elk.spacing.labelNode': '6',
    ...extra,
  };
}

/** The page's diagram pane: a layout is chosen by how large it can be shown in it. */
const VIEW = { width: 1000, height: 700 };

/** The title line's width: title, own name, spec sections. */
function headerWidth(title: string, key: string, spec: string[]): number {
  const specWidth = spec.reduce((sum, section) => sum + textWidth(section, s.smallSize) + 6, 0);
  return textWidth(title, s.titleSize, true) + 8 + textWidth(`· ${key}`, s.keySize) + 14 + specWidth;
}

function invokeRows(node: GraphNode): Array<Omit<BoxRow, 'top'>> {
  const calls = node.invokes.filter((invoke) => invoke.kind === 'call').map((invoke) => invoke.id);
  const machines = node.invokes.filter((invoke) => invoke.kind === 'machine').map((invoke) => invoke.id);
  const row = (text: string) => ({
    kind: 'invoke' as const,
    lines: wrapText(text, s.rowWidth, s.smallSize),
    event: null,
    guard: null,
    edge: null,
  });
  return [
    ...(calls.length > 0 ? [row(`调用接口：${calls.join('、')}`)] : []),
    ...(machines.length > 0 ? [row(`子状态机：${machines.join('、')}`)] : []),
  ];
}

function internalRows(edges: GraphEdge[]): Array<Omit<BoxRow, 'top'>> {
  return edges.map((edge) => ({
    kind: 'internal',
    lines: edge.description ? wrapText(edge.description, s.rowWidth, s.smallSize) : [],
    event: edge.event,
    guard: edge.guard,
    edge,
  }));
}

/** A row's lines: its text, then (for a transition) the event line. */
const rowLineCount = (row: Omit<BoxRow, 'top'>) => row.lines.length + (row.event === null ? 0 : 1);

const eventLine = (event: string, guard: string | null) => (guard ? `↻ ${event} [${guard}]` : `↻ ${event}`);

function rowsWidth(rows: Array<Omit<BoxRow, 'top'>>): number {
  let width = 0;
  for (const row of rows) {
    for (const line of row.lines) width = Math.max(width, textWidth(line, s.smallSize));
    if (row.event !== null) width = Math.max(width, textWidth(eventLine(row.event, row.guard), s.smallSize));
  }
  return width;
}

function placeRows(rows: Array<Omit<BoxRow, 'top'>>, rowsTop: number): { rows: BoxRow[]; bottom: number } {
  let top = rowsTop;
  const placed = rows.map((row) => {
    const at = { ...row, top };
    top += rowLineCount(row) * s.smallLine + ROW_GAP;
    return at;
  });
  return { rows: placed, bottom: top };
}

function labelOf(edge: GraphEdge): Omit<EdgeLabel, 'x' | 'y'> {
  const lines = edge.description ? wrapText(edge.description, s.labelWidth, s.smallSize) : [];
  const all = [...lines, edge.event, ...(edge.guard ? [`[${edge.guard}]`] : [])];
  const width = Math.max(...all.map((line) => textWidth(line, s.smallSize))) + 2 * LABEL_PAD;
  return { lines, event: edge.event, guard: edge.guard, width, height: all.length * s.smallLine + LABEL_PAD };
}

const round = (value: number) => Math.round(value * 10) / 10;

let elk: InstanceType<typeof ELK> | undefined;

/** Positions for every state, marker and edge of `graph`. */
export async function layoutStatechart(
  graph: StatechartGraph,
  options: LayoutOptions = {},
): Promise<DiagramLayout> {
  return (await layoutWithHints(graph, options)).layout;
}

/** The layout, and the hints that keep the next version's layout like it. */
export async function layoutWithHints(
  graph: StatechartGraph,
  options: LayoutOptions = {},
): Promise<{ layout: DiagramLayout; hints: LayoutHints }> {
  const byId = nodesById(graph);
  const internal = new Map<string, GraphEdge[]>();
  for (const edge of graph.edges) {
    if (edge.target === null) internal.set(edge.source, [...(internal.get(edge.source) ?? []), edge]);
  }
  const isContainer = (node: GraphNode) => node.children.length > 0;
  const titleOf = (node: GraphNode) => (node.parent === null && options.title ? options.title : node.title);

  // Where each drawn edge starts and ends (see the header: 任一状态 pills and initial dots).
  const needsAny = new Set<string>();
  const needsInitial = new Set<string>();
  const ends = new Map<string, { source: string; target: string }>();
  for (const edge of graph.edges) {
    if (edge.target === null) continue;
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    if (!source || !target) continue;
    let from = source.id;
    let to = target.id;
    if (isContainer(source) && (target.id === source.id || isDescendant(graph, target.id, source.id))) {
      from = anyId(source.id);
      needsAny.add(source.id);
    }
    if (isContainer(target) && (target.id === source.id || isDescendant(graph, source.id, target.id))) {
      if (target.type === 'compound') to = initialId(target.id);
    }
    ends.set(edge.id, { source: from, target: to });
  }
  for (const node of graph.nodes)
    if (node.type === 'compound' && isContainer(node)) needsInitial.add(node.id);

  const rowsOf = new Map<string, { rows: BoxRow[]; rowsTop: number }>();
  // ELK's own default seed, unless the hints name another
  const seed = options.hints?.seed ?? 1;
  const extra = { ...options.elk, 'elk.randomSeed': String(seed) };

  const elkNode = (node: GraphNode, direction: Direction): ElkNode => {
    const title = titleOf(node);
    const raw = [...invokeRows(node), ...internalRows(internal.get(node.id) ?? [])];
    const rowsTop = s.pad + s.titleLine + (raw.length > 0 ? 6 : 0);
    const { rows, bottom } = placeRows(raw, rowsTop);
    rowsOf.set(node.id, { rows, rowsTop });
    const width = Math.ceil(
      Math.max(
        s.minBoxWidth,
        headerWidth(title, displayKey(node), node.spec) + 2 * s.pad,
        rowsWidth(raw) + 2 * s.pad,
      ),
    );
    const contentBottom = raw.length > 0 ? bottom : s.pad + s.titleLine;
    if (!isContainer(node)) {
      return { id: node.id, width, height: Math.ceil(contentBottom + s.pad) };
    }
    const children: ElkNode[] = [];
    if (needsInitial.has(node.id)) children.push({ id: initialId(node.id), width: s.dot, height: s.dot });
    if (needsAny.has(node.id)) {
      children.push({
        id: anyId(node.id),
        width: Math.ceil(textWidth('任一状态', s.smallSize) + 16),
        height: 20,
      });
    }
    for (const childId of node.children) {
      const child = byId.get(childId);
      if (child) children.push(elkNode(child, direction));
    }
    return {
      id: node.id,
      children,
      layoutOptions: {
        ...elkOptions(direction, extra),
        'elk.padding': `[top=${Math.ceil(contentBottom + 10)},left=${CONTAINER_SIDE},bottom=${CONTAINER_SIDE},right=${CONTAINER_SIDE}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}.0, ${Math.ceil(contentBottom + 40)}.0)`,
      },
    };
  };

  const rootNode = byId.get(graph.root);
  if (!rootNode) throw new Error(`the graph of ${graph.machineId} has no root`);

  const labels = new Map<string, Omit<EdgeLabel, 'x' | 'y'>>();
  const edges: ElkExtendedEdge[] = [];
  for (const node of graph.nodes) {
    const initialChild = node.children.map((id) => byId.get(id)).find((child) => child?.initial);
    if (needsInitial.has(node.id) && initialChild) {
      edges.push({ id: `${initialId(node.id)}→`, sources: [initialId(node.id)], targets: [initialChild.id] });
    }
  }
  for (const edge of graph.edges) {
    const end = ends.get(edge.id);
    if (!end) continue;
    const label = labelOf(edge);
    labels.set(edge.id, label);
    edges.push({
      id: edge.id,
      sources: [end.source],
      targets: [end.target],
      labels: [{ id: `${edge.id}#label`, text: edge.label, width: label.width, height: label.height }],
    });
  }

  elk ??= new ELK();
  const engine = elk;
  const layoutIn = async (direction: Direction): Promise<{ laid: ElkNode; direction: Direction }> => {
    const input: ElkNode = {
      id: '#diagram',
      layoutOptions: {
        ...elkOptions(direction, extra),
        // one layout for the whole hierarchy, so edges may cross into nested states
        'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
        'elk.json.shapeCoords': 'ROOT',
        'elk.json.edgeCoords': 'ROOT',
        'elk.padding': '[top=8,left=8,bottom=8,right=8]',
      },
      children: [elkNode(rootNode, direction)],
      edges: structuredClone(edges),
    };
    if (options.hints) applyHints(input, edges, options.hints);
    return { laid: await engine.layout(input), direction };
  };
  // Top-down reads best; left-to-right wins when it lets the whole chart be shown larger. Hints
  // keep the direction they were made in, so one more state never turns the chart.
  const scale = ({ laid }: { laid: ElkNode }) =>
    Math.min(VIEW.width / (laid.width ?? 1), VIEW.height / (laid.height ?? 1));
  const fixed = options.hints?.direction ?? (options.direction !== 'auto' ? options.direction : undefined);
  const candidates = fixed ? [await layoutIn(fixed)] : [await layoutIn('DOWN'), await layoutIn('RIGHT')];
  const chosen = candidates.reduce((best, next) => (scale(next) > scale(best) * 1.05 ? next : best));
  const laid = chosen.laid;

  const boxes = new Map<string, Box>();
  const collect = (node: ElkNode) => {
    boxes.set(node.id, {
      x: round(node.x ?? 0),
      y: round(node.y ?? 0),
      width: round(node.width ?? 0),
      height: round(node.height ?? 0),
    });
    for (const child of node.children ?? []) collect(child);
  };
  for (const child of laid.children ?? []) collect(child);

  const states: StateBox[] = graph.nodes.map((node) => {
    const box = boxes.get(node.id) ?? { x: 0, y: 0, width: 0, height: 0 };
    const rows = rowsOf.get(node.id) ?? { rows: [], rowsTop: 0 };
    return { ...box, node, title: titleOf(node), container: isContainer(node), ...rows };
  });
  const markers: MarkerBox[] = [
    ...[...needsInitial].map((parent) => ({ id: initialId(parent), kind: 'initial' as const, parent })),
    ...[...needsAny].map((parent) => ({ id: anyId(parent), kind: 'any' as const, parent })),
  ].map((marker) => ({ ...marker, ...(boxes.get(marker.id) ?? { x: 0, y: 0, width: 0, height: 0 }) }));

  const byEdgeId = new Map(graph.edges.map((edge) => [edge.id, edge]));
  const paths: EdgePath[] = (laid.edges ?? []).map((elkEdge) => {
    const points = (elkEdge.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);
    const laidLabel = elkEdge.labels?.[0];
    const label = labels.get(elkEdge.id);
    return {
      id: elkEdge.id,
      edge: byEdgeId.get(elkEdge.id) ?? null,
      points: points.map((point) => ({ x: round(point.x), y: round(point.y) })),
      label: label && laidLabel ? { ...label, x: round(laidLabel.x ?? 0), y: round(laidLabel.y ?? 0) } : null,
    };
  });

  return {
    layout: {
      width: Math.ceil(laid.width ?? 0),
      height: Math.ceil(laid.height ?? 0),
      states,
      markers,
      edges: paths,
    },
    hints: hintsOf(laid, chosen.direction, seed),
  };
}
