import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutate` (StrykerJS, stryker.config.json) runs against each mutant: the unit
 * tests and the model tests, in jsdom, as one project (Stryker drives a single vitest project).
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup-dom.ts'],
    testTimeout: 60_000,
  },
});
