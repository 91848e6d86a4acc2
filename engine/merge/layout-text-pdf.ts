// Lays converted Word text out as plain, readable Letter pages. Standard Helvetica keeps the output small and its
// text extractable by pdf.js, which the clinical engine relies on to read the merged document.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from '@cantoo/pdf-lib';
import type { TextBlock } from './text-blocks';
import { toWinAnsi } from './win-ansi-text';
import { type Line, wrapRuns } from './wrap-runs';

// US Letter in PDF points (1/72 inch); one-inch margins as in a default Word page.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const BODY_SIZE = 11;
const HEADING_SIZES: readonly number[] = [18, 15, 13];
const LINE_SPACING = 1.35;
const PARAGRAPH_GAP = 6;
const TEXT_COLOUR = rgb(0.1, 0.1, 0.1);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  charset: ReadonlySet<number>;
}

export async function layoutTextPdf(blocks: readonly TextBlock[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, charset: new Set(regular.getCharacterSet()) };
  const cursor = new PageCursor(pdf);

  for (const block of blocks) {
    if (block.kind === 'page-break') {
      cursor.newPage();
      continue;
    }
    const size = block.kind === 'heading' ? headingSize(block.level) : BODY_SIZE;
    const runs = block.runs.map((run) => ({
      text: toWinAnsi(run.text, fonts.charset),
      bold: block.kind === 'heading' || run.bold,
    }));
    const measure = (text: string, isBold: boolean): number => (isBold ? fonts.bold : fonts.regular).widthOfTextAtSize(text, size);
    if (block.kind === 'heading') cursor.gap(size * 0.6);
    for (const line of wrapRuns(runs, PAGE_WIDTH - 2 * MARGIN, measure)) {
      if (line.pageBreakBefore) cursor.newPage();
      drawLine(cursor.nextLine(size * LINE_SPACING), line, size, fonts);
    }
    cursor.gap(PARAGRAPH_GAP);
  }
  cursor.ensurePage();
  return pdf.save();
}

function headingSize(level: number): number {
  return HEADING_SIZES[Math.min(Math.max(level, 1), HEADING_SIZES.length) - 1] ?? BODY_SIZE;
}

function drawLine(at: { page: PDFPage; y: number }, line: Line, size: number, fonts: Fonts): void {
  let x = MARGIN;
  for (const segment of line.segments) {
    const font = segment.bold ? fonts.bold : fonts.regular;
    at.page.drawText(segment.text, { x, y: at.y, size, font, color: TEXT_COLOUR });
    x += font.widthOfTextAtSize(segment.text, size);
  }
}

/** Tracks the writing position and opens a new page when the next line would cross the bottom margin. */
class PageCursor {
  private page: PDFPage | undefined;
  private y = 0;

  constructor(private readonly pdf: PDFDocument) {}

  newPage(): void {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  ensurePage(): void {
    if (!this.page) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  nextLine(height: number): { page: PDFPage; y: number } {
    if (!this.page || this.y - height < MARGIN) this.newPage();
    this.y -= height;
    const page = this.page;
    if (!page) throw new Error('page cursor lost its page');
    return { page, y: this.y };
  }
}
