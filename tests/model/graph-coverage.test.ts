/** The coverage check itself must be able to fail: paths that miss a state or a transition are reported. */
import { describe, expect, it } from 'vitest';
import { createMachine, setup } from 'xstate';
import { TestModel } from 'xstate/graph';
import { leafStateIds, missed, stateIds, transitionKeys } from './support/graph-coverage';

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
    expect(transitionKeys(withAlways)).toContain('g.image ▸ (always) #0');
  });

  it('reports an always transition as missed until a path passes through it', () => {
    const images = new TestModel(withAlways, {
      input: { video: false },
      events: [{ type: 'PLAY' }, { type: 'SHOW' }],
    } as never);
    expect(missed(withAlways, images.getShortestPaths()).transitions).toContain('g.image ▸ (always) #0');
    const videos = new TestModel(withAlways, {
      input: { video: true },
      events: [{ type: 'PLAY' }, { type: 'SHOW' }],
    } as never);
    expect(missed(withAlways, videos.getShortestPaths()).transitions).not.toContain('g.image ▸ (always) #0');
  });
});
