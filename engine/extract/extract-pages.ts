import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pageNumber, type PageText, type TextLine } from '../types.ts';
import { groupLines, type PlacedText } from './group-lines.ts';
import type { OcrEngine } from './ocr.ts';
import { openPdf } from './pdf-document.ts';
import { largestPageImage, type GrayImage } from './page-image.ts';
import { prepareForOcr } from './prepare-page-image.ts';
import { splitRunningLines } from './running-lines.ts';

export interface ExtractOptions {
  /** created only when a page has no text layer, so text-only documents never load a recogniser */
  ocr?: () => Promise<OcrEngine>;
  onPage?: (pagesDone: number, pagesTotal: number) => void;
  /** refuse documents longer than this before reading any page (merge/limits.ts, MAX_PAGES) */
  maxPages?: number;
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

/** Reads every page's text with positions; OCRs pages that have no text layer; sets running lines apart. */
export async function extractPages(pdf: Uint8Array, options: ExtractOptions = {}): Promise<Extraction> {
  const doc = await openPdf(pdf);
  let ocr: OcrEngine | null = null;
  try {
    if (doc.numPages === 0) throw new ExtractRefusal('The PDF has no pages: there is nothing in it to audit.');
    if (options.maxPages !== undefined && doc.numPages > options.maxPages) {
      const [pages, max] = [doc.numPages, options.maxPages].map((n) => n.toLocaleString('en-US'));
      throw new ExtractRefusal(`The PDF has ${pages} pages, over the limit of ${max} pages for one document.`);
    }
    const reading: Promise<RawPage>[] = [];
    // Pages recognised at once: a recogniser that runs several (native Tesseract) gets the next page images while
    // it works, and no more, so a long scan never holds all its images at once.
    const inFlight = new Set<Promise<unknown>>();
    let done = 0;
    const finished = <T>(value: T) => {
      options.onPage?.(++done, doc.numPages);
      return value;
    };
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const height = page.view[3] ?? 792;
      const lines = await textLayerLines(page, height);
      const chars = lines.reduce((sum, l) => sum + l.text.replace(/\s/g, '').length, 0);
      if (chars >= MIN_TEXT_CHARS || !options.ocr) {
        reading.push(
          Promise.resolve(finished({ lines, height, source: chars > 0 ? 'text-layer' : 'empty', confidence: chars > 0 ? 1 : 0 })),
        );
      } else {
        ocr ??= await options.ocr();
        const image = await largestPageImage(page);
        const read = ocrLines(image, height, ocr).then((lines) => finished({ height, ...lines }));
        reading.push(read);
        // Settled here, so a failure waits for Promise.all below instead of going unhandled meanwhile.
        const settled: Promise<unknown> = read.then(
          () => inFlight.delete(settled),
          () => inFlight.delete(settled),
        );
        inFlight.add(settled);
        if (inFlight.size >= (ocr.concurrency ?? 1)) await Promise.race(inFlight);
      }
      page.cleanup();
    }
    const raw = await Promise.all(reading);
    const split = splitRunningLines(raw);
    const pages = raw.map((r, i) => ({
      page: pageNumber(i + 1),
      lines: split[i]?.lines ?? r.lines,
      running: split[i]?.running ?? [],
      source: r.source,
      ocrConfidence: r.confidence,
    }));
    return { pageCount: doc.numPages, pages };
  } finally {
    await ocr?.terminate();
    await doc.destroy();
  }
}

async function textLayerLines(page: PDFPageProxy, height: number): Promise<TextLine[]> {
  const content = await page.getTextContent();
  const runs: PlacedText[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [a = 1, b = 0, , , x = 0, y = 0] = item.transform as number[];
    const fontSize = Math.hypot(a, b) || item.height || 10;
    runs.push({ text: item.str, x, top: height - y, width: item.width, fontSize });
  }
  return groupLines(runs);
}

type RawPage = { lines: TextLine[]; height: number; source: PageText['source']; confidence: number };

async function ocrLines(found: GrayImage | null, height: number, ocr: OcrEngine): Promise<Omit<RawPage, 'height'>> {
  if (!found) return { lines: [], source: 'empty', confidence: 0 };
  // Photos and faint faxes are straightened and levelled first (small turns: boxes stay within a line of the page's).
  const image = prepareForOcr(found).image;
  const result = await ocr.recognize(image);
  // OCR boxes are in image pixels; scale them to page points so margins mean the same as for text layers.
  const scale = height / image.height;
  const runs: PlacedText[] = result.lines.map((l) => ({
    text: l.text,
    x: l.left * scale,
    top: (l.top + l.height) * scale,
    width: (l.right - l.left) * scale,
    fontSize: Math.max(l.height * scale, 6),
  }));
  return { lines: groupLines(runs), source: 'ocr', confidence: result.confidence };
}
