/**
 * npx tsx scripts/mutate/check-mutants.ts <machine> <mutant id,…|survivors> <test file…> [-t pattern]
 *
 * Checks by hand what a Stryker run of npm run mutate:machines left alive: each named mutant (its
 * id in reports/mutation/machines/<machine>/mutation.json; `survivors` for every survivor and
 * not-covered one) is applied to a copy of the machine's source, the named tests run against it
 * (vitest, scripts/mutate/vitest.mutant.config.ts serving the copy in place of the file), and the
 * line says whether a test failed (killed) or not (survived). src is never written: a mutant
 * cannot be committed by mistake, and a Stryker run beside it reads the real file.
 *
 * Refuses to run when the machine's file differs from the source the run mutated where it matters:
 * a changed line count, or a changed line under a named mutant (the ids and columns would point
 * elsewhere). A change elsewhere that keeps the lines (a type-only edit) is allowed; RUN_SOURCE=1
 * mutates the run's own source instead of the file.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Position {
  line: number;
  column: number;
}
interface Mutant {
  id: string;
  mutatorName: string;
  replacement: string;
  status: string;
  location: { start: Position; end: Position };
}

const [machine, which, ...rest] = process.argv.slice(2);
if (!machine || !which)
  throw new Error('usage: check-mutants.ts <machine> <ids|survivors> <test file…> [-t pattern]');
const file = `src/machines/${machine}.machine.ts`;
const report = JSON.parse(readFileSync(`reports/mutation/machines/${machine}/mutation.json`, 'utf8')) as {
  files: Record<string, { source: string; mutants: Mutant[] }>;
};
const entry = report.files[file];
if (!entry) throw new Error(`${file} is not in the report`);
// RUN_SOURCE=1 mutates the source the run mutated (as the report keeps it) instead of the file,
// for a file changed since in ways that do not run (the machines' `types`, 2026-11-27): the
// tests then run against the run's source, so they must still pass on it unmutated. Without it
// the file is mutated, where the mutant's own lines are still the run's (stillApplies).
const onRunSource = process.env.RUN_SOURCE === '1';
const current = onRunSource ? entry.source : readFileSync(file, 'utf8');
const runSource = entry.source;
const runLines = runSource.split('\n');
const currentLines = current.split('\n');

const mutants =
  which === 'survivors'
    ? entry.mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
    : which.split(',').map((id) => {
        const found = entry.mutants.find((m) => m.id === id);
        if (!found) throw new Error(`no mutant ${id}`);
        return found;
      });

/**
 * Whether the mutant still points at the code the run mutated: the file may have changed since
 * (a type-only edit elsewhere), but only if it kept its line count and the mutant's own lines.
 */
function stillApplies(mutant: Mutant): boolean {
  if (runSource === current) return true;
  if (runLines.length !== currentLines.length) return false;
  for (let line = mutant.location.start.line; line <= mutant.location.end.line; line++)
    if (runLines[line - 1] !== currentLines[line - 1]) return false;
  return true;
}
const moved = mutants.filter((m) => !stillApplies(m));
if (moved.length > 0)
  throw new Error(
    `${file} changed since the run where mutant(s) ${moved.map((m) => m.id).join(',')} sit: re-run it, or RUN_SOURCE=1 to mutate the run's source`,
  );

/** The offset of a 1-based line and column in the text. */
function offsetOf(text: string, { line, column }: Position) {
  const lines = text.split('\n');
  return lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
}

/** What failed, from vitest's JSON report: the failing tests' names, or a file that failed to load. */
function failuresOf(report: string): string {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      testResults: {
        name: string;
        status: string;
        message: string;
        assertionResults: { fullName: string; status: string }[];
      }[];
    };
    return json.testResults
      .flatMap((file) => {
        const failed = file.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => test.fullName);
        if (failed.length > 0) return failed;
        return file.status === 'failed'
          ? [`${file.name} did not load: ${file.message.split('\n')[0]?.slice(0, 120)}`]
          : [];
      })
      .join('; ');
  } catch {
    return '';
  }
}

const dir = 'reports/mutation/check';
mkdirSync(dir, { recursive: true });
for (const mutant of mutants) {
  const start = offsetOf(current, mutant.location.start);
  const end = offsetOf(current, mutant.location.end);
  // Stryker replaces the node, so its replacement binds as one expression: `a || b` put in place
  // of `a && b` inside `a && b && c` must stay grouped. A block stays a block.
  const replacement =
    mutant.mutatorName === 'BlockStatement' ? mutant.replacement : `(${mutant.replacement})`;
  const mutated = current.slice(0, start) + replacement + current.slice(end);
  const source = join(dir, `${machine}.${mutant.id}.ts`);
  writeFileSync(source, mutated);
  const run = spawnSync(
    'nice',
    [
      ...['-n', '19', 'npx', 'vitest', 'run', '--config', 'scripts/mutate/vitest.mutant.config.ts'],
      ...['--bail', '1', '--reporter', 'json', '--outputFile', `${source}.json`, ...rest],
    ],
    { encoding: 'utf8', env: { ...process.env, MUTANT_FILE: file, MUTANT_SOURCE: source }, timeout: 600_000 },
  );
  const where = `${mutant.location.start.line}:${mutant.location.start.column}`;
  const verdict =
    run.status === 0
      ? 'survived'
      : `killed: ${failuresOf(`${source}.json`) || `exit ${run.status ?? run.signal}`}`;
  console.log(
    `${mutant.id} ${where} ${mutant.mutatorName} → ${JSON.stringify(mutant.replacement.slice(0, 50))}: ${verdict}`,
  );
}
