import { useEffect, useState, type RefObject } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { PDF_MESSAGES, reasonOf } from './pdf-messages';

/** A render's outcome: its error, and which page at which scale the canvas shows once drawn (null while drawing). */
export type PageRender = { error: string | null; drawn: { page: number; scale: number } | null };

/**
 * Draws one page on the canvas at `scale` CSS pixels per PDF point, with a backing store of
 * devicePixelRatio device pixels per CSS pixel so text stays sharp on high-DPI screens. A newer render
 * (page or zoom change) cancels the one in flight.
 */
export function usePageRender(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  scale: number,
  canvasRef: RefObject<HTMLCanvasElement | null>,
): PageRender {
  const [error, setError] = useState<string | null>(null);
  const [drawn, setDrawn] = useState<PageRender['drawn']>(null);

  useEffect(() => {
    let task: RenderTask | null = null;
    let active = true;
    pdf
      .getPage(pageNumber)
      .then((page) => {
        const canvas = canvasRef.current;
        if (!active || !canvas) return;
        const viewport = page.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        return task.promise;
      })
      .then(() => {
        if (!active) return;
        setError(null);
        setDrawn({ page: pageNumber, scale });
      })
      .catch((caught: unknown) => {
        if (!active || (caught instanceof Error && caught.name === 'RenderingCancelledException')) return;
        const message = PDF_MESSAGES.failedToRender(pageNumber, reasonOf(caught));
        console.error('[pdf-viewer]', message);
        setError(message);
      });
    return () => {
      active = false;
      task?.cancel();
    };
  }, [pdf, pageNumber, scale, canvasRef]);

  const current = drawn?.page === pageNumber && drawn.scale === scale ? drawn : null;
  return { error, drawn: current };
}
