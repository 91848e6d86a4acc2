import { ZOOM } from './pdf-viewer-constants';

// Whole percents: repeated 0.2 steps would otherwise drift (1.2 + 0.2 = 1.4000000000000001).
const roundToPercent = (scale: number) => Math.round(scale * 100) / 100;

export const zoomIn = (scale: number) => Math.min(ZOOM.max, roundToPercent(scale + ZOOM.step));
export const zoomOut = (scale: number) => Math.max(ZOOM.min, roundToPercent(scale - ZOOM.step));
export const zoomPercent = (scale: number) => `${Math.round(scale * 100)}%`;
