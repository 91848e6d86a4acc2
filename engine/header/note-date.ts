import { findDates } from '../text/dates.ts';
import type { DocType } from './doc-types.ts';
import { isBareDateLabel } from './labels.ts';
import type { FieldHit, FieldLine } from './read-fields.ts';
import type { PageNumber } from '../types.ts';

// The header block sits in the note's first lines.
const OPENING_LINES = 30;

export interface DatePick {
  iso: string;
  page: PageNumber;
  confidence: number;
}

/** What a date in a note's opening lines stands for. */
export type DateRole = 'birth' | 'service' | 'admission' | 'discharge' | 'dated' | 'visit' | 'other' | 'narrative' | 'unlabelled';

interface RoledDate {
  iso: string;
  page: PageNumber;
  role: DateRole;
  confidence: number;
}

// Dates near these words are not the date of service: visits before or after this one, print and fax stamps,
// transcription, signing and birth dates.
const NOT_SERVICE =
  /(last\s+seen|last\s+visit|previous|prior|follow[-\s]?up|f\/u|return|next\s+(?:visit|appt|appointment)|scheduled|printed|print\s+date|fax|transcribed|dictated|\bt:|\bd:|signed|dob|d\.o\.b|birth|born|since|until|history\s+of|s\/p|status\s+post|in\s+\d{4}|on\s+or\s+about|eff(ective)?\.?)[^.]{0,30}$/i;
// A visit told in prose, as letters do: 'I saw her in clinic on March 1, 2022'.
const VISIT_TOLD = /\b(seen|saw|seeing|visited|evaluated|examined|consulted)\b[^.]{0,40}\b(on|dated)\s*$/i;
// Three lower-case words before a date in the same line: the date sits in a sentence of the narrative.
const IN_SENTENCE = /(?:\b[a-z][a-z'’]*\b[^A-Za-z\d]+){3}[^.]*$/;

/** Every date of the opening lines with its role, from its label, the words before it and its place in a sentence. */
export function roleDates(hits: FieldHit[], opening: FieldLine[]): RoledDate[] {
  const out: RoledDate[] = [];
  const labelledLines = new Set<number>();
  for (const h of hits) {
    const date = findDates(h.value.slice(0, 60))[0];
    if (!date || date.index > 12) continue;
    labelledLines.add(h.line);
    const role: DateRole =
      h.kind === 'dob'
        ? 'birth'
        : h.kind === 'discharge' || h.kind === 'admission'
          ? h.kind
          : h.kind === 'dos'
            ? isBareDateLabel(h.label)
              ? 'dated'
              : 'service'
            : 'other';
    out.push({ iso: date.iso, page: h.page, role, confidence: h.layout === 'inline' ? 0.95 : 0.9 });
  }
  opening.forEach((line, i) => {
    for (const d of findDates(line.text)) {
      if (out.some((o) => o.iso === d.iso)) continue;
      const before = line.text.slice(0, d.index);
      if (VISIT_TOLD.test(before)) out.push({ iso: d.iso, page: line.page, role: 'visit', confidence: 0.8 });
      else if (labelledLines.has(i) || NOT_SERVICE.test(before)) out.push({ iso: d.iso, page: line.page, role: 'other', confidence: 0.5 });
      else if (IN_SENTENCE.test(before)) out.push({ iso: d.iso, page: line.page, role: 'narrative', confidence: 0.3 });
      else out.push({ iso: d.iso, page: line.page, role: 'unlabelled', confidence: 0.6 });
    }
  });
  return out;
}

/**
 * The note date: the date of service by label (for a discharge summary its discharge date), else the admission
 * date, a visit the text tells of, a bare 'Date:' line, then an unlabelled date in the opening lines at low
 * confidence. Never the date of birth, a print or signing stamp, or a date inside the narrative.
 */
export function pickNoteDate(note: {
  lines: FieldLine[];
  running: FieldLine[];
  hits: FieldHit[];
  docType: DocType;
  dob: string | null;
}): DatePick | null {
  const { hits, docType, dob } = note;
  const dates = roleDates(hits, note.lines.slice(0, OPENING_LINES));
  const births = new Set([dob, ...dates.filter((d) => d.role === 'birth').map((d) => d.iso)]);
  const order: DateRole[] =
    docType === 'Discharge Summary'
      ? ['discharge', 'service', 'dated', 'admission', 'visit', 'unlabelled']
      : ['service', 'admission', 'visit', 'dated', 'unlabelled', 'discharge'];
  for (const role of order) {
    const pick = dates.find((d) => d.role === role && !births.has(d.iso));
    if (pick) return { iso: pick.iso, page: pick.page, confidence: pick.confidence };
  }
  return null;
}
