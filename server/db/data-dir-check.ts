/**
 * Start-up checks of the embedded database's directory (issue 20, F15). PGlite, given a directory
 * it cannot use, dies with "PGlite failed to initialize properly" or "Aborted()" and names neither
 * the directory nor the cause; these checks run first and say which path, what is wrong and what
 * to do (server/startup-problem.ts).
 */
import { accessSync, constants, mkdirSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupProblem } from '../startup-problem';

/** PostgreSQL writes its WAL in 16 MB segments: with less room the first checkpoint fails. */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

export interface DataDirCheckOptions {
  /** the room the directory's disk must have; tests raise it to stand for a full disk */
  minFreeBytes?: number;
}

const codeOf = (err: unknown) => (err as NodeJS.ErrnoException | undefined)?.code ?? String(err);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const CHOOSE_ANOTHER = {
  zh: '设置 DATA_DIR 指向一个可写、有空间的目录，或修正该目录的权限后重新启动。',
  en: 'set DATA_DIR to a writable directory with room, or fix the permissions of this one, and start again.',
};

/** Throws a StartupProblem when `dir` cannot hold the database; creates it when missing. */
export function checkDataDir(dir: string, { minFreeBytes = MIN_FREE_BYTES }: DataDirCheckOptions = {}): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new StartupProblem(
      dir,
      {
        zh: `无法创建数据目录（${codeOf(err)}）`,
        en: `the data directory cannot be created (${codeOf(err)})`,
      },
      CHOOSE_ANOTHER,
      { cause: err },
    );
  }
  if (!statSync(dir).isDirectory()) {
    throw new StartupProblem(dir, { zh: '这不是一个目录', en: 'this is not a directory' }, CHOOSE_ANOTHER);
  }
  // access() alone trusts the mode bits; a read-only mount or a full disk shows only on a real write
  const probe = join(dir, `.write-probe-${process.pid}`);
  try {
    accessSync(dir, constants.W_OK);
    writeFileSync(probe, 'probe');
  } catch (err) {
    throw new StartupProblem(
      dir,
      {
        zh: `数据目录不可写（${codeOf(err)}：只读、权限不足或磁盘已满）`,
        en: `the data directory is not writable (${codeOf(err)}: read-only, no permission or a full disk)`,
      },
      CHOOSE_ANOTHER,
      { cause: err },
    );
  } finally {
    rmSync(probe, { force: true });
  }
  const disk = statfsSync(dir);
  const free = disk.bavail * disk.bsize;
  if (free < minFreeBytes) {
    throw new StartupProblem(
      dir,
      {
        zh: `磁盘剩余空间只有 ${mb(free)} MB，数据库至少需要 ${mb(minFreeBytes)} MB（一个 WAL 段）`,
        en: `the disk has ${mb(free)} MB free; the database needs at least ${mb(minFreeBytes)} MB (one WAL segment)`,
      },
      {
        zh: '清理该磁盘腾出空间，或设置 DATA_DIR 指向另一块磁盘上的目录。',
        en: 'free space on this disk, or set DATA_DIR to a directory on another disk.',
      },
    );
  }
}

/** PGlite's own failure on a directory that passed the checks: its files are damaged or foreign. */
export function pgliteFailed(dir: string, err: unknown): StartupProblem {
  const said = err instanceof Error ? err.message : String(err);
  return new StartupProblem(
    dir,
    {
      zh: `嵌入式数据库无法打开该目录中的数据（${said}）：文件已损坏（例如上次进程被强行终止或磁盘写满），或不是本程序的数据库目录`,
      en: `the embedded database cannot open the data in it (${said}): its files are damaged (a killed process, a full disk) or it is not this server's database directory`,
    },
    {
      zh: '从备份恢复该目录；或将其移走（例如改名为 pglite.broken），服务器会新建数据库并重新写入演示数据。',
      en: 'restore the directory from a backup; or move it away (e.g. rename it pglite.broken) and the server creates a new database with the demo data.',
    },
    { cause: err },
  );
}
