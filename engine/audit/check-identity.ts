import type { Finding, PageNumber } from '../types.ts';
import { readFields } from '../header/read-fields.ts';
import { findDates } from '../text/dates.ts';
import { displayName, nameFromLabelValue, sameName } from '../text/names.ts';
import { citePages, type NoteContext } from './note-context.ts';

export interface ForeignPage {
  page: PageNumber;
  name: string | null;
  dob: string | null;
}

/**
 * Identity: the note's name and DOB agree with the patient entered, and no page carries another person's
 * identifiers (a page misfiled into this patient's packet).
 */
export function checkIdentity(ctx: NoteContext): { finding: Finding; foreignPages: ForeignPage[] } {
  const { patient, header } = ctx;
  // Only this note's own lines count: a page it shares with another (misfiled) note is not its page to flag.
  const foreignPages = ctx.pages.flatMap((p) =>
    foreignIdentifiers(ctx, p.page, [...p.running, ...ctx.lines.filter((l) => l.page === p.page)]),
  );
  const problems: string[] = [];
  const cited: PageNumber[] = [];
  const name = header.patientName;
  const dob = header.patientDob;
  if (name.value && !sameName(name.value, patient.name)) {
    problems.push(`the note names ${name.value}, not ${displayName(patient.name)}`);
    if (name.page) cited.push(name.page);
  }
  if (dob.value && dob.value !== patient.dob) {
    problems.push(`the note's DOB is ${dob.value}, not ${patient.dob}`);
    if (dob.page) cited.push(dob.page);
  }
  for (const f of foreignPages) {
    problems.push(`page ${f.page} belongs to someone else (${[f.name, f.dob && `DOB ${f.dob}`].filter(Boolean).join(', ')})`);
    cited.push(f.page);
  }
  if (problems.length > 0) {
    return {
      finding: { check: 'identity', severity: 'fail', message: `Wrong patient: ${problems.join('; ')}.`, pages: dedupe(cited) },
      foreignPages,
    };
  }
  const headerPages = dedupe([name.page, dob.page].filter((p): p is PageNumber => p !== null));
  if (!name.value || !dob.value) {
    const absent = [!name.value && 'patient name', !dob.value && 'date of birth'].filter(Boolean).join(' and ');
    return {
      finding: {
        check: 'identity',
        severity: 'warning',
        message: `The note does not show the ${absent}; identity could not be fully confirmed.`,
        pages: headerPages,
      },
      foreignPages,
    };
  }
  return {
    finding: {
      check: 'identity',
      severity: 'pass',
      message: `Name and DOB match the patient entered (${citePages(headerPages)}).`,
      pages: headerPages,
    },
    foreignPages,
  };
}

function foreignIdentifiers(
  ctx: NoteContext,
  page: PageNumber,
  lines: { text: string; cells: { text: string; x: number }[] }[],
): ForeignPage[] {
  const hits = readFields(lines.map((l) => ({ ...l, page })));
  let name: string | null = null;
  let dob: string | null = null;
  for (const h of hits) {
    if (h.kind === 'name' && !name) {
      const candidate = nameFromLabelValue(h.value);
      if (candidate && !sameName(candidate, ctx.patient.name)) name = displayName(candidate);
    }
    const date = h.kind === 'dob' ? findDates(h.value)[0] : undefined;
    if (date && date.iso !== ctx.patient.dob && !dob) dob = date.iso;
  }
  return name || dob ? [{ page, name, dob }] : [];
}

function dedupe(pages: PageNumber[]): PageNumber[] {
  return [...new Set(pages)].sort((a, b) => a - b);
}
