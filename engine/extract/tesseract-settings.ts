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
