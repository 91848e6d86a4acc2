import { useRef, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PdfError } from './pdf-status';
import { PageArea, PageCanvas } from './pdf-viewer.styles';
import { usePageRender } from './use-page-render';

type PdfDocumentViewProps = {
  pdf: PDFDocumentProxy;
  title: string;
  page: number;
  scale: number;
  /** The page area, measured for fit-to-width and fit-page. */
  areaRef: RefObject<HTMLDivElement | null>;
};

/** The current page on a canvas; a failed render shows its message in place of the page. */
export function PdfDocumentView({ pdf, title, page, scale, areaRef }: PdfDocumentViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const error = usePageRender(pdf, page, scale, canvasRef);

  return (
    // Focusable so keyboard users can scroll a zoomed page (and page with the arrow keys from here).
    <PageArea ref={areaRef} role="region" aria-label={`${title} page`} tabIndex={0}>
      {error ? <PdfError message={error} /> : null}
      <PageCanvas ref={canvasRef} role="img" aria-label={`${title}, page ${page} of ${pdf.numPages}`} hidden={error !== null} />
    </PageArea>
  );
}
