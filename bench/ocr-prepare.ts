// Whether preparing page images before OCR helps (engine/extract/prepare-page-image.ts): run by hand,
// `node --import tsx bench/ocr-prepare.ts`. For every image-only page of the real development sets (phone photos,
// scans) and for a clean scan damaged on purpose (turned 4 degrees, faded, shaded), Tesseract reads the image as it
// comes and as prepared; it prints the recogniser's confidence and the words of three or more letters it read, and
// for the damaged scan the share of the clean scan's words read back. Held-out sets are never read here.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { largestPageImage, openPdf, prepareForOcr } from '@healthcare-portal/engine/stages';
import { nodeOcr } from '@healthcare-portal/engine/node';

type Gray = NonNullable<Awaited<ReturnType<typeof largestPageImage>>>;
const shared = fileURLToPath(new URL('../../shared/', import.meta.url));
const DEV = [
  'real-pdfs-2/jsl-pathology-form-summary-scanned-miller.pdf',
  'real-pdfs-3/photo-receta-dermatologia-colombia-redacted.pdf',
  'real-pdfs-3/scan-lab-colsanitas-continuation-p2-redacted.pdf',
  'real-pdfs-3/scan-lab-colsanitas-hemograma-p1-redacted.pdf',
];

const ocr = await nodeOcr()();
const words = (lines: { text: string }[]) => lines.flatMap((l) => l.text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
async function read(image: Gray) {
  const started = performance.now();
  const result = await ocr.recognize(image);
  return { confidence: result.confidence, words: words(result.lines), ms: performance.now() - started };
}

/** A clean scan made worse as a phone or fax makes it: turned, faded towards grey, darker to one side. */
function damage(image: Gray): Gray {
  const t = (4 * Math.PI) / 180;
  const { width, height } = image;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const sx = Math.round((x - width / 2) * Math.cos(t) + (y - height / 2) * Math.sin(t) + width / 2);
      const sy = Math.round(-(x - width / 2) * Math.sin(t) + (y - height / 2) * Math.cos(t) + height / 2);
      const v = sx >= 0 && sy >= 0 && sx < width && sy < height ? (image.pixels[sy * width + sx] ?? 255) : 255;
      pixels[y * width + x] = Math.round(110 + (v * 100) / 255 - (60 * x) / width);
    }
  return { width, height, pixels };
}

let cleanScan: Gray | null = null;
console.info('page                                              raw conf  words   prepared conf  words   steps');
for (const path of DEV) {
  if (!existsSync(shared + path)) {
    console.info(`${path}: skipped, absent`);
    continue;
  }
  const pdf = await openPdf(new Uint8Array(readFileSync(shared + path)));
  for (let n = 1; n <= pdf.numPages; n++) {
    const image = await largestPageImage(await pdf.getPage(n));
    if (!image) continue;
    cleanScan ??= image;
    const prepared = prepareForOcr(image);
    const [raw, ready] = [await read(image), await read(prepared.image)];
    const name = `${path.slice(path.indexOf('/') + 1, 40)} p${n}`.padEnd(48);
    console.info(
      `${name}  ${raw.confidence.toFixed(2)}  ${String(raw.words.length).padStart(5)}   ${ready.confidence.toFixed(2).padStart(13)}  ${String(ready.words.length).padStart(5)}   ${prepared.steps.join('+') || '-'} (skew ${prepared.skew})`,
    );
  }
}
if (cleanScan) {
  const reference = new Set((await read(cleanScan)).words);
  const damaged = damage(cleanScan);
  const recall = (w: string[]) => [...new Set(w)].filter((x) => reference.has(x)).length / Math.max(1, reference.size);
  const raw = await read(damaged);
  const prepared = prepareForOcr(damaged);
  const ready = await read(prepared.image);
  console.info(
    `damaged clean scan (turned 4 degrees, faded, shaded): words of the clean reading read back ${recall(raw.words).toFixed(2)} raw, ${recall(ready.words).toFixed(2)} prepared (confidence ${raw.confidence.toFixed(2)} -> ${ready.confidence.toFixed(2)}; ${prepared.steps.join('+')}, skew ${prepared.skew})`,
  );
}
await ocr.terminate();
