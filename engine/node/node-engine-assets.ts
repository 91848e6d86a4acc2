import type { OcrEngine } from '../extract/ocr.ts';
import type { DecodeJpeg } from '../extract/scan-image.ts';
import type { EngineAssets } from '../jobs.ts';
import { deflateReport } from './deflate-report.ts';
import { inflateExactly } from './inflate-exactly.ts';
import { loadReportFonts } from './load-report-fonts.ts';
import { nodeOcr } from './node-ocr.ts';
import { startPdfThread } from './pdf-thread.ts';

// Read from disk once per process: every report embeds the same three faces.
let fonts: ReturnType<typeof loadReportFonts> | null = null;
const tesseractJs = nodeOcr();

/**
 * OCR and report fonts for the engine running in Node (Vitest, the HTTP simulator, server threads), from
 * node_modules: tesseract.js unless the host passes another recogniser (a server's native Tesseract); and a thread of
 * its own for pdf.js per document, so the page budget can stop any page; and Node's zlib, to read a scan's plain image
 * straight from the file, with the host's libjpeg for a JPEG one where the host passes it (djpeg.ts), and to compress
 * the reports' pages (deflate-report.ts).
 */
export async function nodeEngineAssets(ocr: () => Promise<OcrEngine> = tesseractJs, decodeJpeg?: DecodeJpeg): Promise<EngineAssets> {
  const assets = {
    ocr: { engine: ocr },
    fonts: await (fonts ??= loadReportFonts()),
    pdfThread: startPdfThread,
    inflate: inflateExactly,
    deflate: deflateReport,
  };
  return decodeJpeg ? { ...assets, decodeJpeg } : assets;
}
