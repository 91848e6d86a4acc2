import { describe, expect, it } from 'vitest';
import { readTesseractTsv } from './tesseract-tsv.ts';

// Rows as tesseract 5.3 prints them for a scanned chart page (`-c tessedit_create_tsv=1`), cut short.
const TSV = [
  'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
  '1\t1\t0\t0\t0\t0\t0\t0\t1275\t1650\t-1\t',
  '2\t1\t1\t0\t0\t0\t150\t110\t819\t1488\t-1\t',
  '3\t1\t1\t1\t0\t0\t150\t110\t819\t1488\t-1\t',
  '4\t1\t1\t1\t1\t0\t626\t110\t343\t12\t-1\t',
  '5\t1\t1\t1\t1\t1\t626\t110\t60\t12\t95.699608\tMILLER,',
  '5\t1\t1\t1\t1\t2\t692\t110\t51\t10\t72.080177\tMARIA',
  '4\t1\t1\t1\t2\t0\t151\t189\t595\t19\t-1\t',
  '5\t1\t1\t1\t2\t1\t151\t189\t36\t18\t96.118935\tCT',
  '5\t1\t1\t1\t2\t2\t194\t189\t141\t18\t96.1\tABDOMEN',
  '4\t1\t1\t1\t3\t0\t151\t230\t20\t19\t-1\t',
  '5\t1\t1\t1\t3\t1\t151\t230\t20\t19\t95\t ',
  '',
].join('\n');

describe('readTesseractTsv', () => {
  it('gives each line its box and its words with theirs and their confidence, in reading order, and the words’ mean confidence', () => {
    const { lines, confidence } = readTesseractTsv(TSV);
    expect(lines).toEqual([
      {
        left: 626,
        top: 110,
        right: 969,
        bottom: 122,
        words: [
          { text: 'MILLER,', left: 626, top: 110, right: 686, bottom: 122, confidence: 95.699608 / 100 },
          { text: 'MARIA', left: 692, top: 110, right: 743, bottom: 120, confidence: 72.080177 / 100 },
        ],
      },
      {
        left: 151,
        top: 189,
        right: 746,
        bottom: 208,
        words: [
          { text: 'CT', left: 151, top: 189, right: 187, bottom: 207, confidence: 96.118935 / 100 },
          { text: 'ABDOMEN', left: 194, top: 189, right: 335, bottom: 207, confidence: 96.1 / 100 },
        ],
      },
    ]);
    expect(confidence).toBeCloseTo((95.699608 + 72.080177 + 96.118935 + 96.1) / 4 / 100, 6);
  });

  it('reads a page with no words as no lines at confidence 0', () => {
    expect(readTesseractTsv(TSV.split('\n').slice(0, 4).join('\n'))).toEqual({ lines: [], confidence: 0 });
  });
});
