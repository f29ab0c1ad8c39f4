import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * The config scripts/mutate/check-mutants.ts runs the named tests with: the model lane's settings,
 * and one file of src served from a mutated copy (MUTANT_FILE: the file, MUTANT_SOURCE: the
 * mutated text's path), so a survivor is checked against a test without touching src.
 */
const mutantFile = process.env.MUTANT_FILE ? resolve(process.env.MUTANT_FILE) : null;
const mutantSource = process.env.MUTANT_SOURCE ?? null;

const serveMutant: Plugin = {
  name: 'serve-mutant',
  enforce: 'pre',
  load(id) {
    if (!mutantFile || !mutantSource) return null;
    return id.split('?')[0] === mutantFile ? readFileSync(mutantSource, 'utf8') : null;
  },
};

export default defineConfig({
  plugins: [serveMutant],
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup-dom.ts'],
    testTimeout: 60_000,
    // a mutant that loops would otherwise hold the check for a minute per test
    teardownTimeout: 5_000,
  },
});
