/**
 * How every Tesseract the engine runs recognises a page, tesseract.js (tesseract-ocr.ts) and the native one
 * (node/native-tesseract-ocr.ts) alike, with the same English model (@tesseract.js-data/eng 4.0.0): the LSTM
 * recogniser only (OEM 1), and the page as one block of text (PSM 6, Tesseract's own default through its API,
 * which tesseract.js uses; the command line's default is 3).
 */
export const TESSERACT_SETTINGS = { oem: 1, psm: 6 } as const;
