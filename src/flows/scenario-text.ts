/**
 * A model test's path told as a product owner reads it: 假如 <where it starts>，当 <what happens,
 * step by step>，那么页面 <where it ends>. Built from the states' meta.title and the transitions'
 * descriptions in the machine's own graph, so the words follow the machine.
 */
import { fill } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import type { StatechartGraph } from './statechart-graph';
import type { TestScenario } from './test-coverage';

/** The titles of the innermost states among `ids` ('加载中、可收藏'). */
export function leafTitles(graph: StatechartGraph, ids: readonly string[]): string {
  const active = new Set(ids);
  return graph.nodes
    .filter((node) => active.has(node.id) && !node.children.some((child) => active.has(child)))
    .map((node) => node.title)
    .join('、');
}

type Step = TestScenario['steps'][number];

/**
 * What a step does, in words: the description of the transition it crossed; for a step a guard
 * refused (it crossed none, and stayed in `states`), the transition tried there, said as not
 * taken; else its event.
 */
export function stepText(graph: StatechartGraph, step: Step): string {
  const edge = graph.edges.find((candidate) => step.transitions.includes(candidate.transition));
  if (edge) return edge.description || edge.event;
  const tried =
    step.transitions.length === 0 &&
    graph.edges.find(
      (candidate) => candidate.eventType === step.event && step.states.includes(candidate.source),
    );
  return tried ? fill(flowsText.scenarioRefused, { what: tried.description || tried.event }) : step.event;
}

export function scenarioText(graph: StatechartGraph, scenario: TestScenario): string {
  const [first, ...rest] = scenario.steps;
  const given = leafTitles(graph, first?.states ?? []);
  const then = leafTitles(graph, scenario.steps.at(-1)?.states ?? []);
  if (rest.length === 0) return fill(flowsText.scenarioStart, { given, then });
  const when = rest.map((step) => stepText(graph, step)).join(flowsText.scenarioThen);
  return fill(flowsText.scenarioSentence, { given, when, then });
}
