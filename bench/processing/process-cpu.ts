// CPU a process has used, as the kernel counts it (/proc/PID/stat): its own, every thread's, its main thread's
// (a Node server's HTTP, database client or embedded database, and queue; the engine runs in other threads), and
// that of its children that have ended (a server's tesseract processes), in milliseconds (ticks of 10 ms).
import { readFileSync } from 'node:fs';

export type ProcessCpu = { own: number; main: number; children: number };

/** A /proc stat file's fields 14 to 17 (utime, stime, cutime, cstime), in milliseconds. */
function times(path: string): { user: number; system: number; children: number } {
  // The fields after the command's closing parenthesis, from the state (field 3) on.
  const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ms = (field: number) => Number(fields[field - 3] ?? 0) * 10;
  return { user: ms(14), system: ms(15), children: ms(16) + ms(17) };
}

export function processCpu(pid: number | 'self'): ProcessCpu {
  const whole = times(`/proc/${pid}/stat`);
  const main = times(`/proc/${pid}/task/${pid === 'self' ? process.pid : pid}/stat`);
  return { own: whole.user + whole.system, main: main.user + main.system, children: whole.children };
}

/** What processes used between two readings, summed. */
export const cpuSince = (before: ProcessCpu[], after: ProcessCpu[]): ProcessCpu =>
  after.reduce(
    (sum, now, i) => ({
      own: sum.own + now.own - (before[i]?.own ?? 0),
      main: sum.main + now.main - (before[i]?.main ?? 0),
      children: sum.children + now.children - (before[i]?.children ?? 0),
    }),
    { own: 0, main: 0, children: 0 },
  );
