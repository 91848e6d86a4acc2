import { useEffect, useState, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';

/** The scales at which the current page fills the page area's width, or fits whole inside it. */
export type FitScales = { width: number; page: number };

type Size = { width: number; height: number };

// Whole percents, rounded down: a fitted page never overflows its area by a fraction of a pixel.
const floorToPercent = (scale: number) => Math.max(0.01, Math.floor(scale * 100) / 100);

/** The area's room for the page: its width inside the padding, and its tallest height (max-height) inside it. */
function roomOf(area: HTMLElement): Size {
  const style = getComputedStyle(area);
  const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  // max-height resolves to pixels where there is layout; elsewhere the area's own height stands in.
  const tallest = style.maxHeight.endsWith('px') ? parseFloat(style.maxHeight) : area.clientHeight;
  return { width: area.clientWidth - padX, height: tallest - padY };
}

/**
 * Measures the page (PDF points at 100%) and the room its area gives it, again whenever the area resizes (a phone
 * turned, a window narrowed); null until both are known (or where nothing is laid out, as in jsdom).
 */
export function useFitScales(pdf: PDFDocumentProxy, pageNumber: number, areaRef: RefObject<HTMLElement | null>): FitScales | null {
  const [pageSize, setPageSize] = useState<Size | null>(null);
  const [room, setRoom] = useState<Size | null>(null);

  useEffect(() => {
    let active = true;
    pdf
      .getPage(pageNumber)
      .then((page) => {
        const { width, height } = page.getViewport({ scale: 1 });
        if (active) setPageSize({ width, height });
      })
      .catch(() => undefined); // the render reports a page that cannot be read
    return () => {
      active = false;
    };
  }, [pdf, pageNumber]);

  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const measure = () => setRoom(roomOf(area));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    return () => observer.disconnect();
  }, [areaRef]);

  if (!pageSize || !room || room.width <= 0 || pageSize.width <= 0) return null;
  const width = floorToPercent(room.width / pageSize.width);
  return { width, page: room.height > 0 ? Math.min(width, floorToPercent(room.height / pageSize.height)) : width };
}
