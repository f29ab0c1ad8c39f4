/**
 * Ctrl-C (SIGINT) and SIGTERM on `npm start` stop the server and free its port (issue 19 item 22).
 * Runs the package's own start script through npm, with its entry swapped for a fixture that
 * serves through the same runMain (the real entry builds and seeds: minutes). Before the fix the
 * script ran `tsx server/start.ts` behind a shell: npm passed the signal to the shell alone, npm
 * exited and the server kept the port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/serve-until-signal.ts', import.meta.url));
const startScript = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start;
// inside the checkout, so that `tsx` resolves from its node_modules
const dir = join(root, '.test-data', `npm-start-${process.pid}`);
mkdirSync(dir, { recursive: true });
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({
    name: 'npm-start-fixture',
    private: true,
    scripts: { start: startScript.replace('server/start.ts', fixture) },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const groups: number[] = [];
// npm runs in a process group of its own, so whatever a failed case left behind can be ended
afterEach(() => {
  for (const group of groups.splice(0)) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // the group is gone: nothing was left behind
    }
  }
});

function startNpm(): { child: ChildProcess; port: Promise<number>; exited: Promise<number | null> } {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.pid) groups.push(child.pid);
  const port = new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error(`npm start ended before listening: ${out}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, exited };
}

/** Resolves true while something accepts connections on the port. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Polls until the port refuses connections (a process exiting frees it a moment after npm ends). */
async function waitForFreePort(port: number): Promise<void> {
  while (await accepts(port)) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('npm start and stop signals', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal} to npm stops the server and frees its port`, async () => {
      const { child, port, exited } = startNpm();
      const listening = await port;
      expect(await accepts(listening)).toBe(true);
      child.kill(signal);
      await exited;
      // the test's own timeout is the failure: a server left behind keeps the port for ever
      await waitForFreePort(listening);
      expect(await accepts(listening)).toBe(false);
    }, 60_000);
  }
});
