/**
 * Starting and stopping server instances (scripts/cluster/instance.ts) for the cluster, its test
 * and its benchmark.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { stopChild } from '../bench/server-process';

/** The payment key every instance started by this process shares (never written anywhere). */
const clusterPaymentSecret = randomBytes(32).toString('hex');

/** as scripts/cluster/instance.ts prints it (not imported: that module starts a server) */
const READY_MARK = 'plush-instance';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Instance {
  url: string;
  pid: number;
  /** SIGTERM, then SIGKILL if it hangs; resolves once it exited */
  stop(): Promise<void>;
  /** SIGKILL now, as a crash would; resolves once it exited */
  kill(): Promise<void>;
  /** the instance's stderr so far, for a failure's message */
  output(): string;
}

export interface InstanceOptions {
  databaseUrl: string;
  mediaDir: string;
  distDir?: string;
  /** 0: any free port */
  port?: number;
}

export function startInstance({
  databaseUrl,
  mediaDir,
  distDir,
  port = 0,
}: InstanceOptions): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster/instance.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: mediaDir,
      DIST_DIR: distDir ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      // behind nginx (deploy/nginx/plush.conf): the buyer's address is X-Forwarded-For's last entry
      TRUST_PROXY: '1',
      // one key for the whole cluster: a payment notification may reach either instance
      PAYMENT_SECRET: process.env.PAYMENT_SECRET || clusterPaymentSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let stdout = '';
    const onExit = (code: number | null) =>
      reject(new Error(`a server instance exited (${code}) before listening:\n${stderr}`));
    child.once('exit', onExit);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // the security log writes JSON lines too: the ready line is the marked one
      const line = stdout.split('\n').find((l) => l.startsWith(`${READY_MARK} {`));
      if (!line) return;
      child.off('exit', onExit);
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      const { url, pid } = JSON.parse(line.slice(READY_MARK.length + 1)) as { url: string; pid: number };
      resolve({
        url,
        pid,
        stop: () => stopChild(child),
        async kill() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
        output: () => stderr,
      });
    });
  });
}
