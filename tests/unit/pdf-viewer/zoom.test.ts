import { describe, expect, it } from 'vitest';
import { fitOf, INITIAL_ZOOM, scaleOf } from '@/components/pdf-viewer/zoom';

describe('the zoom a page is drawn at', () => {
  it('opens at 120%, or fitted to the width where the area is narrower than that', () => {
    expect(scaleOf(INITIAL_ZOOM, { width: 1.6, page: 0.9 })).toBe(1.2);
    expect(fitOf(INITIAL_ZOOM, { width: 1.6, page: 0.9 })).toBe('none');
    expect(scaleOf(INITIAL_ZOOM, { width: 0.91, page: 0.6 })).toBe(0.91);
    expect(fitOf(INITIAL_ZOOM, { width: 0.91, page: 0.6 })).toBe('width');
  });

  it('never fits below 50% or above 300% (docs/spec/constants.md): a 320 px phone opens at 50%, scrolling sideways', () => {
    expect(scaleOf(INITIAL_ZOOM, { width: 0.41, page: 0.3 })).toBe(0.5);
    expect(scaleOf({ fit: 'width' }, { width: 0.41, page: 0.3 })).toBe(0.5);
    expect(scaleOf({ fit: 'page' }, { width: 0.41, page: 0.3 })).toBe(0.5);
    expect(scaleOf({ fit: 'width' }, { width: 4.2, page: 3.4 })).toBe(3);
    expect(scaleOf({ fit: 'page' }, { width: 4.2, page: 3.4 })).toBe(3);
  });
});
