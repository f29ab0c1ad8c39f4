/** What the figures were measured on, for results.json and docs/PERFORMANCE.md. */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, release, totalmem, type } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  /** 1, 5 and 15 minute load averages when the run started: other work on the machine skews timings */
  loadAverage: number[];
}

export function machineInfo(chromePath: string): Machine {
  let chromium = 'unknown';
  try {
    // Debian's wrapper script writes shell noise on stderr; the version is the first stdout line
    const output = execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    chromium = output.split('\n')[0]?.trim() || chromium;
  } catch {
    // reported as unknown: a missing version must not stop the run
  }
  const cores = cpus();
  return {
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${type()} ${release()}`,
    node: process.version,
    chromium,
    loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
  };
}
