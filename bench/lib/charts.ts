// Charts the benchmarks process: synthetic text charts (fixtures/charts) and scanned charts made from them the way
// a scanner would (pages rendered to images by Debian's pdftoppm, wrapped as an image-only PDF with pdf-lib; or
// stored as JPEG or fax images and wrapped by img2pdf, fixtures/documents/make-scan-kinds.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { generateChart, type ChartOptions, type GeneratedChart } from '@healthcare-portal/demo/charts/generate-chart';
import { scanPdfAs, type ScanKind } from '../../fixtures/documents/make-scan-kinds.ts';

export const OUT = join(import.meta.dirname, '../out');

// Synthetic notes average about 0.85 pages, so this many notes give about the page count asked for.
const NOTES_PER_PAGE = 1.15;
// Scans at a usual office scanner's resolution (the engine's own scanned fixtures use the same).
const SCAN_DPI = 150;

/** A generated chart of about `pages` pages (the page count is the seed, so a size is the same chart every run). */
export const chartOfAbout = (pages: number, options: ChartOptions = {}): Promise<GeneratedChart> =>
  generateChart(pages, { notes: Math.round(pages * NOTES_PER_PAGE), ...options });

/** A chart written to bench/out: its file, its exact page count and the patient a process request names. */
export type ChartFile = { file: string; name: string; pages: number; patient: GeneratedChart['patient']; images: string[] };

/**
 * A text chart of exactly `pages` pages: a slightly longer chart cut to size, so figures compare across runs. Another
 * `seed` gives another chart of the same size (another patient's).
 */
export async function textChart(pages: number, name = `text-${pages}`, seed?: number): Promise<ChartFile> {
  const about = Math.ceil(pages * 1.2);
  const chart = seed === undefined ? await chartOfAbout(about) : await generateChart(seed, { notes: Math.round(about * NOTES_PER_PAGE) });
  const whole = await PDFDocument.load(chart.pdf);
  const cut = await PDFDocument.create();
  const copied = await cut.copyPages(
    whole,
    Array.from({ length: pages }, (_, i) => i),
  );
  copied.forEach((page) => cut.addPage(page));
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${name}.pdf`);
  writeFileSync(file, await cut.save());
  return { file, name, pages, patient: chart.patient, images: [] };
}

/**
 * A scanned chart of exactly `pages` pages: no text layer, one page image each (kept for tesseract). 'flate': grey
 * pixels as pdf-lib embeds a PNG (Flate); 'jpeg': a grey JPEG a page (DCTDecode); 'fax': a 1-bit Group 4 image a page
 * (CCITTFaxDecode).
 */
export async function scannedChart(pages: number, kind: 'flate' | ScanKind = 'flate'): Promise<ChartFile> {
  if (kind !== 'flate') {
    const name = `scanned-${kind}-${pages}`;
    const source = await textChart(pages, `${name}-source`);
    const { file, images } = scanPdfAs(kind, source.file, join(OUT, name));
    return { file, name, pages: images.length, patient: source.patient, images };
  }
  const source = await textChart(pages, `scanned-${pages}-source`);
  const folder = join(OUT, `scanned-${pages}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  execFileSync('pdftoppm', ['-r', String(SCAN_DPI), '-gray', '-png', source.file, join(folder, 'page')]);
  const images = readdirSync(folder)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .map((f) => join(folder, f));
  const pdf = await PDFDocument.create();
  for (const image of images) {
    const png = await pdf.embedPng(readFileSync(image));
    const size = { width: (png.width * 72) / SCAN_DPI, height: (png.height * 72) / SCAN_DPI };
    pdf.addPage([size.width, size.height]).drawImage(png, { x: 0, y: 0, ...size });
  }
  const file = join(OUT, `scanned-${pages}.pdf`);
  writeFileSync(file, await pdf.save());
  return { file, name: `scanned-${pages}`, pages: images.length, patient: source.patient, images };
}
