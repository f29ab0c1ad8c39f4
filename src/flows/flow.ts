/**
 * What an entry of the /flows registry is (`Flow`, checked against its own machine by
 * `defineFlow`), the world the live copies see (`FlowEnv`), and the waiting demo calls a product
 * owner answers by hand (`demoCalls`). The entries are one file per machine under machines/.
 */
import type { ComponentType } from 'react';
import {
  type AnyStateMachine,
  type EventFromLogic,
  fromPromise,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

/** What the page knows of the world, for the demo input and the views (as the real routes give). */
export interface FlowEnv {
  /** services/config bases.imageHost ('' for this origin) */
  imageHost: string;
  shopUrl: (supplierId: number) => string;
  /** 'YYYY-MM-DD' */
  today: string;
}

/** One answer the owner can give a waiting call: the button's label and what the call returns. */
export type DemoOutcome = { label: string } & ({ ok: true; output: unknown } | { ok: false; error: unknown });

/** The waiting calls of one live copy: each invoked demo actor waits here until it is settled. */
export interface DemoCalls {
  /** a promise actor that waits, by its invoke id, for `settle` */
  waiting: <TOutput, TInput>() => ReturnType<typeof fromPromise<TOutput, TInput>>;
  /** answers the waiting call of invoke `id`; false when none waits */
  settle: (id: string, outcome: DemoOutcome) => boolean;
}

export function demoCalls(): DemoCalls {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  return {
    waiting: <TOutput, TInput>() =>
      fromPromise<TOutput, TInput>(
        ({ self, signal }) =>
          new Promise<TOutput>((resolve, reject) => {
            const call = { resolve: (value: unknown) => resolve(value as TOutput), reject };
            pending.set(self.id, call);
            // A call whose state was left (a new ?id, a retry) no longer waits.
            signal.addEventListener('abort', () => {
              if (pending.get(self.id) === call) pending.delete(self.id);
            });
          }),
      ),
    settle: (id, outcome) => {
      const call = pending.get(id);
      if (!call) return false;
      pending.delete(id);
      if (outcome.ok) call.resolve(outcome.output);
      else call.reject(outcome.error);
      return true;
    },
  };
}

/** A sample event for a button: the event with a payload the guards accept, and what it picks. */
export interface EventSample<TEvent> {
  event: TEvent;
  /** e.g. the colour or the thumbnail the payload names */
  note?: string;
}

export interface FlowView<TMachine extends AnyStateMachine> {
  snapshot: SnapshotFrom<TMachine>;
  send: (event: EventFromLogic<TMachine>) => void;
  env: FlowEnv;
}

export interface Flow<TMachine extends AnyStateMachine> {
  /** the machine's id: also /flows?machine=<id> and docs/flows/<id>.svg */
  id: string;
  /** its name in Chinese */
  name: string;
  /** what it does, in one Chinese line */
  summary: string;
  machine: TMachine;
  /** a fresh live copy: the machine with demo actors, and its input */
  demo: (env: FlowEnv, calls: DemoCalls) => { logic: TMachine; input: InputFrom<TMachine> };
  /** the answers a waiting call can be given, by invoke id */
  outcomes?: Record<string, DemoOutcome[]>;
  /** events with payloads, for the events whose guards read one (a bare {type} otherwise) */
  samples?: (snapshot: SnapshotFrom<TMachine>) => Array<EventSample<EventFromLogic<TMachine>>>;
  /** the machine's real headless view for a snapshot */
  View: ComponentType<FlowView<TMachine>>;
}

export type AnyFlow = Flow<AnyStateMachine>;

/** An entry of the registry, type-checked against its own machine. */
export function defineFlow<TMachine extends AnyStateMachine>(flow: Flow<TMachine>): AnyFlow {
  // The page handles entries alike; each entry was checked against its machine above.
  return flow as unknown as AnyFlow;
}
