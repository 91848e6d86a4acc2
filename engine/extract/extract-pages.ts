import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pageNumber, type PageText, type TextLine } from '../types.ts';
import { groupLines, type PlacedText } from './group-lines.ts';
import type { OcrEngine } from './ocr.ts';
import { openReading } from './pdf-document.ts';
import type { StartPdfThread } from './pdf-thread.ts';
import { PAGE_BUDGET, beforeDeadline, readTextItems, type PageBudget } from './page-budget.ts';
import { largestPageImage } from './page-image.ts';
import { prepareForOcr } from './prepare-page-image.ts';
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

type RawPage = { lines: TextLine[]; height: number; source: PageText['source']; confidence: number };

/**
 * Reads every page's text with positions; OCRs pages that have no text layer; sets running lines apart. A page that
 * runs past the page budget is reported as unreadable and the document is opened afresh for the pages after it.
 */
export async function extractPages(pdf: Uint8Array, options: ExtractOptions = {}): Promise<Extraction> {
  const budget = options.pageBudget ?? PAGE_BUDGET;
  let reading = await openReading(pdf, options.pdfThread);
  // Typed wide on purpose: the page reader below assigns it, which narrowing from `null` would not see.
  let ocr = null as OcrEngine | null;
  try {
    const pageCount = reading.doc.numPages;
    if (pageCount === 0) throw new ExtractRefusal('The PDF has no pages: there is nothing in it to audit.');
    if (options.maxPages !== undefined && pageCount > options.maxPages) {
      const [pages, max] = [pageCount, options.maxPages].map((n) => n.toLocaleString('en-US'));
      throw new ExtractRefusal(`The PDF has ${pages} pages, over the limit of ${max} pages for one document.`);
    }
    const raw: RawPage[] = [];
    for (let n = 1; n <= pageCount; n++) {
      const deadline = Date.now() + budget.ms;
      const { doc, died } = reading;
      try {
        const read = async (): Promise<RawPage> => {
          const page = await doc.getPage(n);
          const height = page.view[3] ?? 792;
          const lines = textLines(await readTextItems(page, budget, deadline), height);
          const chars = lines.reduce((sum, l) => sum + l.text.replace(/\s/g, '').length, 0);
          if (chars >= MIN_TEXT_CHARS || !options.ocr) {
            page.cleanup();
            return { lines, height, source: chars > 0 ? 'text-layer' : 'empty', confidence: chars > 0 ? 1 : 0 };
          }
          ocr ??= await options.ocr();
          const recognised = { height, ...(await ocrLines(page, height, ocr)) };
          page.cleanup();
          return recognised;
        };
        raw.push(await beforeDeadline(read(), deadline, budget, died));
      } catch {
        // Past the page budget, or a page pdf.js or the recogniser fails on (a fuzzed stream, an image Tesseract
        // cannot take): the page is unreadable and the document is read on.
        raw.push({ lines: [], height: 792, source: 'unreadable', confidence: 0 });
        // Ending the reading is what stops pdf.js's work on the page; a recogniser still busy with it goes too.
        await reading.close(true);
        await ocr?.terminate();
        ocr = null;
        reading = await openReading(pdf, options.pdfThread);
      }
      options.onPage?.(n, pageCount);
    }
    const split = splitRunningLines(raw);
    const pages = raw.map((r, i) => ({
      page: pageNumber(i + 1),
      lines: split[i]?.lines ?? r.lines,
      running: split[i]?.running ?? [],
      source: r.source,
      ocrConfidence: r.confidence,
    }));
    return { pageCount, pages };
  } finally {
    await ocr?.terminate();
    await reading.close();
  }
}

function textLines(items: Awaited<ReturnType<typeof readTextItems>>, height: number): TextLine[] {
  const runs: PlacedText[] = [];
  for (const item of items) {
    if (!('str' in item)) continue;
    const [a = 1, b = 0, , , x = 0, y = 0] = item.transform as number[];
    const fontSize = Math.hypot(a, b) || item.height || 10;
    runs.push({ text: item.str, x, top: height - y, width: item.width, fontSize });
  }
  return groupLines(runs);
}

async function ocrLines(page: PDFPageProxy, height: number, ocr: OcrEngine) {
  const found = await largestPageImage(page);
  if (!found) return { lines: [], source: 'empty' as const, confidence: 0 };
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
  return { lines: groupLines(runs), source: 'ocr' as const, confidence: result.confidence };
}
