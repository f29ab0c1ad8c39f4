/**
 * machines/lazy-machine.ts: a first-load machine is built on its first use or in a task of its own
 * after the modules' evaluation, never during it (issue #17: TBT), and is the machine to every
 * reader: an actor runs it, xstate/graph walks it.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, StateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { lazyMachine } from '@/machines/lazy-machine';

const toggle = () =>
  createMachine({
    id: 'toggle',
    initial: 'off',
    states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
  });

describe('a machine made lazily', () => {
  it('is not built while its module is evaluated, but once, in a task of its own, after it', async () => {
    const make = vi.fn(toggle);
    lazyMachine(make);
    expect(make).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve));
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('is built at its first use when that comes first, and only then', () => {
    const make = vi.fn(toggle);
    const machine = lazyMachine(make);
    const actor = createActor(machine).start();
    actor.send({ type: 'flip' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(make).toHaveBeenCalledTimes(1);
    createActor(machine).start();
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('is the machine to xstate/graph: instanceof, `in`, its paths', () => {
    const machine = lazyMachine(toggle);
    expect(machine).toBeInstanceOf(StateMachine);
    expect('getStateNodeById' in machine).toBe(true);
    expect(
      getShortestPaths(machine)
        .map((path) => path.state.value)
        .sort(),
    ).toEqual(['off', 'on']);
  });
});
