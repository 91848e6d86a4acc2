import type { DecodeJpeg } from '../extract/scan-image.ts';
import { threadProcessHelper } from './process-helper.ts';
import { runProcess, type ProcessRunner } from './run-process.mjs';

// A page's decode takes about 6 ms of CPU (bench/README.md, eighth round); a djpeg still running after this long by
// the clock is stuck, and is killed so the page goes to pdf.js's decoder instead.
const DJPEG_MS = 10_000;

/**
 * libjpeg-turbo's version when `command` is its djpeg (Debian's libjpeg-turbo-progs), else null: another djpeg (the
 * IJG's) was not measured, and a missing one cannot run.
 */
export async function findDjpeg(command = 'djpeg'): Promise<string | null> {
  // Here, not through the helper: it runs once, at a process's start.
  const { code, stderr } = await runProcess({ command, args: ['-version'], timeoutMs: DJPEG_MS }).catch(() => ({ code: null, stderr: '' }));
  const version = /libjpeg-turbo version (\S+)/.exec(stderr);
  return code === 0 && version ? (version[1] as string) : null;
}

/**
 * A JPEG decoded to grey by djpeg in a process of its own (`-grayscale`: libjpeg's luminance, a colour scan's grey
 * as the engine reads it), about half the CPU of pdf.js's decoder in the engine's thread; started by the thread's
 * spawn helper (process-helper.ts) unless another `runner` is given. Rejects unless djpeg ends well with an 8-bit PGM
 * of exactly the size expected (or djpeg cannot start); the caller then decodes the JPEG with pdf.js.
 */
export function djpegDecoder(command = 'djpeg', runner: ProcessRunner = threadProcessHelper): DecodeJpeg {
  return async (jpeg, { width, height }) => {
    const header = `P5\n${width} ${height}\n255\n`;
    const size = header.length + width * height;
    const request = { command, args: ['-grayscale', '-pnm'], input: [jpeg], stdoutLimit: size, timeoutMs: DJPEG_MS };
    const { code, overLimit, stdout: output } = await runner(request);
    if (code !== 0 || overLimit || output.length !== size || output.subarray(0, header.length).toString('latin1') !== header) {
      throw new Error('djpeg did not decode the JPEG to its image');
    }
    return new Uint8Array(output.buffer, output.byteOffset + header.length, width * height);
  };
}
