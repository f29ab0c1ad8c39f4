/**
 * Runs shell commands side by side and fails when any fails: `npm test` runs its slow lanes
 * (unit + model + server tests, and the browser tests) at once, because each lane alone leaves
 * a core of a 2-core CI machine idle while it waits on a browser or a database, and the suite
 * must stay under CI's 10 minutes.
 *
 * The first lane's output streams as it comes, so CI is never silent; every other lane's output
 * is held and printed whole when that lane ends, so no two reports interleave line by line.
 *
 * Usage: tsx scripts/side-by-side.ts "<command>" "<command>" ...
 */
import { spawn } from 'node:child_process';

interface LaneResult {
  command: string;
  code: number;
  seconds: number;
}

function runLane(command: string, stream: boolean): Promise<LaneResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!stream) {
        process.stdout.write(`\n── side by side: output of \`${command}\` (${seconds} s) ──\n`);
        process.stdout.write(Buffer.concat(held));
        process.stdout.write(`── end of \`${command}\` ──\n\n`);
      }
      // A lane killed by a signal has no exit code: it failed.
      resolve({ command, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('side-by-side: give at least one command');
  process.exit(2);
}
const results = await Promise.all(commands.map((command, index) => runLane(command, index === 0)));
for (const { command, code, seconds } of results) {
  console.log(`side by side: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s: ${command}`);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
