import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

/** TrueType bytes for the report's faces; the caller loads them (from disk in Node, by URL in a browser). */
export interface ReportFontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
}

export interface ReportFonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  /** standard fonts only encode WinAnsi, so text must be narrowed to it before drawing */
  embedded: boolean;
}

export async function embedFonts(doc: PDFDocument, files?: ReportFontFiles): Promise<ReportFonts> {
  if (files) {
    doc.registerFontkit(fontkit);
    const [regular, bold, italic] = await Promise.all([
      doc.embedFont(files.regular, { subset: true }),
      doc.embedFont(files.bold, { subset: true }),
      doc.embedFont(files.italic, { subset: true }),
    ]);
    return { regular, bold, italic, embedded: true };
  }
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
  ]);
  return { regular, bold, italic, embedded: false };
}

const REPLACEMENTS: [RegExp, string][] = [
  [/[\u2018\u2019\u201b]/g, "'"],
  [/[\u201c\u201d\u201f\u3003]/g, '"'],
  [/[\u2013\u2014\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00a0\u2000-\u200b]/g, ' '],
  [/\t/g, '  '],
];

/** Makes text drawable with the fonts at hand: no control characters, and WinAnsi only for standard fonts. */
export function drawable(text: string, fonts: ReportFonts): string {
  // Control characters (other than tab and newline) have no glyph and would break the text operators.
  let out = [...text].filter((ch) => ch === '\t' || ch === '\n' || (ch >= ' ' && ch !== '\u007f')).join('');
  for (const [re, to] of REPLACEMENTS) out = out.replace(re, to);
  if (!fonts.embedded) out = out.replace(/[^\n\u0020-\u007e\u00a0-\u00ff\u2022]/g, toWinAnsi);
  return out;
}

// Letters without a decomposition that standard fonts cannot draw, by their nearest WinAnsi letter.
const NEAREST: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Œ: 'OE', œ: 'oe' };

/** 'Ł' -> 'L', 'ș' -> 's': keeps names legible in the standard fonts' WinAnsi encoding. */
function toWinAnsi(ch: string): string {
  const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (/^[\u0020-\u007e\u00a0-\u00ff]+$/.test(base)) return base;
  return NEAREST[ch] ?? '?';
}
