import { createOcrSlots, findDjpeg, findNativeTesseract, type OcrSlots } from '@healthcare-portal/engine/node';

/**
 * How a process's engine threads read scanned pages, chosen once at its start: Debian's tesseract where it is
 * installed (one process per page image, as many at once as the process has engine threads, in slots all its
 * threads share), else tesseract.js in each thread. Both use the same model and settings. A JPEG page is decoded by
 * libjpeg-turbo's djpeg where it is installed (a process a page, about half the CPU of pdf.js's decoder), else, and
 * for a JPEG djpeg cannot decode, by pdf.js's decoder in the thread.
 */
export type OcrChoice = ({ kind: 'native'; version: string; command: string; slots: OcrSlots } | { kind: 'tesseract.js' }) & {
  djpeg: { version: string; command: string } | null;
};

export async function chooseOcr({
  threads,
  command = 'tesseract',
  djpegCommand = 'djpeg',
}: {
  threads: number;
  command?: string;
  djpegCommand?: string;
}): Promise<OcrChoice> {
  const [version, djpegVersion] = await Promise.all([findNativeTesseract(command), findDjpeg(djpegCommand)]);
  const djpeg = djpegVersion ? { version: djpegVersion, command: djpegCommand } : null;
  return version ? { kind: 'native', version, command, slots: createOcrSlots(threads), djpeg } : { kind: 'tesseract.js', djpeg };
}

/** The log line's fields: which OCR runs, how many pages at once, and what decodes JPEG scans. */
export const describeOcr = (choice: OcrChoice) => ({
  ...(choice.kind === 'native'
    ? { ocr: `native tesseract ${choice.version}`, processes: choice.slots.limit }
    : { ocr: 'tesseract.js (WebAssembly)', reason: 'no tesseract on the PATH (apt-get install -y tesseract-ocr)' }),
  ...(choice.djpeg
    ? { jpeg: `libjpeg-turbo ${choice.djpeg.version} (djpeg)` }
    : { jpeg: "pdf.js's decoder", jpegReason: 'no djpeg on the PATH (apt-get install -y libjpeg-turbo-progs)' }),
});
