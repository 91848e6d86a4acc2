import type { DocLine, PageNumber } from '../types.ts';
import { SIGN_OFF_RE } from '../header/labels.ts';
import { lookupHeading, SECTION_NAMES, type SectionKey } from './dictionary.ts';

export interface Section {
  /** 'header' is what comes before the first heading: the note's header block */
  key: SectionKey | 'header';
  name: string;
  pages: PageNumber[];
  text: string;
  /** the section's text line by line with its page, so later checks can cite the exact page */
  parts: { page: PageNumber; text: string }[];
}

// Single letters (S, O, A, P) count as headings only when they stand alone or before a colon.
const INLINE_HEADING = /^\s*([A-Za-z][A-Za-z &/()'-]{0,48}?)\s*([:\-–])\s*(.*)$/;

/** Reads a line as a heading: 'ASSESSMENT AND PLAN', 'Plan:', 'HPI: 54 yo with ...'. */
export function readHeading(text: string): { key: SectionKey; rest: string } | null {
  const whole = text.trim().replace(/:$/, '');
  const alone = lookupHeading(whole);
  if (alone && whole.length <= 50) return { key: alone, rest: '' };
  const colon = text.indexOf(':');
  const beforeColon = colon > 0 ? lookupHeading(text.slice(0, colon)) : null;
  if (beforeColon && colon <= 50) return { key: beforeColon, rest: text.slice(colon + 1).trim() };
  const m = INLINE_HEADING.exec(text);
  const key = m ? lookupHeading(m[1] ?? '') : null;
  // '-' separates only a heading in capitals ('PLAN - continue'), never a hyphenated word in a sentence.
  if (m && key && (m[2] === ':' || (m[1] ?? '') === (m[1] ?? '').toUpperCase())) return { key, rest: m[3] ?? '' };
  return null;
}

/** Splits a note's lines into its clinical sections; sign-off lines open the signature section. */
export function splitSections(lines: DocLine[]): Section[] {
  const sections: Section[] = [];
  let current: { key: SectionKey | 'header'; pages: Set<PageNumber>; parts: Section['parts'] } = {
    key: 'header',
    pages: new Set(),
    parts: [],
  };
  const close = () => {
    const text = current.parts
      .map((p) => p.text)
      .join('\n')
      .trim();
    if (text !== '' || current.key !== 'header') {
      const name = current.key === 'header' ? 'Header' : SECTION_NAMES[current.key];
      sections.push({ key: current.key, name, pages: [...current.pages].sort((a, b) => a - b), text, parts: current.parts });
    }
  };
  for (const line of lines) {
    const heading = readHeading(line.text);
    const signOff = !heading && current.key !== 'signature' && SIGN_OFF_RE.test(line.text);
    if (heading || signOff) {
      close();
      current = { key: heading ? heading.key : 'signature', pages: new Set([line.page]), parts: [] };
      const rest = heading ? heading.rest : line.text;
      if (rest.trim() !== '') current.parts.push({ page: line.page, text: rest.trim() });
      continue;
    }
    current.pages.add(line.page);
    current.parts.push({ page: line.page, text: line.text });
  }
  close();
  return sections;
}
