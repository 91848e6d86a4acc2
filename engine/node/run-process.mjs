// One command run to its end: its input written to its standard input, its output gathered. Plain JavaScript: the
// engine's thread runs it through the spawn helper (spawn-helper.mjs, which loads it without a TypeScript loader) or
// here, as the helper's own spawns run it.
import { spawn } from 'node:child_process';

// Enough for the last line a failing tesseract writes and for `djpeg -version`; a process that writes more keeps the end.
const STDERR_KEPT = 16_384;

/**
 * @param {import('./run-process.d.mts').ProcessRequest} request
 * @param {(pid: number) => void} [onStart] told the process's id as soon as it runs (with `detached`, its group's too)
 * @param {import('node:net').Socket} [stdio] a connected socket to be the process's standard input and output instead
 *   of pipes read and written here (the spawn helper's way: the socket's other end is the engine's thread); its handle
 *   here is closed once the process has it, and the result's output is empty
 * @returns {Promise<import('./run-process.d.mts').ProcessResult>}
 */
export function runProcess(request, onStart, stdio) {
  const { command, args, env, detached = false, input = [], stdoutLimit = Infinity, timeoutMs } = request;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: env ? { ...process.env, ...env } : process.env,
      stdio: stdio ? [stdio, stdio, 'pipe'] : ['pipe', 'pipe', 'pipe'],
      detached,
      ...(timeoutMs ? { timeout: timeoutMs, killSignal: 'SIGKILL' } : {}),
    });
    // The process holds its own copy now: the other end sees its output end when the process (and what it started)
    // has closed it.
    stdio?.destroy();
    if (child.pid) onStart?.(child.pid);
    /** @type {Buffer[]} */
    const chunks = [];
    let length = 0;
    let overLimit = false;
    let stderr = '';
    child.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
      length += chunk.length;
      // Output larger than the caller can use is refused before it is all read.
      if (length > stdoutLimit) {
        overLimit = true;
        child.kill('SIGKILL');
      } else chunks.push(chunk);
    });
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => (stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT)));
    // A process that stops reading early (killed, or failing at once) settles at 'close' with its own exit.
    child.stdin?.on('error', () => undefined);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout: Buffer.concat(chunks), stderr, overLimit }));
    // Each part as it is: two megabytes a page image are not copied into one buffer first.
    const { stdin } = child;
    if (!stdin) return;
    for (const part of input.slice(0, -1)) stdin.write(part);
    stdin.end(input.at(-1));
  });
}
