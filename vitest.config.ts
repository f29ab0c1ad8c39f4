import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * Unit files that replace modules (vi.mock) or count renders and module-level calls: they need a
 * module graph of their own, which the rest of the unit lane shares.
 */
const UNIT_ISOLATED = [
  'tests/unit/api-calls.test.ts',
  'tests/unit/http.test.ts',
  'tests/unit/qualification-payment.test.ts',
  'tests/unit/recommended-not-self.test.ts',
  'tests/unit/selection-renders.test.tsx',
  'tests/unit/selection.test.tsx',
  'tests/unit/token-store.test.ts',
  'tests/unit/zip-download.test.ts',
  'tests/unit/load-at-first-interaction.test.ts',
  // registers lazy parts whose code it holds back: in a shared module graph, the next file's
  // preloadLazyParts (tests/setup-dom.ts) would wait for them
  'tests/unit/parts-hydrated.test.tsx',
];

/**
 * Six projects, one per kind of test (unit in two) (npm run test:unit|model|server|e2e|cluster).
 * Server and e2e tests start real servers with fresh databases: they run in node, one file at a
 * time per worker, with long timeouts because PGlite takes ~2 s to start on this machine.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: UNIT_ISOLATED,
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
          // a limit, not a measure (findBy waits up to 15 s: tests/setup-dom.ts)
          testTimeout: 30_000,
          // One module graph per worker instead of one per file: half the lane's time (77 → 34 s
          // alone on 2 cores), which keeps CI under 10 minutes. Files that need their own modules
          // run in 'unit-isolated'.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          include: UNIT_ISOLATED,
          testTimeout: 30_000,
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
          // each path renders its own tree and actors; modules are shared (69 → 35 s alone)
          isolate: false,
          // A journey types and clicks through a dozen steps in jsdom: several seconds on a busy
          // 2-core machine. A limit, not a measure: nothing here waits on time.
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // every file starts servers of its own on databases of its own; the modules (PGlite's
          // among them) are loaded once per worker: 224 → 141 s of CPU for the lane
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two files at a time (npm run test:e2e: --maxWorkers=2), each with a server of its own:
          // one file at a time left a core idle while the e2e lane was CI's longest (673 s of a
          // 12-minute run).
          // A worker keeps its modules and its Chromium from file to file (tests/e2e/browser.ts):
          // importing the server and the views again and launching a browser again per file cost
          // the lane about 8 s of CPU a file, on a lane that is CPU-bound (Chromium).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // the rehearsed deployment (PostgreSQL, server instances, nginx): npm run test:cluster
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
