/**
 * The embedded database's directory (issue 20 items 4 and 5).
 * F12: a second process (or a second server in this one) on the same PGlite DATA_DIR used to start
 * silently and split the data; now it refuses, naming the process that holds the directory, in
 * Chinese and English. A lock left by a killed process is stale and taken over.
 * F15: a directory that cannot be used (not a directory, broken database files, a full disk)
 * used to end the start with "PGlite failed to initialize properly" naming nothing; now the start
 * fails saying which path, what is wrong and what to do, and the command exits non-zero.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { lockPathOf } from '../../server/db/data-dir-lock';
import { loadPaymentSecret, MIN_SECRET_LENGTH } from '../../server/payments/secret';
import { startServer } from '../../server/serve';
import { TEST_MEDIA_DIR } from './harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const temps: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'plush-data-dir-'));
  temps.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** Runs a command to its end; its exit code and what it wrote. */
function run(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The pid of a process that has exited: nobody holds it now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  const pid = child.pid ?? 0;
  await new Promise((resolve) => child.on('close', resolve));
  return pid;
}

const start = (dataDir: string) => startServer({ port: 0, dataDir, mediaDir: TEST_MEDIA_DIR });

describe('one server per PGlite data directory (F12)', () => {
  // one directory for the whole block: PGlite creating a database on disk takes seconds
  const dataDir = join(tempDir(), 'pglite');
  let holder: DatabaseHandle | undefined;
  beforeAll(async () => {
    holder = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await holder?.close();
  });

  it('refuses a second server in this process, saying which process holds the directory', async () => {
    const refusal = start(dataDir);
    await expect(refusal).rejects.toThrow(`数据目录正被进程 ${process.pid}`);
    await expect(refusal).rejects.toThrow(`the data directory is in use by process ${process.pid}`);
    // the holder is untouched
    await expect(holder?.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('refuses a second server process: it exits non-zero naming the holder, before listening', async () => {
    const second = await run([
      '--import',
      'tsx',
      'scripts/bench/serve-child.ts',
      '',
      TEST_MEDIA_DIR,
      dataDir,
    ]);
    expect(second.code).not.toBe(0);
    expect(second.stdout).not.toContain('"url"');
    expect(second.stderr).toContain(`数据目录正被进程 ${process.pid}`);
    expect(second.stderr).toContain(`the data directory is in use by process ${process.pid}`);
    await expect(holder?.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('lets the directory go when closed, and takes over a lock whose process is gone', async () => {
    await holder?.close();
    holder = undefined;
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    // a process killed without closing leaves its lock behind
    const pid = await deadPid();
    writeFileSync(lockPathOf(dataDir), JSON.stringify({ pid, host: hostname(), since: 'then' }));
    holder = await openDatabase({ dataDir });
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
  });
});

describe('start-up diagnostics of the data directory (F15)', () => {
  it('names the path, the cause and the fix when the directory cannot be created', async () => {
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, 'not a directory');
    const dataDir = join(blocker, 'pglite');
    const refusal = start(dataDir);
    await expect(refusal).rejects.toThrow(`无法启动：${dataDir}：无法创建数据目录`);
    await expect(refusal).rejects.toThrow('处理办法：设置 DATA_DIR');
    await expect(refusal).rejects.toThrow(`Cannot start: ${dataDir}: the data directory cannot be created`);
  });

  it('says the files are damaged, and what to do, when PGlite cannot open them', async () => {
    const dataDir = join(tempDir(), 'pglite');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'PG_VERSION'), 'not a database\n');
    const refusal = start(dataDir);
    await expect(refusal).rejects.toThrow(`无法启动：${dataDir}：嵌入式数据库无法打开该目录中的数据`);
    await expect(refusal).rejects.toThrow('从备份恢复该目录');
    await expect(refusal).rejects.toThrow('restore the directory from a backup');
    // nothing was taken: the lock went with the failure
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
  });

  it('refuses a disk without room for a WAL segment (a full disk stood for by a larger need)', async () => {
    const dataDir = join(tempDir(), 'pglite');
    const refusal = openDatabase({ dataDir, minFreeBytes: Number.MAX_SAFE_INTEGER });
    await expect(refusal).rejects.toThrow(/无法启动：.*：磁盘剩余空间只有 [\d.]+ MB，数据库至少需要/);
    await expect(refusal).rejects.toThrow('free space on this disk, or set DATA_DIR');
  });

  it('exits non-zero with the message alone (no stack trace) from the command line', async () => {
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, 'not a directory');
    const result = await run(['--import', 'tsx', 'server/db/migrate-main.ts'], {
      DATA_DIR: blocker,
      DATABASE_URL: '',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`无法启动：${join(blocker, 'pglite')}：无法创建数据目录`);
    expect(result.stderr).toContain('What to do: set DATA_DIR');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('the payment secret kept in the data directory (issue 24 item 1)', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'payment-secret-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is generated once when PAYMENT_SECRET is unset, readable by the owner only, and the same after a restart', () => {
    const dataDir = freshDir();
    const first = loadPaymentSecret({}, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    expect(statSync(join(dataDir, 'payment-secret')).mode & 0o777).toBe(0o600);
    expect(loadPaymentSecret({}, dataDir)).toBe(first);
    // another directory, another demo: its own secret
    expect(loadPaymentSecret({}, freshDir())).not.toBe(first);
  });

  it('takes PAYMENT_SECRET from the environment over the kept one, and refuses one under 32 characters', () => {
    const dataDir = freshDir();
    loadPaymentSecret({}, dataDir);
    const given = 'a-shared-secret-of-the-provider-0123456789';
    expect(loadPaymentSecret({ PAYMENT_SECRET: given }, dataDir)).toBe(given);
    expect(() => loadPaymentSecret({ PAYMENT_SECRET: 'short' }, dataDir)).toThrow(
      /PAYMENT_SECRET 至少需要 32/,
    );
  });
});
