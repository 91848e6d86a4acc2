import { RANGE_CHUNK_BYTES } from './pdf-viewer-constants';

/**
 * How every PDF is opened. Range requests only, no streaming and no background prefetch: a 300-page file
 * shows page 1 after fetching its trailer, cross-reference and first page, not the whole file.
 * isEvalSupported false closes CVE-2024-4367 (font code compiled with eval) even on a patched pdf.js.
 */
export const pdfLoadOptions = (url: string) => ({
  url,
  withCredentials: true,
  isEvalSupported: false,
  disableStream: true,
  disableAutoFetch: true,
  rangeChunkSize: RANGE_CHUNK_BYTES,
});
