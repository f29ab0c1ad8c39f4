import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LoadFailureAsFailedTest } from './scripts/mutate/load-failure-reporter';

/** MUTATE_TESTS=rules: the unit test files that import src/rules themselves (a run of minutes). */
const rulesTests = () =>
  readdirSync('tests/unit')
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(`tests/unit/${file}`, 'utf8').includes("'@/rules/"))
    .map((file) => `tests/unit/${file}`);

const testFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`);

/**
 * MUTATE_TESTS=machine:<name> (npm run mutate:machines): the tests that exercise
 * src/machines/<name>.machine.ts, its model test and every unit test file that imports it, so each
 * machine's run reads and reruns only its own tests (a dry run of seconds, not of the whole model
 * lane). The other model tests that compose it (detail-page's, double-submit's) are left out: they
 * multiplied a run's time by five (purchase: ~45 min instead of ~9) for the page's own charts.
 */
const machineTests = (name: string): string[] => {
  const imports = new RegExp(`machines/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.machine['"]`);
  return [
    ...testFiles('tests/model').filter((file) => file === `tests/model/${name}.model.test.tsx`),
    ...testFiles('tests/unit').filter((file) => imports.test(readFileSync(file, 'utf8'))),
  ];
};

const includes: Record<string, () => string[]> = {
  rules: rulesTests,
  unit: () => ['tests/unit/**/*.test.{ts,tsx}'],
  all: () => ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
};

const selection = process.env.MUTATE_TESTS ?? 'all';
const machine = /^machine:(.+)$/.exec(selection)?.[1];

/**
 * The tests `npm run mutate` (StrykerJS, stryker.config.json) runs against each mutant: the unit
 * tests and the model tests, in jsdom, as one project (Stryker drives a single vitest project).
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // MUTATE_TESTS=rules for src/rules (its tests are unit tests: a dry run of minutes, not tens);
    // machine:<name> for one machine's guards and actions (npm run mutate:machines).
    include: machine ? machineTests(machine) : (includes[selection] ?? (includes.all as () => string[]))(),
    // The whole page's journeys run every machine at once: too slow to repeat per mutant, and
    // their waits ran out under Stryker on this shared machine. The machines' own model tests stay.
    exclude: ['tests/model/buyer-journey.model.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['tests/setup-dom.ts'],
    testTimeout: 60_000,
    // a test file that fails while it is collected counts as a failed test (stryker-js#6150)
    reporters: ['default', new LoadFailureAsFailedTest()],
  },
});
