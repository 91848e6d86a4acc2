// CPU a process has used, as the kernel counts it (/proc/PID/stat): its own, every thread's, and that of its
// children that have ended (a server's tesseract processes), in milliseconds (the kernel counts ticks of 10 ms).
import { readFileSync } from 'node:fs';

export type ProcessCpu = { own: number; children: number };

export function processCpu(pid: number | 'self'): ProcessCpu {
  // The fields after the command's closing parenthesis, from the state (field 3) on: utime, stime, cutime, cstime
  // are fields 14 to 17.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ms = (field: number) => Number(fields[field - 3] ?? 0) * 10;
  return { own: ms(14) + ms(15), children: ms(16) + ms(17) };
}

/** What processes used between two readings, summed. */
export const cpuSince = (before: ProcessCpu[], after: ProcessCpu[]): ProcessCpu =>
  after.reduce(
    (sum, now, i) => ({
      own: sum.own + now.own - (before[i]?.own ?? 0),
      children: sum.children + now.children - (before[i]?.children ?? 0),
    }),
    { own: 0, children: 0 },
  );
