import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pageNumber, type InkMark, type PageFrame, type PageText, type TextBox, type TextLine } from '../types.ts';
import { groupLines, type PlacedText } from './group-lines.ts';
import { inkOutsideWords } from './ink.ts';
import { ocrRuns } from './ocr-runs.ts';
import { penStrokes } from './drawn-ink.ts';
import { isScriptFace } from './script-face.ts';
import { signingPlaceOf } from '../audit/sign-off.ts';
import { readDigitalSignatures } from './digital-signatures.ts';
import type { OcrEngine, OcrResult } from './ocr.ts';
import { openReading } from './pdf-document.ts';
import type { StartPdfThread } from './pdf-thread.ts';
import { PAGE_BUDGET, PageOverBudget, beforeDeadline, readTextContent, recognitionWithin, type PageBudget } from './page-budget.ts';
import { largestPageImage, type GrayImage } from './page-image.ts';
import { readingSize, toReading, turnOf, type Turn } from './page-frame.ts';
import { loadPdfjs } from './pdfjs.ts';
import { REREAD_SKEW, skewOfLines } from './ocr-skew.ts';
import { prepareForOcr } from './prepare-page-image.ts';
import type { DecodeJpeg, FaxImage, Inflate, ScanImages } from './scan-image.ts';
import { splitRunningLines } from './running-lines.ts';

export interface ExtractOptions {
  /** created only when a page has no text layer, so text-only documents never load a recogniser */
  ocr?: () => Promise<OcrEngine>;
  onPage?: (pagesDone: number, pagesTotal: number) => void;
  /** refuse documents longer than this before reading any page (merge/limits.ts, MAX_PAGES) */
  maxPages?: number;
  /** what one page may cost before it is reported as unreadable (page-budget.ts, PAGE_BUDGET) */
  pageBudget?: PageBudget;
  /** a thread of its own for pdf.js, so the page budget can stop any page (pdf-thread.ts; the host supplies it) */
  pdfThread?: StartPdfThread;
  /**
   * The host's zlib (node/inflate-exactly.ts): a page that is one plain Flate image is then read straight from the
   * file (scan-image.ts) instead of through pdf.js, which is slower for it. Without it pdf.js decodes every scan.
   */
  inflate?: Inflate;
  /**
   * The host's libjpeg (node/djpeg.ts): such a page that is one plain JPEG is then decoded by it, about half the CPU
   * of pdf.js's decoder; pdf.js's decoder reads the JPEGs it cannot decode, and every JPEG without it.
   */
  decodeJpeg?: DecodeJpeg;
}

/** The document cannot be read as asked: no pages, or more than the cap. The message is for the user. */
export class ExtractRefusal extends Error {
  override readonly name = 'ExtractRefusal';
}

export interface Extraction {
  pageCount: number;
  pages: PageText[];
}

// Fewer visible characters than this and the page is treated as a scan without a text layer.
const MIN_TEXT_CHARS = 12;

type RawPage = { lines: TextLine[]; height: number; source: PageText['source']; confidence: number; frame: PageFrame; ink?: InkMark[] };

/**
 * A page without a usable text layer: its largest image, to be recognised in the reading frame. A fax's stream comes
 * with how to decode its pixels instead (pdf.js), should its words run askew.
 */
type Scan = { image: GrayImage | FaxImage | null; frame: PageFrame; recogniser: OcrEngine; pixels?: () => Promise<GrayImage | null> };

// An unreadable page's frame when pdf.js never gave its size: a Letter page, as the rest of the engine assumes.
const UNREAD_FRAME: PageFrame = { width: 612, height: 792, turn: 0 };

const unreadablePage = (frame: PageFrame): RawPage => ({
  lines: [],
  height: readingSize(frame).height,
  source: 'unreadable',
  confidence: 0,
  frame,
});

/**
 * How many OCR budgets a page's recognition gets from when the recogniser starts on it: one for a recogniser that
 * reads pages as given; for one that reads runs of pages and reads a failed run's pages again one by one, the run's
 * bound and then each of its pages' alone (engine/node/native-tesseract-ocr.ts bounds its processes so).
 */
const recognitionBudgets = (ocr: OcrEngine): number => (ocr.pagesPerRun === undefined ? 1 : 2 * ocr.pagesPerRun);

/**
 * Reads every page's text with positions; OCRs pages that have no text layer; sets running lines apart. A page that
 * runs past the page budget is reported as unreadable and the document is opened afresh for the pages after it.
 */
export async function extractPages(pdf: Uint8Array, options: ExtractOptions = {}): Promise<Extraction> {
  const budget = options.pageBudget ?? PAGE_BUDGET;
  let reading = await openReading(pdf, options.pdfThread);
  // Typed wide on purpose: the page reader below assigns it, which narrowing from `null` would not see.
  let ocr = null as OcrEngine | null;
  // Opened at the first scanned page (and the PDF library loaded then), so a document with a text layer on every page
  // never parses its objects twice.
  let scans: Promise<ScanImages> | null = null;
  try {
    const pageCount = reading.doc.numPages;
    if (pageCount === 0) throw new ExtractRefusal('The PDF has no pages: there is nothing in it to audit.');
    if (options.maxPages !== undefined && pageCount > options.maxPages) {
      const [pages, max] = [pageCount, options.maxPages].map((n) => n.toLocaleString('en-US'));
      throw new ExtractRefusal(`The PDF has ${pages} pages, over the limit of ${max} pages for one document.`);
    }
    const readPages: Promise<RawPage>[] = [];
    // Scanned pages recognised at once: a recogniser that runs several (native Tesseract) gets the next page images
    // while it works, and no more, so a long scan never holds all its images at once. Pages stay in page order.
    const inFlight = new Set<Promise<unknown>>();
    let done = 0;
    const finished = (page: RawPage) => {
      options.onPage?.(++done, pageCount);
      return page;
    };
    // A recognition failing (an image Tesseract cannot take, or a process it hangs on) or past its budget leaves its
    // page unreadable. A recogniser past the budget may be stuck: it goes, and the next scanned page starts another;
    // one that answered with a failure reads on.
    const recognise = (scan: Scan): Promise<RawPage> =>
      recognitionWithin((started) => ocrLines(scan, started), budget.ocrMs * recognitionBudgets(scan.recogniser))
        .then((read) => ({ ...read, frame: scan.frame, height: readingSize(scan.frame).height }))
        .catch(async (error: unknown) => {
          if (error instanceof PageOverBudget) {
            if (ocr === scan.recogniser) ocr = null;
            await scan.recogniser.terminate();
          }
          return unreadablePage(scan.frame);
        });
    for (let n = 1; n <= pageCount; n++) {
      const deadline = Date.now() + budget.ms;
      const { doc, died } = reading;
      try {
        const read = async (): Promise<RawPage | Scan> => {
          const page = await doc.getPage(n);
          const text = await textLayerLines(page, await readTextContent(page, budget, deadline));
          const chars = text.lines.reduce((sum, l) => sum + l.text.replace(/\s/g, '').length, 0);
          if (chars >= MIN_TEXT_CHARS || !options.ocr) {
            const ink = chars > 0 ? await drawnInk(page, text) : undefined;
            page.cleanup();
            const source = chars > 0 ? 'text-layer' : 'empty';
            return { ...text, height: readingSize(text.frame).height, source, confidence: chars > 0 ? 1 : 0, ...(ink ? { ink } : {}) };
          }
          // Taken before the image is read: meanwhile a failed recognition may drop the recogniser (recognise below).
          const recogniser = (ocr ??= await options.ocr());
          const { inflate, decodeJpeg } = options;
          if (inflate) scans ??= import('./scan-image.ts').then((m) => m.openScanImages(pdf, pageCount, inflate, decodeJpeg));
          const direct = await (await scans)?.imageOf(n);
          const frame = { ...text.frame, turn: scanTurn(page) };
          // A fax's stream goes to a recogniser that reads it; to any other, pdf.js decodes it.
          if (direct && 'ccitt' in direct && recogniser.recognizeFax) {
            page.cleanup();
            const pixels = () => largestPageImage(page).finally(() => page.cleanup());
            return { frame, image: direct, recogniser, pixels };
          }
          const image = direct && 'pixels' in direct ? direct : await largestPageImage(page);
          page.cleanup();
          return { frame, image, recogniser };
        };
        // pdf.js's part of the page (its text, its image) within the page budget; the recognition has a budget of
        // its own from when the recogniser starts on it, as other pages' recognitions may run before it.
        const found = await beforeDeadline(read(), deadline, budget, died);
        if (!('recogniser' in found)) {
          readPages.push(Promise.resolve(finished(found)));
          continue;
        }
        const recognised = recognise(found).then(finished);
        readPages.push(recognised);
        // Settled here, so a failure waits for Promise.all below instead of going unhandled meanwhile.
        const settled: Promise<unknown> = recognised.then(
          () => inFlight.delete(settled),
          () => inFlight.delete(settled),
        );
        inFlight.add(settled);
        if (inFlight.size >= (found.recogniser.concurrency ?? 1)) await Promise.race(inFlight);
      } catch {
        // Past the page budget, or a page pdf.js fails on (a fuzzed stream): the page is unreadable and the
        // document is read on. Ending the reading is what stops pdf.js's work on the page.
        readPages.push(Promise.resolve(finished(unreadablePage(UNREAD_FRAME))));
        await reading.close(true);
        reading = await openReading(pdf, options.pdfThread);
      }
    }
    const [raw, signed] = await Promise.all([Promise.all(readPages), readDigitalSignatures(pdf)]);
    const split = splitRunningLines(raw);
    const pages = raw.map((r, i) => ({
      page: pageNumber(i + 1),
      lines: split[i]?.lines ?? r.lines,
      running: split[i]?.running ?? [],
      source: r.source,
      ocrConfidence: r.confidence,
      frame: r.frame,
      ...(r.ink ? { ink: r.ink } : {}),
      ...(signed.has(pageNumber(i + 1)) ? { digitalSignatures: signed.get(pageNumber(i + 1)) } : {}),
    }));
    return { pageCount, pages };
  } finally {
    await ocr?.terminate();
    await reading.close();
  }
}

/**
 * A text page's pen strokes drawn as vector paths (extract/drawn-ink.ts), read only where its text has a place to sign
 * (a signing label, a rule, a typed signer): the operator list costs about as much as the text again, and ink
 * anywhere else signs nothing. Undefined where it was not read (no such place, or pdf.js failed on the page).
 */
async function drawnInk(
  page: PDFPageProxy,
  text: { lines: TextLine[]; frame: PageFrame; runs: (PlacedText & { font: string })[] },
): Promise<InkMark[] | undefined> {
  if (!text.lines.some((l) => signingPlaceOf(l.text) !== null)) return undefined;
  try {
    const { OPS } = await loadPdfjs();
    const list = await page.getOperatorList();
    return [...penStrokes(list, OPS, page.getViewport({ scale: 1 }).transform, text.frame), ...scriptRuns(page, text.runs)];
  } catch {
    return undefined;
  }
}

// The share of its box a name typed in a script face inks, as a pen's stroke does (audit/drawn-signature.ts).
const SCRIPT_FILL = 0.3;

/**
 * Text set in a script face (extract/script-face.ts), as ink: a name typed so by the place to sign is a signature as
 * one drawn there is. Its fonts are loaded once the operator list is read.
 */
function scriptRuns(page: PDFPageProxy, runs: (PlacedText & { font: string })[]): InkMark[] {
  const script = new Map<string, boolean>();
  const isScript = (font: string) => {
    if (!script.has(font)) {
      const loaded = page.commonObjs.has(font) ? (page.commonObjs.get(font) as { data?: unknown }) : null;
      script.set(font, loaded?.data instanceof Uint8Array && isScriptFace(loaded.data));
    }
    return script.get(font) === true;
  };
  return runs
    .filter((r) => r.text.trim() !== '' && isScript(r.font))
    .flatMap((r) => r.boxes ?? [])
    .map((b) => ({ x: b.x, top: b.top, width: b.width, height: b.height, fill: SCRIPT_FILL }));
}

// pdf.js's family for a face (its fallback font): characters are placed in a run by that kind's widths.
const FACES: Record<string, TextBox['face']> = { serif: 'serif', monospace: 'mono' };

// Where a font names no ascent or descent, glyphs reach about this far above and below the baseline, in ems.
const ASCENT = 0.8;
const DESCENT = -0.2;

/**
 * The text layer's lines, read in the page's reading frame: the display turned so that most of its text runs left to
 * right (page-frame.ts). Each run keeps its box, so the evidence stage can show any of its characters in place.
 */
async function textLayerLines(
  page: PDFPageProxy,
  content: Awaited<ReturnType<typeof readTextContent>>,
): Promise<{ lines: TextLine[]; frame: PageFrame; runs: (PlacedText & { font: string })[] }> {
  const { Util } = await loadPdfjs();
  const viewport = page.getViewport({ scale: 1 });
  const items = content.items.flatMap((item) => {
    if (!('str' in item)) return [];
    // The item's text matrix on the display: (a, b) runs along the text, (c, d) up its glyphs, (e, f) its origin.
    const m = Util.transform(viewport.transform, item.transform as number[]) as number[];
    return [{ item, m, turn: turnOf(m[0] ?? 1, m[1] ?? 0) }];
  });
  const frame: PageFrame = { width: viewport.width, height: viewport.height, turn: mostCommonTurn(items, viewport.rotation) };
  const runs: (PlacedText & { font: string })[] = items.map(({ item, m }) => {
    const [a = 1, b = 0, c = 0, d = -1, e = 0, f = 0] = m;
    const style = content.styles[item.fontName];
    const ascent = style && style.ascent > 0 ? style.ascent : ASCENT;
    const descent = style && style.descent < 0 ? style.descent : DESCENT;
    const along = Math.hypot(a, b) || 1;
    const fontSize = Math.hypot(a, b) || item.height || 10;
    // A point s points along the text and t ems up its glyphs from its origin, in the reading frame: the run's box
    // is what its corners span there.
    const at = (s: number, t: number) => toReading(frame, e + (a / along) * s + c * t, f + (b / along) * s + d * t);
    const corners = [at(0, descent), at(item.width, descent), at(0, ascent), at(item.width, ascent)];
    const [x, baseline] = toReading(frame, e, f);
    const { x: left, top, width, height } = boundsOf(corners);
    // One shape for every run's box (face undefined for sans-serif): boxes with and without the field deoptimised
    // the evidence stage that reads them (evidence/span-rects.ts).
    const box: TextBox = { text: item.str, x: left, top, width, height, face: FACES[style?.fontFamily ?? ''] };
    return { text: item.str, x, top: baseline, width: item.width, fontSize, boxes: [box], font: item.fontName };
  });
  return { lines: groupLines(runs), frame, runs };
}

function boundsOf(points: [number, number][]): Pick<TextBox, 'x' | 'top' | 'width' | 'height'> {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [x, top] = [Math.min(...xs), Math.min(...ys)];
  return { x, top, width: Math.max(...xs) - x, height: Math.max(...ys) - top };
}

/** The way most of a page's characters run; a page without text is read as its rotation shows it. */
function mostCommonTurn(items: { item: { str: string }; turn: Turn }[], rotation: number): Turn {
  const count = new Map<Turn, number>();
  for (const { item, turn } of items) count.set(turn, (count.get(turn) ?? 0) + item.str.length);
  const [best] = [...count].sort((x, y) => y[1] - x[1])[0] ?? [scanTurnOf(rotation)];
  return best;
}

/** A scan is painted upright on the unturned page: its reading frame is turned as the page is. */
function scanTurn(page: PDFPageProxy): Turn {
  return scanTurnOf(page.rotate);
}

function scanTurnOf(rotation: number): Turn {
  const r = ((rotation % 360) + 360) % 360;
  return r === 90 || r === 180 || r === 270 ? r : 0;
}

/**
 * Photos and faint faxes are straightened and levelled first (small turns: boxes stay within a line of the page's); a
 * page whose text stands in ruled boxes is read by the recogniser's layout analysis (prepare-page-image.ts, layout).
 */
async function recognisePrepared(found: GrayImage, ocr: OcrEngine, started: () => void): Promise<Recognised> {
  const { image, layout } = prepareForOcr(found);
  return { image, result: await ocr.recognize(image, started, layout) };
}

type Recognised = { image: GrayImage | FaxImage; result: OcrResult };

/**
 * A fax's stream as it is (nothing to prepare on a straight fax: bench/README.md, 'Scanned pages, sixth round'), read
 * again from its pixels, prepared, when its words run askew, as straightening a crooked fax changes what it reads;
 * the stream's reading stands when pdf.js cannot give the pixels.
 */
async function recogniseFax(fax: FaxImage, ocr: OcrEngine, started: () => void, pixels?: Scan['pixels']): Promise<Recognised> {
  // Only a recogniser that reads fax streams is handed one (the page reader above).
  if (!ocr.recognizeFax) throw new Error('this recogniser does not read fax streams');
  const result = await ocr.recognizeFax(fax, started);
  if (Math.abs(skewOfLines(result.lines)) < REREAD_SKEW || !pixels) return { image: fax, result };
  const decoded = await pixels().catch(() => null);
  return decoded ? recognisePrepared(decoded, ocr, started) : { image: fax, result };
}

/** A fax's pixels for its ink: its Group 4 stream decoded here, else (Group 3) the page's image as pdf.js decodes it. */
async function faxInkPixels(fax: FaxImage, pixels: Scan['pixels']): Promise<GrayImage | null> {
  const { faxPixels } = await import('./scan-image.ts');
  return (await faxPixels(fax).catch(() => null)) ?? (await pixels?.().catch(() => null)) ?? null;
}

async function ocrLines(
  { image: found, recogniser: ocr, frame, pixels }: Scan,
  started: () => void,
): Promise<Omit<RawPage, 'height' | 'frame'>> {
  if (!found) return { lines: [], source: 'empty', confidence: 0 };
  const { image, result } =
    'ccitt' in found ? await recogniseFax(found, ocr, started, pixels) : await recognisePrepared(found, ocr, started);
  // OCR boxes are in image pixels; scaled to the page's reading frame (the unturned page the scan is painted on) so
  // margins mean the same as for text layers and each word keeps its box.
  const size = readingSize(frame);
  const sx = size.width / image.width;
  const sy = size.height / image.height;
  const runs = ocrRuns(result.lines, sx, sy);
  // The ink no word covers, read from the image OCR was given once it is done with it; a fax tesseract read from its
  // stream is decoded for it as pdf.js would show it, so every OCR path reads the same ink.
  const painted = 'pixels' in image ? image : await faxInkPixels(image, pixels);
  const ink = painted ? inkOutsideWords(painted, result.lines, { x: sx, y: sy }) : undefined;
  return { lines: groupLines(runs), source: 'ocr', confidence: result.confidence, ...(ink ? { ink } : {}) };
}
