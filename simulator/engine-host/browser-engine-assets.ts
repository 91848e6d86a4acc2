/// <reference lib="webworker" />
import boldUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf?url';
import italicUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Italic.ttf?url';
import regularUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?url';
import type { ReportFontFiles } from '@healthcare-portal/engine';
import { TESSERACT_CORE_DIR, TESSERACT_LANG_DIR, TESSERACT_WORKER_FILE } from './engine-asset-paths';
import type { EngineAssets } from '@healthcare-portal/engine/jobs';

// Absolute: tesseract.js starts its worker from a blob: URL, against which a relative path resolves to nothing.
const onOrigin = (path: string) => new URL(`${import.meta.env.BASE_URL}${path}`, self.location.href).href;

/** Paths only: Tesseract itself loads when a page without a text layer needs it (extract/extract-pages.ts). */
const ocr = { workerPath: onOrigin(TESSERACT_WORKER_FILE), corePath: onOrigin(TESSERACT_CORE_DIR), langPath: onOrigin(TESSERACT_LANG_DIR) };

async function fetchFace(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Report font not available (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

async function fetchFonts(): Promise<ReportFontFiles> {
  const [regular, bold, italic] = await Promise.all([fetchFace(regularUrl), fetchFace(boldUrl), fetchFace(italicUrl)]);
  return { regular, bold, italic };
}

// Fetched once per worker; a failed fetch is forgotten so the next job tries again instead of failing for good.
let fonts: Promise<ReportFontFiles> | null = null;

/** OCR and report fonts for the engine in the browser's Web Worker, all from the app's own origin. */
export async function browserEngineAssets(): Promise<EngineAssets> {
  fonts ??= fetchFonts().catch((error: unknown) => {
    fonts = null;
    throw error;
  });
  return { ocr, fonts: await fonts };
}
