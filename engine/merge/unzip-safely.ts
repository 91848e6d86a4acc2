// Unpacks only the named entries of a zip, refusing archives built to exhaust memory (zip bombs) before anything
// is inflated. fflate inflates each entry into a buffer of its declared size, so a header that lies about the
// size cannot make it allocate more than the limits below allow.
import { unzipSync } from 'fflate';
import { DocumentRefusal } from './document-refusal';
import type { Limits } from './limits';

export type ZipLimits = Pick<Limits, 'maxZipEntries' | 'maxUnzippedBytes' | 'maxZipRatio'>;

// Small entries cannot hurt whatever their ratio (a page of blank XML compresses 500x), so the ratio is only
// judged on entries above this size.
const RATIO_FLOOR_BYTES = 1024 * 1024;

export function unzipSafely(bytes: Uint8Array, wanted: readonly string[], limits: ZipLimits): Record<string, Uint8Array> {
  let entries = 0;
  let declaredTotal = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        declaredTotal += file.originalSize;
        if (entries > limits.maxZipEntries) throw refuse(`more than ${limits.maxZipEntries} entries`);
        if (declaredTotal > limits.maxUnzippedBytes) throw refuse(`unpacks to more than ${limits.maxUnzippedBytes} bytes`);
        const ratio = file.originalSize / Math.max(file.size, 1);
        if (file.originalSize > RATIO_FLOOR_BYTES && ratio > limits.maxZipRatio) {
          throw refuse(`${file.name} expands ${Math.round(ratio)} times`);
        }
        return wanted.includes(file.name);
      },
    });
  } catch (error) {
    if (error instanceof DocumentRefusal) throw error;
    throw new DocumentRefusal('damaged', `not a readable zip: ${String(error)}`);
  }
  return files;
}

function refuse(detail: string): DocumentRefusal {
  return new DocumentRefusal('unsafe-archive', detail);
}
