/**
 * What keeps a diagram in place from one version of a machine to the next (issue 21 item 9): the
 * last layout's layer and order of every box inside its container, by state id, given back to ELK
 * with its interactive strategies (layering, cycle breaking and semi-interactive crossing
 * minimisation read positions). A state that did not change keeps its layer and its place among
 * its siblings; a new one is put one layer after the states that lead to it, its place in the layer
 * left to ELK.
 *
 * Why layers and orders rather than coordinates: ELK's interactive layering groups nodes whose
 * positions overlap along the flow, so a box that grew (a longer title) would merge two layers; a
 * layer index spaced far apart cannot. Layers that held only edge labels last time become empty
 * spacer nodes, so the layer count, and with it every later layer's index, is kept (ELK starts
 * each label in the first layer and moves it one past its arrow's source, which without the
 * spacer would be the next layer of states, pushing them all along). A layer that ends up holding
 * nothing is not read back, so it closes up when `npm run flows` settles the hints.
 *
 * Pure data in and out: the same hints give the same layout in Node (`npm run flows`) and in the
 * browser (/flows).
 */
import type { ElkNode } from 'elkjs/lib/elk.bundled.js';

export type Direction = 'DOWN' | 'RIGHT';

/** A box's layer (along the flow) and its order within that layer, inside its container. */
export type Slot = readonly [layer: number, order: number];

export interface LayoutHints {
  direction: Direction;
  /**
   * ELK's random seed: with layers and orders fixed, it still decides where long arrows run, so
   * `npm run flows` keeps the one that crosses arrows least (stable-layout.ts)
   */
  seed: number;
  /** by state id (and marker id: `<container>#initial`, `<container>#any`) */
  slots: Record<string, Slot>;
}

/** Far enough apart that no box, however large, reaches from one layer's slot into the next. */
const STEP = 100_000;

export const SPACER = '#spacer';
export const isSpacer = (id: string) => id.includes(SPACER);

/** ELK options that make it read the positions given. */
export const interactiveOptions: Record<string, string> = {
  'elk.layered.cycleBreaking.strategy': 'INTERACTIVE',
  'elk.layered.layering.strategy': 'INTERACTIVE',
  'elk.layered.crossingMinimization.semiInteractive': 'true',
  'elk.separateConnectedComponents': 'false',
};

interface Edge {
  sources: string[];
  targets: string[];
}

/**
 * Gives the children of every container of `root` (an ELK input graph, edges on `edges`) the
 * positions the hints promise: known boxes at their slot, new boxes one layer after their
 * predecessors (or before their successors), and a spacer in every layer that would otherwise be
 * empty. Mutates `root`.
 */
export function applyHints(root: ElkNode, edges: readonly Edge[], hints: LayoutHints): void {
  const parentOf = new Map<string, string>();
  const walk = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      parentOf.set(child.id, node.id);
      walk(child);
    }
  };
  walk(root);
  /** the sibling of `id` under `container` that holds it (itself, or an ancestor) */
  const siblingUnder = (id: string, container: string): string | undefined => {
    let at: string | undefined = id;
    while (at !== undefined && parentOf.get(at) !== container) at = parentOf.get(at);
    return at;
  };

  const place = (container: ElkNode) => {
    const children = container.children ?? [];
    for (const child of children) place(child);
    // A container new in this version is laid out freely inside (its layout gives its hints).
    if (!children.some((child) => hints.slots[child.id])) return;
    const layerOf = new Map<string, number>();
    for (const child of children) {
      const slot = hints.slots[child.id];
      if (slot) layerOf.set(child.id, slot[0]);
    }
    // New boxes, in the machine's order: after what leads to them, else before what they lead to.
    for (const child of children) {
      if (layerOf.has(child.id)) continue;
      const before: number[] = [];
      const after: number[] = [];
      for (const edge of edges) {
        const from = edge.sources.map((id) => siblingUnder(id, container.id));
        const to = edge.targets.map((id) => siblingUnder(id, container.id));
        if (to.includes(child.id))
          for (const id of from)
            if (id && id !== child.id && layerOf.has(id)) before.push(layerOf.get(id) ?? 0);
        if (from.includes(child.id))
          for (const id of to) if (id && id !== child.id && layerOf.has(id)) after.push(layerOf.get(id) ?? 0);
      }
      const known = [...layerOf.values()];
      // two layers on: the one between holds the arrow's label
      const layer =
        before.length > 0
          ? Math.max(...before) + 2
          : after.length > 0
            ? Math.min(...after) - 2
            : known.length > 0
              ? Math.max(...known) + 2
              : 0;
      layerOf.set(child.id, layer);
    }
    const layers = new Set(layerOf.values());
    const first = Math.min(...layers);
    const last = Math.max(...layers);
    for (let layer = first; layer <= last; layer++) {
      if (!layers.has(layer)) children.push({ id: `${container.id}${SPACER}${layer}`, width: 0, height: 0 });
    }
    for (const child of children) {
      const layer = layerOf.get(child.id) ?? Number(child.id.slice(child.id.indexOf(SPACER) + SPACER.length));
      const slot = hints.slots[child.id];
      const along = layer * STEP;
      const across = (slot?.[1] ?? 0) * STEP;
      const [x, y] = hints.direction === 'DOWN' ? [across, along] : [along, across];
      child.x = x;
      child.y = y;
      // only boxes with a slot keep their order; new ones and spacers go where ELK puts them
      if (slot) child.layoutOptions = { ...child.layoutOptions, 'elk.position': `(${x},${y})` };
    }
    container.layoutOptions = { ...container.layoutOptions, ...interactiveOptions };
  };
  for (const child of root.children ?? []) place(child);
}

interface Span {
  start: number;
  end: number;
}

/**
 * The hints a finished layout gives for the next one: inside every container, boxes (and edge
 * labels, which ELK lays in layers of their own) are grouped into layers by where they overlap
 * along the flow, as ELK's interactive layering will group them again; the order is by position
 * across the flow. Reads ELK's output with root coordinates (elk.json.shapeCoords ROOT).
 */
export function hintsOf(laid: ElkNode, direction: Direction, seed: number): LayoutHints {
  const along = (box: Box): Span =>
    direction === 'DOWN'
      ? { start: box.y, end: box.y + box.height }
      : { start: box.x, end: box.x + box.width };
  const across = (box: Box) => (direction === 'DOWN' ? box.x : box.y);
  const containers: Array<{ node: ElkNode; box: Box; depth: number }> = [];
  const visit = (node: ElkNode, depth: number) => {
    if ((node.children ?? []).length > 0) containers.push({ node, box: boxOf(node), depth });
    for (const child of node.children ?? []) visit(child, depth + 1);
  };
  for (const child of laid.children ?? []) visit(child, 0);
  // each label belongs to the deepest container around it
  const labelsIn = new Map<string, Box[]>();
  for (const edge of laid.edges ?? []) {
    for (const label of edge.labels ?? []) {
      const box = boxOf(label);
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      const around = containers
        .filter(
          (c) =>
            cx >= c.box.x && cx <= c.box.x + c.box.width && cy >= c.box.y && cy <= c.box.y + c.box.height,
        )
        .sort((a, b) => b.depth - a.depth)[0];
      if (around) labelsIn.set(around.node.id, [...(labelsIn.get(around.node.id) ?? []), box]);
    }
  }
  const slots: Record<string, Slot> = {};
  const root = laid.children?.[0];
  if (root) slots[root.id] = [0, 0];
  for (const { node } of containers) {
    const items = [
      // a spacer holds a layer open only while labels need it: a layer left empty closes up
      ...(node.children ?? [])
        .filter((child) => !isSpacer(child.id))
        .map((child) => ({ id: child.id as string | null, box: boxOf(child) })),
      ...(labelsIn.get(node.id) ?? []).map((box) => ({ id: null, box })),
    ].sort((a, b) => along(a.box).start - along(b.box).start);
    const layers: Array<Span & { ids: Array<{ id: string; at: number }> }> = [];
    for (const item of items) {
      const span = along(item.box);
      const end = Math.max(span.end, span.start + 1);
      let layer = layers.at(-1);
      if (!layer || layer.end <= span.start) {
        layer = { start: span.start, end, ids: [] };
        layers.push(layer);
      }
      layer.end = Math.max(layer.end, end);
      if (item.id !== null) layer.ids.push({ id: item.id, at: across(item.box) });
    }
    layers.forEach((layer, index) => {
      const sorted = [...layer.ids].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
      sorted.forEach(({ id }, order) => {
        slots[id] = [index, order];
      });
    });
  }
  return { direction, seed, slots };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxOf = (shape: { x?: number; y?: number; width?: number; height?: number }): Box => ({
  x: shape.x ?? 0,
  y: shape.y ?? 0,
  width: shape.width ?? 0,
  height: shape.height ?? 0,
});

/**
 * One set of hints for a drawing of two versions (npm run flows:diff): the new version's, plus
 * the old one's for the states only the old version had.
 */
export function mergeHints(
  now: LayoutHints | undefined,
  before: LayoutHints | undefined,
): LayoutHints | undefined {
  if (!now || !before) return now ?? before;
  return { ...now, slots: { ...before.slots, ...now.slots } };
}

/** The hints as committed: one state per line, sorted by id, so a diff shows what moved. */
export function hintsJson(hints: LayoutHints): string {
  const ids = Object.keys(hints.slots).sort();
  const slots = ids.map((id) => `    ${JSON.stringify(id)}: ${JSON.stringify(hints.slots[id])}`);
  return `{\n  "direction": "${hints.direction}",\n  "seed": ${hints.seed},\n  "slots": {\n${slots.join(',\n')}\n  }\n}\n`;
}
