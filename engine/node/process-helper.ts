import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FrameReader, frameParts } from './process-frames.mjs';
import { runProcess, type ProcessResult, type ProcessRunner } from './run-process.mjs';

// Resolved when a helper starts, never as this module loads: a load that throws takes the whole of
// '@healthcare-portal/engine/node' with it, text jobs included, and under a browser-like test environment (the
// simulator's direct path in jsdom) Vite rewrites `new URL(..., import.meta.url)` to a web address (pdf-thread.ts).
const helperFile = () => createRequire(import.meta.url).resolve('./spawn-helper.mjs');

// The longest path a Unix socket can have on Linux (sun_path is 108 bytes with its ending zero). A longer one is not
// refused: it is cut short, and the helper would then look for a socket that is not there.
const SOCKET_PATH_BYTES = 107;

/**
 * How long a request waits for the helper to take its socket before it runs its process from here instead. The
 * helper takes it as soon as it reads the request (a few milliseconds; its first start, some tens, about a second at a
 * load of 40 on two cores); a helper that has not by then is stuck or starved, and a page is never left waiting on it.
 */
const CONNECT_MS = 10_000;

const endProcess = (pid: number) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
};

type Pending = {
  onStart?: (pid: number) => void;
  resolve: (end: Omit<ProcessResult, 'stdout'>) => void;
  reject: (error: unknown) => void;
  /** the helper could not reach this request's socket, so never started its process: it runs from here */
  unreached: (reason: string) => void;
};

type Answer =
  | { start: number }
  | { end: Omit<ProcessResult, 'stdout'> }
  | { error: { message: string; code?: string } }
  | { unreached: { code?: string } };

/** Why a thread's processes are started from it rather than from the helper; never a page's content. */
export type FallbackReport = (reason: string) => void;

// One JSON line on standard error, as the server's other messages from outside a request are (server/src/jobs/queue.ts).
const logFallback: FallbackReport = (reason) =>
  console.error(JSON.stringify({ level: 'warn', msg: 'processes started directly, not from the spawn helper', reason }));

export interface ProcessHelperOptions {
  /** told, once a reason, when processes are started from here instead of the helper (by default a log line) */
  onFallback?: FallbackReport;
  /** the helper's script (spawn-helper.mjs unless a test gives another) */
  helper?: () => string;
  /** see CONNECT_MS */
  connectMs?: number;
}

/**
 * Runs processes from a small helper process (spawn-helper.mjs) instead of this one: a process is started by fork and
 * exec, and fork from a server's engine thread copies the page tables of hundreds of megabytes and leaves every page
 * to be faulted in again as the heap is written, about 10 to 20 ms of CPU a process on a worker (bench/README.md,
 * 'Tenth round'); the helper forks a few tens. The helper starts with the first request, serves every request of
 * this thread (each the same as runProcess here: input, output, exit, its id as it starts), and a request made after
 * it has ended starts another; requests under way when it ends fail. It holds this thread's event loop only while a
 * request is under way.
 *
 * The helper only saves CPU, so nothing waits on it that runProcess here could do: a helper that cannot start (its
 * script missing, a temporary folder that cannot hold a socket, a helper that ends before its first answer) sends this
 * thread's processes, those asked for and every later one, to runProcess here, and a request whose socket the helper
 * has not taken within `connectMs` runs here too; each reason is told once (`onFallback`).
 */
export function processHelper({
  onFallback = logFallback,
  helper: script = helperFile,
  connectMs = CONNECT_MS,
}: ProcessHelperOptions = {}): ProcessRunner & {
  stop(): Promise<void>;
} {
  type Started = { child: ChildProcess; pending: Map<number, Pending>; folder: string; answered: boolean };
  let helper: Started | undefined;
  let next = 1;
  // Set once the helper cannot start: every process of this thread then starts from here.
  let unusable = false;
  const told = new Set<string>();
  const fallBack = (reason: string, forGood: boolean) => {
    if (forGood) unusable = true;
    if (told.has(reason)) return;
    told.add(reason);
    onFallback(reason);
  };

  // Its pipes are sockets (net.Socket), which can be let go of like the process.
  const hold = (child: ChildProcess, held: boolean) => {
    for (const handle of [child, child.stdout, child.stdin] as ({ ref(): void; unref(): void } | null)[]) {
      if (held) handle?.ref();
      else handle?.unref();
    }
  };

  // The sockets' private folder is the helper's: made as it starts, removed by whichever of the two outlives the
  // other (this thread when the helper ends, the helper when this thread is gone: a thread that is terminated runs
  // none of its own code after, nor do `exit` listeners of a worker thread). Each socket goes as its process starts.
  const start = (): Started => {
    const path = script();
    const folder = mkdtempSync(join(tmpdir(), 'hcp-spawn-'));
    // Checked before any helper starts: the longest socket name a request can have (its number is 32 bits).
    const longest = Buffer.byteLength(join(folder, `${2 ** 32 - 1}.sock`));
    if (longest > SOCKET_PATH_BYTES) {
      rmSync(folder, { recursive: true, force: true });
      throw Object.assign(new Error(`the temporary folder's path is too long for a socket (${longest} bytes)`), { reason: true });
    }
    // Detached: an interrupt from the terminal (Ctrl-C to a server, which lets its jobs finish) does not end it.
    const child = spawn(process.execPath, [path, folder], { stdio: ['pipe', 'pipe', 'inherit'], detached: true, env: process.env });
    const pending = new Map<number, Pending>();
    const started: Started = { child, pending, folder, answered: false };
    const reader = new FrameReader((id, answer: Answer) => {
      started.answered = true;
      const waiting = pending.get(id);
      if (!waiting) return;
      if ('start' in answer) return waiting.onStart?.(answer.start);
      pending.delete(id);
      if (pending.size === 0) hold(child, false);
      if ('end' in answer) waiting.resolve(answer.end);
      else if ('unreached' in answer)
        waiting.unreached(`the spawn helper could not reach a socket (${answer.unreached.code ?? 'no code'})`);
      else waiting.reject(Object.assign(new Error(answer.error.message), answer.error.code ? { code: answer.error.code } : {}));
    });
    child.stdout?.on('data', (chunk: Buffer) => reader.push(chunk));
    child.stdin?.on('error', () => undefined);
    const ended = (error?: NodeJS.ErrnoException) => {
      if (helper === started) helper = undefined;
      rmSync(folder, { recursive: true, force: true });
      const waiting = [...pending.values()];
      pending.clear();
      if (started.answered) {
        for (const request of waiting) request.reject(new Error('the spawn helper ended'));
        return;
      }
      // It never worked: nothing it was asked for was started, so all of it runs here.
      const reason = `the spawn helper ended before its first answer (${error?.code ?? child.exitCode ?? child.signalCode})`;
      fallBack(reason, true);
      for (const request of waiting) request.unreached(reason);
    };
    child.once('error', ended);
    child.once('close', () => ended());
    hold(child, false);
    return started;
  };

  const run: ProcessRunner = (request, onStart) => {
    if (unusable) return runProcess(request, onStart);
    let started: Started;
    try {
      started = helper ??= start();
    } catch (error) {
      const { message, code, reason } = error as NodeJS.ErrnoException & { reason?: true };
      fallBack(reason ? message : `the spawn helper could not start (${code ?? 'no code'})`, true);
      return runProcess(request, onStart);
    }
    const id = next++;
    // The process's standard input and output: a socket in this helper's private folder, which the helper connects
    // to and hands to the process. Only this user can reach the folder: a page image is patient data.
    const path = join(started.folder, `${id}.sock`);
    return new Promise((resolve, reject) => {
      const { child, pending } = started;
      // The input goes through the socket, never through the helper; the limit is kept here, where the output is read.
      const { input = [], stdoutLimit = Infinity, ...toRun } = request;
      const server = createServer({ allowHalfOpen: true });
      const chunks: Buffer[] = [];
      let length = 0;
      let overLimit = false;
      let pid: number | undefined;
      let ended: Omit<ProcessResult, 'stdout'> | undefined;
      let drained = false;
      let done = false;
      let taken = false;
      const settle = () => {
        if (ended && drained) resolve({ ...ended, overLimit: ended.overLimit || overLimit, stdout: Buffer.concat(chunks) });
      };
      // Output larger than the caller can use is refused before it is all read, as runProcess does.
      const tooMuch = () => pid !== undefined && endProcess(pid);
      // Not started by the helper, and never to be (its socket is closed first): the process runs from here.
      const runHere = (reason: string, forGood: boolean) => {
        if (done) return;
        done = true;
        clearTimeout(waitForHelper);
        server.close();
        if (pending.delete(id) && pending.size === 0) hold(child, false);
        fallBack(reason, forGood);
        runProcess(request, onStart).then(resolve, reject);
      };
      const waitForHelper = setTimeout(
        () => runHere(`the spawn helper did not take a request within ${connectMs / 1000} s`, false),
        connectMs,
      );
      server.once('connection', (socket) => {
        if (done) return void socket.destroy();
        done = true;
        taken = true;
        clearTimeout(waitForHelper);
        server.close();
        socket.on('data', (chunk: Buffer) => {
          length += chunk.length;
          if (length <= stdoutLimit) chunks.push(chunk);
          else if (!overLimit) {
            overLimit = true;
            tooMuch();
          }
        });
        socket.on('error', () => undefined);
        socket.once('close', () => {
          drained = true;
          settle();
        });
        for (const part of input.slice(0, -1)) socket.write(part);
        const last = input.at(-1);
        if (last) socket.end(last);
        else socket.end();
      });
      server.once('error', (error: NodeJS.ErrnoException) => runHere(`a socket could not be made (${error.code ?? 'no code'})`, true));
      const startedHere = (known: number) => {
        pid = known;
        if (overLimit) tooMuch();
        onStart?.(known);
      };
      const failed = (error: unknown) => {
        done = true;
        clearTimeout(waitForHelper);
        server.close();
        reject(error);
      };
      // Once the helper has taken the socket it may have started the process: that request fails, never runs twice.
      const unreached = (reason: string) => (taken ? failed(new Error('the spawn helper ended')) : runHere(reason, !started.answered));
      server.listen(path, () => {
        if (done) return;
        pending.set(id, { onStart: startedHere, resolve: (end) => ((ended = end), settle()), reject: failed, unreached });
        if (pending.size === 1) hold(child, true);
        for (const part of frameParts(id, { run: toRun, socket: path })) child.stdin?.write(part);
      });
      // The timer alone never keeps a thread alive: a held helper does while the request is under way.
      waitForHelper.unref();
    });
  };

  return Object.assign(run, {
    /**
     * Ends the helper (requests under way fail), resolved once it has ended and its folder is gone; the next request
     * starts another.
     */
    stop(): Promise<void> {
      const ending = helper?.child;
      if (!ending) return Promise.resolve();
      // After the listener start() added, so its folder is gone by then.
      const closed = new Promise<void>((settle) => ending.once('close', () => settle()));
      ending.kill('SIGKILL');
      return closed;
    },
  });
}

/** This thread's helper, started by its first request: every recogniser and decoder of the thread shares it. */
export const threadProcessHelper = processHelper();
