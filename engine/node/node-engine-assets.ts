import type { EngineAssets } from '../jobs.ts';
import { loadReportFonts } from './load-report-fonts.ts';
import { nodeOcr } from './node-ocr.ts';

// Read from disk once per process: every report embeds the same three faces.
let fonts: ReturnType<typeof loadReportFonts> | null = null;
const ocr = nodeOcr();

/** OCR and report fonts for the engine running in Node (Vitest, the HTTP simulator), from node_modules. */
export async function nodeEngineAssets(): Promise<EngineAssets> {
  return { ocr: { engine: ocr }, fonts: await (fonts ??= loadReportFonts()) };
}
