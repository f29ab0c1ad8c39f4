/**
 * A machine's statechart as plain data: its state nodes (with the Chinese title and spec section
 * of their `meta`) and its transitions (with their Chinese `description`), read from the machine's
 * own definition (`machine.root`), never kept by hand. The diagram of /flows, the files of
 * `npm run flows` and the Mermaid text are all drawn from this one graph, so they cannot disagree
 * with the machine.
 *
 * Pure: no DOM, no layout; it runs in the browser, in Node (the script) and in tests alike.
 */
import { type AnyStateMachine, type AnyStateNode, and, not, or, stateIn } from 'xstate';
import { nodeTransitions } from './transition-key';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphInvoke {
  /** the invoke's id: snapshot.children.<id>, and the <id> of xstate.done.actor.<id> */
  id: string;
  /** the actor's name in setup({ actors }) */
  src: string;
  /** a child statechart (with its own flow) or a call (a promise or callback) */
  kind: 'machine' | 'call';
}

export interface GraphNode {
  /** the machine's id of the node: 'detailPage.ready.supplier.loading' */
  id: string;
  /** the node's own name: 'loading' (the machine's id for the root) */
  key: string;
  /** from the root: ['ready', 'supplier', 'loading'] ([] for the root) */
  path: string[];
  parent: string | null;
  type: StateKind;
  /** meta.title (Chinese), or the key when a state has none */
  title: string;
  /** the spec sections of meta.spec: '§2 §7' → ['§2', '§7'] */
  spec: string[];
  /** the state its parent enters first */
  initial: boolean;
  /** a region of a parallel state: it runs beside its siblings */
  region: boolean;
  invokes: GraphInvoke[];
  children: string[];
}

export interface GraphEdge {
  /** unique per drawn edge: the transition key, plus its target when it has several */
  id: string;
  /** `<source id> ▸ <event type> #<index among that event's candidates>` (as tests/model counts them) */
  transition: string;
  source: string;
  /** null when the transition only runs actions and stays where it is */
  target: string | null;
  /** the machine's event type ('' for an eventless `always`) */
  eventType: string;
  /** the event as shown: 'user.retry', 'loadGoods 完成', 'loadGoods 失败', '自动' */
  event: string;
  /** the transition's Chinese description ('' when it has none) */
  description: string;
  /** the guard's name, `a && b` for and(), null when unguarded */
  guard: string | null;
  /** `<description> · <event>` */
  label: string;
  reenter: boolean;
}

export interface StatechartGraph {
  machineId: string;
  /** the root node's id (= machineId) */
  root: string;
  /** parents before children, siblings in the machine's order */
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** the event types a user or the page can send (no xstate.* and no eventless), sorted */
  events: string[];
}

export const ALWAYS_EVENT = '自动';
const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';
const AFTER = 'xstate.after.';

/** The event of a transition as a person reads it: the invoked actor's outcome in Chinese. */
export function eventLabel(eventType: string, sourceId: string): string {
  if (eventType === '') return ALWAYS_EVENT;
  if (eventType === '*') return '任意事件';
  if (eventType.startsWith(DONE_ACTOR)) return `${eventType.slice(DONE_ACTOR.length)} 完成`;
  if (eventType.startsWith(ERROR_ACTOR)) return `${eventType.slice(ERROR_ACTOR.length)} 失败`;
  if (eventType.startsWith(DONE_STATE)) return `${eventType.slice(DONE_STATE.length)} 结束`;
  if (eventType.startsWith(AFTER)) {
    // xstate.after.<delay>.<source id>
    const delay = eventType.slice(AFTER.length).replace(`.${sourceId}`, '');
    return /^\d+$/.test(delay) ? `${delay}ms 之后` : `${delay} 之后`;
  }
  return eventType;
}

/** Whether an event type is one a user or the page sends (not one XState makes itself). */
export const isSentEvent = (eventType: string) => eventType !== '' && !eventType.startsWith('xstate.');

// xstate's and()/or()/not() return a function carrying its operands and a shared `check`; the
// function's name does not survive minification, the `check` does.
const combinators = [
  { check: checkOf(and([])), join: ' && ' },
  { check: checkOf(or([])), join: ' || ' },
] as const;
const notCheck = checkOf(not(() => true));
const inCheck = checkOf(stateIn('x'));

function checkOf(guard: unknown): unknown {
  return typeof guard === 'function' && 'check' in guard ? guard.check : undefined;
}

/** The guard's name as written in the machine: 'isOtherGoods', 'sizeInStock && changesQuantity'. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  if (typeof guard === 'function') {
    const check = checkOf(guard);
    const operands = 'guards' in guard && Array.isArray(guard.guards) ? guard.guards : [];
    const names = operands.map((operand) => guardName(operand) ?? '?');
    const combinator = combinators.find((c) => c.check === check);
    if (combinator) return names.join(combinator.join);
    if (check === notCheck) return `!${names[0] ?? '?'}`;
    if (check === inCheck && 'stateValue' in guard) return `in(${JSON.stringify(guard.stateValue)})`;
    return 'inline';
  }
  return null;
}

function childNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>);
}

function specSections(meta: unknown): string[] {
  const spec = typeof meta === 'object' && meta !== null && 'spec' in meta ? meta.spec : undefined;
  return typeof spec === 'string' ? (spec.match(/§\d+/g) ?? []) : [];
}

function metaTitle(meta: unknown): string | undefined {
  const title = typeof meta === 'object' && meta !== null && 'title' in meta ? meta.title : undefined;
  return typeof title === 'string' && title !== '' ? title : undefined;
}

function invokesOf(node: AnyStateNode, machine: AnyStateMachine): GraphInvoke[] {
  const actors = machine.implementations.actors as Record<string, unknown>;
  return node.invoke.map((invoke) => {
    const src = typeof invoke.src === 'string' ? invoke.src : invoke.id;
    const logic = typeof invoke.src === 'string' ? actors[invoke.src] : invoke.src;
    const kind = typeof logic === 'object' && logic !== null && 'root' in logic ? 'machine' : 'call';
    return { id: invoke.id, src, kind };
  });
}

function initialChildId(node: AnyStateNode): string | undefined {
  if (node.type !== 'compound') return undefined;
  return node.initial?.target[0]?.id;
}

/** The statechart of `machine` as plain nodes and edges. */
export function statechartGraph(machine: AnyStateMachine): StatechartGraph {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const visit = (node: AnyStateNode, parent: AnyStateNode | null) => {
    const children = childNodes(node);
    nodes.push({
      id: node.id,
      key: node.path.length === 0 ? machine.id : node.key,
      path: [...node.path],
      parent: parent?.id ?? null,
      type: node.type,
      title: metaTitle(node.meta) ?? (node.path.length === 0 ? machine.id : node.key),
      spec: specSections(node.meta),
      initial: parent !== null && initialChildId(parent) === node.id,
      region: parent?.type === 'parallel',
      invokes: invokesOf(node, machine),
      children: children.map((child) => child.id),
    });
    for (const { key: transition, eventType, def } of nodeTransitions(node)) {
      const event = eventLabel(eventType, node.id);
      const description = def.description ?? '';
      const targets = def.target?.map((target) => target.id) ?? [];
      const base = {
        transition,
        source: node.id,
        eventType,
        event,
        description,
        guard: guardName(def.guard),
        label: description ? `${description} · ${event}` : event,
        reenter: def.reenter,
      };
      if (targets.length === 0) edges.push({ ...base, id: transition, target: null });
      for (const target of targets) {
        edges.push({ ...base, id: targets.length > 1 ? `${transition} → ${target}` : transition, target });
      }
    }
    for (const child of children) visit(child, node);
  };
  visit(machine.root, null);
  const events = [...new Set(edges.map((edge) => edge.eventType).filter(isSentEvent))].sort();
  return { machineId: machine.id, root: machine.root.id, nodes, edges, events };
}

/** The nodes by id, for the layout and the renderers. */
export function nodesById(graph: StatechartGraph): Map<string, GraphNode> {
  return new Map(graph.nodes.map((node) => [node.id, node]));
}

/** Whether `id` lies inside `ancestor` (a node is not inside itself). */
export function isDescendant(graph: StatechartGraph, id: string, ancestor: string): boolean {
  const byId = nodesById(graph);
  let parent = byId.get(id)?.parent ?? null;
  while (parent !== null) {
    if (parent === ancestor) return true;
    parent = byId.get(parent)?.parent ?? null;
  }
  return false;
}
