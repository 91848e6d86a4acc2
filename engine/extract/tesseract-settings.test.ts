import { describe, expect, it } from 'vitest';
import { scanResolution, tesseractParameters } from './tesseract-settings.ts';

describe('how Tesseract is told to read a page', () => {
  it('reads a page of lines as one block and a ruled page by layout, told the resolution when it is known', () => {
    expect(tesseractParameters(undefined, 150)).toEqual({ tessedit_pageseg_mode: '6', user_defined_dpi: '150' });
    expect(tesseractParameters('ruled', 100)).toEqual({ tessedit_pageseg_mode: '3', user_defined_dpi: '100' });
    // Unknown, Tesseract estimates it from the text's height, as before.
    expect(tesseractParameters('ruled')).toEqual({ tessedit_pageseg_mode: '3' });
  });

  it("takes a scan's resolution from the page it fills, and none from an image that does not fill its page", () => {
    const letter = { width: 612, height: 792 };
    expect(scanResolution({ width: 1275, height: 1650 }, letter)).toBe(150);
    expect(scanResolution({ width: 850, height: 1100 }, letter)).toBe(100);
    expect(scanResolution({ width: 1241, height: 1754 }, { width: 595.28, height: 841.89 })).toBe(150);
    // A photo on half the page, a fax's non-square pixels (204 by 98 dpi): their width and height disagree.
    expect(scanResolution({ width: 1275, height: 825 }, letter)).toBeUndefined();
    expect(scanResolution({ width: 1734, height: 1078 }, letter)).toBeUndefined();
    // Outside what Tesseract credits (70 to 2400 dpi): a thumbnail.
    expect(scanResolution({ width: 306, height: 396 }, letter)).toBeUndefined();
  });
});
