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

// Page images pass through as buffers outside V8's heap, which V8 collects only once tens of megabytes have piled up
// (the helper then sat at about 120 MB resident); collected once a few pages' worth is garbage, it stays near 65.
const GARBAGE_BYTES = 16 * 1024 * 1024;
const collect = () => {
  if (process.memoryUsage().arrayBuffers > GARBAGE_BYTES) globalThis.gc?.();
};

const reader = new FrameReader((id, { run }, input) => {
  runProcess({ ...run, input: [input] }, (pid) => send(id, { start: pid })).then(
    ({ stdout, ...end }) => {
      send(id, { end }, [stdout]);
      collect();
    },
    (error) => send(id, { error: { message: String(error?.message ?? error), code: error?.code } }),
  );
});
process.stdin.on('data', (chunk) => reader.push(chunk));
process.stdin.on('end', () => process.exit(0));
