import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { textUnderRects, type PdfRect, type TextRun } from './highlight';

/** pdf.js's text items of a page, boxed on the page as displayed (points; the page's rotation applied). */
async function textRuns(pdf: PDFDocumentProxy, pageNumber: number): Promise<TextRun[]> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const { items } = await page.getTextContent();
  return items.flatMap((item) => {
    if (!('str' in item) || item.str.trim() === '') return [];
    const [, , c = 0, d = 0, e = 0, f = 0] = item.transform as number[];
    const height = item.height || Math.hypot(c, d);
    const [x1 = 0, y1 = 0] = viewport.convertToViewportPoint(e, f);
    const [x2 = 0, y2 = 0] = viewport.convertToViewportPoint(e + item.width, f + height);
    return [{ str: item.str, x: Math.min(x1, x2), y: Math.min(y1, y2), w: Math.abs(x2 - x1), h: Math.abs(y2 - y1) }];
  });
}

/** The words read for one highlight (a new object for each reading, so each is told once). */
export type HighlightText = { rects: PdfRect[]; text: string };

/**
 * The words under the highlight on the page shown, read from pdf.js's text layer once the page is drawn: what the
 * viewer announces with the highlight ('' for a highlight of the page alone). Null while reading, or with no highlight
 * on this page (`rects` null).
 */
export function useHighlightText(pdf: PDFDocumentProxy, pageNumber: number, rects: PdfRect[] | null, drawn: boolean): HighlightText | null {
  const [text, setText] = useState<HighlightText | null>(null);

  useEffect(() => {
    if (!drawn || rects === null) return;
    if (rects.length === 0) {
      setText({ rects, text: '' });
      return;
    }
    let active = true;
    textRuns(pdf, pageNumber)
      .then((runs) => {
        if (active) setText({ rects, text: textUnderRects(runs, rects) });
      })
      .catch(() => {
        if (active) setText({ rects, text: '' });
      });
    return () => {
      active = false;
    };
  }, [pdf, pageNumber, rects, drawn]);

  return text !== null && text.rects === rects ? text : null;
}
