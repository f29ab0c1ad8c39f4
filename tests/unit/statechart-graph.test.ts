// @vitest-environment node
/**
 * The statechart graph, its layout and its Mermaid text: on a small machine whose every part is
 * known, and on every machine of the /flows registry, against the machine's own definition (so a
 * new state or transition that the diagram would miss fails here).
 */

import { describe, expect, it } from 'vitest';
import { and, assign, fromPromise, setup } from 'xstate';
import { layoutStatechart } from '@/flows/layout';
import { flows } from '@/flows/registry';
import { renderSvg } from '@/flows/render-svg';
import { statechartGraph } from '@/flows/statechart-graph';
import { toMermaid } from '@/flows/to-mermaid';
import { stateNodesOf, transitionKeys } from '@/flows/transition-key';

/** A small machine with one of each: meta, guard, and(), invoke with done/error, always, parallel, final. */
const doorMachine = setup({
  types: {
    events: {} as { type: 'user.open' } | { type: 'user.close' } | { type: 'user.lock'; code: string },
  },
  actors: { checkCode: fromPromise<boolean, string>(async () => true) },
  guards: { codeGiven: () => true, notBusy: () => true, isAuto: () => false },
}).createMachine({
  id: 'door',
  initial: 'closed',
  on: { 'user.close': { target: '.closed', description: '随时关门' } },
  states: {
    closed: {
      meta: { title: '已关', spec: '§4' },
      on: {
        'user.open': { target: 'open', description: '开门' },
        'user.lock': { guard: and(['codeGiven', 'notBusy']), target: 'locking', description: '上锁' },
      },
    },
    locking: {
      meta: { title: '上锁中', spec: '§4 §7' },
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: () => 'x',
        onDone: { target: 'locked', description: '密码正确' },
        onError: { target: 'closed', description: '密码错误' },
      },
    },
    locked: { type: 'final', meta: { title: '已锁', spec: '§4' } },
    open: {
      meta: { title: '开着', spec: '§2' },
      type: 'parallel',
      always: { guard: 'isAuto', target: 'closed', description: '自动门自己关上' },
      states: {
        light: {
          meta: { title: '灯', spec: '§2' },
          initial: 'on',
          states: { on: { meta: { title: '亮', spec: '§2' } } },
        },
        alarm: {
          meta: { title: '警报', spec: '§2' },
          initial: 'quiet',
          states: {
            quiet: {
              meta: { title: '安静', spec: '§2' },
              on: { 'user.open': { actions: assign({}), description: '再推一下：没有变化' } },
            },
          },
        },
      },
    },
  },
});

const walk = stateNodesOf;

describe('statechartGraph on a small machine', () => {
  const graph = statechartGraph(doorMachine);
  const node = (id: string) => graph.nodes.find((n) => n.id === id);
  const edge = (id: string) => graph.edges.find((e) => e.id === id);

  it('reads every state: id, key, kind, Chinese title, spec sections, parent, initial, region', () => {
    expect(graph.nodes.map((n) => n.id)).toEqual([
      'door',
      'door.closed',
      'door.locking',
      'door.locked',
      'door.open',
      'door.open.light',
      'door.open.light.on',
      'door.open.alarm',
      'door.open.alarm.quiet',
    ]);
    expect(node('door.closed')).toMatchObject({
      key: 'closed',
      type: 'atomic',
      title: '已关',
      spec: ['§4'],
      parent: 'door',
      initial: true,
      region: false,
    });
    expect(node('door.locking')?.spec).toEqual(['§4', '§7']);
    expect(node('door.locked')?.type).toBe('final');
    expect(node('door.open')?.type).toBe('parallel');
    expect(node('door.open.light')).toMatchObject({ type: 'compound', region: true, initial: false });
    expect(node('door.open.light.on')?.initial).toBe(true);
    expect(node('door.locking')?.invokes).toEqual([{ id: 'checkCode', src: 'checkCode', kind: 'call' }]);
  });

  it('labels each transition "<Chinese description> · <event>", an invoke\'s outcomes in Chinese', () => {
    expect(edge('door.closed ▸ user.open #0')).toMatchObject({
      source: 'door.closed',
      target: 'door.open',
      eventType: 'user.open',
      label: '开门 · user.open',
      guard: null,
    });
    expect(edge('door.closed ▸ user.lock #0')?.guard).toBe('codeGiven && notBusy');
    expect(edge('door.locking ▸ xstate.done.actor.checkCode #0')).toMatchObject({
      target: 'door.locked',
      event: 'checkCode 完成',
      label: '密码正确 · checkCode 完成',
    });
    expect(edge('door.locking ▸ xstate.error.actor.checkCode #0')?.label).toBe('密码错误 · checkCode 失败');
    expect(edge('door.open ▸ always #0')).toMatchObject({ eventType: '', event: '自动', guard: 'isAuto' });
    expect(edge('door ▸ user.close #0')).toMatchObject({ source: 'door', target: 'door.closed' });
    // actions only: it stays where it is
    expect(edge('door.open.alarm.quiet ▸ user.open #0')?.target).toBeNull();
  });

  it("lists the events a user or the page can send, without XState's own", () => {
    expect(graph.events).toEqual(['user.close', 'user.lock', 'user.open']);
  });

  it('lays out every state inside its parent, every edge as a path with its label', async () => {
    const layout = await layoutStatechart(graph, { title: '门' });
    const box = (id: string) => layout.states.find((s) => s.node.id === id);
    for (const state of layout.states) {
      expect(state.width, state.node.id).toBeGreaterThan(0);
      const parent = state.node.parent ? box(state.node.parent) : undefined;
      if (!parent) continue;
      expect(state.x).toBeGreaterThanOrEqual(parent.x);
      expect(state.y).toBeGreaterThanOrEqual(parent.y);
      expect(state.x + state.width).toBeLessThanOrEqual(parent.x + parent.width + 0.5);
      expect(state.y + state.height).toBeLessThanOrEqual(parent.y + parent.height + 0.5);
    }
    const drawn = layout.edges.flatMap((path) => (path.edge ? [path.edge.id] : []));
    const inside = layout.states.flatMap((s) => s.rows.flatMap((row) => (row.edge ? [row.edge.id] : [])));
    expect([...drawn, ...inside].sort()).toEqual(graph.edges.map((e) => e.id).sort());
    for (const path of layout.edges) expect(path.points.length, path.id).toBeGreaterThanOrEqual(2);
    expect(box('door')?.title).toBe('门');
  });

  it('draws the same SVG for the same machine (the docs/flows files are reproducible)', async () => {
    const svg = async () =>
      renderSvg(await layoutStatechart(graph, { title: '门' }), { title: '门的状态图' });
    const first = await svg();
    expect(await svg()).toBe(first);
    expect(first).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(first).toContain('<title>门的状态图</title>');
    for (const text of ['已关', '上锁中', '已锁', '开着', '§4 §7', '开门', 'checkCode 完成', '任一状态']) {
      expect(first).toContain(text);
    }
  });
});

describe('toMermaid on a small machine', () => {
  const text = toMermaid(statechartGraph(doorMachine), '门');

  it('writes a stateDiagram-v2 with nested states, parallel regions and labelled transitions', () => {
    expect(text.split('\n')[0]).toBe('stateDiagram-v2');
    expect(text).toContain('state "门 · door" as door');
    expect(text).toContain('[*] --> closed');
    expect(text).toContain('closed --> open : 开门 · user.open');
    expect(text).toContain('closed --> locking : 上锁 · user.lock [codeGiven && notBusy]');
    expect(text).toContain('locking --> locked : 密码正确 · checkCode 完成');
    expect(text).toContain('locked --> [*]');
    // the parallel state's regions, separated by --
    expect(text).toMatch(
      /state open \{\n\s+state "灯 · light" as open_light[\s\S]*?\n\s+--\n\s+state "警报 · alarm" as open_alarm/,
    );
    // a transition declared on the root starts at 任一状态 inside it
    expect(text).toContain('state "任一状态" as door__any');
    expect(text).toContain('door__any --> closed : 随时关门 · user.close');
    // a transition that stays put is a self-loop
    expect(text).toContain('open_alarm_quiet --> open_alarm_quiet : 再推一下：没有变化 · user.open');
  });
});

describe('every machine of the /flows registry', () => {
  it.each(flows.map((flow) => [flow.id, flow] as const))(
    '%s: every state and transition is in its graph, layout and Mermaid',
    async (_, flow) => {
      const graph = statechartGraph(flow.machine);
      expect(graph.nodes.map((n) => n.id).sort()).toEqual(
        walk(flow.machine.root)
          .map((n) => n.id)
          .sort(),
      );
      expect([...new Set(graph.edges.map((e) => e.transition))].sort()).toEqual(
        transitionKeys(flow.machine).sort(),
      );
      // every state has its Chinese title and spec section (DESIGN.md: meta on every state)
      for (const node of graph.nodes.filter((n) => n.parent !== null)) {
        expect(node.title, node.id).not.toBe(node.key);
        expect(node.spec.length, node.id).toBeGreaterThan(0);
      }
      // every transition has its Chinese description
      for (const e of graph.edges) expect(e.description, e.id).not.toBe('');

      const layout = await layoutStatechart(graph, { title: flow.name });
      expect(layout.states.map((s) => s.node.id).sort()).toEqual(graph.nodes.map((n) => n.id).sort());
      const drawn = new Set([
        ...layout.edges.flatMap((path) => (path.edge ? [path.edge.id] : [])),
        ...layout.states.flatMap((s) => s.rows.flatMap((row) => (row.edge ? [row.edge.id] : []))),
      ]);
      expect([...drawn].sort()).toEqual(graph.edges.map((e) => e.id).sort());

      const mermaid = toMermaid(graph, flow.name);
      for (const node of graph.nodes.filter((n) => n.parent !== null))
        expect(mermaid).toContain(`"${node.title} · ${node.key}"`);
      for (const e of graph.edges) expect(mermaid).toContain(` : ${e.label}`);
    },
    // ELK lays out the larger charts (qualification, session) in seconds on a busy 2-core machine:
    // a limit, not a measure
    30_000,
  );
});
