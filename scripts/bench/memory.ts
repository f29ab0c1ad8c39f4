/**
 * A process's resident memory from /proc (Linux): the current RSS, the peak (VmHWM), and a
 * sampler for the peak over a stretch of time, since VmHWM alone would include the seeding.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** A `VmXxx:  1234 kB` field of /proc/<pid>/status, in bytes (undefined when unreadable). */
export function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Resets VmHWM to the current RSS (Linux ≥ 4.0, own processes); false when not allowed. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Samples the RSS every `everyMs` from now; `stop()` returns the peak seen, or the kernel's
 * VmHWM when the reset worked and it is higher (it also sees the peaks between samples).
 */
export function samplePeakRss(pid: number, everyMs = 100): { stop(): number } {
  const resetWorked = resetPeak(pid);
  let peak = statusBytes(pid, 'VmRSS') ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, statusBytes(pid, 'VmRSS') ?? 0);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const hwm = resetWorked ? (statusBytes(pid, 'VmHWM') ?? 0) : 0;
      return Math.max(peak, hwm);
    },
  };
}
