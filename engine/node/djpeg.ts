import { spawn } from 'node:child_process';
import type { DecodeJpeg } from '../extract/scan-image.ts';

// A page's decode takes about 6 ms of CPU (bench/README.md, eighth round); a djpeg still running after this long by
// the clock is stuck, and is killed so the page goes to pdf.js's decoder instead.
const DJPEG_MS = 10_000;

/**
 * libjpeg-turbo's version when `command` is its djpeg (Debian's libjpeg-turbo-progs), else null: another djpeg (the
 * IJG's) was not measured, and a missing one cannot run.
 */
export async function findDjpeg(command = 'djpeg'): Promise<string | null> {
  const { code, stderr } = await run(command, ['-version'], new Uint8Array(0), 0);
  const version = /libjpeg-turbo version (\S+)/.exec(stderr);
  return code === 0 && version ? (version[1] as string) : null;
}

/**
 * A JPEG decoded to grey by djpeg in a process of its own (`-grayscale`: libjpeg's luminance, a colour scan's grey
 * as the engine reads it), about half the CPU of pdf.js's decoder in the engine's thread. Rejects unless djpeg ends
 * well with an 8-bit PGM of exactly the size expected; the caller then decodes the JPEG with pdf.js.
 */
export function djpegDecoder(command = 'djpeg'): DecodeJpeg {
  return async (jpeg, { width, height }) => {
    const header = `P5\n${width} ${height}\n255\n`;
    const size = header.length + width * height;
    const { code, stdout: output } = await run(command, ['-grayscale', '-pnm'], jpeg, size);
    if (code !== 0 || output.length !== size || output.subarray(0, header.length).toString('latin1') !== header) {
      throw new Error('djpeg did not decode the JPEG to its image');
    }
    return new Uint8Array(output.buffer, output.byteOffset + header.length, width * height);
  };
}

/**
 * Runs `command` with `input` on its standard input: its exit code (null when killed or not started), its standard
 * output of at most `limit` bytes (more kills it: output larger than the image is refused before it is all read), and
 * the start of its standard error (where `djpeg -version` writes).
 */
function run(
  command: string,
  args: string[],
  input: Uint8Array,
  limit: number,
): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], timeout: DJPEG_MS, killSignal: 'SIGKILL' });
    const chunks: Buffer[] = [];
    let length = 0;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('latin1')).slice(0, 1_024)));
    child.stdin.on('error', () => undefined); // a djpeg that stops reading early ends with its own exit code
    child.on('error', () => resolve({ code: null, stdout: Buffer.alloc(0), stderr }));
    child.on('close', (code) => resolve({ code: length > limit ? null : code, stdout: Buffer.concat(chunks), stderr }));
    child.stdin.end(input);
  });
}
