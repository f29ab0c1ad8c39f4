/**
 * Child processes for the benchmarks: the measured server (serve-child.ts), waiting for an HTTP
 * answer, and stopping a child cleanly (SIGTERM, then SIGKILL if it hangs).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface ServerChild {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Resolves when the process has exited; SIGKILL after `graceMs` if SIGTERM was not enough. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts serve-child.ts and resolves with the url and pid it prints. `dataDir` (default
 * `memory://`) is its PGlite data directory.
 */
export function startServerChild(
  root: string,
  distDir: string,
  mediaDir: string,
  dataDir = 'memory://',
): Promise<ServerChild> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts', 'bench', 'serve-child.ts'), distDir, mediaDir, dataDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onExit = (code: number | null) =>
      reject(new Error(`the bench server exited (${code}) before listening`));
    child.once('exit', onExit);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      child.off('exit', onExit);
      child.stdout?.removeAllListeners('data');
      // keep draining stdout so that a chatty server never blocks on a full pipe
      child.stdout?.resume();
      const { url, pid } = JSON.parse(line) as { url: string; pid: number };
      resolve({ url, pid, stop: () => stopChild(child) });
    });
  });
}

/** A port free right now on loopback (the OS picks it; it is released before returning). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` until any HTTP answer arrives; resolves with the time it came (performance.now()).
 * `signal` stops the polling (e.g. when the process that should answer has exited); it is checked
 * between attempts rather than given to fetch, which would leave a listener on it per attempt.
 */
export async function waitForHttp(url: string, signal?: AbortSignal, timeoutMs = 180_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return performance.now();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}
