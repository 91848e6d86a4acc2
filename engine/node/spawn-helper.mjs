// The spawn helper: a small Node process that starts the engine's tesseract and djpeg processes for it
// (process-helper.ts). A process is started by fork and exec, and fork's cost grows with the memory of the process
// that forks (its page tables are copied, and every page it writes after is faulted in again): from a server's
// engine thread, hundreds of megabytes, about 10 to 20 ms of CPU a process; from here, a few. Each process's standard
// input and output are a socket whose other end is the engine's thread (it listens, this helper connects and hands
// its end to the process), so no page image passes through here. Plain JavaScript, so it starts without a
// TypeScript loader and stays small. Ends when its parent closes its input (the thread or process that started it
// is gone); the processes it started keep their own limits.
import { connect } from 'node:net';
import { FrameReader, frameParts } from './process-frames.mjs';
import { runProcess } from './run-process.mjs';

/** @param {number} id @param {unknown} message */
const send = (id, message) => {
  for (const part of frameParts(id, message)) process.stdout.write(part);
};

/** @param {number} id @param {any} error */
const failed = (id, error) => send(id, { error: { message: String(error?.message ?? error), code: error?.code } });

const reader = new FrameReader((id, { run, socket: path }) => {
  const socket = connect(path);
  socket.once('error', (error) => failed(id, error));
  socket.once('connect', () => {
    runProcess(run, (pid) => send(id, { start: pid }), socket).then(
      ({ stdout: _, ...end }) => send(id, { end }),
      (error) => failed(id, error),
    );
  });
});
process.stdin.on('data', (chunk) => reader.push(chunk));
process.stdin.on('end', () => process.exit(0));
