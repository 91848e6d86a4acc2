import type { DocLine, PageNumber } from '../types.ts';
import { SIGN_OFF_RE } from '../header/labels.ts';
import { lookupHeading, SECTION_NAMES, type SectionKey } from './dictionary.ts';

export interface Section {
  /**
   * 'header' is the note's header block before the first heading; 'narrative' is prose written under no heading
   * (a letter's body, a dictated operative note), from the header's first line of prose to the next heading.
   */
  key: SectionKey | 'header' | 'narrative';
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

// A line of prose: enough words, most of them lower case, and not a label and its value ('Reason for referral: ...').
const MIN_PROSE_WORDS = 8;
const MIN_LOWER_SHARE = 0.6;
const LEADING_LABEL = /^\s*[A-Za-z][\w .#/()'-]{0,30}:\s/;

function isProse(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  if (words.length < MIN_PROSE_WORDS || LEADING_LABEL.test(text)) return false;
  return words.filter((w) => /^[("']?[a-z]/.test(w)).length >= MIN_LOWER_SHARE * words.length;
}

/** Splits a note's lines into its clinical sections; sign-off lines open the signature section. */
export function splitSections(lines: DocLine[]): Section[] {
  const sections: Section[] = [];
  let current: { key: Section['key']; pages: Set<PageNumber>; parts: Section['parts'] } = {
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
      const name = sectionName(current.key);
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
    if (current.key === 'header' && isProse(line.text)) {
      close();
      current = { key: 'narrative', pages: new Set(), parts: [] };
    }
    current.pages.add(line.page);
    current.parts.push({ page: line.page, text: line.text });
  }
  close();
  return sections;
}

export function sectionName(key: Section['key']): string {
  if (key === 'header') return 'Header';
  return key === 'narrative' ? 'Narrative' : SECTION_NAMES[key];
}
