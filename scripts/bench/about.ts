/**
 * docs/PERFORMANCE.md's paragraph per benchmark (keyed by Benchmark.name): what is measured and
 * what the floor is. Kept beside the harness so the document is regenerated whole on every run.
 */
export const ABOUT: Record<string, string> = {
  bytes:
    'Bytes /detail loads before any interaction, read from the build: the entry script, the modulepreloads and stylesheets of `dist/index.html`, and every chunk those import statically (not what only `import()` reaches), per file and in total, gzip level 9 and brotli quality 11 (1 KB = 1000 bytes). Budget: JS ≤ 150 KB gzip, CSS ≤ 15 KB gzip, also enforced by a test in `npm test`. Floor: React + react-dom alone, a one-element app built by the same vite in the same run.',
  data: 'When the detail data is available and the cover image request starts, relative to navigation start, against the time the bundle finished loading (issue #7 item 3): the data must not wait for the JS.',
  lighthouse:
    "Lighthouse 12 (npm package) with the system Chromium on `/detail?id=1001` (a few SKUs) and `/detail?id=1005` (1,000 SKUs), mobile preset (default config: simulated slow 4G and 4× CPU slowdown) and desktop preset. Performance, CLS, TBT and LCP come from the median of 3 runs by Performance score (one full run, then two runs of the five metrics the score is made of); Accessibility and Best Practices, which read the DOM rather than timings, from the full run. Targets: mobile Performance ≥ 95, Accessibility 100, Best Practices 100, CLS ≤ 0.01, TBT ≤ 100 ms, desktop Performance 100. Floor: a static page with one heading served by the same server under the same preset. The failing audits are named in the note column; the median runs' full reports are kept in `bench/tmp/lighthouse/`.",
  interaction:
    'Time from a quantity change, and from a colour switch, to the next paint on goods 1005 (1,000 SKUs) in Chromium, p50 and p95 over 50 changes, against a minimal React counter page measured the same way in the same run. Targets: quantity change p95 ≤ 2× floor, colour switch ≤ 4×.',
  zip: 'Time and peak memory to build the download zip of a goods with 30 images and a video, against a plain concatenation of the same bytes in the same run. Targets: time ≤ 1.5× floor, peak memory ≤ payload + 50 MB.',
  api: 'autocannon on loopback, 50 connections for 10 s (after 1 s of warm-up), against the detail call `POST /api/62442353b9c1b {"id":1001,"uid":0}`, then against a static JSON file of the same byte size served by the same server (the floor). Targets: detail throughput ≥ 0.5× the static file\'s, p99 latency ≤ 3× its, zero errors. The server\'s peak RSS during each load is sampled from /proc by pid (reported only).',
  startup:
    'Time from spawning `tsx server/start.ts` (what `npm start` runs, with dist/ already built) to the first answered HTTP request, on a data dir of its own (`DATA_DIR`): the median of 3 starts on a seeded data dir, and the first start on an empty one, which creates the database and generates the demo media. Reported only.',
};
