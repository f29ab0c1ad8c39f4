/**
 * PGlite is one writer in one process: a second process opening the same directory starts
 * without complaint, each keeps its own copy of the database in memory, and whichever writes its
 * files last wins: an acknowledged save of the other is lost (issue 20, F12). So the server takes
 * the directory for itself: a lock file beside it (`<dir>.lock`) holding the owner's pid.
 *
 * The file is created exclusively (O_EXCL): of two processes starting at once one wins. A lock
 * left by a process that died without closing (SIGKILL, a crash) is stale when no process has
 * its pid on this host: it is removed and taken. A lock of a live process refuses the start,
 * saying which process holds it, in Chinese and English.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { StartupProblem } from '../startup-problem';

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/** The directories this process holds, so that a second open in the same process is refused too. */
const held = new Set<string>();

export const lockPathOf = (dir: string) => `${resolve(dir)}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, it is someone else's
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number'
      ? { pid: owner.pid, host: String(owner.host), since: String(owner.since) }
      : null;
  } catch {
    // unreadable or half written (its writer died between open and write): nobody's lock
    return null;
  }
}

function refuse(dir: string, path: string, owner: LockOwner): StartupProblem {
  return new StartupProblem(
    dir,
    {
      zh: `数据目录正被进程 ${owner.pid}（主机 ${owner.host}，自 ${owner.since} 起）使用，锁文件 ${path}；嵌入式数据库（PGlite）只允许一个服务器进程打开`,
      en: `the data directory is in use by process ${owner.pid} (host ${owner.host}, since ${owner.since}), lock file ${path}; the embedded database (PGlite) allows one server process only`,
    },
    {
      zh: `先停止进程 ${owner.pid}，或设置 DATA_DIR 使用另一个目录；要运行多个实例，请用 PostgreSQL（DATABASE_URL）。`,
      en: `stop process ${owner.pid} first, or set DATA_DIR to another directory; to run several instances, use PostgreSQL (DATABASE_URL).`,
    },
  );
}

/** Takes `dir` for this process; returns the release. Throws a StartupProblem when it is taken. */
export function lockDataDir(dir: string): () => void {
  const path = lockPathOf(dir);
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  if (held.has(path)) throw refuse(dir, path, me);
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const owner = readOwner(path);
      // another host's pid cannot be checked from here: a directory shared over the network stays refused
      if (owner && (owner.host !== me.host || isAlive(owner.pid))) throw refuse(dir, path, owner);
      // stale: its owner is gone. (Two processes finding the same stale lock in the same
      // microseconds could both get in; a window this narrow at start is accepted.)
      rmSync(path, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    held.add(path);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held.delete(path);
      process.off('exit', release);
      // only our own lock: never remove one another process took after a stale takeover
      if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
    };
    // a process that exits without closing the database (an uncaught error) leaves no lock behind
    process.on('exit', release);
    return release;
  }
}
