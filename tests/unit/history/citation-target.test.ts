import { describe, expect, it } from 'vitest';
import { citationTarget } from '@/features/audit-report/utils/citation-target';

describe('a citation link of the AI Audit Report', () => {
  it('names pages of this report’s original, each with the rectangles after it', () => {
    expect(citationTarget('#original?page=5&rect=72,140.5,120.3,9.3&rect=72,154.8,80,9.3&page=6')).toEqual({
      places: [
        {
          page: 5,
          rects: [
            { x: 72, y: 140.5, w: 120.3, h: 9.3 },
            { x: 72, y: 154.8, w: 80, h: 9.3 },
          ],
        },
        { page: 6, rects: [] },
      ],
    });
  });

  it('names an earlier report, with or without a place in its original', () => {
    expect(citationTarget('#report?id=report-abc-2&page=3&rect=72,140.5,120.3,9.3')).toEqual({
      report: 'report-abc-2',
      places: [{ page: 3, rects: [{ x: 72, y: 140.5, w: 120.3, h: 9.3 }], report: 'report-abc-2' }],
    });
    expect(citationTarget('#report?id=report-abc-2')).toEqual({ report: 'report-abc-2', places: [] });
  });

  it('is no citation when it is a web address or malformed', () => {
    for (const href of [
      'https://example.org/#original?page=1',
      '#original?page=0',
      '#original?rect=1,2,3,4',
      '#report?page=2',
      '#original?page=1&rect=1,2',
    ]) {
      expect(citationTarget(href)).toBeNull();
    }
  });
});
