import { loadPdfJs } from './load-pdfjs';

/** The viewer's own chunk (pdf-viewer-lazy.tsx loads it with the first viewer on screen). */
export const importViewer = () => import('./pdf-viewer');

/**
 * Fetches the viewer and starts pdf.js and its worker when the browser is idle (within half a second), for screens
 * that lead to a PDF, so a chosen report opens without waiting for them. Once per session: later calls find them
 * loaded. A failure is left for the viewer itself to show. Small on purpose: the router imports it into the main
 * bundle.
 */
export function preloadPdfViewer(): void {
  const start = () => void Promise.all([importViewer(), loadPdfJs()]).catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 500 });
  else setTimeout(start, 200);
}
