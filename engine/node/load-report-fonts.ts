import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FALLBACK_FACES } from '../render/fallback-faces.ts';
import type { ReportFontFiles } from '../render/fonts.ts';

const require = createRequire(import.meta.url);

// Copied into this realm's Uint8Array: pdf-lib checks `instanceof Uint8Array`, which a Node Buffer fails where
// the global typed arrays are another realm's (Vitest's jsdom environment).
const readFace = async (path: string) => Uint8Array.from(await readFile(require.resolve(path)));

/**
 * Liberation Sans (metric-compatible with Arial, SIL Open Font License) as pdf.js installs it, so the report
 * embeds a real TrueType family instead of the WinAnsi-only standard fonts; Noto faces for Arabic, Devanagari,
 * CJK and emoji (render/fallback-faces.ts), each read from node_modules only when a report needs it, once.
 */
export async function loadReportFonts(): Promise<ReportFontFiles> {
  const face = (name: string) => readFace(`pdfjs-dist/standard_fonts/LiberationSans-${name}.ttf`);
  const [regular, bold, italic] = await Promise.all([face('Regular'), face('Bold'), face('Italic')]);
  const fallbacks = FALLBACK_FACES.map((spec) => {
    let bytes: Promise<Uint8Array> | null = null;
    return { name: spec.name, ranges: spec.ranges, load: () => (bytes ??= readFace(spec.file)) };
  });
  return { regular, bold, italic, fallbacks };
}
