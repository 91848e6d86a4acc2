import type { GrayImage } from './page-image.ts';
import type { FaxImage } from './scan-image.ts';

/** A recognised word and its box, in pixels of the image given to the recogniser (origin top left). */
export interface OcrWord {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** how sure the recogniser is of the word, 0..1, where it says (Tesseract does): the ink reading weighs it (ink.ts) */
  confidence?: number;
}

/** A line as the recogniser reads it: its words in reading order. */
export interface OcrLine {
  words: OcrWord[];
}

/**
 * How a page's text stands, told to the recogniser: 'ruled', its text in boxes and a table's cells (prepare-page-image.ts,
 * isRuled), which Tesseract reads by its own layout analysis; left out, lines of text read as one block.
 */
export type PageLayout = 'ruled';

export interface OcrResult {
  lines: OcrLine[];
  /** 0..1 */
  confidence: number;
}

/**
 * The seam for optical character recognition, so the pipeline never depends on one recogniser or its loading. A
 * recogniser gives each line's words with their boxes (Tesseract's word level; its TSV output has the same), which
 * place OCR'd text on the page as a text layer's positions do.
 */
export interface OcrEngine {
  /** how many pages it recognises at once (1 when left out): extraction keeps that many in flight */
  concurrency?: number;
  /**
   * how many pages one run of the recogniser reads one after another (left out: one, never read again): a page may
   * wait for a run before it and for the pages before it in its own, and a run that fails is read again page by page,
   * so its recognition budget is twice that many pages' budgets (page-budget.ts, ocrMs)
   */
  pagesPerRun?: number;
  /**
   * Rejects when the recogniser could not read the page (it stays usable for the next). Calls `started` when it
   * starts on the page (its run begins): the page's recognition budget is counted from then, so time spent waiting
   * for the recogniser is not the page's.
   */
  recognize(image: GrayImage, started?: () => void, layout?: PageLayout): Promise<OcrResult>;
  /**
   * Where the recogniser reads a fax's CCITT stream itself (native Tesseract): the page as it is, unprepared
   * (bench/README.md, 'Scanned pages, sixth round': preparing leaves a clean fax as it is). Left out, a fax page is
   * decoded by pdf.js and prepared like any scan.
   */
  recognizeFax?(image: FaxImage, started?: () => void): Promise<OcrResult>;
  /** stops the recogniser: what it still runs is ended, pages still waiting for it fail */
  terminate(): Promise<void>;
}
