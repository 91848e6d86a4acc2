// One command run to its end: its input written to its standard input, its output gathered. Plain JavaScript: the
// engine's thread runs it through the spawn helper (spawn-helper.mjs, which loads it without a TypeScript loader) or
// here, as the helper's own spawns run it.
import { spawn } from 'node:child_process';

// Enough for the last line a failing tesseract writes and for `djpeg -version`; a process that writes more keeps the end.
const STDERR_KEPT = 16_384;

/**
 * @param {import('./run-process.d.mts').ProcessRequest} request
 * @param {(pid: number) => void} [onStart] told the process's id as soon as it runs (with `detached`, its group's too)
 * @returns {Promise<import('./run-process.d.mts').ProcessResult>}
 */
export function runProcess(request, onStart) {
  const { command, args, env, detached = false, input = [], stdoutLimit = Infinity, timeoutMs } = request;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: env ? { ...process.env, ...env } : process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached,
      ...(timeoutMs ? { timeout: timeoutMs, killSignal: 'SIGKILL' } : {}),
    });
    if (child.pid) onStart?.(child.pid);
    /** @type {Buffer[]} */
    const chunks = [];
    let length = 0;
    let overLimit = false;
    let stderr = '';
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      length += chunk.length;
      // Output larger than the caller can use is refused before it is all read.
      if (length > stdoutLimit) {
        overLimit = true;
        child.kill('SIGKILL');
      } else chunks.push(chunk);
    });
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => (stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT)));
    // A process that stops reading early (killed, or failing at once) settles at 'close' with its own exit.
    child.stdin.on('error', () => undefined);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout: Buffer.concat(chunks), stderr, overLimit }));
    // Each part as it is: two megabytes a page image are not copied into one buffer first.
    for (const part of input.slice(0, -1)) child.stdin.write(part);
    child.stdin.end(input.at(-1));
  });
}
