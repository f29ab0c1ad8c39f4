/**
 * The coverage assertion every model test makes, which also leaves a record for the table that
 * `npm run test:model` prints (scripts/model-coverage-table.ts): per machine, its states and
 * transitions from its own graph, the paths generated, and what those paths covered.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { type PathLike, stateIds, transitionKeys, visited } from './graph-coverage';

export const COVERAGE_DIR = join('.test-results', 'model-coverage');

export interface CoverageRecord {
  machine: string;
  /** which set of paths, when a machine is tested under several inputs */
  label: string;
  states: string[];
  transitions: string[];
  visitedStates: string[];
  visitedTransitions: string[];
  paths: number;
}

export function expectFullCoverage(machine: AnyStateMachine, paths: PathLike[], label = 'paths') {
  const states = stateIds(machine);
  const transitions = transitionKeys(machine);
  const seen = visited(machine, paths);
  const record: CoverageRecord = {
    machine: machine.id,
    label,
    states,
    transitions,
    visitedStates: states.filter((id) => seen.states.has(id)),
    visitedTransitions: transitions.filter((key) => seen.transitions.has(key)),
    paths: paths.length,
  };
  mkdirSync(COVERAGE_DIR, { recursive: true });
  const file = `${machine.id}.${label.replace(/[^\w-]+/g, '_')}.json`;
  writeFileSync(join(COVERAGE_DIR, file), JSON.stringify(record, null, 2));
  expect({
    states: states.filter((id) => !seen.states.has(id)),
    transitions: transitions.filter((key) => !seen.transitions.has(key)),
  }).toEqual({ states: [], transitions: [] });
}
