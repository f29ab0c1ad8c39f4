/**
 * The closing line of `npm test`: every vitest project writes a JSON report to .test-results/,
 * and this sums them into one plain line, 'tests: N passed, N failed', that CI can read.
 * A project that ran no test counts as a failure: a green run must have tested something.
 */
import { existsSync, readFileSync } from 'node:fs';

// cluster: the cluster tests and the server tests on PostgreSQL (scripts/cluster/test-lane.ts)
const projects = ['unit', 'model', 'server', 'e2e', 'cluster'];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const project of projects) {
  const file = `.test-results/${project}.json`;
  if (!existsSync(file)) {
    console.error(`test-summary: no report for the ${project} tests (${file})`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  if (report.numPassedTests === 0) {
    console.error(`test-summary: the ${project} tests ran no test`);
    failed += 1;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
