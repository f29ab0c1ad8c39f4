/**
 * Runs lanes of shell commands side by side and fails when any command fails: `npm test` runs its
 * slow lanes (unit + model + server tests, the browser tests, the cluster tests) at once, because
 * each lane alone leaves a core of a 2-core CI machine idle while it waits on a browser or a
 * database, and the suite must stay under CI's 10 minutes.
 *
 * A lane is a list of steps run one after another, and every step runs to its end even when an
 * earlier one failed (issue 19 item 23): a lint error must not hide a failing test, nor a failing
 * unit test the model and server tests. The closing lines name every step with its result.
 *
 * The first lane's output streams as it comes, so CI is never silent; every other lane's output
 * is held and printed whole when that lane ends, so no two reports interleave line by line.
 *
 * Usage: tsx scripts/side-by-side.ts --lane "<step>" "<step>" … --lane "<step>" …
 * (without --lane, every command is a lane of its own)
 */
import { spawn } from 'node:child_process';

interface StepResult {
  command: string;
  code: number;
  seconds: number;
}

/** ['--lane', 'a', 'b', '--lane', 'c'] → [['a', 'b'], ['c']]; without --lane, one lane per command. */
function parseLanes(args: readonly string[]): string[][] {
  if (!args.includes('--lane')) return args.map((command) => [command]);
  const lanes: string[][] = [];
  for (const arg of args) {
    if (arg === '--lane') lanes.push([]);
    else if (lanes.length === 0) throw new Error(`side-by-side: "${arg}" comes before the first --lane`);
    else lanes[lanes.length - 1]?.push(arg);
  }
  return lanes.filter((lane) => lane.length > 0);
}

function runStep(command: string, stream: boolean, held: Buffer[]): Promise<StepResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code, signal) => {
      // A step killed by a signal has no exit code: it failed.
      resolve({
        command,
        code: code ?? (signal ? 1 : 0),
        seconds: Math.round((Date.now() - started) / 1000),
      });
    });
  });
}

async function runLane(steps: readonly string[], stream: boolean): Promise<StepResult[]> {
  const held: Buffer[] = [];
  const results: StepResult[] = [];
  for (const step of steps) results.push(await runStep(step, stream, held));
  if (!stream) {
    const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
    process.stdout.write(`\n── side by side: output of \`${steps.join('`, `')}\` (${seconds} s) ──\n`);
    process.stdout.write(Buffer.concat(held));
    process.stdout.write(`── end of \`${steps.join('`, `')}\` ──\n\n`);
  }
  return results;
}

async function main() {
  const lanes = parseLanes(process.argv.slice(2));
  if (lanes.length === 0) {
    console.error('side-by-side: give at least one command');
    process.exit(2);
  }
  const results = (await Promise.all(lanes.map((lane, index) => runLane(lane, index === 0)))).flat();
  for (const { command, code, seconds } of results) {
    console.log(
      `side by side: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s: ${command}`,
    );
  }
  process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
}

await main();
