/**
 * How every Tesseract the engine runs recognises a page, tesseract.js (tesseract-ocr.ts) and the native one
 * (node/native-tesseract-ocr.ts) alike, with the same English model (@tesseract.js-data/eng 4.0.0): the LSTM
 * recogniser only (OEM 1), and the page as one block of text (PSM 6, Tesseract's own default through its API,
 * which tesseract.js uses; the command line's default is 3).
 */
export const TESSERACT_SETTINGS = { oem: 1, psm: 6 } as const;

/**
 * Tesseract's parameters beyond the model, the engine and the segmentation, set alike in both recognisers: the page
 * cut into ink and paper by a threshold from each pixel's surroundings (Sauvola's, 2), not one for the whole page
 * (Otsu's, 0, Tesseract's default). Under a shadow, on a photo's unevenly lit sheet or an office scan's grey
 * background, one threshold turns whole regions to ink or paper; faxes are black and white already and read the same.
 * Native tesseract, written 30 and 33 to 37's scanned pages, share of the source's words (bench/ocr-words.ts): photos
 * .490 → .501 (33, 34) and .679 → .709 (36, 37), office scans .774 → .779, faxes the same (engine/README.md,
 * 'Eighteenth round: how Tesseract recognises a page').
 */
export const TESSERACT_PARAMETERS = { thresholding_method: '2' } as const;

/**
 * The segmentation a page whose text stands in ruled boxes is read with (ocr.ts, PageLayout 'ruled'): Tesseract's
 * automatic page segmentation (PSM 3), which finds each box and cell as a block of its own. As one block (PSM 6) a
 * ruled table's rows run into one line of marks (bench/ocr-words.ts; engine/README.md, 'Sixteenth round: what OCR
 * reads').
 */
export const RULED_PSM = 3;

/** The page segmentation mode for a page of this layout. */
export const psmFor = (layout: 'ruled' | undefined): number => (layout === 'ruled' ? RULED_PSM : TESSERACT_SETTINGS.psm);
