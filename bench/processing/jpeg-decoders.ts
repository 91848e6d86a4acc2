// JPEG scans: pdf.js's decoder, as the engine reads a JPEG page today, against libjpeg-turbo's `djpeg` (the decoder
// tesseract's own JPEG reading uses), run by hand (never in npm test; it asserts nothing):
//   node --import tsx bench/processing/jpeg-decoders.ts [--scanned 10] [--reps 5]
// On the processing benchmark's grey JPEG chart: CPU milliseconds a page of each decoder (pdf.js in this process,
// every thread; djpeg as a process, its own CPU and this process's share, spawning it and reading its PGM), then each
// page decoded both ways, prepared for OCR as the engine prepares it, and read by native tesseract with the engine's
// model and settings: pixels, words and boxes compared. Needs Debian's libjpeg-turbo-progs and tesseract-ocr.
// bench/README.md ('Eighth round') has a run.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createOcrSlots, inflateExactly, nativeTesseractOcr } from '@healthcare-portal/engine/node';
import { openScanImages, prepareForOcr } from '@healthcare-portal/engine/stages';
import { scannedChart } from '../lib/charts.ts';
import { printTable } from '../lib/table.ts';
import { processCpu } from './process-cpu.ts';

const { values } = parseArgs({ options: { scanned: { type: 'string', default: '10' }, reps: { type: 'string', default: '5' } } });
const chart = await scannedChart(Number(values.scanned), 'jpeg');
const scans = await openScanImages(new Uint8Array(readFileSync(chart.file)), chart.pages, inflateExactly);
const reps = Number(values.reps);
type GrayImage = Parameters<typeof prepareForOcr>[0];

/** The engine's path today: pdf.js's JPEG decoder on the page's stream (scan-image.ts). */
async function byPdfjs(page: number): Promise<GrayImage> {
  const image = await scans.imageOf(page);
  if (!image || !('pixels' in image)) throw new Error(`page ${page} is not a plain JPEG scan`);
  return image;
}

/** libjpeg-turbo on the page's JPEG file, grey, as a binary PGM. */
function byDjpeg(page: number): GrayImage {
  const pgm = execFileSync('djpeg', ['-grayscale', '-pnm', chart.images[page - 1] ?? ''], { maxBuffer: 1 << 26 });
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 32).toString('latin1'));
  if (!header) throw new Error('djpeg gave no 8-bit PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, pixels: new Uint8Array(pgm.subarray(header[0].length, header[0].length + width * height)) };
}

const pages = Array.from({ length: chart.pages }, (_, i) => i + 1);
const cpuMs = async (decode: (page: number) => GrayImage | Promise<GrayImage>) => {
  for (const page of pages) await decode(page); // warmed once
  const before = processCpu('self');
  for (let rep = 0; rep < reps; rep++) for (const page of pages) await decode(page);
  const after = processCpu('self');
  const per = (ms: number) => (ms / (reps * pages.length)).toFixed(1);
  return { own: per(after.own - before.own), children: per(after.children - before.children) };
};
const pdfjs = await cpuMs(byPdfjs);
const djpeg = await cpuMs(byDjpeg);
printTable(
  ['decoder', 'this process CPU ms a page', 'child processes CPU ms a page'],
  [
    ['pdf.js JpegImage (today)', pdfjs.own, pdfjs.children],
    ['djpeg (libjpeg-turbo)', djpeg.own, djpeg.children],
  ],
);

const recogniser = await nativeTesseractOcr({ slots: createOcrSlots(1) })();
type Box = { text: string; sides: number[] };
const read = async (image: GrayImage): Promise<Box[]> => {
  const { lines } = await recogniser.recognize(prepareForOcr(image).image);
  return lines.flatMap((line) => line.words.map((w) => ({ text: w.text, sides: [w.left, w.top, w.right, w.bottom] })));
};
const rows: string[][] = [];
for (const page of pages) {
  const [a, b] = [await byPdfjs(page), byDjpeg(page)];
  let differing = 0;
  for (let i = 0; i < a.pixels.length; i++) if (a.pixels[i] !== b.pixels[i]) differing++;
  const [wordsA, wordsB] = [await read(a), await read(b)];
  const sameWords = wordsA.map((w) => w.text).join(' ') === wordsB.map((w) => w.text).join(' ');
  const sides = wordsA.flatMap((w, i) => w.sides.map((side, s) => Math.abs(side - (wordsB[i]?.sides[s] ?? Number.NaN))));
  const off = sides.filter((d) => d !== 0);
  rows.push([
    String(page),
    `${((100 * differing) / a.pixels.length).toFixed(2)}%`,
    sameWords ? 'same' : 'differ',
    `${off.length} of ${sides.length}`,
    String(Math.max(0, ...off)),
  ]);
}
await recogniser.terminate();
printTable(['page', 'pixels differing', 'words', 'box sides differing', 'largest difference (px)'], rows);
