// Unpacks only the named entries of a zip, refusing archives built to exhaust memory (zip bombs) before anything
// is inflated, and archives whose headers lie about an entry's size (which would otherwise be cut short silently).
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { DocumentRefusal } from './document-refusal';
import type { Limits } from './limits';

export type ZipLimits = Pick<Limits, 'maxZipEntries' | 'maxUnzippedBytes' | 'maxZipRatio'>;

// Small entries cannot hurt whatever their ratio (a page of blank XML compresses 500x), so the ratio is only
// judged on entries above this size.
const RATIO_FLOOR_BYTES = 1024 * 1024;

export function unzipSafely(bytes: Uint8Array, wanted: readonly string[], limits: ZipLimits): Record<string, Uint8Array> {
  try {
    return inflateWanted(bytes, declaredSizes(bytes, wanted, limits));
  } catch (error) {
    if (error instanceof DocumentRefusal) throw error;
    throw new DocumentRefusal('damaged', `not a readable zip: ${String(error)}`);
  }
}

/** Reads the central directory only (nothing is inflated): the limits, and the declared size of each wanted entry. */
function declaredSizes(bytes: Uint8Array, wanted: readonly string[], limits: ZipLimits): Map<string, number> {
  let entries = 0;
  let declaredTotal = 0;
  const sizes = new Map<string, number>();
  unzipSync(bytes, {
    filter: (file) => {
      entries += 1;
      declaredTotal += file.originalSize;
      if (entries > limits.maxZipEntries) throw refuse(`more than ${limits.maxZipEntries} entries`);
      if (declaredTotal > limits.maxUnzippedBytes) throw refuse(`unpacks to more than ${limits.maxUnzippedBytes} bytes`);
      const ratio = file.originalSize / Math.max(file.size, 1);
      if (file.originalSize > RATIO_FLOOR_BYTES && ratio > limits.maxZipRatio) {
        throw refuse(`${file.name} expands ${Math.round(ratio)} times`);
      }
      if (wanted.includes(file.name)) sizes.set(file.name, file.originalSize);
      return false;
    },
  });
  return sizes;
}

/**
 * Inflates the wanted entries as a stream, counting the bytes that really come out: an entry that yields more or
 * less than its header declared is damaged (or forged), and is refused instead of being cut to the declared size.
 */
function inflateWanted(bytes: Uint8Array, sizes: Map<string, number>): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const unzip = new Unzip((file) => {
    const declared = sizes.get(file.name);
    if (declared === undefined || file.name in files) return;
    const output = new Uint8Array(declared);
    let written = 0;
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      if (written + chunk.length > declared) throw damaged(file.name);
      output.set(chunk, written);
      written += chunk.length;
      if (final && written !== declared) throw damaged(file.name);
      if (final) files[file.name] = output;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.push(bytes, true);
  for (const name of sizes.keys()) if (!(name in files)) throw damaged(name);
  return files;
}

function refuse(detail: string): DocumentRefusal {
  return new DocumentRefusal('unsafe-archive', detail);
}

function damaged(name: string): DocumentRefusal {
  return new DocumentRefusal('damaged', `${name} does not unpack to the size its header declares`);
}
