import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { generateChart } from '@healthcare-portal/demo/charts/generate-chart';
import { extractPages } from './extract-pages.ts';
import { nodeOcr } from '../node/node-ocr.ts';

const require = createRequire(import.meta.url);
const scanFont = readFileSync(require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'));

describe('extractPages with OCR', () => {
  it('reads a page that has no text layer with the local Tesseract and reports its confidence', async () => {
    const chart = await generateChart(24, { notes: 2, wrongPatientPage: false, scanFont });
    expect(chart.truth.scannedPages).toEqual([2]);
    let recognisers = 0;
    const recogniser = nodeOcr();
    const { pages } = await extractPages(chart.pdf, {
      ocr: () => {
        recognisers += 1;
        return recogniser();
      },
    });
    const scanned = pages[1];
    expect(recognisers).toBe(1);
    expect(pages[0]?.source).toBe('text-layer');
    expect(scanned?.source).toBe('ocr');
    expect(scanned?.ocrConfidence).toBeGreaterThan(0.6);
    const text =
      scanned?.lines
        .map((l) => l.text)
        .join(' ')
        .toLowerCase() ?? '';
    expect(text).toMatch(/assessment|plan|exam/);
  });

  it('never loads a recogniser for a document with a text layer on every page', async () => {
    const chart = await generateChart(3, { notes: 1, wrongPatientPage: false });
    const { pages } = await extractPages(chart.pdf, { ocr: () => Promise.reject(new Error('must not be called')) });
    expect(pages.every((p) => p.source === 'text-layer')).toBe(true);
  });
});
