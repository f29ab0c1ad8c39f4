/**
 * Prints, after the model tests, one row per machine: its states and transitions (from its own
 * graph), the paths generated, and how many of each the paths covered. The records are written
 * by tests/model/support/coverage-record.ts; a machine tested under several inputs (goodsList's
 * four lists) is summed over them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COVERAGE_DIR, type CoverageRecord } from '../tests/model/support/coverage-record';

const records: CoverageRecord[] = existsSync(COVERAGE_DIR)
  ? readdirSync(COVERAGE_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(COVERAGE_DIR, file), 'utf8')) as CoverageRecord)
  : [];

if (records.length === 0) {
  console.log('model coverage: no records (run the model tests first)');
  process.exit(0);
}

const byMachine = new Map<string, CoverageRecord[]>();
for (const record of records)
  byMachine.set(record.machine, [...(byMachine.get(record.machine) ?? []), record]);

const percent = (part: number, whole: number) => `${whole === 0 ? 100 : Math.floor((part / whole) * 100)} %`;
const rows = [...byMachine.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([machine, list]) => {
    const first = list[0] as CoverageRecord;
    const states = new Set(list.flatMap((r) => r.visitedStates)).size;
    const transitions = new Set(list.flatMap((r) => r.visitedTransitions)).size;
    return [
      machine,
      String(first.states.length),
      String(first.transitions.length),
      String(list.reduce((sum, r) => sum + r.paths, 0)),
      `${states}/${first.states.length} (${percent(states, first.states.length)})`,
      `${transitions}/${first.transitions.length} (${percent(transitions, first.transitions.length)})`,
    ];
  });

const header = ['machine', 'states', 'transitions', 'paths', 'states covered', 'transitions covered'];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => (row[i] as string).length)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, i) => cell.padEnd(widths[i] as number))
    .join('  ')
    .trimEnd();
console.log(
  `\nmodel coverage, from each machine's own graph\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`,
);
for (const row of rows) console.log(line(row));
