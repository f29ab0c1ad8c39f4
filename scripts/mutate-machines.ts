/**
 * npm run mutate:machines [-- name … | --again | --summary] (not in CI): mutation testing of the
 * machines' guards and actions, one Stryker run per machine file, smallest file first.
 *
 * Each run mutates only the guards and actions of one file (scripts/mutate/machine-ranges.ts)
 * and runs only that machine's tests (MUTATE_TESTS=machine:<name>, vitest.mutate.config.ts), at
 * nice 19 with one worker: the machine is shared. Its results go to
 * reports/mutation/machines/<name>/ (mutation.json, events/ as each mutant is tested, run.json
 * with the time taken). A machine with a mutation.json already is skipped, so a stopped run
 * resumes where it was; `--again` reruns the named machines. `--summary` only prints the table
 * for docs/MUTATION.md from the results there.
 *
 * Static mutants are tested too (ignoreStatic off): a transition's `actions: 'name'` or
 * `guard: 'name'` is read once, when the machine is created, and is what these runs are about.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { mutateRanges } from './mutate/machine-ranges';

const MACHINES = 'src/machines';
const OUT = 'reports/mutation/machines';

const args = process.argv.slice(2);
const again = args.includes('--again');
const summaryOnly = args.includes('--summary');
const named = args.filter((arg) => !arg.startsWith('--'));

const allMachines = readdirSync(MACHINES)
  .filter((file) => file.endsWith('.machine.ts'))
  .sort((a, b) => statSync(join(MACHINES, a)).size - statSync(join(MACHINES, b)).size)
  .map((file) => basename(file, '.machine.ts'));

for (const name of named)
  if (!allMachines.includes(name)) throw new Error(`no machine ${name}: one of ${allMachines.join(', ')}`);
const machines = named.length > 0 ? allMachines.filter((name) => named.includes(name)) : allMachines;

function runMachine(name: string) {
  const dir = join(OUT, name);
  if (!again && existsSync(join(dir, 'mutation.json'))) {
    console.log(`${name}: done before (${dir}); --again to rerun`);
    return;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = join(MACHINES, `${name}.machine.ts`);
  const base = JSON.parse(readFileSync('stryker.config.json', 'utf8'));
  const config = {
    ...base,
    mutate: mutateRanges(file, readFileSync(file, 'utf8')),
    ignoreStatic: false,
    // a mutant that loops (an always-true guard on an always) is detected either way: no need to
    // wait the minute the base config allows each time
    timeoutMS: 15000,
    concurrency: 1,
    reporters: ['clear-text', 'progress', 'json', 'event-recorder'],
    jsonReporter: { fileName: join(dir, 'mutation.json') },
    eventReporter: { baseDir: join(dir, 'events') },
  };
  delete config.$schema;
  const configFile = join(dir, 'stryker.config.json');
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`${name}: ${config.mutate.length} ranges, tests: MUTATE_TESTS=machine:${name}`);
  const started = new Date();
  const run = spawnSync('nice', ['-n', '19', 'npx', 'stryker', 'run', configFile], {
    stdio: 'inherit',
    env: { ...process.env, MUTATE_TESTS: `machine:${name}` },
  });
  const ended = new Date();
  writeFileSync(
    join(dir, 'run.json'),
    `${JSON.stringify({ started, ended, seconds: Math.round((ended.getTime() - started.getTime()) / 1000), status: run.status }, null, 2)}\n`,
  );
  if (run.signal) {
    // stopped (Ctrl-C, kill): stop here too; this machine starts afresh on the next run
    rmSync(dir, { recursive: true, force: true });
    console.error(`${name}: stopped by ${run.signal}`);
    process.exit(1);
  }
  if (run.status !== 0) console.error(`${name}: stryker ended with ${run.status}`);
}

interface Counts {
  mutants: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  errors: number;
}

function countsOf(name: string): (Counts & { seconds: number | null; started: string | null }) | null {
  const report = join(OUT, name, 'mutation.json');
  if (!existsSync(report)) return null;
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    files: Record<string, { mutants: { status: string }[] }>;
  };
  const statuses = Object.values(json.files).flatMap((file) => file.mutants.map((mutant) => mutant.status));
  const count = (status: string) => statuses.filter((s) => s === status).length;
  const runFile = join(OUT, name, 'run.json');
  const run = existsSync(runFile)
    ? (JSON.parse(readFileSync(runFile, 'utf8')) as { seconds: number; started: string })
    : null;
  return {
    mutants: statuses.length,
    killed: count('Killed'),
    timeout: count('Timeout'),
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    errors: count('CompileError') + count('RuntimeError'),
    seconds: run?.seconds ?? null,
    started: run?.started ?? null,
  };
}

/** Stryker's score: detected over valid mutants (compile and runtime errors are not valid). */
const score = (c: Counts) => {
  const valid = c.killed + c.timeout + c.survived + c.noCoverage;
  return valid === 0 ? '—' : `${((100 * (c.killed + c.timeout)) / valid).toFixed(1)} %`;
};

function printSummary() {
  const rows: string[] = [];
  const total: Counts = { mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0 };
  const left: string[] = [];
  for (const name of allMachines) {
    const c = countsOf(name);
    if (!c) {
      left.push(name);
      continue;
    }
    for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += c[key];
    const time = c.seconds === null ? '—' : `${Math.floor(c.seconds / 60)} min ${c.seconds % 60} s`;
    // when the run started, in UTC: which tests it ran against is read from the git log of that hour
    const started = c.started === null ? '—' : `${c.started.slice(0, 10)} ${c.started.slice(11, 16)}`;
    rows.push(
      `| ${name} | ${c.mutants} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.errors} | ${score(c)} | ${started} | ${time} |`,
    );
  }
  console.log(
    '| machine | mutants | killed | timed out | survived | no coverage | errors | score | started (UTC) | run took |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(
    `| **total** | ${total.mutants} | ${total.killed} | ${total.timeout} | ${total.survived} | ${total.noCoverage} | ${total.errors} | **${score(total)}** | | |`,
  );
  if (left.length > 0) console.log(`\nnot run yet: ${left.join(', ')}`);
}

if (!summaryOnly) for (const name of machines) runMachine(name);
printSummary();
