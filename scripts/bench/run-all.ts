/**
 * `npm run bench [-- name…]`: builds the app, starts the real server (demo catalogue, fresh
 * in-memory database) in a child process, runs every benchmark (or those named, by module file or
 * Benchmark.name) one after the other, prints one table on stdout and writes bench/results.json
 * and docs/PERFORMANCE.md. Progress goes to stderr.
 *
 * Exits 0 when targets are missed (the table says ✗): missing a target is a finding, not a
 * failure of the harness. Exits 1 only when a benchmark crashed, 2 on an unknown name.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/build-app';
import { stampBuild } from '../../server/build-freshness';
import { chromePath } from '../../tests/e2e/browser';
import api from './api';
import bytes from './bytes';
import cluster from './cluster';
import dataAvailability from './data-availability';
import hydration from './hydration';
import interaction from './interaction';
import lighthouse from './lighthouse';
import login from './login';
import { machineInfo } from './machine';
import pages from './pages';
import { type BenchmarkRun, writeReport } from './report';
import { startServerChild } from './server-process';
import startup from './startup';
import { textTable } from './table';
import type { BenchContext, Benchmark, BenchRow } from './types';
import zip from './zip';

/** Module file name → benchmark, in the order they run (start-up last: it spawns servers of its own). */
const BENCHMARKS: Array<[string, Benchmark]> = [
  ['bytes', bytes],
  ['data-availability', dataAvailability],
  ['lighthouse', lighthouse],
  ['hydration', hydration],
  ['interaction', interaction],
  ['zip', zip],
  ['api', api],
  ['login', login],
  ['cluster', cluster],
  ['pages', pages],
  ['startup', startup],
];

const root = fileURLToPath(new URL('../..', import.meta.url));
const distDir = join(root, 'dist');
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const secondsSince = (start: number) => Math.round((performance.now() - start) / 100) / 10;

function selected(names: string[]): Benchmark[] {
  if (names.length === 0) return BENCHMARKS.map(([, benchmark]) => benchmark);
  const known = BENCHMARKS.flatMap(([file, benchmark]) => [file, benchmark.name]);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) {
    log(`unknown benchmark ${unknown.join(', ')}; known: ${[...new Set(known)].join(', ')}`);
    process.exit(2);
  }
  return BENCHMARKS.filter(([file, b]) => names.includes(file) || names.includes(b.name)).map(([, b]) => b);
}

async function main(): Promise<number> {
  const names = process.argv.slice(2);
  const benchmarks = selected(names);
  const started = performance.now();
  const date = new Date().toISOString();
  const browser = chromePath();
  // taken before the build so that the load average shows the machine, not this run
  const machine = machineInfo(browser);

  log('vite build');
  // 'warn': vite's info lines would go to stdout, which keeps only the table
  await buildApp(root, 'warn');
  stampBuild(root, process.env);

  log('starting the server (fresh database, demo catalogue)');
  const mediaDir = join(root, '.bench-data', 'media');
  const server = await startServerChild(root, distDir, mediaDir);
  const context: BenchContext = {
    baseUrl: server.url,
    serverPid: server.pid,
    chromePath: browser,
    root,
    distDir,
    mediaDir,
    log,
  };

  const rows: BenchRow[] = [];
  const runs: BenchmarkRun[] = [];
  try {
    for (const benchmark of benchmarks) {
      log(`— ${benchmark.name}`);
      const t0 = performance.now();
      try {
        rows.push(...(await benchmark.run(context)));
        runs.push({ name: benchmark.name, seconds: secondsSince(t0) });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`${benchmark.name} crashed: ${error instanceof Error ? (error.stack ?? message) : message}`);
        runs.push({ name: benchmark.name, seconds: secondsSince(t0), crashed: message });
        rows.push({
          benchmark: benchmark.name,
          metric: 'crashed',
          value: Number.NaN,
          unit: '',
          note: message,
        });
      }
      log(`  ${benchmark.name}: ${secondsSince(t0)} s`);
    }
  } finally {
    await server.stop();
  }

  const seconds = secondsSince(started);
  process.stdout.write(`${textTable(rows)}\n`);
  const written = writeReport(
    root,
    {
      command: ['npm run bench', ...(names.length ? ['--', ...names] : [])].join(' '),
      date,
      seconds,
      machine,
      benchmarks: runs,
      rows,
    },
    names.length === 0,
  );
  log(`wrote ${written.map((file) => file.slice(root.length)).join(', ')} in ${seconds.toFixed(0)} s`);
  return runs.some((run) => run.crashed) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log(
      `the harness itself failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
