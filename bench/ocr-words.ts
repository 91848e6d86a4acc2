// What OCR itself reads on the written development sets' scanned pages, apart from the header figures: run by hand,
// `node --import tsx bench/ocr-words.ts [--sets 30,31,32,33] [--readers native-block,native,native-300,engine-block,engine]`.
//
// For every page without a text layer (faxes, office scans, phone photos) of the chosen written development sets
// (../shared/written-N, built from fixtures/written-N), the page image is taken as the engine takes it (pdf.js's
// largest image on the page, as `measureFolder` and a browser read it) and read by each reader. A reading is scored
// against the page's source: the HTML block in fixtures/written-N/src/ it was photographed from (a <div class="pg">,
// <section class="sheet"> or the whole file), chosen as the block whose words the page's readings recall best. Words
// are cut at white space, lower-cased and trimmed of punctuation at their ends; each figure is the share of the
// source's words (counted with repeats) that the reading returns anywhere on the page:
//   all    every word of the source block
//   top    the first fifth of the block's words in the source's order (the page's head: banners, names, dates)
//   digits the words holding a digit (dates, birth dates, identifiers), kept whole ('04/03/1950')
// Readers (each on the image the engine prepares, prepare-page-image.ts, as extract-pages.ts hands it over):
//   engine        the engine's reading as `measureFolder` runs it: tesseract.js (WebAssembly), a ruled page (prepareForOcr's layout)
//                 by layout analysis (PSM 3), any other as one block (PSM 6)
//   engine-block  tesseract.js, every page as one block (the engine before the sixteenth round)
//   native        Debian's tesseract with the engine's model and settings, as `engine` (the server's path)
//   native-block  the same, every page as one block
//   native-300    `native` on the image scaled (bilinear) to 300 dpi when under 250: a reference for resolution
//   native-psm3   every page by layout analysis: a reference
// Held-out sets are never read here (the script refuses any folder with 'heldout' in its name).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { nativeTesseractOptions, nodeOcr } from '@healthcare-portal/engine/node';
import {
  largestPageImage,
  openPdf,
  prepareForOcr,
  psmFor,
  readTesseractTsv,
  toPgm,
  type GrayImage,
} from '@healthcare-portal/engine/stages';
import { recall, sourceBlocks, words, type Words } from './lib/source-blocks.ts';

const run = promisify(execFile);
const shared = fileURLToPath(new URL('../../shared/', import.meta.url));
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const sets = arg('sets', '30,31,32,33').split(',');
const readers = arg('readers', 'native-block,native,native-300,engine-block,engine').split(',');

type Family = 'fax' | 'scan' | 'photo';
/** A fax is black and white; a phone photo shows the table around the sheet (dark corners); else an office scan. */
function familyOf(image: GrayImage): Family {
  const { width, height, pixels } = image;
  let extreme = 0;
  for (let i = 0; i < pixels.length; i += 7) if (pixels[i] === 0 || pixels[i] === 255) extreme++;
  if (extreme / Math.ceil(pixels.length / 7) > 0.98) return 'fax';
  const corner = (x0: number, y0: number) => {
    let sum = 0;
    for (let y = y0; y < y0 + 10; y++) for (let x = x0; x < x0 + 10; x++) sum += pixels[y * width + x] as number;
    return sum / 100;
  };
  const corners = [corner(0, 0), corner(width - 10, 0), corner(0, height - 10), corner(width - 10, height - 10)];
  return corners.filter((c) => c < 110).length >= 2 ? 'photo' : 'scan';
}

/** The image scaled by `k` (bilinear), for the 300 dpi reference. */
function scaled(image: GrayImage, k: number): GrayImage {
  const width = Math.round(image.width * k);
  const height = Math.round(image.height * k);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(image.height - 1, Math.max(0, (y + 0.5) / k - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(image.height - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(image.width - 1, Math.max(0, (x + 0.5) / k - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(image.width - 1, x0 + 1);
      const wx = fx - x0;
      const p = (xx: number, yy: number) => image.pixels[yy * image.width + xx] as number;
      const top = p(x0, y0) * (1 - wx) + p(x1, y0) * wx;
      const bottom = p(x0, y1) * (1 - wx) + p(x1, y1) * wx;
      pixels[y * width + x] = Math.round(top * (1 - wy) + bottom * wy);
    }
  }
  return { width, height, pixels };
}

const scratch = mkdtempSync(join(tmpdir(), 'ocr-words-'));
async function native(image: GrayImage, extra: string[] = []): Promise<string> {
  const file = join(scratch, 'page.pgm');
  writeFileSync(file, toPgm(image));
  const options = await nativeTesseractOptions();
  const { stdout } = await run('tesseract', [file, 'stdout', ...options, ...extra, '-c', 'tessedit_create_tsv=1'], {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    maxBuffer: 64 << 20,
  });
  return readTesseractTsv(stdout)
    .lines.map((l) => l.words.map((w) => w.text).join(' '))
    .join('\n');
}

const engineOcr = readers.some((r) => r.startsWith('engine')) ? await nodeOcr()() : null;
async function engine(image: GrayImage, layout?: 'ruled'): Promise<string> {
  if (!engineOcr) throw new Error('no engine recogniser');
  const { lines } = await engineOcr.recognize(image, undefined, layout);
  return lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n');
}

/** Each reader's text for a page image as found. */
async function read(reader: string, found: GrayImage, page: { width: number; height: number }): Promise<string> {
  // What the engine gives the recogniser (extract-pages.ts): the prepared image, and its layout.
  const { image, layout } = prepareForOcr(found);
  switch (reader) {
    case 'engine':
      return engine(image, layout);
    case 'engine-block':
      return engine(image);
    case 'native':
      return native(image, ['--psm', String(psmFor(layout))]);
    case 'native-block':
      return native(image);
    case 'native-300': {
      const dpi = (image.width / page.width) * 72;
      return native(dpi < 250 ? scaled(image, 300 / dpi) : image, ['--psm', String(psmFor(layout))]);
    }
    case 'native-psm3':
      return native(image, ['--psm', '3']);
    default:
      {
        // `native+dpi`, `native+nodict`, `native+sauvola`, joined by '+': native with one setting more each (references).
        const extra: Record<string, string[]> = {
          dpi: ['-c', `user_defined_dpi=${Math.round((image.width / page.width) * 72)}`],
          nodict: ['-c', 'load_system_dawg=0', '-c', 'load_freq_dawg=0'],
          sauvola: ['-c', 'thresholding_method=2'],
        };
        const [base, ...more] = reader.split('+');
        if (base === 'native' && more.every((m) => extra[m]))
          return native(image, ['--psm', String(psmFor(layout)), ...more.flatMap((m) => extra[m] ?? [])]);
        throw new Error(`unknown reader ${reader}`);
      }
      throw new Error(`unknown reader ${reader}`);
  }
}

type Tally = Record<keyof Words, [number, number]>;
const empty = (): Tally => ({ all: [0, 0], top: [0, 0], digits: [0, 0] });
const totals = new Map<string, Tally>();
const add = (key: string, t: Tally) => {
  const into = totals.get(key) ?? empty();
  for (const k of ['all', 'top', 'digits'] as const) into[k] = [into[k][0] + t[k][0], into[k][1] + t[k][1]];
  totals.set(key, into);
};
const share = ([a, b]: [number, number]) => (b === 0 ? '  -  ' : (a / b).toFixed(3));

const seconds = new Map<string, number>();
for (const set of sets) {
  if (/heldout/i.test(set)) throw new Error('held-out sets are never read here');
  const folder = join(shared, `written-${set}`);
  if (!existsSync(folder)) {
    console.info(`written-${set}: absent, skipped`);
    continue;
  }
  const blocks = sourceBlocks(set);
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    const pdf = await openPdf(new Uint8Array(readFileSync(join(folder, file))));
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const text = await page.getTextContent();
      const chars = text.items.reduce((sum, item) => sum + ('str' in item ? item.str.replace(/\s/g, '').length : 0), 0);
      if (chars >= 20) continue;
      const image = await largestPageImage(page);
      if (!image) continue;
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const size = { width: x1 - x0, height: y1 - y0 };
      const family = familyOf(image);
      const texts = new Map<string, string[]>();
      for (const reader of readers) {
        const started = performance.now();
        texts.set(reader, words(await read(reader, image, size)));
        seconds.set(reader, (seconds.get(reader) ?? 0) + (performance.now() - started) / 1000);
      }
      // The page's source: the block the readings recall best (a page of ink with no source block scores nothing).
      const best = blocks
        .map((b) => ({ b, hit: Math.max(...[...texts.values()].map((got) => recall(b.words.all, got)[0] / b.words.all.length)) }))
        .sort((x, y) => y.hit - x.hit)[0];
      if (!best || best.hit < 0.2) {
        console.info(`${set} ${file.slice(0, 44)} p${n} ${family}: no source block matches (blank or unread), skipped`);
        continue;
      }
      const cells: string[] = [];
      // The scan's resolution, rounded to the machines' common settings: a family's figures apart by it say where text
      // stands too small for the recogniser (a standard-mode fax at 100 dpi against a fine one at 150).
      const dpi = Math.round((image.width / size.width) * 72);
      const resolution = `${family} ${Math.round(dpi / 25) * 25}dpi`;
      for (const reader of readers) {
        const got = texts.get(reader) ?? [];
        const t: Tally = {
          all: recall(best.b.words.all, got),
          top: recall(best.b.words.top, got),
          digits: recall(best.b.words.digits, got),
        };
        add(`${reader}|all`, t);
        add(`${reader}|${family}`, t);
        add(`${reader}|${resolution}`, t);
        add(`${reader}|set ${set}`, t);
        cells.push(`${share(t.all)}/${share(t.top)}/${share(t.digits)}`);
      }
      console.info(
        `${set} ${file.slice(0, 44).padEnd(44)} p${String(n).padEnd(2)} ${family.padEnd(5)} ${String(dpi).padStart(3)}dpi  ${cells.join('  ')}  (${best.b.name}, ${best.b.words.all.length} words)`,
      );
    }
    await pdf.destroy();
  }
}

console.info(`\nshare of the source's words read: all / top fifth / digit-bearing    readers: ${readers.join(', ')}`);
const keys = [...new Set([...totals.keys()].map((k) => k.split('|')[1] as string))];
for (const key of keys) {
  const row = readers.map((r) => {
    const t = totals.get(`${r}|${key}`) ?? empty();
    return `${share(t.all)}/${share(t.top)}/${share(t.digits)}`;
  });
  const t0 = totals.get(`${readers[0]}|${key}`) ?? empty();
  console.info(`${key.padEnd(14)} (${String(t0.all[1]).padStart(5)} words) ${row.join('  ')}`);
}
console.info(`seconds (wall, this machine's load): ${readers.map((r) => `${r} ${(seconds.get(r) ?? 0).toFixed(0)}`).join(', ')}`);
await engineOcr?.terminate();
rmSync(scratch, { recursive: true, force: true });
