/**
 * Whether the screen's live chart refuses an event where it stands now: the event selects no
 * transition while an active state declares it under guards only (graph-coverage.ts
 * refusalsOfStep). A gesture reads it before it acts, to show the refusal as the buyer meets it:
 * the control disabled or absent, or the page unchanged and nothing asked of the server.
 */
import type { AnyStateMachine, EventObject } from 'xstate';
import { refusalsOfStep } from './graph-coverage';
import { live } from './live-actor';

export function refusedNow(machine: AnyStateMachine, event: EventObject): boolean {
  const now = live.snapshots.get(machine.id);
  return now !== undefined && refusalsOfStep(machine, now, event).length > 0;
}
