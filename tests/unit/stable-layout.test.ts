// @vitest-environment node
/**
 * Issue 21 item 9: a diagram keeps its states in place across versions. A real machine's chart is
 * changed by one state (added with a transition into it, or removed with its transitions) and
 * laid out with the hints committed in docs/flows: every state that did not change keeps its
 * layer and its order among its siblings in that layer, and the states of the containers the
 * change is not in keep their exact place inside their container. The same holds for the flows:diff drawing of
 * both versions.
 */
import { describe, expect, it } from 'vitest';
import { storedHints } from '@/flows/flow-files';
import { unionGraph } from '@/flows/graph-diff';
import { type DiagramLayout, layoutWithHints } from '@/flows/layout';
import { type LayoutHints, mergeHints } from '@/flows/layout-hints';
import { flowById } from '@/flows/registry';
import { stableLayout } from '@/flows/stable-layout';
import { type GraphEdge, type StatechartGraph, statechartGraph } from '@/flows/statechart-graph';

const parentOf = (graph: StatechartGraph, id: string) =>
  id.includes('#')
    ? id.slice(0, id.indexOf('#'))
    : (graph.nodes.find((node) => node.id === id)?.parent ?? null);

/** Per container and layer, the ids in order: what "the same place" means for ELK's layers. */
function placesOf(graph: StatechartGraph, hints: LayoutHints, keep: (id: string) => boolean) {
  const places = new Map<string, string[]>();
  const ids = Object.keys(hints.slots)
    .filter(keep)
    .sort((a, b) => (hints.slots[a]?.[1] ?? 0) - (hints.slots[b]?.[1] ?? 0));
  for (const id of ids) {
    const key = `${parentOf(graph, id)} · layer ${hints.slots[id]?.[0]}`;
    places.set(key, [...(places.get(key) ?? []), id]);
  }
  return Object.fromEntries([...places].sort(([a], [b]) => a.localeCompare(b)));
}

/** A state's box relative to its container's: where it sits inside it. */
function insideOf(layout: DiagramLayout, id: string) {
  const box = layout.states.find((state) => state.node.id === id);
  const parent = layout.states.find((state) => state.node.id === box?.node.parent);
  if (!box || !parent) return null;
  return { x: box.x - parent.x, y: box.y - parent.y, width: box.width, height: box.height };
}

function withState(graph: StatechartGraph, parent: string, key: string, from: string): StatechartGraph {
  const id = `${parent}.${key}`;
  const template = graph.nodes.find((node) => node.id === from);
  if (!template) throw new Error(from);
  const edge: GraphEdge = {
    id: `${from} ▸ user.remind #0`,
    transition: `${from} ▸ user.remind #0`,
    source: from,
    target: id,
    eventType: 'user.remind',
    event: 'user.remind',
    description: '提醒买家',
    guard: null,
    label: '提醒买家 · user.remind',
    reenter: false,
  };
  return {
    ...graph,
    nodes: [
      ...graph.nodes.map((node) =>
        node.id === parent ? { ...node, children: [...node.children, id] } : node,
      ),
      {
        ...template,
        id,
        key,
        path: [...template.path.slice(0, -1), key],
        title: '提醒',
        initial: false,
        children: [],
      },
    ],
    edges: [...graph.edges, edge],
  };
}

/** A new compound state `<parent>.<key>` holding asking → answered, entered from `from`. */
function withCompound(graph: StatechartGraph, parent: string, key: string, from: string): StatechartGraph {
  const id = `${parent}.${key}`;
  const template = graph.nodes.find((node) => node.id === from);
  if (!template) throw new Error(from);
  const node = (nodeId: string, nodeKey: string, children: string[], initial: boolean) => ({
    ...template,
    id: nodeId,
    key: nodeKey,
    parent: nodeId === id ? parent : id,
    type: children.length > 0 ? ('compound' as const) : ('atomic' as const),
    title: nodeKey,
    initial,
    invokes: [],
    children,
  });
  const edge = (source: string, target: string, event: string): GraphEdge => ({
    id: `${source} ▸ ${event} #0`,
    transition: `${source} ▸ ${event} #0`,
    source,
    target,
    eventType: event,
    event,
    description: '确认',
    guard: null,
    label: `确认 · ${event}`,
    reenter: false,
  });
  return {
    ...graph,
    nodes: [
      ...graph.nodes.map((n) => (n.id === parent ? { ...n, children: [...n.children, id] } : n)),
      node(id, key, [`${id}.asking`, `${id}.answered`], false),
      node(`${id}.asking`, 'asking', [], true),
      node(`${id}.answered`, 'answered', [], false),
    ],
    edges: [
      ...graph.edges,
      edge(from, id, 'user.check'),
      edge(`${id}.asking`, `${id}.answered`, 'user.answer'),
      edge(`${id}.answered`, from, 'user.back'),
    ],
  };
}

function withoutState(graph: StatechartGraph, id: string): StatechartGraph {
  return {
    ...graph,
    nodes: graph.nodes
      .filter((node) => node.id !== id)
      .map((node) => ({ ...node, children: node.children.filter((child) => child !== id) })),
    edges: graph.edges.filter((edge) => edge.source !== id && edge.target !== id),
  };
}

async function bothVersions(flowId: string, change: (graph: StatechartGraph) => StatechartGraph) {
  const flow = flowById(flowId);
  const graph = statechartGraph(flow.machine);
  const hints = storedHints(flow.id);
  if (!hints) throw new Error(`docs/flows has no hints for ${flow.id}: run npm run flows`);
  const changed = change(graph);
  const before = await layoutWithHints(graph, { title: flow.name, hints });
  const after = await layoutWithHints(changed, { title: flow.name, hints });
  return { graph, changed, before, after, hints };
}

/** States (and their markers) that both versions have. */
const inBoth = (a: StatechartGraph, b: StatechartGraph) => {
  const ids = new Set(b.nodes.map((node) => node.id).filter((id) => a.nodes.some((node) => node.id === id)));
  return (id: string) => ids.has(id.includes('#') ? id.slice(0, id.indexOf('#')) : id);
};

describe('a chart changed by one state keeps the other states in place', () => {
  it('purchase: a state added after 正在加入购物车 (saving) leaves every other state in its layer and order', async () => {
    const { graph, changed, before, after } = await bothVersions('purchase', (g) =>
      withState(g, 'purchase', 'reminded', 'purchase.saving'),
    );
    const unchanged = inBoth(graph, changed);
    expect(placesOf(changed, after.hints, unchanged)).toEqual(placesOf(graph, before.hints, unchanged));
    // the new state is drawn after saving, which leads to it
    const added = after.hints.slots['purchase.reminded'];
    const saving = after.hints.slots['purchase.saving'];
    expect(added?.[0]).toBeGreaterThan(saving?.[0] ?? Number.POSITIVE_INFINITY);
  });

  it('purchase: a new compound state is laid out inside as ELK would, and the others stay in place', async () => {
    const { graph, changed, before, after } = await bothVersions('purchase', (g) =>
      withCompound(g, 'purchase', 'checking', 'purchase.added'),
    );
    const unchanged = inBoth(graph, changed);
    expect(placesOf(changed, after.hints, unchanged)).toEqual(placesOf(graph, before.hints, unchanged));
    const slot = (id: string) => after.hints.slots[`purchase.checking${id}`] ?? [Number.NaN, Number.NaN];
    // inside, as ELK lays it out freely: the initial dot, asking in the next layer, answered past
    // the layer of the arrow's label (placed by the hints, it had an empty layer before asking)
    expect(slot('.asking')[0]).toBe(slot('#initial')[0] + 1);
    expect(slot('.answered')[0]).toBe(slot('.asking')[0] + 2);
  });

  it('detailPage: a state removed (商品不存在) leaves every other state in its layer and order, and the regions of 已加载 unchanged inside', async () => {
    const { graph, changed, before, after } = await bothVersions('detailPage', (g) =>
      withoutState(g, 'detailPage.notFound'),
    );
    const unchanged = inBoth(graph, changed);
    expect(placesOf(changed, after.hints, unchanged)).toEqual(placesOf(graph, before.hints, unchanged));
    for (const region of ['supplier', 'qualificationFlow', 'gate', 'recommended']) {
      const states = graph.nodes.filter((node) => node.parent === `detailPage.ready.${region}`);
      expect(states.length).toBeGreaterThan(0);
      for (const { id } of states)
        expect(insideOf(after.layout, id), id).toEqual(insideOf(before.layout, id));
    }
  });

  it('flows:diff draws both versions with the hints of both, keeping the unchanged states where the new version has them', async () => {
    const { graph, changed, after } = await bothVersions('purchase', (g) =>
      withoutState(withState(g, 'purchase', 'reminded', 'purchase.saving'), 'purchase.idle.orderFailed'),
    );
    const oldHints = storedHints('purchase');
    const union = unionGraph(graph, changed);
    const drawn = await layoutWithHints(union, { hints: mergeHints(after.hints, oldHints) });
    const unchanged = inBoth(graph, changed);
    expect(placesOf(union, drawn.hints, unchanged)).toEqual(placesOf(changed, after.hints, unchanged));
    // the removed state is drawn where it was, beside the states it sat with
    expect(drawn.hints.slots['purchase.idle.orderFailed']?.[0]).toBe(
      oldHints?.slots['purchase.idle.orderFailed']?.[0],
    );
  });

  it('closes up the layer a removed state leaves empty once npm run flows settles the hints (detailPage without 加载中)', async () => {
    const { changed, after } = await bothVersions('detailPage', (g) => withoutState(g, 'detailPage.loading'));
    // laid out once, the hints keep 加载中's layer open (a spacer holds it); settled, it is gone
    const settled = await stableLayout(changed, flowById('detailPage').name, storedHints('detailPage'));
    expect(settled.layout.width).toBeLessThan(after.layout.width);
    expect(settled.crossings).toBe(0);
  });
});
