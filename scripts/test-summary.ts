/**
 * The closing lines of `npm test`: every vitest project writes a JSON report to .test-results/;
 * this prints one line per lane with its counts, a lane without a report as 'did not run' (issue 19
 * item 23: a lane that crashed or never started must show, not vanish from the total), then one
 * plain total line, 'tests: N passed, N failed', that CI can read.
 * A lane that ran no test counts as a failure: a green run must have tested something.
 *
 * Usage: tsx scripts/test-summary.ts [results dir, default .test-results]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// cluster: the cluster tests and the server tests on PostgreSQL (scripts/cluster/test-lane.ts)
const projects = ['unit', 'model', 'server', 'e2e', 'cluster'];
const dir = process.argv[2] ?? '.test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
let lanesFailed = 0;
for (const project of projects) {
  const file = join(dir, `${project}.json`);
  if (!existsSync(file)) {
    console.log(`  ${project.padEnd(8)} did not run (no report ${file})`);
    lanesFailed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites?: number;
  };
  const laneSkipped = report.numPendingTests + report.numTodoTests;
  const brokenFiles = report.numFailedTestSuites ?? 0;
  const notes = [
    `${report.numPassedTests} passed`,
    `${report.numFailedTests} failed`,
    ...(laneSkipped ? [`${laneSkipped} skipped`] : []),
    ...(brokenFiles ? [`${brokenFiles} file(s) failed`] : []),
    ...(report.numPassedTests === 0 ? ['ran no test'] : []),
  ];
  console.log(`  ${project.padEnd(8)} ${notes.join(', ')}`);
  if (report.numPassedTests === 0 || report.numFailedTests > 0 || brokenFiles > 0) lanesFailed += 1;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += laneSkipped;
}
console.log(
  `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}` +
    (lanesFailed ? ` (${lanesFailed} of ${projects.length} lanes failed or did not run)` : ''),
);
process.exit(lanesFailed > 0 ? 1 : 0);
