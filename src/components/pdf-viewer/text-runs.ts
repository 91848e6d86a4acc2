import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextRun } from './highlight';

/** pdf.js's text items of a page, boxed on the page as displayed (points; the page's rotation applied). */
export async function textRuns(pdf: PDFDocumentProxy, pageNumber: number): Promise<TextRun[]> {
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
