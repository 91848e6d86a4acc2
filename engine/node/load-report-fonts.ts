import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReportFontFiles } from '../render/fonts.ts';

const require = createRequire(import.meta.url);

/**
 * Liberation Sans (metric-compatible with Arial, SIL Open Font License) as pdf.js installs it, so the report
 * embeds a real TrueType family with full Unicode coverage instead of the WinAnsi-only standard fonts.
 */
export async function loadReportFonts(): Promise<ReportFontFiles> {
  // Copied into this realm's Uint8Array: pdf-lib checks `instanceof Uint8Array`, which a Node Buffer fails where
  // the global typed arrays are another realm's (Vitest's jsdom environment).
  const face = async (name: string) =>
    Uint8Array.from(await readFile(require.resolve(`pdfjs-dist/standard_fonts/LiberationSans-${name}.ttf`)));
  const [regular, bold, italic] = await Promise.all([face('Regular'), face('Bold'), face('Italic')]);
  return { regular, bold, italic };
}
