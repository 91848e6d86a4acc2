import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { rectsOnPage, type PdfHighlight } from './highlight';
import { HighlightOverlay } from './highlight-overlay';
import { PdfError } from './pdf-status';
import { PageArea, PageCanvas, PageSheet } from './pdf-viewer.styles';
import { useHighlightText } from './use-highlight-text';
import { usePageRender } from './use-page-render';

type PdfDocumentViewProps = {
  pdf: PDFDocumentProxy;
  title: string;
  page: number;
  scale: number;
  /** The page area, measured for fit-to-width and fit-page. */
  areaRef: RefObject<HTMLDivElement | null>;
  highlight?: PdfHighlight | null;
  /** Told the words under the highlight once its page is drawn (for the announcement). */
  onHighlightShown?: (shown: { page: number; text: string }) => void;
  /** Drawn over the page once it is drawn, in the page's coordinates (the citation links). */
  overlay?: (drawn: { page: number; scale: number }) => ReactNode;
};

/** The current page on a canvas, the highlight over it; a failed render shows its message in place of the page. */
export function PdfDocumentView({ pdf, title, page, scale, areaRef, highlight, onHighlightShown, overlay }: PdfDocumentViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { error, drawn } = usePageRender(pdf, page, scale, canvasRef);
  const rects = useMemo(() => rectsOnPage(highlight, page), [highlight, page]);
  const read = useHighlightText(pdf, page, rects, drawn !== null);

  useEffect(() => {
    if (read !== null) onHighlightShown?.({ page, text: read.text });
    // Told once per reading, not again when the parent's callback changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read]);

  return (
    // Focusable so keyboard users can scroll a zoomed page (and page with the arrow keys from here).
    <PageArea ref={areaRef} role="region" aria-label={`${title} page`} tabIndex={0}>
      {error ? <PdfError message={error} /> : null}
      <PageSheet hidden={error !== null} data-drawn-page={drawn?.page} data-highlighted={read !== null ? 'true' : undefined}>
        <PageCanvas ref={canvasRef} role="img" aria-label={`${title}, page ${page} of ${pdf.numPages}`} />
        {drawn && rects ? <HighlightOverlay rects={rects} scale={scale} /> : null}
        {drawn && overlay ? overlay(drawn) : null}
      </PageSheet>
    </PageArea>
  );
}
