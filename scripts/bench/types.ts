/**
 * The contract between `npm run bench` (scripts/bench/run-all.ts) and each benchmark module.
 * This machine is noisy, so every timing is reported as a ratio against a floor measured in the
 * same run; absolute figures are kept for the table only.
 */

export interface BenchContext {
  /** the real server (demo catalogue, built dist/), e.g. http://127.0.0.1:40123 */
  baseUrl: string;
  /** the server's process id, for sampling its memory (it runs in a child process) */
  serverPid: number;
  /** the system Chromium (CHROME_PATH or /usr/bin/chromium) */
  chromePath: string;
  /** the project root and the built app */
  root: string;
  distDir: string;
  /** the server's media store (UpLoad/, EnPic/): a benchmark may add files of its own there */
  mediaDir: string;
  /** a progress line on stderr, so stdout keeps only the table */
  log(message: string): void;
}

export interface BenchRow {
  /** which benchmark, e.g. 'bytes', 'lighthouse', 'interaction', 'zip', 'api', 'startup', 'data' */
  benchmark: string;
  /** what was measured, e.g. 'first-load JS (gzip)', 'quantity change p95' */
  metric: string;
  value: number;
  unit: string;
  /** the same measure on the floor, taken in the same run */
  floor?: number;
  /** value / floor */
  ratio?: number;
  /** the target in words, e.g. '≤ 2× floor', '≤ 150 KB' */
  target?: string;
  /** whether the target is met; undefined when the row is only reported */
  pass?: boolean;
  note?: string;
}

export interface Benchmark {
  name: string;
  run(context: BenchContext): Promise<BenchRow[]>;
}
