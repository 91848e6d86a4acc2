import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { textUnderRects, type PdfRect } from './highlight';
import { textRuns } from './text-runs';

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
