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
const share = (part: number, whole: number) => `${part}/${whole} (${percent(part, whole)})`;
const union = (lists: string[][]) => new Set(lists.flat()).size;
const rows = [...byMachine.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([machine, list]) => {
    const first = list[0] as CoverageRecord;
    const states = first.states.length;
    const transitions = first.transitions.length;
    return [
      machine,
      String(states),
      String(transitions),
      String(list.reduce((sum, r) => sum + (r.generatedPaths ?? r.paths), 0)),
      String(list.reduce((sum, r) => sum + (r.journeys?.length ?? 0), 0)),
      share(union(list.map((r) => r.generatedStates ?? [])), states),
      share(union(list.map((r) => r.generatedTransitions ?? [])), transitions),
      share(union(list.map((r) => r.visitedStates)), states),
      share(union(list.map((r) => r.visitedTransitions)), transitions),
      share(union(list.map((r) => r.generatedRefusals ?? [])), first.refusals?.length ?? 0),
    ];
  });

const header = [
  'machine',
  'states',
  'transitions',
  'generated paths',
  'journeys',
  'states (generated)',
  'transitions (generated)',
  'states (+ journeys)',
  'transitions (+ journeys)',
  'guards refusing (generated)',
];
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

// What only a journey reaches, and why generation does not.
const reasons = records.flatMap((record) =>
  (record.journeys ?? [])
    .filter((j) => j.addsStates.length + j.addsTransitions.length > 0)
    .map(
      (j) => `  ${record.machine}: ${j.why}\n    adds ${[...j.addsStates, ...j.addsTransitions].join(', ')}`,
    ),
);
if (reasons.length > 0) console.log(`\nreached by hand-written journeys only\n${reasons.join('\n')}`);
