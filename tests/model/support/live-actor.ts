/**
 * The live actor a model test renders, seen from outside: its latest snapshot per machine id, and
 * when (on the test's simulated clock) each of its states was last entered.
 *
 * A test passes `inspect: inspectLive` (and `clock: live.clock`) to the actor its screen runs;
 * runPath then checks after every step that the live actor is where the path says, and
 * `passTime` moves the simulated clock by the spec's own delay, so a changed delay in a machine's
 * `setup({ delays })` fails the path instead of being replaced by a hand-sent event.
 */
import { act } from 'react';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent, SimulatedClock } from 'xstate';
import { activeStateIds } from './graph-coverage';

export const live = {
  snapshots: new Map<string, AnyMachineSnapshot>(),
  entered: new Map<string, number>(),
  clock: new SimulatedClock(),
};

/** A fresh clock and no snapshot yet: each path's screen starts from here. */
export function resetLive() {
  live.snapshots.clear();
  live.entered.clear();
  live.clock = new SimulatedClock();
  return live.clock;
}

export function inspectLive(event: InspectionEvent) {
  if (event.type !== '@xstate.snapshot') return;
  const snapshot = event.snapshot as AnyMachineSnapshot;
  const machine = (snapshot as { machine?: AnyStateMachine }).machine;
  if (!machine || !('value' in snapshot)) return;
  const before = live.snapshots.get(machine.id);
  const wasActive = new Set(before ? activeStateIds(machine, before) : []);
  for (const id of activeStateIds(machine, snapshot))
    if (!wasActive.has(id)) live.entered.set(id, live.clock.now());
  for (const id of wasActive) if (!snapshot.matches(pathOf(machine, id) as never)) live.entered.delete(id);
  live.snapshots.set(machine.id, snapshot);
}

const pathOf = (machine: AnyStateMachine, id: string) =>
  id === machine.id ? {} : id.slice(machine.id.length + 1);

/**
 * A delayed event (`xstate.after.<delay>.<state id>`) as time passing: the clock moves to 1 ms
 * before the state has been active for `ms` (the spec's value, not the machine's), the state must
 * still be active, then 1 ms more fires it.
 */
export async function passTime(eventType: string, ms: number) {
  const match = /^xstate\.after\.[^.]+\.(.+)$/.exec(eventType);
  const stateId = match?.[1];
  if (!stateId) throw new Error(`${eventType} is not a delayed event`);
  const since = live.entered.get(stateId);
  expect(since, `${stateId} is active when its delay is to pass`).toBeDefined();
  const wait = (since as number) + ms - live.clock.now();
  expect(wait, `${stateId}: the delay has not passed yet`).toBeGreaterThan(0);
  await act(async () => live.clock.increment(wait - 1));
  expect(live.entered.has(stateId), `${stateId} still waits 1 ms before ${ms} ms have passed`).toBe(true);
  await act(async () => live.clock.increment(1));
}

/**
 * The same machine, reporting each snapshot it computes to `live`: for screens that create their
 * actor themselves (a route's page), where the test cannot pass `inspect`. Every snapshot the
 * actor holds comes from getInitialSnapshot or transition, so the last one reported is its own.
 */
export function observed<T extends AnyStateMachine>(machine: T): T {
  const report = <S>(snapshot: S) => {
    inspectLive({ type: '@xstate.snapshot', snapshot } as never);
    return snapshot;
  };
  const wrapper = Object.create(machine) as T;
  wrapper.transition = ((...args: Parameters<T['transition']>) =>
    report(machine.transition.apply(wrapper, args as never))) as T['transition'];
  wrapper.getInitialSnapshot = ((...args: Parameters<T['getInitialSnapshot']>) =>
    report(machine.getInitialSnapshot.apply(wrapper, args as never))) as T['getInitialSnapshot'];
  return wrapper;
}
