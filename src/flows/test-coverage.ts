/**
 * What the model tests walked, per machine: how each transition is covered (by a generated path,
 * by a hand-written journey only, or by none) and every path as a scenario with its test's name
 * and last result. Written by `npm run test:model` (scripts/model-coverage-table.ts) into
 * test-coverage.json beside this file; the diagrams of /flows and of `npm run flows` read it.
 */
import data from './test-coverage.json';

export const TEST_COVERAGE_FILE = 'src/flows/test-coverage.json';

export type CoveredBy = 'generated' | 'journey' | 'none';

export interface ScenarioStep {
  /** the event's type ('xstate.init' for the start) */
  event: string;
  /** the transitions the step crossed, as the diagram's graph keys them */
  transitions: string[];
  /** the innermost states active after the step */
  states: string[];
}

export interface TestScenario {
  /** the name of the test that walks it */
  name: string;
  /** for a hand-written journey: why generation does not reach it */
  why?: string;
  /** the input it was run with, when a machine is tested under several */
  label?: string;
  /** the test's result in the last `npm run test:model`, null when unknown */
  result: 'passed' | 'failed' | null;
  steps: ScenarioStep[];
}

export interface MachineCoverage {
  transitions: Record<string, CoveredBy>;
  scenarios: TestScenario[];
}

export type TestCoverage = Record<string, MachineCoverage>;

export const testCoverage = data as TestCoverage;

/** How a transition of a machine is covered; 'none' when the tests never recorded it. */
export function coveredBy(machineId: string, transition: string): CoveredBy {
  return testCoverage[machineId]?.transitions[transition] ?? 'none';
}
