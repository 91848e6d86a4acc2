// What one page may cost before it is reported as unreadable instead of holding up the whole document (issue 27):
// a page whose content streams paint without end (a tree of form XObjects, a decompression bomb) would otherwise run
// for minutes and fill memory with text. Both limits sit far above any real page.
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type TextContent = Awaited<ReturnType<PDFPageProxy['getTextContent']>>;

export interface PageBudget {
  /** Wall time for reading one page with pdf.js: its text layer, or the image a scan's OCR is given. */
  ms: number;
  /** Characters of text on one page: a dense page of small print has about ten thousand. */
  textChars: number;
  /**
   * Wall time for recognising one page, counted from when the recogniser starts on it (waiting for a free process is
   * not counted: the native recogniser bounds that wait itself, engine/node/native-tesseract-ocr.ts, SLOT_WAIT_MS). A dense scan takes about a second of CPU, and ten to
   * fifteen seconds on two cores at a load of 30 (bench/README.md, 'Scanned pages, seventh round'). A native
   * recogniser reading pages in runs gives a run this much a page, so a hung run and its pages each read again alone
   * cost four bounds (engine/node/native-tesseract-ocr.ts, longestRecognitionMs): that stays within the job pool's
   * stall time of 120 s (server/src/jobs/engine-pool.ts, ENGINE_STALL_SECONDS; a test holds them together).
   */
  ocrMs: number;
}

export const PAGE_BUDGET: Readonly<PageBudget> = Object.freeze({ ms: 20_000, textChars: 500_000, ocrMs: 30_000 });

/** A page that ran past its budget: the document goes on without it. */
export class PageOverBudget extends Error {
  override readonly name = 'PageOverBudget';
}

/**
 * A page's text items and their fonts' styles, read as pdf.js streams them, so the budget is checked while the page is read rather than
 * after. pdf.js reads in the same thread (Node) or worker (browser) without yielding to timers, so the clock is
 * looked at between chunks (pdf.js sends one at least every 20 ms of work). On an over-budget page the caller must
 * close the document: that is what stops pdf.js's work on it.
 */
export async function readTextContent(
  page: PDFPageProxy,
  budget: PageBudget,
  deadline: number,
): Promise<Pick<TextContent, 'items' | 'styles'>> {
  const items: TextContent['items'] = [];
  const styles: TextContent['styles'] = {};
  let chars = 0;
  // Not cancelled when over budget: cancelling pdf.js's stream mid-page throws inside pdf.js; closing the document
  // ends it cleanly.
  const reader = (page.streamTextContent() as ReadableStream<Pick<TextContent, 'items' | 'styles'>>).getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      Object.assign(styles, chunk.value.styles);
      for (const item of chunk.value.items) {
        items.push(item);
        chars += 'str' in item ? item.str.length : 0;
      }
      if (chars > budget.textChars) throw new PageOverBudget(`more than ${budget.textChars} characters of text`);
      if (Date.now() > deadline) throw new PageOverBudget(`reading took more than ${budget.ms} ms`);
    }
    return { items, styles };
  } finally {
    reader.releaseLock();
  }
}

/**
 * A page's recognition, given up `ms` after the recogniser says it started on the page (`read` is handed the call
 * to make then): time spent waiting for the recogniser is not the page's.
 */
export async function recognitionWithin<T>(read: (started: () => void) => Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = () => {};
  const late = new Promise<never>((_, reject) => {
    started = () => {
      timer ??= setTimeout(() => reject(new PageOverBudget(`recognition took more than ${ms} ms`)), ms);
    };
  });
  try {
    return await Promise.race([read(started), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A page's reading, given up at the deadline or when pdf.js's thread dies (out of memory). This stops what runs
 * outside the engine's thread: pdf.js in a thread of its own (pdf-thread.ts), OCR in its worker.
 */
export async function beforeDeadline<T>(work: Promise<T>, deadline: number, budget: PageBudget, died: Promise<never>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageOverBudget(`reading took more than ${budget.ms} ms`)), Math.max(0, deadline - Date.now()));
  });
  const outOfMemory = died.catch((error: unknown) => {
    throw new PageOverBudget(`the reader's thread died: ${String(error)}`);
  });
  try {
    return await Promise.race([work, late, outOfMemory]);
  } finally {
    clearTimeout(timer);
  }
}
