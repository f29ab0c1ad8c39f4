/**
 * Prints, after the model tests, one row per machine: its states and transitions (from its own
 * graph), the paths generated, and how many of each the paths covered. The records are written
 * by tests/model/support/coverage-record.ts; a machine tested under several inputs (goodsList's
 * four lists) is summed over them.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_COVERAGE_FILE, type TestCoverage } from '../src/flows/test-coverage';
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
/** Refusals generated of those there are, and those listed as met by no event the page can send. */
function refusalShare(list: CoverageRecord[]): string {
  const first = list[0] as CoverageRecord;
  const total = first.refusals?.length ?? 0;
  const generated = union(list.map((r) => r.generatedRefusals ?? []));
  const unmet = union(list.map((r) => (r.unmetRefusals ?? []).map((u) => u.key)));
  return `${share(generated, total - unmet)}${unmet > 0 ? ` + ${unmet} no event meets` : ''}`;
}
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
      refusalShare(list),
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
  'guards refusing (generated, of those an event meets)',
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

// The refusals no event the page can send meets, and why (each model test lists its own).
const unmet = [...byMachine.values()].flatMap((list) =>
  [...new Map(list.flatMap((r) => (r.unmetRefusals ?? []).map((u) => [u.key, u.why] as const)))].map(
    ([key, why]) => `  ${key}: ${why}`,
  ),
);
if (unmet.length > 0) console.log(`\nrefusals no event the page can send meets\n${unmet.join('\n')}`);

// ── the same, for the diagrams: src/flows/test-coverage.json (read by /flows and npm run flows) ──

/** Each test's result in the last run's JSON report, by its describe and its name. */
function results(): Map<string, string> {
  const report = join('.test-results', 'model.json');
  const byName = new Map<string, string>();
  if (!existsSync(report)) return byName;
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    testResults?: Array<{
      assertionResults?: Array<{ ancestorTitles: string[]; title: string; status: string }>;
    }>;
  };
  for (const file of json.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      byName.set(`${test.ancestorTitles[0] ?? ''}|${test.title}`, test.status);
  return byName;
}

const previous: TestCoverage = existsSync(TEST_COVERAGE_FILE)
  ? (JSON.parse(readFileSync(TEST_COVERAGE_FILE, 'utf8')) as TestCoverage)
  : {};
const statuses = results();
const coverage: TestCoverage = { ...previous };
for (const [machine, list] of byMachine) {
  const generated = new Set(list.flatMap((r) => r.generatedTransitions ?? []));
  const all = new Set(list.flatMap((r) => r.visitedTransitions));
  const first = list[0] as CoverageRecord;
  coverage[machine] = {
    transitions: Object.fromEntries(
      first.transitions.map((key) => [
        key,
        generated.has(key) ? 'generated' : all.has(key) ? 'journey' : 'none',
      ]),
    ),
    scenarios: list.flatMap((record) =>
      (record.scenarios ?? []).map((scenario) => {
        const status = [...statuses.entries()].find(
          // the describe names the machine; a test's title may carry a prefix (logged in on arrival: …)
          ([name]) => name.startsWith(machine) && name.endsWith(scenario.name),
        )?.[1];
        return {
          ...scenario,
          ...(record.label !== 'paths' && { label: record.label }),
          result: status === 'passed' || status === 'failed' ? status : null,
          steps: scenario.steps.map((step) => ({
            ...step,
            transitions: step.transitions,
            // the innermost states only: their ancestors follow from the chart
            states: step.states.filter((id) => !step.states.some((other) => other.startsWith(`${id}.`))),
          })),
        };
      }),
    ),
  };
}
const sorted = Object.fromEntries(Object.entries(coverage).sort(([a], [b]) => a.localeCompare(b)));
// One line per machine: small enough for /flows' chunk, and a diff still says which machine changed.
const lines = Object.entries(sorted).map(
  ([machine, entry]) => `${JSON.stringify(machine)}:${JSON.stringify(entry)}`,
);
writeFileSync(TEST_COVERAGE_FILE, `{\n${lines.join(',\n')}\n}\n`);
console.log(`\nwrote ${TEST_COVERAGE_FILE} (the diagrams' coverage and scenarios: run npm run flows)`);
