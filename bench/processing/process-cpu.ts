// CPU a process has used, as the kernel counts it (/proc/PID/stat): its own, every thread's, its main thread's
// (a Node server's HTTP, database client or embedded database, and queue; the engine runs in other threads), and
// that of its children that have ended (a server's tesseract processes), in milliseconds (ticks of 10 ms).
import { readdirSync, readFileSync } from 'node:fs';

export type ProcessCpu = { own: number; main: number; children: number };

/** A /proc stat file's fields 14 to 17 (utime, stime, cutime, cstime), in milliseconds. */
function times(path: string): { user: number; system: number; children: number } {
  // The fields after the command's closing parenthesis, from the state (field 3) on.
  const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ms = (field: number) => Number(fields[field - 3] ?? 0) * 10;
  return { user: ms(14), system: ms(15), children: ms(16) + ms(17) };
}

/** The processes whose parent is `pid` and that still run, by their /proc stat files. */
function liveChildren(pid: number): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.split(') ')[1]?.split(' ')[1]) === pid ? [`/proc/${name}/stat`] : [];
      } catch {
        return [];
      }
    });
}

/**
 * A process's CPU; for a server, that of the processes it runs that have not ended too: the spawn helpers that start
 * its tesseract and djpeg processes (engine/node/process-helper.ts) count as its own, and the processes they started
 * and that have ended as its children, as the server's own ended children count.
 */
export function processCpu(pid: number | 'self'): ProcessCpu {
  const whole = times(`/proc/${pid}/stat`);
  const main = times(`/proc/${pid}/task/${pid === 'self' ? process.pid : pid}/stat`);
  const live =
    pid === 'self'
      ? []
      : liveChildren(pid).map((path) => {
          try {
            return times(path);
          } catch {
            return { user: 0, system: 0, children: 0 };
          }
        });
  return {
    own: whole.user + whole.system + live.reduce((sum, child) => sum + child.user + child.system, 0),
    main: main.user + main.system,
    children: whole.children + live.reduce((sum, child) => sum + child.children, 0),
  };
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

// The fields of a thread's stat file after its command's closing parenthesis, from the state (field 3) on.
const statFields = (pid: number, tid: string): string[] =>
  readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];

/**
 * The threads a process started with: those started within `withinMs` of its main thread (V8's helpers at once,
 * libuv's pool at its first file read, well under a second even under load). Engine threads start seconds later,
 * after the database and the demo data, also when they start with the server to prepare themselves
 * (ENGINE_PREPARE_THREADS), which the threads alive when a measure begins no longer tell apart.
 */
export function threadsStartedWithProcess(pid: number, withinMs = 5_000): Set<number> {
  const ticks = (tid: string) => Number(statFields(pid, tid)[22 - 3] ?? 0);
  const main = ticks(String(pid));
  const ids = readdirSync(`/proc/${pid}/task`).filter((tid) => {
    try {
      return (ticks(tid) - main) * 10 <= withinMs;
    } catch {
      return false; // the thread ended
    }
  });
  return new Set(ids.map(Number));
}

/** Whether a thread of process `pid` is running or waiting for a core (state R). */
export function anyThreadRunnable(pid: number): boolean {
  return readdirSync(`/proc/${pid}/task`).some((tid) => {
    try {
      return statFields(pid, tid)[0] === 'R';
    } catch {
      return false; // the thread ended
    }
  });
}

/** Each thread's CPU (user and system), by thread id, in milliseconds; a thread that has ended is missing. */
export function threadsCpu(pid: number): Map<number, number> {
  const ids = readdirSync(`/proc/${pid}/task`).map(Number);
  return new Map(
    ids.flatMap((id) => {
      try {
        const { user, system } = times(`/proc/${pid}/task/${id}/stat`);
        return [[id, user + system] as const];
      } catch {
        return [];
      }
    }),
  );
}

/**
 * Where a server process's CPU went between two readings of its threads. Node names none of its threads, so they
 * are told apart by when they started: the main thread (HTTP, queue, PGlite); the other threads the process started
 * with (`startup`: V8's helpers, which collect garbage and compile for every thread, and libuv's pool, which writes
 * files); and the threads started since, the engine's worker threads and each one's pdf.js thread (oldest first).
 */
export type ThreadSplit = { main: number; helpers: number; started: number[] };

export function threadSplit(
  pid: number,
  startup: ReadonlySet<number>,
  before: Map<number, number>,
  after: Map<number, number>,
): ThreadSplit {
  const used = [...after].map(([id, ms]) => [id, ms - (before.get(id) ?? 0)] as const).sort(([a], [b]) => a - b);
  const sum = (rows: (readonly [number, number])[]) => rows.reduce((total, [, ms]) => total + ms, 0);
  return {
    main: sum(used.filter(([id]) => id === pid)),
    helpers: sum(used.filter(([id]) => id !== pid && startup.has(id))),
    started: used.filter(([id]) => !startup.has(id)).map(([, ms]) => ms),
  };
}
