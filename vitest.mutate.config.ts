import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** MUTATE_TESTS=rules: the unit test files that import src/rules themselves (a run of minutes). */
const rulesTests = () =>
  readdirSync('tests/unit')
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(`tests/unit/${file}`, 'utf8').includes("'@/rules/"))
    .map((file) => `tests/unit/${file}`);

const includes: Record<string, () => string[]> = {
  rules: rulesTests,
  unit: () => ['tests/unit/**/*.test.{ts,tsx}'],
  all: () => ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
};

/**
 * The tests `npm run mutate` (StrykerJS, stryker.config.json) runs against each mutant: the unit
 * tests and the model tests, in jsdom, as one project (Stryker drives a single vitest project).
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // MUTATE_TESTS=unit for src/rules (its tests are unit tests: a dry run of minutes, not tens);
    // the machines' guards and actions need the model tests too.
    include: (includes[process.env.MUTATE_TESTS ?? 'all'] ?? (includes.all as () => string[]))(),
    // The whole page's journeys run every machine at once: too slow to repeat per mutant, and
    // their waits ran out under Stryker on this shared machine. The machines' own model tests stay.
    exclude: ['tests/model/buyer-journey.model.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['tests/setup-dom.ts'],
    testTimeout: 60_000,
  },
});
