// Where a browser host finds the engine's OCR files on the app's own origin, relative to the app's base URL.
// simulator/build/serve-engine-assets.ts serves and builds exactly these; the worker passes them as `ocr`.

export const TESSERACT_WORKER_FILE = 'engine-assets/tesseract/worker.min.js';

/** A folder, not a file: tesseract.js then picks the core variant the browser's WebAssembly supports. */
export const TESSERACT_CORE_DIR = 'engine-assets/tesseract/core';

/**
 * The variants tesseract.js 7 asks for with an LSTM-only engine (relaxed SIMD, SIMD, plain), each a script with
 * its WebAssembly inlined, so no .wasm file is fetched on its own.
 */
export const TESSERACT_CORE_FILES = [
  'tesseract-core-relaxedsimd-lstm.wasm.js',
  'tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-lstm.wasm.js',
] as const;

export const TESSERACT_LANG_DIR = 'engine-assets/tesseract/lang';

/** The same English model the Node host reads (the engine's node/node-ocr.ts). */
export const TESSERACT_LANG_FILE = 'eng.traineddata.gz';
