import { useRef } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PdfError } from './pdf-status';
import { PageArea, PageCanvas } from './pdf-viewer.styles';
import { usePageRender } from './use-page-render';

type PdfDocumentViewProps = { pdf: PDFDocumentProxy; title: string; page: number; scale: number };

/** The current page on a canvas; a failed render shows its message in place of the page. */
export function PdfDocumentView({ pdf, title, page, scale }: PdfDocumentViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const error = usePageRender(pdf, page, scale, canvasRef);

  return (
    <PageArea>
      {error ? <PdfError message={error} /> : null}
      <PageCanvas ref={canvasRef} role="img" aria-label={`${title}, page ${page} of ${pdf.numPages}`} hidden={error !== null} />
    </PageArea>
  );
}
