import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FrameReader, frameParts } from './process-frames.mjs';
import type { ProcessResult, ProcessRunner } from './run-process.mjs';

const HELPER = fileURLToPath(new URL('./spawn-helper.mjs', import.meta.url));

type Pending = { onStart?: (pid: number) => void; resolve: (result: ProcessResult) => void; reject: (error: unknown) => void };

type Answer = { start: number } | { end: Omit<ProcessResult, 'stdout'> } | { error: { message: string; code?: string } };

/**
 * Runs processes from a small helper process (spawn-helper.mjs) instead of this one: a process is started by fork and
 * exec, and fork from a server's engine thread copies the page tables of hundreds of megabytes and leaves every page
 * to be faulted in again as the heap is written, about 10 to 20 ms of CPU a process on a worker (bench/README.md,
 * 'Tenth round'); the helper forks a few tens. The helper starts with the first request, serves every request of
 * this thread (each the same as runProcess here: input, output, exit, its id as it starts), and a request made after
 * it has ended starts another; requests under way when it ends fail. It holds this thread's event loop only while a
 * request is under way.
 */
export function processHelper(): ProcessRunner & { stop(): void } {
  let helper: { child: ChildProcess; pending: Map<number, Pending> } | undefined;
  let next = 1;

  // Its pipes are sockets (net.Socket), which can be let go of like the process.
  const hold = (child: ChildProcess, held: boolean) => {
    for (const handle of [child, child.stdout, child.stdin] as ({ ref(): void; unref(): void } | null)[]) {
      if (held) handle?.ref();
      else handle?.unref();
    }
  };

  const start = () => {
    // Detached: an interrupt from the terminal (Ctrl-C to a server, which lets its jobs finish) does not end it.
    const child = spawn(process.execPath, ['--expose-gc', HELPER], {
      stdio: ['pipe', 'pipe', 'inherit'],
      detached: true,
      env: process.env,
    });
    const pending = new Map<number, Pending>();
    const started = { child, pending };
    const reader = new FrameReader((id, answer: Answer, bytes) => {
      const waiting = pending.get(id);
      if (!waiting) return;
      if ('start' in answer) return waiting.onStart?.(answer.start);
      pending.delete(id);
      if (pending.size === 0) hold(child, false);
      if ('end' in answer) waiting.resolve({ ...answer.end, stdout: bytes });
      else waiting.reject(Object.assign(new Error(answer.error.message), answer.error.code ? { code: answer.error.code } : {}));
    });
    child.stdout?.on('data', (chunk: Buffer) => reader.push(chunk));
    child.stdin?.on('error', () => undefined);
    const ended = () => {
      if (helper === started) helper = undefined;
      for (const waiting of pending.values()) waiting.reject(new Error('the spawn helper ended'));
      pending.clear();
    };
    child.once('error', ended);
    child.once('close', ended);
    hold(child, false);
    return started;
  };

  const run: ProcessRunner = ({ input = [], ...request }, onStart) =>
    new Promise((resolve, reject) => {
      helper ??= start();
      const { child, pending } = helper;
      const id = next++;
      pending.set(id, { onStart, resolve, reject });
      if (pending.size === 1) hold(child, true);
      for (const part of frameParts(id, { run: request }, input)) child.stdin?.write(part);
    });

  return Object.assign(run, {
    /** Ends the helper (requests under way fail); the next request starts another. */
    stop() {
      helper?.child.kill('SIGKILL');
    },
  });
}

/** This thread's helper, started by its first request: every recogniser and decoder of the thread shares it. */
export const threadProcessHelper = processHelper();
