import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { rectsOnPage, type PdfHighlight } from './highlight';
import { HighlightOverlay } from './highlight-overlay';
import { PageLinks, type LinkHandlers } from './page-links';
import { PdfError } from './pdf-status';
import { PageArea, PageCanvas, PageSheet } from './pdf-viewer.styles';
import { useHighlightText } from './use-highlight-text';
import { usePageLinks } from './use-page-links';
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
  /** Given, the page's citation links are buttons over it. */
  links?: LinkHandlers;
};

/** The current page on a canvas, the highlight over it; a failed render shows its message in place of the page. */
export function PdfDocumentView({ pdf, title, page, scale, areaRef, highlight, onHighlightShown, links }: PdfDocumentViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { error, drawn } = usePageRender(pdf, page, scale, canvasRef);
  const rects = useMemo(() => rectsOnPage(highlight, page), [highlight, page]);
  const read = useHighlightText(pdf, page, rects, drawn !== null);
  const pageLinks = usePageLinks(pdf, page, links !== undefined);

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
        {drawn && links ? <PageLinks links={pageLinks} scale={scale} handlers={links} /> : null}
      </PageSheet>
    </PageArea>
  );
}
