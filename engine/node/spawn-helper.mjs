// The spawn helper: a small Node process that starts the engine's tesseract and djpeg processes for it
// (process-helper.ts). A process is started by fork and exec, and fork's cost grows with the memory of the process
// that forks (its page tables are copied, and every page it writes after is faulted in again): from a server's
// engine thread, hundreds of megabytes, about 10 to 20 ms of CPU a process; from here, a few. Plain JavaScript, so it
// starts without a TypeScript loader and stays small. Ends when its parent closes its input (the thread or process
// that started it is gone); the processes it started keep their own limits.
import { FrameReader, frameParts } from './process-frames.mjs';
import { runProcess } from './run-process.mjs';

/** @param {number} id @param {unknown} message @param {readonly Uint8Array[]} [parts] */
const send = (id, message, parts) => {
  for (const part of frameParts(id, message, parts)) process.stdout.write(part);
};

const reader = new FrameReader((id, { run }, input) => {
  runProcess({ ...run, input: [input] }, (pid) => send(id, { start: pid })).then(
    ({ stdout, ...end }) => send(id, { end }, [stdout]),
    (error) => send(id, { error: { message: String(error?.message ?? error), code: error?.code } }),
  );
});
process.stdin.on('data', (chunk) => reader.push(chunk));
process.stdin.on('end', () => process.exit(0));
