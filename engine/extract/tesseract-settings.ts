/**
 * How every Tesseract the engine runs recognises a page, tesseract.js (tesseract-ocr.ts) and the native one
 * (node/native-tesseract-ocr.ts) alike, with the same English model (@tesseract.js-data/eng 4.0.0): the LSTM
 * recogniser only (OEM 1), and the page as one block of text (PSM 6, Tesseract's own default through its API,
 * which tesseract.js uses; the command line's default is 3).
 */
export const TESSERACT_SETTINGS = { oem: 1, psm: 6 } as const;

/**
 * The segmentation a page whose text stands in ruled boxes is read with (ocr.ts, PageLayout 'ruled'): Tesseract's
 * automatic page segmentation (PSM 3), which finds each box and cell as a block of its own. As one block (PSM 6) a
 * ruled table's rows run into one line of marks (bench/ocr-words.ts; engine/README.md, 'Sixteenth round: what OCR
 * reads').
 */
export const RULED_PSM = 3;

/** The page segmentation mode for a page of this layout. */
export const psmFor = (layout: 'ruled' | undefined): number => (layout === 'ruled' ? RULED_PSM : TESSERACT_SETTINGS.psm);

// The resolutions Tesseract credits (its kMinCredibleResolution and kMaxCredibleResolution).
const CREDIBLE_DPI = { min: 70, max: 2400 };
// How far a scan's resolution across and down may differ for it to be taken as filling its page.
const SAME_SHAPE = 0.03;

/**
 * A scan's resolution in pixels per inch, where the image fills its page (its width and height give the same figure,
 * as extract-pages.ts takes every scan to fill its page when it places the words): else undefined, as for a photo on
 * part of the page or a fax of non-square pixels, and outside the resolutions Tesseract credits.
 */
export function scanResolution(image: { width: number; height: number }, page: { width: number; height: number }): number | undefined {
  const across = (image.width / page.width) * 72;
  const down = (image.height / page.height) * 72;
  if (Math.abs(across - down) > SAME_SHAPE * Math.max(across, down)) return undefined;
  const dpi = Math.round((across + down) / 2);
  return dpi >= CREDIBLE_DPI.min && dpi <= CREDIBLE_DPI.max ? dpi : undefined;
}

/**
 * The Tesseract parameters a page is read with beyond the model and engine, the same for tesseract.js and the native
 * one: its segmentation (psmFor), and its resolution where it is known (scanResolution). Untold, Tesseract estimates
 * the resolution from the text's height (about 180 dpi on the written sets' 150 dpi faxes), and its layout analysis
 * sizes what it takes for a box, a rule or noise by it: told, written 32's ruled HIV lab scan read .89 of its words
 * against .84, its head .94 against .74 (engine/README.md, 'Eighteenth round: how Tesseract recognises a page').
 */
export function tesseractParameters(layout: 'ruled' | undefined, dpi?: number): Record<string, string> {
  return { tessedit_pageseg_mode: String(psmFor(layout)), ...(dpi ? { user_defined_dpi: String(dpi) } : {}) };
}
