import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { covers, makeEvidenceChart, within, type EvidenceChart, type TruthWord } from '../../fixtures/evidence/evidence-chart.ts';
import { extractPages, type Extraction } from '../extract/extract-pages.ts';
import { nodeOcr } from '../node/node-ocr.ts';
import { pageNumber, type PageText, type TextLine } from '../types.ts';
import { placeSpan } from './place-span.ts';

const require = createRequire(import.meta.url);
const scanFont = readFileSync(require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'));

/** The line holding a drawn run and where in it a word of the run starts; OCR may read a run with slips. */
function locate(page: PageText, word: TruthWord, nth: number): { line: TextLine; start: number } | null {
  const lines = [...page.lines, ...page.running];
  const exact = lines.find((l) => l.text.includes(word.run));
  if (exact) {
    const runAt = exact.text.indexOf(word.run);
    const inRun = [...word.run.matchAll(/\S+/g)][nth]?.index ?? 0;
    return { line: exact, start: runAt + inRun };
  }
  // The line sharing most words with the run, and the word there when OCR read it as drawn.
  const runWords = new Set(word.run.split(' '));
  const scored = lines.map((l) => ({ l, shared: l.text.split(/\s+/).filter((w) => runWords.has(w)).length }));
  const best = scored.sort((a, b) => b.shared - a.shared)[0];
  if (!best || best.shared < runWords.size / 2) return null;
  const at = [...best.l.text.matchAll(/\S+/g)].find((m) => m[0] === word.text);
  return at ? { line: best.l, start: at.index ?? 0 } : null;
}

describe('placeSpan: the rectangles of a span cover its words on the page as displayed', () => {
  let chart: EvidenceChart;
  let extraction: Extraction;
  beforeAll(async () => {
    chart = await makeEvidenceChart({ scanFont });
    extraction = await extractPages(chart.pdf, { ocr: nodeOcr() });
  }, 60_000);

  const kinds = ['upright', 'landscape', 'sideways', 'columns', 'scanned'] as const;
  it.each(kinds)('on the %s page, every word drawn', (kind) => {
    const index = chart.pages.findIndex((p) => p.kind === kind);
    const page = extraction.pages[index];
    const truth = chart.pages[index];
    if (!page || !truth) throw new Error(`no ${kind} page`);
    let found = 0;
    const wrong: string[] = [];
    for (const [i, word] of truth.words.entries()) {
      const nth = truth.words.slice(0, i).filter((w) => w.run === word.run).length;
      const at = locate(page, word, nth);
      if (!at) continue;
      found += 1;
      const span = { page: pageNumber(index + 1), line: at.line.text, start: at.start, end: at.start + word.text.length };
      const { rects } = placeSpan(page, span, [...page.lines, ...page.running]);
      const rect = rects[0];
      if (rects.length !== 1 || !rect || !covers(rect, word.core) || !within(rect, word.outer)) {
        wrong.push(`${word.text}: ${JSON.stringify(rects)} vs core ${JSON.stringify(word.core)} outer ${JSON.stringify(word.outer)}`);
      }
    }
    expect(wrong).toEqual([]);
    // A text layer gives every word; OCR may misread one or two.
    expect(found).toBeGreaterThanOrEqual(kind === 'scanned' ? 0.9 * truth.words.length : truth.words.length);
  });

  it('reads a page printed sideways upright, as before the page was turned', () => {
    const index = chart.pages.findIndex((p) => p.kind === 'sideways');
    const page = extraction.pages[index];
    const texts = [...(page?.lines ?? []), ...(page?.running ?? [])].map((l) => l.text);
    expect(texts).toEqual(expect.arrayContaining(['PROGRESS NOTE', 'Patient Name: Jane Roe', 'DOB: 03/04/1950']));
    expect(extraction.pages[index]?.frame?.turn).toBe(90);
  });

  it('gives one rectangle per column for a span across two columns', () => {
    const index = chart.pages.findIndex((p) => p.kind === 'columns');
    const page = extraction.pages[index];
    const line = page?.lines.find((l) => l.text.includes('Jane Roe') && l.text.includes('DOB'));
    if (!page || !line) throw new Error('the two-column header line was not read');
    const start = line.text.indexOf('Jane');
    const span = { page: pageNumber(index + 1), line: line.text, start, end: line.text.indexOf('1950') + 4 };
    expect(placeSpan(page, span, page.lines).rects).toHaveLength(2);
  });
});
