import { describe, expect, it } from 'vitest';
import type { TextLine } from '../types.ts';
import { splitRunningLines } from './running-lines.ts';

const line = (text: string, top: number): TextLine => ({
  text,
  cells: text.split(/ {2,}/).map((t, i) => ({ text: t, x: 72 + i * 150 })),
  top,
});

function page(n: number, body: string[], extra: TextLine[] = []) {
  return {
    height: 792,
    lines: [
      line(`FROM: Riverside Clinic FAX 555-0100 03/05/2024 10:32 P.00${n}/005`, 16),
      line('RIVERSIDE MEDICAL GROUP', 32),
      ...extra,
      ...body.map((t, i) => line(t, 120 + i * 14)),
      line(`Page ${n} of 5`, 770),
    ],
  };
}

describe('splitRunningLines', () => {
  it('sets letterheads, fax banners and page counters apart from the note text', () => {
    const pages = [1, 2, 3, 4, 5].map((n) => page(n, [`Body text of page ${n}.`, `Plan: rest ${n} days.`]));
    const split = splitRunningLines(pages);
    expect(split[2]?.lines.map((l) => l.text)).toEqual(['Body text of page 3.', 'Plan: rest 3 days.']);
    expect(split[2]?.running).toHaveLength(3);
  });

  it('keeps document titles and header label rows, which recur atop every note', () => {
    const pages = [1, 2, 3, 4].map((n) => page(n, [`Some text ${n}.`], [line('PROGRESS NOTE', 60), line('Patient Name  DOB  MRN', 74)]));
    const split = splitRunningLines(pages);
    expect(split[0]?.lines.map((l) => l.text)).toEqual(['PROGRESS NOTE', 'Patient Name  DOB  MRN', 'Some text 1.']);
  });

  it("sets apart a report's footer that prints its title, date and time beside the page's number on every page", () => {
    const pages = [1, 2, 3].map((n) => page(n, [`Finding ${n}.`], [line(`ECHO REPORT (4411)  06/01/2019 10:12  Page ${n}`, 780)]));
    const split = splitRunningLines(pages);
    expect(split[1]?.lines.map((l) => l.text)).toEqual(['Finding 2.']);
  });

  it('keeps a sign-off that every page ends with', () => {
    const pages = [1, 2, 3, 4].map((n) => page(n, [`Note ${n}.`, 'Electronically signed by Alan Reyes, MD']));
    expect(splitRunningLines(pages)[3]?.lines.map((l) => l.text)).toEqual(['Note 4.', 'Electronically signed by Alan Reyes, MD']);
  });

  it('treats a continuation head atop a page as a running line even when it appears once', () => {
    const pages = [page(1, ['Text 1.']), page(2, ['Text 2.'], [line('H&P (continued)', 60)])];
    expect(splitRunningLines(pages)[1]?.lines.map((l) => l.text)).toEqual(['Text 2.']);
  });

  it('treats continuation heads as running lines', () => {
    const pages = [1, 2, 3].map((n) => page(n, [`Text ${n}.`], [line('PROGRESS NOTE (continued)', 60)]));
    expect(splitRunningLines(pages)[1]?.lines.map((l) => l.text)).toEqual(['Text 2.']);
  });
});
