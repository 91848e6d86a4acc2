import { describe, expect, it } from 'vitest';
import { makeContext } from '../testing/make-context.ts';
import type { InkMark, TextBox, TextLine } from '../types.ts';
import type { NoteContext } from './note-context.ts';
import { checkAuthentication } from './check-authentication.ts';

// A scanned page as OCR places it: line k's words from x 72, 6 points a character, 10 points tall, on 14-point rows
// from 100 down; the ink no word covers is given.
const top = (k: number) => 90 + k * 14;
const scanned = (lines: string[], ink: InkMark[]) => {
  const ctx = makeContext([lines]);
  const placed: TextLine[] = lines.map((text, k) => ({
    text,
    cells: [{ text, x: 72 }],
    top: top(k) + 10,
    boxes: [{ text, x: 72, top: top(k), width: 6 * text.length, height: 10 }],
  }));
  return { ...ctx, pages: ctx.pages.map((p) => ({ ...p, lines: placed, source: 'ocr' as const, ocrConfidence: 0.8, ink })) };
};
const mark = (x: number, y: number, width: number, height: number, fill = 0.3): InkMark => ({ x, top: y, width, height, fill });
const body = ['Clinic note', 'Seen today for a cough of two weeks.', 'Plan: rest and fluids, review in a week.'];

// A pen's stroke drawn on the line of row k: its foot on the row's top, 20 points tall.
const strokeOver = (k: number, x = 80) => mark(x, top(k) - 18, 110, 20);

// The page with one line's words placed as given (OCR's words, or a text layer's runs), where a test needs them apart.
const withBoxes = (ctx: NoteContext, line: string, boxes: TextBox[]) => ({
  ...ctx,
  pages: ctx.pages.map((p) => ({ ...p, lines: p.lines.map((l) => (l.text === line ? { ...l, boxes } : l)) })),
});

// The same page as a text layer prints it: its pen strokes read from the drawing (extract/drawn-ink.ts), or unread.
const text = (lines: string[], ink: InkMark[] | undefined) => {
  const ctx = scanned(lines, ink ?? []);
  return {
    ...ctx,
    pages: ctx.pages.map(({ ink: _ink, ...p }) => ({ ...p, source: 'text-layer' as const, ocrConfidence: 1, ...(ink ? { ink } : {}) })),
  };
};

const place = [...body, '______________________________', 'Kay Lund, MD', 'Signature'];

describe('a signature drawn by hand on a scan', () => {
  it.each([
    ['a scan', scanned],
    ['a page of text, its pen path read', text],
  ])('reads a stroke over the rule above the typed name as signed on %s, its ink the evidence', (_, page) => {
    const [finding] = checkAuthentication(page(place, [strokeOver(4)]));
    expect(finding?.severity).not.toBe('fail');
    expect(finding?.drawn).toEqual({ page: 1, rect: { x: 80, y: top(4) - 18, w: 110, h: 20 } });
  });

  it('reads the same place with nothing drawn as an empty place to sign', () => {
    const [finding] = checkAuthentication(scanned(place, [mark(72, top(3) + 4, 190, 3, 1)]));
    expect(finding?.severity).toBe('fail');
    expect(finding?.message).toContain('place to sign is left empty');
  });

  it('refuses a stamp beside the empty rule, a tick and a barcode: too large, too small, too solid', () => {
    for (const ink of [mark(280, top(3) - 40, 96, 96), mark(80, top(4) - 12, 10, 10), mark(80, top(4) - 22, 140, 22, 0.95)]) {
      expect(checkAuthentication(scanned(place, [ink]))[0]?.severity).toBe('fail');
    }
  });

  it('reads a stroke beside a signing label where no act of signing is printed, in any language read', () => {
    for (const label of ['Signature:', 'Unterschrift', 'Firma del médico', 'Assinatura']) {
      const [finding] = checkAuthentication(scanned([...body, label], [mark(72 + 6 * label.length + 12, top(3) - 8, 120, 22)]));
      expect(finding?.severity, label).not.toBe('fail');
      expect(finding?.drawn, label).toMatchObject({ page: 1, rect: { x: 72 + 6 * label.length + 12, w: 120 } });
    }
  });

  it('reads a stroke drawn across the signing line itself, over its label or the typed name, as signed', () => {
    // The pen crosses the printed line: its box reaches above and below the line's words, and starts left of them.
    const label = 'CRM 184223 Assinatura e carimbo';
    expect(checkAuthentication(scanned([...body, label], [mark(50, top(3) - 30, 120, 50)]))[0]?.severity).not.toBe('fail');
    expect(checkAuthentication(scanned(place, [mark(60, top(4) - 12, 110, 30)]))[0]?.severity).not.toBe('fail');
    // A flat rule through the line, or a stroke across a body line, signs nothing.
    expect(checkAuthentication(scanned(place, [mark(60, top(4) + 4, 200, 2, 1)]))[0]?.severity).toBe('fail');
    expect(checkAuthentication(scanned(body, [mark(60, top(1) - 12, 110, 30)]))[0]?.severity).toBe('fail');
  });

  it("keeps a patient's or witness's drawn signature from signing for the author", () => {
    for (const label of ['Patient signature:', 'Firma del paciente', 'Signature of witness']) {
      const [finding] = checkAuthentication(scanned([...body, label], [mark(72 + 6 * label.length + 12, top(3) - 8, 120, 22)]));
      expect(finding?.severity, label).toBe('fail');
    }
  });

  it('refuses a handwritten note in the body: ink by a line that is no place to sign', () => {
    const [finding] = checkAuthentication(scanned(body, [mark(300, top(1) - 4, 140, 18)]));
    expect(finding?.severity).toBe('fail');
  });

  it('leaves a scan whose ink nobody read as before: the ink may stand there unread', () => {
    const ctx = scanned(place, []);
    const unread = { ...ctx, pages: ctx.pages.map(({ ink: _ink, ...p }) => p) };
    expect(checkAuthentication(unread)[0]?.severity).not.toBe('fail');
  });
});

describe('a signing line whose words OCR read from the stroke itself', () => {
  // OCR reads the pen's first loop as a letter on the label's line: a 'word' twice as tall as the print beside it.
  const line = 'Signature: A Date: 12/1/26';
  const withStrokeWord = (ink: InkMark[]) => {
    const ctx = scanned([...body, line], ink);
    const y = top(3);
    const boxes = [
      { text: 'Signature:', x: 72, top: y, width: 60, height: 10 },
      { text: 'A', x: 140, top: y - 14, width: 12, height: 24 },
      { text: 'Date:', x: 280, top: y + 2, width: 30, height: 8 },
      { text: '12/1/26', x: 315, top: y + 2, width: 42, height: 8 },
    ];
    return withBoxes(ctx, line, boxes);
  };

  it("reads the stroke beside the label, the line's height taken from its print and not from the stroke's letter", () => {
    const [finding] = checkAuthentication(withStrokeWord([mark(152, top(3) - 12, 110, 15)]));
    expect(finding?.severity).not.toBe('fail');
    expect(finding?.drawn).toMatchObject({ page: 1, rect: { x: 152, w: 110 } });
  });

  it('still refuses a tick there: too small for a signature', () => {
    expect(checkAuthentication(withStrokeWord([mark(152, top(3) - 2, 10, 8)]))[0]?.severity).toBe('fail');
  });
});

describe("a photo's signing lines with the stray marks OCR reads at their ends", () => {
  it.each([
    [': : . Dra. Ana Ruiz Benítez', '. $ ; . 5 * Médica Patóloga - Reg. Prof. N° 1234'],
    ['i Dr. Kay Lund )', 'Consultant Physician - Reg 14428'],
    ['Dr KAY Lund .', 'Chirurgien Général'],
    ['2 . DR K. M. LUND-JONES &', 'GMC 7184403 ° 3'],
  ])('reads the stroke over the typed signer: %j', (...lines) => {
    const [finding] = checkAuthentication(scanned([...body, ...lines], [strokeOver(3)]));
    expect(finding?.severity).not.toBe('fail');
  });

  it("reads a letter's closing and its writer through the marks", () => {
    const [finding] = checkAuthentication(scanned([...body, '. 2 Yours sincerely,', ': Dr Kay Lund :', 'MB BCh BAO MICGP'], []));
    expect(finding?.severity).not.toBe('fail');
  });

  it('reads a signing label printed in two languages, by the stroke under it', () => {
    const label = "Doctor's signature / Llofnod y meddyg";
    const [finding] = checkAuthentication(scanned([...body, label], [mark(80, top(3) + 12, 120, 22)]));
    expect(finding?.severity).not.toBe('fail');
    expect(finding?.drawn).toBeDefined();
  });
});

describe('a signing label as OCR reads it', () => {
  it('reads a signing label OCR misread by one letter beside a drawn stroke, and no other word', () => {
    for (const label of ['Assinafura:', 'Signatnre:', 'Unterschrlft']) {
      const [finding] = checkAuthentication(scanned([...body, label], [mark(72 + 6 * label.length + 12, top(3) - 8, 120, 22)]));
      expect(finding?.severity, label).not.toBe('fail');
    }
    const [finding] = checkAuthentication(scanned([...body, 'Saturation:'], [mark(150, top(3) - 8, 120, 22)]));
    expect(finding?.severity).toBe('fail');
  });
});

describe('a signature drawn as a pen path on a page of text', () => {
  it('reads a stroke beside a signing label where no act of signing is printed', () => {
    const [finding] = checkAuthentication(text([...body, 'Attending physician signature:'], [mark(72 + 6 * 30 + 8, top(3) - 8, 120, 22)]));
    expect(finding?.severity).not.toBe('fail');
    expect(finding?.message).toContain('Signed by hand');
  });

  it('reads the place empty where the drawing was read and nothing is drawn by it, or nobody read it', () => {
    for (const ink of [[mark(420, top(0) - 4, 140, 18)], undefined]) {
      const [finding] = checkAuthentication(text(place, ink));
      expect(finding?.severity).toBe('fail');
      expect(finding?.message).toContain('place to sign is left empty');
    }
  });
});

describe('a place to sign in a row of form cells', () => {
  // A line as OCR or a text layer places it word by word: each word 6 points a character, the given x.
  const placed = (ctx: NoteContext, line: string, words: [string, number][]) => {
    const y = top(3);
    const boxes = words.map(([text, x]) => ({ text, x, top: y, width: 6 * text.length, height: 10 }));
    return withBoxes(ctx, line, boxes);
  };

  it("reads the stroke under the doctor's label in a row of labels OCR read as one line", () => {
    // A fit note's row: the doctor's signature, the statement's date and the practice, each in its column.
    const line = "Doctor's signature Date of statement Lake Medical Centre";
    const words: [string, number][] = [
      ["Doctor's", 72],
      ['signature', 124],
      ['Date', 260],
      ['of', 288],
      ['statement', 304],
      ['Lake', 420],
      ['Medical', 448],
      ['Centre', 494],
    ];
    const page = (ink: InkMark[]) => placed(scanned([...body, line], ink), line, words);
    const [finding] = checkAuthentication(page([mark(76, top(3) + 14, 140, 20)]));
    expect(finding?.severity).not.toBe('fail');
    expect(finding?.drawn).toMatchObject({ page: 1, rect: { x: 76, w: 140 } });
  });

  it("reads the doctor's cell and not the patient's where both sign on one row", () => {
    // A consent's row as a text layer prints it: two cells apart by a wide gap.
    const line = 'Patient signature  Doctor signature';
    const words: [string, number][] = [
      ['Patient signature', 72],
      ['Doctor signature', 300],
    ];
    const page = (ink: InkMark[]) => placed(text([...body, line], ink), line, words);
    expect(checkAuthentication(page([mark(300, top(3) + 14, 120, 22)]))[0]?.severity).not.toBe('fail');
    expect(checkAuthentication(page([mark(72, top(3) + 14, 120, 22)]))[0]?.severity).toBe('fail');
  });

  it("measures a cell's stroke by its line's print: the rules of a blank row of labels are no signature", () => {
    // 'Signature: Name: Designation:' left blank, its rules a flat band of ink along the foot of the row, and the row's
    // later labels set taller than the first.
    const line = 'Signature: Name: Designation:';
    const y = top(3);
    const boxes = [
      { text: 'Signature:', x: 72, top: y + 2, width: 60, height: 8 },
      { text: 'Name:', x: 220, top: y - 3, width: 30, height: 15 },
      { text: 'Designation:', x: 360, top: y - 3, width: 72, height: 15 },
    ];
    const ctx = scanned([...body, line], [mark(80, y + 8, 120, 7, 0.66)]);
    expect(checkAuthentication(withBoxes(ctx, line, boxes))[0]?.severity).toBe('fail');
  });

  it("reads a label's place by its words, not by the marks OCR reads far along its line", () => {
    // A script's 'Signature:' with a speck read as ':' at the page's right edge: the label stands where its words do.
    const line = 'Signature: :';
    const y = top(3);
    const boxes = [
      { text: 'Signature:', x: 72, top: y, width: 60, height: 12 },
      { text: ':', x: 480, top: y - 4, width: 1, height: 1 },
    ];
    const ctx = scanned([...body, line], [mark(100, y - 50, 90, 45)]);
    expect(checkAuthentication(withBoxes(ctx, line, boxes))[0]?.severity).not.toBe('fail');
  });

  it("reads a pen that signs on the rule beside the label, its foot a line or two above the label's words", () => {
    // 'Signature:' and its rule, which OCR reads as no word, with the pen drawn over the rule's far end and higher than
    // the label's own line; a mark as far above the label's words is not there.
    const signature = (x: number) => checkAuthentication(scanned([...body, 'Signature:'], [mark(x, top(3) - 50, 110, 30)]));
    expect(signature(240)[0]?.severity).not.toBe('fail');
    expect(signature(500)[0]?.severity).toBe('fail');
  });
});

describe("a titled signer's line with the registration number typed after the name", () => {
  it.each([['Dr J.P. van Rensburg MP 0612884'], ['Dr Kay Lund MCR 12345'], ['Dr. Ana Ruiz Reg. No. 18234']])(
    'reads the stroke over %j as signed',
    (line) => {
      expect(checkAuthentication(scanned([...body, line], [strokeOver(3)]))[0]?.severity).not.toBe('fail');
    },
  );
});
