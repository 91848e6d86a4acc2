import { createOcrSlots, findNativeTesseract, type OcrSlots } from '@healthcare-portal/engine/node';

/**
 * How a process's engine threads read scanned pages, chosen once at its start: Debian's tesseract where it is
 * installed (one process per page image, as many at once as the process has engine threads, in slots all its
 * threads share), else tesseract.js in each thread. Both use the same model and settings.
 */
export type OcrChoice = { kind: 'native'; version: string; command: string; slots: OcrSlots } | { kind: 'tesseract.js' };

export async function chooseOcr({ threads, command = 'tesseract' }: { threads: number; command?: string }): Promise<OcrChoice> {
  const version = await findNativeTesseract(command);
  return version ? { kind: 'native', version, command, slots: createOcrSlots(threads) } : { kind: 'tesseract.js' };
}

/** The log line's fields: which OCR runs, and how many pages at once. */
export const describeOcr = (choice: OcrChoice) =>
  choice.kind === 'native'
    ? { ocr: `native tesseract ${choice.version}`, processes: choice.slots.limit }
    : { ocr: 'tesseract.js (WebAssembly)', reason: 'no tesseract on the PATH (apt-get install -y tesseract-ocr)' };
