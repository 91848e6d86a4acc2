import { findDates } from '../text/dates.ts';
import type { DocType } from './doc-types.ts';
import type { FieldHit } from './read-fields.ts';
import type { FieldLine } from './read-fields.ts';
import type { PageNumber } from '../types.ts';

export interface DatePick {
  iso: string;
  page: PageNumber;
  confidence: number;
}

// Dates near these words are not the date of service: visits before or after this one, print and fax stamps,
// transcription, signing and birth dates.
const NOT_SERVICE =
  /(last\s+seen|last\s+visit|previous|prior|follow[-\s]?up|f\/u|return|next\s+(?:visit|appt|appointment)|scheduled|printed|print\s+date|fax|transcribed|dictated|\bt:|\bd:|signed|dob|d\.o\.b|birth|born|since|until|history\s+of|s\/p|status\s+post|in\s+\d{4}|on\s+or\s+about)[^.]{0,30}$/i;

/**
 * The note date: a labelled date of service first (for a discharge summary its discharge date), then the first
 * unlabelled date in the opening lines that is not in a known non-service context, then the signing date.
 */
export function pickNoteDate(hits: FieldHit[], opening: FieldLine[], docType: DocType): DatePick | null {
  const labelled = (kind: FieldHit['kind']) =>
    hits
      .filter((h) => h.kind === kind)
      .map((h) => ({ hit: h, date: findDates(h.value)[0] }))
      .find((x) => x.date !== undefined);
  const discharge = docType === 'Discharge Summary' ? labelled('discharge') : undefined;
  const service = discharge ?? labelled('dos');
  if (service?.date) return { iso: service.date.iso, page: service.hit.page, confidence: service.hit.layout === 'inline' ? 0.95 : 0.9 };
  for (const line of opening) {
    for (const d of findDates(line.text)) {
      if (!NOT_SERVICE.test(line.text.slice(0, d.index))) return { iso: d.iso, page: line.page, confidence: 0.6 };
    }
  }
  return null;
}
