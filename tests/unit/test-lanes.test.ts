// @vitest-environment node
/**
 * `npm test`'s lanes (issue 19 item 23): a failing step never hides the steps after it, and the
 * closing summary names every lane with its counts, including a lane that left no report.
 * Runs the two scripts as npm test does, on throwaway commands and reports in a temp dir.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

async function script(name: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, [path.join(root, 'scripts', name), ...args], { cwd: dir });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'plush-lanes-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('side-by-side lanes', () => {
  it('runs every step of a lane after a failed one, then fails and names each step', async () => {
    const { code, out } = await script('side-by-side.ts', [
      '--lane',
      "node -e \"require('fs').appendFileSync('steps', '1'); process.exit(3)\"",
      "node -e \"require('fs').appendFileSync('steps', '2')\"",
      '--lane',
      "node -e \"require('fs').writeFileSync('other-lane', 'ran')\"",
    ]);
    expect(code).toBe(1);
    // one after the other, the second although the first failed
    expect(await readFile(path.join(dir, 'steps'), 'utf8')).toBe('12');
    expect(existsSync(path.join(dir, 'other-lane'))).toBe(true);
    const closing = out.split('\n').filter((line) => line.startsWith('side by side: '));
    expect(closing).toHaveLength(3);
    expect(closing.filter((line) => line.includes('FAILED (exit 3)'))).toHaveLength(1);
    expect(closing.filter((line) => line.startsWith('side by side: passed'))).toHaveLength(2);
  }, 60_000);
});

describe('test-summary', () => {
  it('lists each lane with its counts and a lane without a report as not run, and fails', async () => {
    const results = path.join(dir, 'results');
    await rm(results, { recursive: true, force: true });
    await mkdir(results);
    const report = (passed: number, failed: number) =>
      JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numPendingTests: 0, numTodoTests: 0 });
    await writeFile(path.join(results, 'unit.json'), report(12, 1));
    await writeFile(path.join(results, 'model.json'), report(7, 0));
    await writeFile(path.join(results, 'server.json'), report(5, 0));
    await writeFile(path.join(results, 'cluster.json'), report(2, 0));
    const { code, out } = await script('test-summary.ts', [results]);
    expect(code).toBe(1);
    expect(out).toMatch(/unit\s+12 passed, 1 failed/);
    expect(out).toMatch(/model\s+7 passed, 0 failed/);
    expect(out).toMatch(/e2e\s+did not run/);
    expect(out).toContain('tests: 26 passed, 1 failed');
  }, 60_000);

  it('fails a lane whose tests all passed when its run failed outside them (an unhandled error)', async () => {
    const results = path.join(dir, 'results-unhandled');
    await mkdir(results, { recursive: true });
    const report = (success: boolean) =>
      JSON.stringify({ numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, success });
    for (const lane of ['unit', 'model', 'server', 'cluster'])
      await writeFile(path.join(results, `${lane}.json`), report(true));
    await writeFile(path.join(results, 'e2e.json'), report(false));
    const { code, out } = await script('test-summary.ts', [results]);
    expect(code).toBe(1);
    expect(out).toMatch(/e2e\s+3 passed, 0 failed, the run failed outside its tests/);
    expect(out).toContain('tests: 15 passed, 0 failed (1 of 5 lanes failed or did not run)');
  }, 60_000);
});
