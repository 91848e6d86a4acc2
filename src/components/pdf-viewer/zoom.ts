import type { FitScales } from './use-fit-scales';
import { ZOOM } from './pdf-viewer-constants';

// Whole percents: repeated 0.2 steps would otherwise drift (1.2 + 0.2 = 1.4000000000000001).
const roundToPercent = (scale: number) => Math.round(scale * 100) / 100;

export const zoomIn = (scale: number) => Math.min(ZOOM.max, roundToPercent(scale + ZOOM.step));
export const zoomOut = (scale: number) => Math.max(ZOOM.min, roundToPercent(scale - ZOOM.step));
export const zoomPercent = (scale: number) => `${Math.round(scale * 100)}%`;

/**
 * How the page is sized: a fixed scale (the 50-300% steps), fitted to the area's width or whole inside it, or
 * 'auto', the starting choice: 120%, unless the area is narrower than the page at 120% (a phone), then fit-to-width.
 */
export type Zoom = { fit: 'auto' } | { fit: 'width' } | { fit: 'page' } | { fit: 'none'; scale: number };

export const INITIAL_ZOOM: Zoom = { fit: 'auto' };

/** The fit in effect ('auto' resolved), for the toolbar's pressed buttons. */
export function fitOf(zoom: Zoom, fits: FitScales | null): 'width' | 'page' | 'none' {
  if (zoom.fit !== 'auto') return zoom.fit;
  return fits && fits.width < ZOOM.default ? 'width' : 'none';
}

// A fit stays within the zoom's limits: a page narrower than 50% is unreadable (a 320 px phone scrolls sideways instead).
const withinLimits = (scale: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, scale));

/** The scale the page is drawn at. */
export function scaleOf(zoom: Zoom, fits: FitScales | null): number {
  const fit = fitOf(zoom, fits);
  if (fit === 'width') return withinLimits(fits?.width ?? ZOOM.default);
  if (fit === 'page') return withinLimits(fits?.page ?? ZOOM.default);
  return zoom.fit === 'none' ? zoom.scale : ZOOM.default;
}
