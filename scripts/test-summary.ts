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
    /** false also when every test passed but the run did not: an unhandled error, a teardown */
    success?: boolean;
    testResults?: {
      name: string;
      status: string;
      message?: string;
      assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  };
  const laneSkipped = report.numPendingTests + report.numTodoTests;
  const brokenFiles = report.numFailedTestSuites ?? 0;
  const notes = [
    `${report.numPassedTests} passed`,
    `${report.numFailedTests} failed`,
    ...(laneSkipped ? [`${laneSkipped} skipped`] : []),
    ...(brokenFiles ? [`${brokenFiles} file(s) failed`] : []),
    ...(report.numPassedTests === 0 ? ['ran no test'] : []),
    // vitest fails a run whose tests all passed when an error escaped them (CI once printed
    // "183 passed, 0 failed" here for a lane that had failed that way)
    ...(report.success === false && report.numFailedTests === 0 && brokenFiles === 0
      ? ['the run failed outside its tests (see "Unhandled Errors" in its output)']
      : []),
  ];
  console.log(`  ${project.padEnd(8)} ${notes.join(', ')}`);
  // What failed, named here again: CI's record keeps only the end of the output, and a lane's own
  // failure report may be far above it (the cluster lane's four failures were once lost that way).
  for (const line of failuresOf(report.testResults ?? [])) console.log(`           ✗ ${line}`);
  if (report.numPassedTests === 0 || report.numFailedTests > 0 || brokenFiles > 0 || report.success === false)
    lanesFailed += 1;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += laneSkipped;
}
console.log(
  `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}` +
    (lanesFailed ? ` (${lanesFailed} of ${projects.length} lanes failed or did not run)` : ''),
);
process.exit(lanesFailed > 0 ? 1 : 0);

/** One line per failed test (file › test: first line of why), and per file that failed to run. */
function failuresOf(
  files: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[],
): string[] {
  const lines: string[] = [];
  const firstLine = (text = '') =>
    text
      .split('\n')
      .find((l) => l.trim())
      ?.trim()
      .slice(0, 200) ?? '';
  for (const file of files) {
    const path = file.name.replace(`${process.cwd()}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests)
      lines.push(`${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0)
      lines.push(`${path}: ${firstLine(file.message) || 'the file failed'}`);
  }
  return lines;
}
