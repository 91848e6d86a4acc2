import { PDFName, PDFString, rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { drawable, runsOf, widthOf, type ReportFonts } from './fonts.ts';
import { pdfColor, pdfNumber as n, writePageContent, type Deflate } from './page-content.ts';
import { textOperand } from './text-operand.ts';

// US Letter in points, with margins wide enough for binding and a footer band.
export const PAGE = { width: 612, height: 792, margin: 54, footer: 36 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const INK = rgb(0.11, 0.13, 0.16);
export const MUTED = rgb(0.38, 0.42, 0.47);
export const RULE = rgb(0.82, 0.84, 0.87);

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** line height as a multiple of size */
  leading?: number;
  /** a citation's target (render/citation-href.ts): each line drawn is a link to it */
  href?: string | null;
}

/**
 * Breaks text into lines that fit a width; words longer than a line are cut between characters. Each word is
 * measured once (measuring is a font layout, costly for embedded fonts), and a line's width is the sum of its words.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number, fonts?: ReportFonts): string[] {
  const measured = new Map<string, number>();
  const widthAt = (s: string) => (fonts ? widthOf(s, font, size, fonts) : font.widthOfTextAtSize(s, size));
  const measure = (s: string) => {
    let w = measured.get(s);
    if (w === undefined) {
      w = widthAt(s);
      measured.set(s, w);
    }
    return w;
  };
  const space = measure(' ');
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/)) {
      const wordWidth = measure(word);
      const candidate = line === '' ? wordWidth : lineWidth + space + wordWidth;
      if (candidate <= width) {
        line = line === '' ? word : `${line} ${word}`;
        lineWidth = candidate;
        continue;
      }
      if (line !== '') out.push(line);
      line = word;
      lineWidth = wordWidth;
      while (lineWidth > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && widthAt(line.slice(0, cut)) > width) cut -= 1;
        out.push(line.slice(0, cut));
        line = line.slice(cut);
        lineWidth = measure(line);
      }
    }
    out.push(line);
  }
  return out;
}

/** A top-to-bottom writer over as many pages as the content needs. */
export class Layout {
  readonly pages: PDFPage[] = [];
  private page: PDFPage;
  /** each page's drawing so far, as operators (page-content.ts), written by finish() */
  private readonly contents = new Map<PDFPage, string[]>();
  /** each page's resource name of each face drawn on it */
  private readonly fontNames = new Map<PDFPage, Map<PDFFont, string>>();
  /** the colour and face each page's text was last set in (rectangles and rules keep theirs within q/Q) */
  private readonly textState = new Map<PDFPage, { color?: RGB; font?: PDFFont; size?: number }>();
  /** distance from the page top to the next baseline area */
  y: number = PAGE.margin;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: ReportFonts,
    /** the host's, for each page's drawing (page-content.ts); the engine's own without it */
    private readonly deflate?: Deflate,
  ) {
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(page);
    this.contents.set(page, []);
    this.textState.set(page, {});
    this.page = page;
    this.y = PAGE.margin;
    return page;
  }

  get bottom(): number {
    return PAGE.height - PAGE.margin - PAGE.footer / 2;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  need(height: number): void {
    if (this.y + height > this.bottom) this.addPage();
  }

  gap(points: number): void {
    this.y += points;
  }

  /** Lines of text as drawn in this style within width, every face and replacement accounted for. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    return wrap(drawable(text, this.fonts), font, size, width, this.fonts);
  }

  width(text: string, font: PDFFont, size: number): number {
    return widthOf(drawable(text, this.fonts), font, size, this.fonts);
  }

  /** Draws wrapped text at x (from the left margin) within width; returns the lines drawn. */
  text(text: string, style: TextStyle, x = 0, width = CONTENT_WIDTH): number {
    const lines = this.wrap(text, style.font, style.size, width);
    const step = style.size * (style.leading ?? 1.35);
    for (const line of lines) {
      this.need(step);
      this.drawLine(line, style, x, this.y + style.size);
      this.y += step;
    }
    return lines.length;
  }

  /**
   * A link annotation over a box at x (from the left margin) and top (from the page top): a citation's target
   * (render/citation-href.ts). It has no border and no appearance, so the page looks the same with or without it.
   */
  link(x: number, top: number, width: number, height: number, href: string | null, page: PDFPage = this.page): void {
    if (!href || width <= 0) return;
    const left = PAGE.margin + x;
    const annotation = this.doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [left, PAGE.height - top - height, left + width, PAGE.height - top],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(href) },
    });
    page.node.addAnnot(this.doc.context.register(annotation));
  }

  /**
   * Draws one already-fitted line at an absolute top offset on the current page, as a link when the style has a
   * target. The link reaches a point past the text on each side, an easier target that covers it whatever kerning does.
   */
  drawLine(line: string, style: TextStyle, x: number, baselineFromTop: number, page: PDFPage = this.page): void {
    let left = PAGE.margin + x;
    const runs = runsOf(drawable(line, this.fonts), style.font, this.fonts);
    const color = style.color ?? INK;
    const state = this.textState.get(page) ?? {};
    for (const [i, run] of runs.entries()) {
      // Colour and face are set only when they change (they stay set between text objects).
      let operators = 'BT';
      if (state.color !== color) operators += ` ${pdfColor(color)} rg`;
      if (state.font !== run.font || state.size !== style.size) operators += ` /${this.fontName(page, run.font)} ${n(style.size)} Tf`;
      operators += ` ${n(left)} ${n(PAGE.height - baselineFromTop)} Td ${textOperand(run.font, run.text)} Tj ET`;
      this.contents.get(page)?.push(operators);
      Object.assign(state, { color, font: run.font, size: style.size });
      // The last run is measured only for a link: what follows a line never starts from its end.
      if (i < runs.length - 1 || style.href) left += run.font.widthOfTextAtSize(run.text, style.size);
    }
    const width = left - PAGE.margin - x;
    if (style.href) this.link(x - 1, baselineFromTop - style.size, width + 2, style.size * 1.3, style.href, page);
  }

  /** The face's name in the page's resources: F1, F2... in the order faces are first drawn on the page. */
  private fontName(page: PDFPage, font: PDFFont): string {
    let names = this.fontNames.get(page);
    if (!names) this.fontNames.set(page, (names = new Map()));
    let name = names.get(font);
    if (!name) {
      name = `F${names.size + 1}`;
      page.node.setFontDictionary(PDFName.of(name), font.ref);
      names.set(font, name);
    }
    return name;
  }

  rect(x: number, top: number, width: number, height: number, color: RGB, page: PDFPage = this.page): void {
    this.contents
      .get(page)
      ?.push(`q ${pdfColor(color)} rg ${n(PAGE.margin + x)} ${n(PAGE.height - top - height)} ${n(width)} ${n(height)} re f Q`);
  }

  /** A line across the content width at `top` points from the page top. */
  hline(top: number, thickness: number, color: RGB, page: PDFPage = this.page): void {
    const y = n(PAGE.height - top);
    this.contents
      .get(page)
      ?.push(`q ${pdfColor(color)} RG ${n(thickness)} w ${n(PAGE.margin)} ${y} m ${n(PAGE.width - PAGE.margin)} ${y} l S Q`);
  }

  rule(color: RGB = RULE): void {
    this.hline(this.y, 0.6, color);
  }

  /** Writes every page's drawing into the document: call once, when the report is drawn. */
  finish(): void {
    for (const [page, operators] of this.contents) writePageContent(this.doc, page, operators, this.deflate);
  }

  get current(): PDFPage {
    return this.page;
  }
}
