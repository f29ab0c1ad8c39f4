/**
 * A throwaway PostgreSQL server for `npm run cluster`, `npm run test:cluster` and the cluster
 * benchmark: Debian's postgresql package (initdb in a temp dir, a free port on loopback, its
 * socket in the temp dir), removed again by stop().
 *
 * PostgreSQL refuses to run as root, and CI runs as root: then initdb and postgres run as the
 * `postgres` user the package creates (spawned with its uid and gid), in a directory it owns.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../bench/server-process';

export interface Postgres {
  /** the server: postgres://postgres@127.0.0.1:PORT/postgres */
  adminUrl: string;
  /** a database created for the app */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /** the app's database name (default plush) */
  database?: string;
  /** trade durability for speed (fsync off): tests and benchmarks of a throwaway cluster */
  fast?: boolean;
  log?: (line: string) => void;
}

/** The newest PostgreSQL the Debian package installed, or PG_BIN. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      '找不到 PostgreSQL（/usr/lib/postgresql/*/bin/initdb）：请安装 Debian 的 postgresql 软件包，或设置 PG_BIN。\n' +
        'PostgreSQL not found (/usr/lib/postgresql/*/bin/initdb): apt-get install postgresql, or set PG_BIN.',
    );
  }
  return join(base, versions[0], 'bin');
}

/** Who runs the server: ourselves, or the postgres user when we are root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

async function waitForConnection(url: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`postgres exited (${server.exitCode}) before it accepted connections`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startPostgres({
  database = 'plush',
  fast = false,
  log = () => {},
}: PostgresOptions = {}): Promise<Postgres> {
  const bin = postgresBin();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'plush-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = join(dir, 'data');
  const cleanup = () => rmSync(dir, { recursive: true, force: true });

  try {
    log(`initdb ${dataDir}`);
    execFileSync(
      join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
      { stdio: ['ignore', 'ignore', 'pipe'], ...user },
    );
  } catch (err) {
    cleanup();
    throw err;
  }

  const port = await freePort();
  const settings = [
    ['listen_addresses', '127.0.0.1'],
    ['unix_socket_directories', dir],
    ['max_connections', '200'],
    ...(fast
      ? [
          ['fsync', 'off'],
          ['synchronous_commit', 'off'],
          ['full_page_writes', 'off'],
        ]
      : []),
  ];
  const server = spawn(
    join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), ...settings.flatMap(([name, value]) => ['-c', `${name}=${value}`])],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user },
  );
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      // SIGINT: fast shutdown (ends sessions, no waiting for clients to leave)
      server.kill('SIGINT');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    cleanup();
  };
  try {
    await waitForConnection(adminUrl, server);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
  } catch (err) {
    await stop();
    throw new Error(`PostgreSQL did not start: ${(err as Error).message}\n${stderr}`);
  }
  log(`PostgreSQL ${adminUrl}`);
  return {
    adminUrl,
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    pid: server.pid ?? 0,
    stop,
  };
}
