// The spawn helper: a small Node process that starts the engine's tesseract and djpeg processes for it
// (process-helper.ts). A process is started by fork and exec, and fork's cost grows with the memory of the process
// that forks (its page tables are copied, and every page it writes after is faulted in again): from a server's
// engine thread, hundreds of megabytes, about 10 to 20 ms of CPU a process; from here, a few. Each process's standard
// input and output are a socket whose other end is the engine's thread (it listens, this helper connects and hands
// its end to the process), so no page image passes through here. Plain JavaScript, so it starts without a
// TypeScript loader and stays small. Ends when its parent closes its input (the thread or process that started it
// is gone), and removes the sockets' folder it was given then: a terminated thread cannot; the processes it started
// keep their own limits.
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { basename } from 'node:path';
import { FrameReader, frameParts } from './process-frames.mjs';
import { runProcess } from './run-process.mjs';

const folder = process.argv[2];

/** @param {number} id @param {unknown} message */
const send = (id, message) => {
  for (const part of frameParts(id, message)) process.stdout.write(part);
};

/** @param {number} id @param {any} error */
const failed = (id, error) => send(id, { error: { message: String(error?.message ?? error), code: error?.code } });

const reader = new FrameReader((id, { run, socket: path }) => {
  const socket = connect(path);
  // Nothing was started: the thread runs the process itself.
  socket.once('error', (/** @type {NodeJS.ErrnoException} */ error) => send(id, { unreached: { code: error.code } }));
  socket.once('connect', () => {
    socket.removeAllListeners('error');
    // Its handle here is closed as the process takes it (run-process.mjs); what happens to it after is the process's.
    socket.on('error', () => undefined);
    runProcess(run, (pid) => send(id, { start: pid }), socket).then(
      ({ stdout: _, ...end }) => send(id, { end }),
      (error) => failed(id, error),
    );
  });
});
process.stdin.on('data', (chunk) => reader.push(chunk));
process.stdin.on('end', () => {
  // Only the folder process-helper.ts made for it (mkdtemp's hcp-spawn-*), never another path it was handed.
  if (folder && basename(folder).startsWith('hcp-spawn-')) rmSync(folder, { recursive: true, force: true });
  process.exit(0);
});
