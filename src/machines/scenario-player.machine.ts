/**
 * scenarioPlayer: the live copy of /flows and the test scenario it is stepped through (issue 21
 * item 6). It owns the copy (a demo actor of the machine shown, spawned from the `copy` actor the
 * page provides), so 重新开始, choosing a scenario and 重放 each start a fresh copy; following a
 * scenario, 下一步 makes the copy take the scenario's next event (the `takeStep` actor the page
 * provides finds the event or the demo answer that crosses the same transition, and checks the
 * copy lands in the states the test recorded). A step the demo data cannot play, or one that ends
 * elsewhere, stops the player with the reason instead of pretending.
 *
 *   free ──scenario.choose──▶ following.waiting ──scenario.next──▶ stepping ──done──▶ waiting … ended
 *                                    ▲                                └──error──▶ stuck
 *                                    └── scenario.replay / scenario.back (a fresh copy, stepped again)
 */
import {
  type ActorRefFrom,
  type AnyActorRef,
  type AnyStateMachine,
  assign,
  createMachine,
  fromPromise,
  type SnapshotFrom,
  setup,
  stopChild,
} from 'xstate';
import type { ScenarioStep } from '@/flows/test-coverage';
import { notProvided } from './not-provided';

export interface ScenarioPlayerInput {
  /** the live copy's input (the registry's demo input) */
  copyInput: unknown;
}

/** Why the copy did not take a step: no event of the demo data crosses it, or it ended elsewhere. */
export interface StepRefusal {
  reason: 'noMove' | 'elsewhere';
  /** the copy's states after the step, for 'elsewhere' */
  states?: string[];
}

export interface ScenarioPlayerContext extends ScenarioPlayerInput {
  copy: AnyActorRef;
  /** which scenario of the machine's list is followed (null: none) */
  scenario: number | null;
  steps: ScenarioStep[];
  /** the steps the copy has taken */
  at: number;
  /** the steps the product owner asked for (ahead of `at` while stepping, or after 上一步) */
  wanted: number;
  refusal: StepRefusal | null;
}

export type ScenarioPlayerEvent =
  | { type: 'copy.reset' }
  | { type: 'scenario.choose'; index: number; steps: ScenarioStep[] }
  | { type: 'scenario.next' }
  | { type: 'scenario.back' }
  | { type: 'scenario.replay' }
  | { type: 'scenario.close' };

export interface TakeStepInput {
  copy: AnyActorRef;
  step: ScenarioStep;
}

const isRefusal = (error: unknown): error is StepRefusal =>
  typeof error === 'object' && error !== null && 'reason' in error;

export const scenarioPlayerMachine = setup({
  types: {} as {
    context: ScenarioPlayerContext;
    input: ScenarioPlayerInput;
    events: ScenarioPlayerEvent;
  },
  actors: {
    // Both provided by the page (routes/flows-page.tsx): the machine shown, with its demo actors,
    // and the step taker that knows its sample events and demo answers (flows/scenario-step.ts).
    copy: createMachine({}) as AnyStateMachine,
    takeStep: fromPromise<void, TakeStepInput>(notProvided('scenarioPlayer', 'takeStep')),
  },
  actions: {
    // Always the id 'copy' (the old one is stopped first): a copy is known by where it is, not by
    // a new name per restart, and /flows tells restarts apart by the actor's sessionId.
    restartCopy: assign(({ context, spawn }) => {
      return { copy: spawn('copy', { id: 'copy', input: context.copyInput }) as AnyActorRef };
    }),
    stopCopy: stopChild(({ context }) => context.copy),
    forget: assign({ scenario: null, steps: [], at: 0, wanted: 0, refusal: null }),
  },
  guards: {
    behind: ({ context }) => context.at < context.wanted,
    atEnd: ({ context }) => context.at >= context.steps.length - 1,
    hasTaken: ({ context }) => context.wanted > 0,
  },
}).createMachine({
  id: 'scenarioPlayer',
  meta: { title: '场景演示' },
  context: ({ input, spawn }) => ({
    ...input,
    copy: spawn('copy', { id: 'copy', input: input.copyInput }) as AnyActorRef,
    scenario: null,
    steps: [],
    at: 0,
    wanted: 0,
    refusal: null,
  }),
  initial: 'free',
  on: {
    'copy.reset': {
      target: '.free',
      actions: ['stopCopy', 'restartCopy', 'forget'],
      description: '重新开始：换一个新的演示副本，不再跟随场景',
    },
    'scenario.choose': {
      target: '.following',
      reenter: true,
      actions: [
        'stopCopy',
        'restartCopy',
        assign({
          scenario: ({ event }) => event.index,
          steps: ({ event }) => event.steps,
          at: 0,
          wanted: 0,
          refusal: null,
        }),
      ],
      description: '选择一个场景：演示副本从头开始，停在场景的起点',
    },
  },
  states: {
    free: {
      meta: { title: '自由操作' },
    },
    following: {
      meta: { title: '跟随场景' },
      initial: 'waiting',
      on: {
        'scenario.close': {
          target: 'free',
          actions: 'forget',
          description: '不再跟随场景：演示副本留在原处',
        },
        'scenario.replay': {
          target: '.waiting',
          reenter: true,
          actions: ['stopCopy', 'restartCopy', assign({ at: 0, wanted: 0, refusal: null })],
          description: '重放：新的演示副本回到场景起点',
        },
        'scenario.back': {
          guard: 'hasTaken',
          target: '.waiting',
          reenter: true,
          actions: [
            'stopCopy',
            'restartCopy',
            assign({ wanted: ({ context }) => context.wanted - 1, at: 0, refusal: null }),
          ],
          description: '上一步：新的演示副本重走到前一步',
        },
      },
      states: {
        waiting: {
          meta: { title: '停在一步' },
          always: [
            { guard: 'behind', target: 'stepping', description: '还没走到要看的那一步' },
            { guard: 'atEnd', target: 'ended', description: '场景的最后一步' },
          ],
          on: {
            'scenario.next': {
              target: 'stepping',
              actions: assign({ wanted: ({ context }) => context.at + 1 }),
              description: '下一步：演示副本走场景的下一个事件',
            },
          },
        },
        stepping: {
          meta: { title: '正在走一步' },
          invoke: {
            id: 'takeStep',
            src: 'takeStep',
            input: ({ context }) => ({
              copy: context.copy,
              step: context.steps[context.at + 1] as ScenarioStep,
            }),
            onDone: {
              target: 'waiting',
              actions: assign({ at: ({ context }) => context.at + 1 }),
              description: '演示副本走完这一步，停在测试记录的状态',
            },
            onError: {
              target: 'stuck',
              actions: assign({
                refusal: ({ event }) => (isRefusal(event.error) ? event.error : { reason: 'noMove' }),
                wanted: ({ context }) => context.at,
              }),
              description: '演示副本走不了这一步，或者停在了别处',
            },
          },
        },
        ended: {
          meta: { title: '走完场景' },
        },
        stuck: {
          meta: { title: '走不下去' },
        },
      },
    },
  },
});

export type ScenarioPlayerSnapshot = SnapshotFrom<typeof scenarioPlayerMachine>;
export type ScenarioPlayerRef = ActorRefFrom<typeof scenarioPlayerMachine>;
