import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import type { FallbackFace } from './fallback-faces.ts';
import { withPlainLayout } from './plain-layout.ts';
import type { Deflate } from './page-content.ts';
import { shareCompressedStreams, shareSubset } from './shared-subsets.ts';

/** TrueType bytes for the report's faces; the caller loads them (from disk in Node, by URL in a browser). */
export interface ReportFontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
  /** faces for scripts the family lacks (render/fallback-faces.ts), loaded only when the text needs one */
  fallbacks?: FallbackFace[];
}

export interface ReportFonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  /** standard fonts only encode WinAnsi, so text must be narrowed to it before drawing */
  embedded: boolean;
  /** embedded fallback faces, in the order they are tried */
  fallbacks: PDFFont[];
  /** characters no face has: drawn as `replacement` and listed in the report */
  missing: Set<string>;
  replacement: string;
}

export async function embedFonts(
  doc: PDFDocument,
  files: ReportFontFiles | undefined,
  text: string,
  /** the host's, for the subsets and their maps (shared-subsets.ts); pdf-lib's own without it */
  deflate?: Deflate,
): Promise<ReportFonts> {
  if (!files) {
    const [regular, bold, italic] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.HelveticaOblique),
    ]);
    // WinAnsi only: what has no nearest Latin letter is drawn as '?', and the report lists it like a missing glyph.
    const missing = new Set(
      [...drawableText(text, true)].filter((ch) => ch !== '?' && /[^\s\u0020-\u007e\u00a0-\u00ff]/.test(ch) && toWinAnsi(ch) === '?'),
    );
    return { regular, bold, italic, embedded: false, fallbacks: [], missing, replacement: '?' };
  }
  doc.registerFontkit(cachingFontkit);
  shareCompressedStreams(doc, deflate);
  const [regular, bold, italic] = await Promise.all([
    embedSubset(doc, files.regular, 0),
    embedSubset(doc, files.bold, 1),
    embedSubset(doc, files.italic, 2),
  ]);
  patchSubsetter(regular);
  // Running text and headings are set in the regular and bold faces; the italic face sets a few fixed phrases.
  shareSubset(regular, { startWithAscii: true, deflate });
  shareSubset(bold, { startWithAscii: true, deflate });
  shareSubset(italic, { startWithAscii: false, deflate });
  const lacking = distinctVisibleChars(text).filter((ch) => !covers(regular, ch));
  const fallbacks: PDFFont[] = [];
  let faces = 3;
  for (const face of files.fallbacks ?? []) {
    const wanted = lacking.filter((ch) => inRanges(ch, face.ranges));
    if (wanted.length === 0) continue;
    // Complex-script shapers in @pdf-lib/fontkit are compiled generators that expect regenerator's runtime.
    await import('regenerator-runtime/runtime.js');
    const font = await embedSubset(doc, await face.load(), faces++);
    shareSubset(font, { startWithAscii: false, deflate });
    if (wanted.some((ch) => covers(font, ch))) fallbacks.push(font);
  }
  const missing = new Set(lacking.filter((ch) => !fallbacks.some((f) => covers(f, ch))));
  const replacement = ['\ufffd', '\u25a1', '?'].find((ch) => covers(regular, ch)) ?? '?';
  return { regular, bold, italic, embedded: true, fallbacks, missing, replacement };
}

/**
 * A TrueType subset named by its place among the report's faces ('HCPAAA+LiberationSans' for the first), not by
 * pdf-lib's random suffix, so a report's bytes depend on its content alone.
 */
function embedSubset(doc: PDFDocument, bytes: Uint8Array, index: number): Promise<PDFFont> {
  const tag = `HCPA${String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26))}`;
  return doc.embedFont(bytes, { subset: true, customName: `${tag}+${cachingFontkit.create(bytes).postscriptName}` });
}

// Every report embeds the same faces: each is parsed once per process (keyed by the host's byte array, which hosts
// load once) instead of once per report, and lays plain text out without shaping (plain-layout.ts). Subsets stay
// per document, so sharing the parsed font is safe.
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create: (bytes: Uint8Array, postscriptName?: string) => {
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = withPlainLayout(fontkit.create(bytes, postscriptName));
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

/** One run of text and the face that draws it. */
export interface TextRun {
  text: string;
  font: PDFFont;
}

/**
 * Splits drawable text into runs by the face that has each character: the style's own, else the first fallback
 * with it, else the replacement in the style's own. Marks, joiners and spaces stay in the run they follow, so a
 * right-to-left name is shaped and ordered as one run.
 */
export function runsOf(text: string, font: PDFFont, fonts: ReportFonts): TextRun[] {
  if (styleFaceOnly(fonts)) return [{ text, font }];
  const runs: TextRun[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    // Joiners shape the letters around them; where the face cannot use one there is nothing to draw.
    if (/^[\u200c\u200d]$/.test(ch) && !(last && covers(last.font, ch))) continue;
    const inherits = last && /^[\p{M}\u200c\u200d\s]$/u.test(ch) && covers(last.font, ch);
    let face = inherits ? last.font : font;
    let drawn = ch;
    if (!inherits && !covers(font, ch)) {
      const fallback = fonts.fallbacks.find((f) => covers(f, ch));
      if (fallback) face = fallback;
      else drawn = fonts.missing.has(ch) || !covers(font, ch) ? fonts.replacement : ch;
    }
    if (last && last.font === face) last.text += drawn;
    else runs.push({ text: drawn, font: face });
  }
  // Spaces after a fallback run belong to the text that follows (a right-to-left run would draw them on its left).
  return runs.flatMap((run, i) => {
    const trailing = /\s+$/.exec(run.text)?.[0] ?? '';
    if (run.font === font || trailing === '' || trailing === run.text || i === runs.length - 1) return [run];
    return [
      { text: run.text.slice(0, -trailing.length), font: run.font },
      { text: trailing, font },
    ];
  });
}

/** Whether every text is drawn in its style's own face: no fallback faces and nothing replaced. */
function styleFaceOnly(fonts: ReportFonts): boolean {
  return !fonts.embedded || (fonts.fallbacks.length === 0 && fonts.missing.size === 0);
}

/** Width of drawable text in points; each face lays out a given text once per report (layout is costly). */
export function widthOf(text: string, font: PDFFont, size: number, fonts: ReportFonts): number {
  // One run in the style's own face (most reports): measured without building the runs.
  if (styleFaceOnly(fonts)) return unitWidth(font, text) * size;
  return runsOf(text, font, fonts).reduce((sum, run) => sum + unitWidth(run.font, run.text) * size, 0);
}

const widths = new WeakMap<PDFFont, Map<string, number>>();

function unitWidth(font: PDFFont, text: string): number {
  let known = widths.get(font);
  if (!known) widths.set(font, (known = new Map()));
  let width = known.get(text);
  if (width === undefined) {
    width = font.widthOfTextAtSize(text, 1000) / 1000;
    known.set(text, width);
  }
  return width;
}

const coverage = new WeakMap<PDFFont, Map<string, boolean>>();

/** Whether the face has a glyph for the character (always true for the WinAnsi text of standard fonts). */
function covers(font: PDFFont, ch: string): boolean {
  const kit = fontkitFont(font);
  if (!kit) return true;
  let known = coverage.get(font);
  if (!known) coverage.set(font, (known = new Map()));
  let has = known.get(ch);
  if (has === undefined) {
    has = ch === '\n' || kit.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0);
    known.set(ch, has);
  }
  return has;
}

interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
  createSubset(): object;
}

function fontkitFont(font: PDFFont): FontkitFont | undefined {
  return (font as unknown as { embedder: { font?: FontkitFont } }).embedder.font;
}

let subsetterPatched = false;

/**
 * @pdf-lib/fontkit's TrueType subsetter writes glyph offsets in the short format (offset / 2) without padding each
 * glyph to an even length, so every glyph after one of odd length is lost (most CJK and emoji glyphs vanished).
 * Padding each glyph's data to an even length keeps the offsets exact.
 */
function patchSubsetter(font: PDFFont): void {
  if (subsetterPatched) return;
  const subset = fontkitFont(font)?.createSubset();
  if (!subset) return;
  type Subset = { glyf: Uint8Array[]; offset: number; _addGlyph(gid: number): number };
  const proto = Object.getPrototypeOf(subset) as Subset;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: Subset, gid: number) {
    const index = addGlyph.call(this, gid);
    const data = this.glyf[index];
    if (data && data.length % 2 === 1) {
      const padded = new Uint8Array(data.length + 1);
      padded.set(data);
      // Same kind of array as the subsetter's own (a Buffer in Node, whose writer accepts nothing else).
      this.glyf[index] = Object.setPrototypeOf(padded, Object.getPrototypeOf(data) as object) as Uint8Array;
      this.offset += 1;
    }
    return index;
  };
  subsetterPatched = true;
}

function inRanges(ch: string, ranges: FallbackFace['ranges']): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return ranges.some(([from, to]) => cp >= from && cp <= to);
}

/** Each character the text draws, once, in order of first use (distinct first: a report's text is thousands long). */
function distinctVisibleChars(text: string): string[] {
  return [...new Set(drawableText(text, true))].filter((ch) => !/^[\s\u200c\u200d]$/.test(ch));
}

const REPLACEMENTS: [RegExp, string][] = [
  [/[\u2018\u2019\u201b]/g, "'"],
  [/[\u201c\u201d\u201f\u3003]/g, '"'],
  [/[\u2013\u2014\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00a0\u2000-\u200b]/g, ' '],
  // Line and paragraph separators are line breaks to a reader, and a space on a fitted line (as pdf-lib drew them).
  [/[\u0085\u2028\u2029]/g, ' '],
  [/\t/g, '  '],
];

// Invisible by definition (variation selectors, zero-width and direction marks, the BOM): nothing to draw.
const INVISIBLE = /[\ufe00-\ufe0f\u200e\u200f\u2060-\u2064\u206a-\u206f\ufeff]|\udb40[\udd00-\uddef]/g;

/** Makes text drawable with the fonts at hand: no control characters, and WinAnsi only for standard fonts. */
export function drawable(text: string, fonts: ReportFonts): string {
  return drawableText(text, fonts.embedded);
}

// Text every face draws as it is: printable ASCII and line breaks (most of a report).
const ALREADY_DRAWABLE = /^[\n\u0020-\u007e]*$/;

function drawableText(text: string, embedded: boolean): string {
  if (ALREADY_DRAWABLE.test(text)) return text;
  // Control characters (other than tab and newline) have no glyph and would break the text operators.
  let out = [...text].filter((ch) => ch === '\t' || ch === '\n' || (ch >= ' ' && ch !== '\u007f')).join('');
  for (const [re, to] of REPLACEMENTS) out = out.replace(re, to);
  out = out.replace(INVISIBLE, '');
  if (!embedded) out = out.replace(/[^\n\u0020-\u007e\u00a0-\u00ff\u2022]/g, toWinAnsi);
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
