import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FrameReader, frameParts } from './process-frames.mjs';
import type { ProcessResult, ProcessRunner } from './run-process.mjs';

const HELPER = fileURLToPath(new URL('./spawn-helper.mjs', import.meta.url));

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
};

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
  let folder: string | undefined;
  // The sockets' folder, made on the first request, goes when this thread or process ends (each socket goes as its
  // process starts).
  const socketFolder = () => {
    if (folder) return folder;
    const made = mkdtempSync(join(tmpdir(), 'hcp-spawn-'));
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    return (folder = made);
  };

  // Its pipes are sockets (net.Socket), which can be let go of like the process.
  const hold = (child: ChildProcess, held: boolean) => {
    for (const handle of [child, child.stdout, child.stdin] as ({ ref(): void; unref(): void } | null)[]) {
      if (held) handle?.ref();
      else handle?.unref();
    }
  };

  const start = () => {
    // Detached: an interrupt from the terminal (Ctrl-C to a server, which lets its jobs finish) does not end it.
    const child = spawn(process.execPath, [HELPER], {
      stdio: ['pipe', 'pipe', 'inherit'],
      detached: true,
      env: process.env,
    });
    const pending = new Map<number, Pending>();
    const started = { child, pending };
    const reader = new FrameReader((id, answer: Answer) => {
      const waiting = pending.get(id);
      if (!waiting) return;
      if ('start' in answer) return waiting.onStart?.(answer.start);
      pending.delete(id);
      if (pending.size === 0) hold(child, false);
      if ('end' in answer) waiting.resolve(answer.end);
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

  const run: ProcessRunner = ({ input = [], stdoutLimit = Infinity, ...request }, onStart) =>
    new Promise((resolve, reject) => {
      helper ??= start();
      const { child, pending } = helper;
      const id = next++;
      // The process's standard input and output: a socket in this thread's private folder, which the helper
      // connects to and hands to the process. Only this user can reach the folder: a page image is patient data.
      const path = join(socketFolder(), `${id}.sock`);
      const server = createServer({ allowHalfOpen: true });
      const chunks: Buffer[] = [];
      let length = 0;
      let overLimit = false;
      let pid: number | undefined;
      let ended: Omit<ProcessResult, 'stdout'> | undefined;
      let drained = false;
      const settle = () => {
        if (ended && drained) resolve({ ...ended, overLimit: ended.overLimit || overLimit, stdout: Buffer.concat(chunks) });
      };
      // Output larger than the caller can use is refused before it is all read, as runProcess does.
      const tooMuch = () => pid !== undefined && endProcess(pid);
      server.once('connection', (socket) => {
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
      server.once('error', (error) => {
        pending.delete(id);
        reject(error);
      });
      const started = (known: number) => {
        pid = known;
        if (overLimit) tooMuch();
        onStart?.(known);
      };
      const failed = (error: unknown) => {
        server.close();
        reject(error);
      };
      server.listen(path, () => {
        pending.set(id, { onStart: started, resolve: (end) => ((ended = end), settle()), reject: failed });
        if (pending.size === 1) hold(child, true);
        for (const part of frameParts(id, { run: request, socket: path })) child.stdin?.write(part);
      });
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
