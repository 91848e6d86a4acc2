// How much of what the readers lose on scanned pages is OCR's, and how much the readers' own: run by hand,
// `QUALITY_OCR_CACHE=/tmp/ocr-cache node --import tsx bench/scan-twins.ts [--sets 30,36,37] [--out /tmp/scan-twins]`.
//
// For every page without a text layer (a fax, an office scan, a phone photo) of the chosen written development sets
// (../shared/written-N; default 14 to 37), the page's source is found as bench/ocr-words.ts finds it: the HTML block
// of fixtures/written-N/src/ whose words the engine's OCR of the page recalls best (at least a fifth of them). That
// block is printed alone by Chromium on one page of the PDF's page size, with a text layer, and put in the scanned
// page's place; every other page stays as it was. The twins go to OUT/written-N with the set's truth.json, and both
// folders are measured by `measureFolder`. Printed: the figures (boundary F1 / name / DOB / note date / type /
// unsigned P-R) of the notes with a page read by OCR in the original, original and twin, and the notes whose name,
// DOB or date the twin reads right and the original wrong (what OCR loses) and both wrong (what the readers lose on
// such a layout even from a perfect text layer), and those the original reads right and the twin wrong. Held-out sets
// are never read here: a folder with 'heldout' in its name is refused.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { nodeOcr } from '@healthcare-portal/engine/node';
import { largestPageImage, openPdf, prepareForOcr } from '@healthcare-portal/engine/stages';
import { launchChromium } from '../fixtures/shared-data/build-written-set.ts';
import { cachedOcr } from '../fixtures/real-pdfs/ocr-cache.ts';
import { measureFolder, type FileReading } from '../fixtures/real-pdfs/real-sets.ts';
import { addNote, kindOf, newTally, type Tally } from '../fixtures/real-pdfs/tally.ts';
import { printBlock } from './lib/print-block.ts';
import { recall, sourceBlocks, sourceDir, words, type SourceBlock } from './lib/source-blocks.ts';

const shared = fileURLToPath(new URL('../../shared/', import.meta.url));
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const sets = arg('sets', Array.from({ length: 24 }, (_, i) => String(14 + i)).join(',')).split(',');
const out = arg('out', '/tmp/scan-twins');
// The engine's threshold for a page with no text layer (extract-pages.ts, MIN_TEXT_CHARS).
const MIN_TEXT_CHARS = 20;

const cache = process.env.QUALITY_OCR_CACHE;
const recogniser = await (cache ? cachedOcr(nodeOcr(), cache) : nodeOcr())();
const browser = await launchChromium();

/** Each scanned page of a PDF (1-based) with its page size and the source block it was printed from, if one matches. */
async function scannedPages(pdfBytes: Uint8Array, blocks: SourceBlock[]) {
  const pdf = await openPdf(pdfBytes);
  const pages: { n: number; size: { width: number; height: number }; block: SourceBlock | null; hit: number }[] = [];
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const text = await page.getTextContent();
      const chars = text.items.reduce((sum, item) => sum + ('str' in item ? item.str.replace(/\s/g, '').length : 0), 0);
      if (chars >= MIN_TEXT_CHARS) continue;
      const found = await largestPageImage(page);
      if (!found) continue;
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      // What the engine gives the recogniser (extract-pages.ts), so the OCR cache answers for pages measured before.
      const { image, layout } = prepareForOcr(found);
      const { lines } = await recogniser.recognize(image, undefined, layout);
      const got = words(lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n'));
      const best = blocks
        .map((block) => ({ block, hit: recall(block.words.all, got)[0] / block.words.all.length }))
        .sort((a, b) => b.hit - a.hit)[0];
      const matched = best !== undefined && best.hit >= 0.2;
      pages.push({ n, size: { width: x1 - x0, height: y1 - y0 }, block: matched ? best.block : null, hit: best?.hit ?? 0 });
    }
  } finally {
    await pdf.destroy();
  }
  return pages;
}

/** The PDF with each matched scanned page replaced by its block printed with a text layer. */
async function twinOf(set: string, bytes: Uint8Array, pages: Awaited<ReturnType<typeof scannedPages>>): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  for (const { n, size, block } of pages) {
    if (!block) continue;
    const printed = await PDFDocument.load(await printBlock(browser, join(sourceDir(set), block.file), block.index, size));
    const [page] = await doc.copyPages(printed, [0]);
    if (!page) throw new Error(`${block.name}: Chromium printed no page`);
    doc.removePage(n - 1);
    doc.insertPage(n - 1, page);
  }
  return doc.save({ useObjectStreams: false });
}

type Figure = 'f1' | 'name' | 'dob' | 'date' | 'type' | 'P' | 'R';
const FIGURES: Figure[] = ['f1', 'name', 'dob', 'date', 'type', 'P', 'R'];
function figures({ counts, unsigned, notes, found }: Tally): Record<Figure, number> {
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  return {
    f1: notes + found === 0 ? 1 : (2 * counts.starts) / (notes + found),
    name: ratio(counts.name, notes),
    dob: ratio(counts.dob, notes),
    date: ratio(counts.date, notes),
    type: ratio(counts.type, notes),
    P: ratio(unsigned.tp, unsigned.tp + unsigned.fp),
    R: ratio(unsigned.tp, unsigned.tp + unsigned.fn),
  };
}
const shown = (f: Record<Figure, number>) =>
  `${FIGURES.slice(0, 5)
    .map((k) => f[k].toFixed(2))
    .join('/')}/${f.P.toFixed(2)}-${f.R.toFixed(2)}`;
const signedDiff = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;
const diff = (a: Record<Figure, number>, b: Record<Figure, number>) => FIGURES.map((k) => signedDiff(b[k] - a[k])).join('/');

/**
 * The notes of the original with a page read by OCR, tallied on the original's reading and on the twin's; and, note
 * by note, which of name, DOB and date the twin reads right and the original wrong, or both wrong.
 */
function compare(original: FileReading[], twin: FileReading[], rows: { original: string[]; twin: string[] }) {
  const tallies = { original: newTally(), twin: newTally() };
  const ocrLoses: string[] = [];
  const bothMiss: string[] = [];
  const twinLoses: string[] = [];
  let row = 0;
  for (const [f, o] of original.entries()) {
    const t = twin[f] as FileReading;
    const ocr = new Set(o.ocrPages);
    for (const [tally, reading] of [
      [tallies.original, o],
      [tallies.twin, t],
    ] as const) {
      tally.found += reading.found.filter((pages) => kindOf(pages, ocr) === 'scanned').length;
    }
    for (const [i, note] of o.notes.entries()) {
      const at = row++;
      if (kindOf(note.pages, ocr) !== 'scanned') continue;
      const other = t.notes[i] as (typeof t.notes)[number];
      addNote(tallies.original, note.ok, note.signed);
      addNote(tallies.twin, other.ok, other.signed);
      const fields = (['name', 'dob', 'date'] as const).filter((k) => !note.ok[k]);
      const gained = fields.filter((k) => other.ok[k]);
      const missed = fields.filter((k) => !other.ok[k]);
      if (gained.length > 0) ocrLoses.push(`  OCR's (${gained.join(', ')}):\n    ${rows.original[at]}\n    ${rows.twin[at]}`);
      if (missed.length > 0) bothMiss.push(`  readers' (${missed.join(', ')}):\n    ${rows.twin[at]}`);
      // What the twin reads worse than the scan: a line the build drew outside the block, or a reader that reads a
      // clean row of a log otherwise than OCR's broken one.
      const lost = (['starts', 'name', 'dob', 'date'] as const).filter((k) => note.ok[k] && !other.ok[k]);
      if (lost.length > 0) twinLoses.push(`  twin's (${lost.join(', ')}):\n    ${rows.original[at]}\n    ${rows.twin[at]}`);
    }
  }
  return { tallies, ocrLoses, bothMiss, twinLoses };
}

const total = { original: newTally(), twin: newTally() };
const add = (into: Tally, t: Tally) => {
  for (const k of Object.keys(into.counts) as (keyof Tally['counts'])[]) into.counts[k] += t.counts[k];
  for (const k of ['tp', 'fp', 'fn'] as const) into.unsigned[k] += t.unsigned[k];
  into.notes += t.notes;
  into.found += t.found;
};
const table: string[] = [];
try {
  for (const set of sets) {
    if (/heldout/i.test(set)) throw new Error('held-out sets are never read here');
    const folder = join(shared, `written-${set}`);
    if (!existsSync(join(folder, 'truth.json'))) {
      console.info(`written-${set}: absent, skipped`);
      continue;
    }
    const blocks = sourceBlocks(set);
    if (blocks.length === 0) {
      console.info(`written-${set}: no HTML source (its pages are written in code), skipped`);
      continue;
    }
    const into = join(out, `written-${set}`);
    mkdirSync(into, { recursive: true });
    let scanned = 0;
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.pdf'))) {
      const bytes = new Uint8Array(readFileSync(join(folder, file)));
      const pages = await scannedPages(bytes, blocks);
      scanned += pages.length;
      for (const p of pages) {
        const source = p.block
          ? `${p.block.name} (recall ${p.hit.toFixed(2)})`
          : `no source block (best ${p.hit.toFixed(2)}): kept as scanned`;
        console.info(`${set} ${file.slice(0, 50).padEnd(50)} p${String(p.n).padEnd(2)} ${source}`);
      }
      writeFileSync(join(into, file), pages.length > 0 ? await twinOf(set, bytes, pages) : bytes);
    }
    copyFileSync(join(folder, 'truth.json'), join(into, 'truth.json'));
    if (scanned === 0) {
      console.info(`written-${set}: no scanned page`);
      continue;
    }
    const original = await measureFolder(`${folder}/`);
    const twin = await measureFolder(`${into}/`);
    const { tallies, ocrLoses, bothMiss, twinLoses } = compare(original.files, twin.files, { original: original.rows, twin: twin.rows });
    add(total.original, tallies.original);
    add(total.twin, tallies.twin);
    const [a, b] = [figures(tallies.original), figures(tallies.twin)];
    const line = `| written ${set} (${tallies.original.notes}) | ${shown(a)} | ${shown(b)} | ${diff(a, b)} |`;
    table.push(line);
    console.info(`\nwritten-${set}: ${scanned} scanned pages; notes with an OCR'd page: original → twin\n${line}`);
    console.info(`name, DOB or date: the twin right, the original wrong (${ocrLoses.length} notes)\n${ocrLoses.join('\n')}`);
    console.info(`name, DOB or date: both wrong (${bothMiss.length} notes)\n${bothMiss.join('\n')}`);
    console.info(`found, name, DOB or date: the original right, the twin wrong (${twinLoses.length} notes)\n${twinLoses.join('\n')}\n`);
  }
} finally {
  await browser.close();
  await recogniser.terminate();
}
const [a, b] = [figures(total.original), figures(total.twin)];
console.info("\n| set (notes with an OCR'd page) | original | twin | twin − original |\n|---|---|---|---|");
console.info([...table, `| total (${total.original.notes}) | ${shown(a)} | ${shown(b)} | ${diff(a, b)} |`].join('\n'));
