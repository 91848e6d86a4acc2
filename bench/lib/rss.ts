// A process's memory as the kernel counts it (Linux /proc): its resident set now, and its high-water mark since the
// last reset, so a peak between two samples is never missed.
import { readFileSync, writeFileSync } from 'node:fs';

const MB = 1024 * 1024;

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${field}:`));
  const kilobytes = Number(/(\d+)\s*kB/.exec(line ?? '')?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`No ${field} for process ${pid}`);
  return (kilobytes * 1024) / MB;
}

/** The process's resident set now, in MB. */
export const rssMb = (pid: number): number => statusField(pid, 'VmRSS');

/** The most the process's resident set has been since it started or since `resetPeak`, in MB. */
export const peakMb = (pid: number): number => statusField(pid, 'VmHWM');

/** Starts a new high-water mark at the current resident set (Linux: `echo 5 > /proc/PID/clear_refs`). */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** What `work` took the process's peak to (in MB): the high-water mark from its start to its end. */
export async function peakDuring(pid: number, work: () => Promise<unknown>): Promise<number> {
  resetPeak(pid);
  await work();
  return peakMb(pid);
}
