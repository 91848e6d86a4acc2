import { titleOf, type TitleType } from './doc-types.ts';
import { readFields, splitPadded, type FieldLine } from './read-fields.ts';

export interface BannerTitle {
  type: TitleType;
  known: boolean;
  /** the title as printed, lower case: two banners name the same document when these agree */
  text: string;
}

/**
 * The title a page banner prints beside the patient's identifiers ('ROE, JANE | DOB: 03/04/1950 | MRN: X1   EMERGENCY
 * DEPARTMENT NOTE'): EHR printouts name on every page the document the page belongs to. Only a line that also names
 * the patient is a banner, so a row of column labels or a letterhead names no document.
 */
export function bannerTitle(line: FieldLine): BannerTitle | null {
  const parts = splitPadded(line.cells).flatMap((c) => c.text.split(/\s+\|\s+/));
  if (parts.length < 2) return null;
  for (const part of parts) {
    const title = titleOf(part, 'banner');
    if (title && readFields([line]).some((h) => h.kind === 'name' || h.kind === 'dob')) {
      return { ...title, text: part.trim().replace(/\s+/g, ' ').toLowerCase() };
    }
  }
  return null;
}
