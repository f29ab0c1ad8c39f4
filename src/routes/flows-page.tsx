/**
 * /flows (issue #6): every statechart of the page as a diagram, beside a live copy of it that a
 * product owner can step through: the events the copy can take now are buttons, the calls it
 * waits for get "模拟" answers, the current state is orange in the diagram, and the machine's
 * real view is shown in that state with goods 1001's demo data.
 *
 * Loaded only when /flows is visited (page-routes.tsx imports this file lazily), so neither ELK
 * nor the registry weighs on /detail.
 */
import { useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { fill } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { type AnyFlow, type DemoCalls, type DemoOutcome, demoCalls, type FlowEnv } from '@/flows/flow';
import { flowDiff } from '@/flows/flow-diff';
import { type DiagramLayout, layoutStatechart } from '@/flows/layout';
import type { LayoutHints } from '@/flows/layout-hints';
import { flowById, flows } from '@/flows/registry';
import { stepTaker } from '@/flows/scenario-step';
import { leafTitles, scenarioText, stepText } from '@/flows/scenario-text';
import { type StatechartGraph, statechartGraph } from '@/flows/statechart-graph';
import { type MachineCoverage, type TestScenario, testCoverage } from '@/flows/test-coverage';
import { scenarioPlayerMachine } from '@/machines/scenario-player.machine';
import { type ScenarioPlayerView, toScenarioPlayerView } from '@/machines/scenario-player.view';
import { calendarDay } from '@/rules/calendar-day';
import { bases } from '@/services/config';
import { FlowDiffPanel } from '@/views/flows/flow-diff-panel';
import {
  type CallGroup,
  type CurrentState,
  DiagramPane,
  DiagramPlaceholder,
  type EventGroup,
  FlowsNav,
  LivePanel,
  NotationAndSpec,
  ViewPane,
} from '@/views/flows/flows-view';
import { ScenarioList } from '@/views/flows/scenario-list';
import { PageFrame } from '@/views/page-frame';

const env: FlowEnv = {
  imageHost: bases.imageHost,
  shopUrl: (supplierId) => new URL(`/shop?SID=${supplierId}`, window.location.origin).href,
  today: calendarDay(new Date()),
};

// A machine's graph and layout never change while the page runs: computed once per machine.
// Layouts arrive asynchronously (ELK); a tiny store lets the diagram re-render when one lands.
const graphs = new Map<string, StatechartGraph>();
const layouts = new Map<string, DiagramLayout | 'failed'>();
const requested = new Set<string>();
const listeners = new Set<() => void>();

function graphOf(flow: AnyFlow): StatechartGraph {
  let graph = graphs.get(flow.id);
  if (!graph) {
    graph = statechartGraph(flow.machine);
    graphs.set(flow.id, graph);
  }
  return graph;
}

// The hints `npm run flows` committed with docs/flows: the page draws the same layout as the files.
const committedHints = import.meta.glob<LayoutHints>('../../docs/flows/*.layout.json', {
  eager: true,
  import: 'default',
});
const hintsOf = (flow: AnyFlow) => committedHints[`../../docs/flows/${flow.id}.layout.json`];

function requestLayout(flow: AnyFlow): void {
  if (requested.has(flow.id)) return;
  requested.add(flow.id);
  const hints = hintsOf(flow);
  layoutStatechart(graphOf(flow), { title: flow.name, ...(hints && { hints }) })
    .catch((error: unknown) => {
      console.error(error);
      return 'failed' as const;
    })
    .then((layout) => {
      layouts.set(flow.id, layout);
      for (const listener of listeners) listener();
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const diagramTitle = (flow: AnyFlow) => fill(flowsText.flowsDiagram, { name: flow.name });

export function FlowsPage() {
  const { machine } = useSearch({ from: '/flows' });
  const flow = flowById(machine);
  return (
    <PageFrame wide>
      <h1 className="mb-1 text-xl font-semibold">{flowsText.flows}</h1>
      <p className="mb-3 max-w-4xl text-neutral-600">{flowsText.flowsIntro}</p>
      <FlowsNav flows={flows} current={flow.id} />
      <LiveFlow key={flow.id} flow={flow} tested={testCoverage[flow.machine.id]} />
      <NotationAndSpec />
    </PageFrame>
  );
}

/** The scenario player's view changes only with its snapshot's values: no re-render otherwise. */
const sameView = (a: ScenarioPlayerView, b: ScenarioPlayerView) => JSON.stringify(a) === JSON.stringify(b);

/** Why the copy stopped, in words: the step's event, or where it landed and where the test was. */
function refusalText(
  graph: StatechartGraph,
  scenario: TestScenario,
  refusal: NonNullable<ScenarioPlayerView['refusal']>,
) {
  const step = scenario.steps[refusal.step];
  const event = step ? stepText(graph, step) : refusal.event;
  if (refusal.reason === 'noMove') return fill(flowsText.scenarioNoMove, { n: refusal.step, event });
  return fill(flowsText.scenarioElsewhere, {
    n: refusal.step,
    event,
    actual: leafTitles(graph, refusal.states ?? []),
    expected: leafTitles(graph, step?.states ?? []),
  });
}

/** The states a snapshot is in: the root and every state node it matches. */
function activeIds(graph: StatechartGraph, snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(
    graph.nodes
      .filter((node) => node.path.length === 0 || snapshot.matches(node.path.join('.')))
      .map((n) => n.id),
  );
}

/** The scenario player of a flow: its live copy's logic, and the step taker for its demo data. */
export type MakePlayer = (
  flow: AnyFlow,
  calls: DemoCalls,
  copy: AnyStateMachine,
) => typeof scenarioPlayerMachine;

const makePlayer: MakePlayer = (flow, calls, copy) =>
  scenarioPlayerMachine.provide({ actors: { copy, takeStep: stepTaker(flow, calls) } });

/**
 * A machine's diagram, its live copy (events, waiting calls, its real view) and the scenarios the
 * tests walk on it. `player` is the model test's way in (a player it can watch and pace).
 */
export function LiveFlow({
  flow,
  tested,
  player: playerOf = makePlayer,
}: {
  flow: AnyFlow;
  tested: MachineCoverage | undefined;
  player?: MakePlayer;
}) {
  // The live copy and the scenario it follows live in one machine (scenario-player.machine.ts):
  // 重新开始, choosing a scenario and 重放 each give a fresh copy; the demo calls outlive copies
  // (a stopped copy's waiting calls withdraw themselves).
  const [demo] = useState(() => {
    const calls = demoCalls();
    const { logic, input } = flow.demo(env, calls);
    return { calls, player: playerOf(flow, calls, logic), input };
  });
  const player = useActorRef(demo.player, { input: { copyInput: demo.input } });
  const copy = useSelector(player, (s) => s.context.copy);
  const snapshot = useSelector(copy, (s) => s) as AnyMachineSnapshot;
  const playing = useSelector(player, toScenarioPlayerView, sameView);
  const graph = graphOf(flow);
  const live = useMemo(() => activeIds(graph, snapshot), [graph, snapshot]);

  // The scenario catalogue: the model tests' paths on this machine; the one followed is played
  // on the copy, its crossed arrows drawn on the diagram.
  const scenarios = useMemo(
    () =>
      (tested?.scenarios ?? []).map((scenario, i) => ({
        key: `${i}`,
        text: scenarioText(graph, scenario),
        name: scenario.name,
        ...(scenario.why && { why: scenario.why }),
        result: scenario.result,
      })),
    [tested, graph],
  );
  const walked = playing.scenario === null ? undefined : tested?.scenarios[playing.scenario];
  const crossed = walked
    ? new Set(walked.steps.slice(1, playing.step + 1).flatMap((step) => step.transitions))
    : undefined;
  const refusal = playing.refusal && walked ? refusalText(graph, walked, playing.refusal) : null;

  const current: CurrentState[] = graph.nodes
    .filter((node) => live.has(node.id) && (node.type === 'atomic' || node.type === 'final'))
    .map((node) => ({ id: node.id, title: node.title, key: node.key, path: node.path.join('.') }));

  // The events the copy can take now: each of the machine's event types, with the registry's
  // sample payloads (a bare {type} for the rest), kept when snapshot.can says so.
  const samples = flow.samples?.(snapshot) ?? [];
  const events: EventGroup[] = [];
  const ignored: string[] = [];
  for (const type of graph.events) {
    const own = samples.filter((sample) => sample.event.type === type);
    const candidates: Array<{ event: EventObject; note?: string }> =
      own.length > 0 ? own : [{ event: { type } }];
    const enabled = candidates.filter((candidate) => snapshot.can(candidate.event));
    if (enabled.length === 0) ignored.push(type);
    enabled.forEach((candidate, i) => {
      // Grouped by the transition each payload takes (a video thumbnail and an image one differ).
      const description =
        (copy as typeof copy & { logic: AnyStateMachine }).logic.getTransitionData(
          snapshot,
          candidate.event,
        )[0]?.description ?? '';
      const key = `${type}|${description}`;
      let group = events.find((g) => g.key === key);
      if (!group) {
        group = { key, description, type, samples: [] };
        events.push(group);
      }
      group.samples.push({ key: `${i}`, note: candidate.note, send: () => copy.send(candidate.event) });
    });
  }

  const calls: CallGroup[] = Object.entries(flow.outcomes ?? {})
    .filter(([id]) => snapshot.children[id] !== undefined)
    .map(([id, outcomes]) => ({
      id,
      outcomes: outcomes.map((outcome: DemoOutcome) => ({
        label: outcome.label,
        settle: () => demo.calls.settle(id, outcome),
      })),
    }));

  const View = flow.View;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="min-w-0 space-y-4">
        <p className="text-neutral-600">{flow.summary}</p>
        <Diagram flow={flow} active={live} crossed={crossed} />
        <ScenarioList
          scenarios={scenarios}
          playing={playing}
          refusal={refusal}
          onChoose={(index) =>
            player.send({ type: 'scenario.choose', index, steps: tested?.scenarios[index]?.steps ?? [] })
          }
          send={player.send}
        />
        <FlowDiffPanel
          name={flow.name}
          against={flowDiff.ref}
          commit={flowDiff.commit}
          entry={flowDiff.machines[flow.machine.id]}
        />
      </div>
      <div className="lg:sticky lg:top-3 lg:row-span-2">
        <LivePanel
          name={flow.name}
          current={current}
          events={events}
          ignored={ignored}
          calls={calls}
          onReset={() => player.send({ type: 'copy.reset' })}
        />
      </div>
      <div className="min-w-0">
        <ViewPane>
          <View key={copy.sessionId} snapshot={snapshot} send={copy.send} env={env} />
        </ViewPane>
      </div>
    </div>
  );
}

/** The server (issue #17) and the hydration of its HTML show the placeholder: the layout is the browser's work. */
const noLayoutYet = () => undefined;

function Diagram({
  flow,
  active,
  crossed,
}: {
  flow: AnyFlow;
  active: ReadonlySet<string>;
  crossed: ReadonlySet<string> | undefined;
}) {
  if (typeof window !== 'undefined') requestLayout(flow);
  const layout = useSyncExternalStore(subscribe, () => layouts.get(flow.id), noLayoutYet);
  const title = diagramTitle(flow);
  if (layout === undefined) return <DiagramPlaceholder title={title} />;
  if (layout === 'failed') return <DiagramPlaceholder title={title} failed />;
  const coverage = testCoverage[flow.machine.id]?.transitions;
  return <DiagramPane layout={layout} title={title} active={active} coverage={coverage} crossed={crossed} />;
}
