/** The coverage check itself must be able to fail: paths that miss a state or a transition are reported. */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type EventObject, setup } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  leafStateIds,
  missed,
  refusalKeys,
  refusalsOfStep,
  stateIds,
  transitionKeys,
} from './support/graph-coverage';
import { transitionCover } from './support/transition-cover';

const machine = createMachine({
  id: 'm',
  initial: 'a',
  states: {
    a: { on: { GO: [{ guard: () => false, target: 'c' }, { target: 'b' }], SKIP: 'c' } },
    b: { initial: 'b1', states: { b1: {} } },
    c: {},
  },
});

describe('graph coverage', () => {
  it('lists the machine own states and transitions', () => {
    expect(stateIds(machine)).toEqual(['m', 'm.a', 'm.b', 'm.b.b1', 'm.c']);
    expect(leafStateIds(machine)).toEqual(['m.a', 'm.b.b1', 'm.c']);
    expect(transitionKeys(machine)).toEqual(['m.a ▸ GO #0', 'm.a ▸ GO #1', 'm.a ▸ SKIP #0']);
  });

  it('reports what a path set misses', () => {
    const model = new TestModel(machine);
    const onlyGo = model.getPathsFromEvents([{ type: 'GO' }]);
    expect(missed(machine, onlyGo)).toEqual({
      states: ['m.c'],
      transitions: ['m.a ▸ GO #0', 'm.a ▸ SKIP #0'],
    });
  });
});

describe('graph coverage of eventless transitions', () => {
  const withAlways = setup({
    types: { input: {} as { video: boolean }, context: {} as { video: boolean } },
    guards: { isVideo: ({ context }) => context.video },
  }).createMachine({
    id: 'g',
    context: ({ input }) => input,
    initial: 'image',
    states: {
      image: { always: { guard: 'isVideo', target: 'video' }, on: { PLAY: 'video' } },
      video: { on: { SHOW: 'image' } },
    },
  });

  it('lists an always transition among the machine own transitions', () => {
    expect(transitionKeys(withAlways)).toContain('g.image ▸ always #0');
  });

  it('reports an always transition as missed until a path passes through it', () => {
    const images = new TestModel(withAlways, {
      input: { video: false },
      events: [{ type: 'PLAY' }, { type: 'SHOW' }],
    } as never);
    expect(missed(withAlways, images.getShortestPaths()).transitions).toContain('g.image ▸ always #0');
    const videos = new TestModel(withAlways, {
      input: { video: true },
      events: [{ type: 'PLAY' }, { type: 'SHOW' }],
    } as never);
    expect(missed(withAlways, videos.getShortestPaths()).transitions).not.toContain('g.image ▸ always #0');
  });
});

describe('the transition cover', () => {
  const loop = createMachine({
    id: 'l',
    initial: 'idle',
    states: {
      idle: { on: { START: 'busy' } },
      busy: { on: { DONE: 'idle', FAIL: 'failed' } },
      failed: { on: { RETRY: 'busy', CLOSE: 'idle' } },
    },
  });
  const events = [
    { type: 'START' },
    { type: 'DONE' },
    { type: 'FAIL' },
    { type: 'RETRY' },
    { type: 'CLOSE' },
  ];
  const fromState = createActor(loop).getSnapshot();

  it('crosses the transitions back to a state already reached, which shortest paths miss', () => {
    const shortest = new TestModel(loop, { events }).getShortestPaths();
    expect(missed(loop, shortest).transitions).toEqual([
      'l.busy ▸ DONE #0',
      'l.failed ▸ RETRY #0',
      'l.failed ▸ CLOSE #0',
    ]);
    const lists = transitionCover(loop, { fromState, events: (s) => events.filter((e) => s.can(e)) });
    const paths = lists.flatMap((list) =>
      new TestModel(loop).getPathsFromEvents(list, { fromState } as never),
    );
    expect(missed(loop, paths)).toEqual({ states: [], transitions: [] });
    // one path per transition left to cross, none contained in another
    expect(lists.map((list) => list.map((e) => e.type).join(' '))).toEqual([
      'START DONE',
      'START FAIL RETRY',
      'START FAIL CLOSE',
    ]);
  });

  it('plays each listed case of an event once, and reports a guard that refuses', () => {
    const guarded = createMachine({
      id: 'g',
      initial: 'a',
      states: { a: { on: { GO: { guard: ({ event }) => event.ok === true, target: 'b' } } }, b: {} },
    });
    const cases = [
      { type: 'GO', ok: false },
      { type: 'GO', ok: true },
    ];
    const start = createActor(guarded).getSnapshot();
    expect(refusalKeys(guarded)).toEqual(['g.a ▸ GO ✗']);
    expect(refusalsOfStep(guarded, start, cases[0] as EventObject)).toEqual(['g.a ▸ GO ✗']);
    const lists = transitionCover(guarded, { fromState: start, events: () => cases });
    expect(lists).toEqual([[{ type: 'GO', ok: false }], [{ type: 'GO', ok: true }]]);
  });

  it('counts no refusal where a parent takes the event unguarded, and one where the parent is guarded too', () => {
    const child = {
      a: { on: { GO: { guard: ({ event }: { event: EventObject }) => 'ok' in event, target: 'b' } } },
      b: {},
    };
    const fallsToParent = createMachine({ id: 'p', initial: 'a', on: { GO: '.b' }, states: child });
    expect(refusalKeys(fallsToParent)).toEqual([]);
    const parentGuarded = createMachine({
      id: 'q',
      initial: 'a',
      on: { GO: { guard: ({ event }) => 'later' in event, target: '.b' } },
      states: child,
    });
    expect(refusalKeys(parentGuarded)).toEqual(['q ▸ GO ✗', 'q.a ▸ GO ✗']);
  });
});
