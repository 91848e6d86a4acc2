import type { Finding, LineCell, PageNumber, PatientInput } from '../types.ts';
import { namesOfFields } from '../header/name-fields.ts';
import { readFields } from '../header/read-fields.ts';
import { findDates } from '../text/dates.ts';
import type { DateOrder } from '../text/date-order.ts';
import { displayName, nameTokens } from '../text/names.ts';
import { citePages, pageLines, type NoteContext } from './note-context.ts';
import { compareDob, compareName, type Agreement } from './same-person.ts';

export interface ForeignPage {
  page: PageNumber;
  name: string | null;
  dob: string | null;
}

type Verdict = { severity: 'pass' } | { severity: 'warning' | 'fail'; problem: string };

/**
 * Identity: the note's name and DOB agree with the patient entered, and no page carries another person's
 * identifiers (a page misfiled into this patient's packet). Another patient takes a name that is not this one's
 * (however it is written) without the patient's DOB, or this one's name with another DOB; one identifier that cannot
 * be read, or reads as a slip, is a warning.
 */
export function checkIdentity(ctx: NoteContext): { finding: Finding; foreignPages: ForeignPage[] } {
  const { patient, header } = ctx;
  const name = header.patientName;
  const dob = header.patientDob;
  // Only this note's own lines count: a page it shares with another (misfiled) note is not its page to flag.
  const standings = ctx.pages.map((p) => pageStanding(patient, p.page, pageLines(ctx, p), ctx.dateOrder));
  const foreignPages = standings.flatMap((s): ForeignPage[] => (s.kind === 'other' ? [{ page: s.page, name: s.name, dob: s.dob }] : []));
  const verdict = judge(patient, name.value, dob.value);
  const headerPages = dedupe([name.page, dob.page].filter((p): p is PageNumber => p !== null));
  const problems: string[] = verdict.severity === 'fail' ? [verdict.problem] : [];
  for (const f of foreignPages) {
    problems.push(`page ${f.page} belongs to someone else (${[f.name, f.dob && `DOB ${f.dob}`].filter(Boolean).join(', ')})`);
  }
  if (problems.length > 0) {
    const pages = dedupe([...(verdict.severity === 'fail' ? headerPages : []), ...misfiledPages(standings, verdict.severity === 'fail')]);
    const message = `Wrong patient: ${problems.join('; ')} (${citePages(pages)}).`;
    return { finding: { check: 'identity', severity: 'fail', message, pages }, foreignPages };
  }
  if (verdict.severity === 'warning') {
    return { finding: { check: 'identity', severity: 'warning', message: verdict.problem, pages: headerPages }, foreignPages };
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

/**
 * The pages another patient's note runs over: when its header names someone else, from its start over the pages
 * that name no one, up to a page that names this patient; inside this patient's note, only the pages naming another.
 */
function misfiledPages(standings: PageStanding[], fromStart: boolean): PageNumber[] {
  const end = fromStart ? standings.findIndex((s) => s.kind === 'this') : 0;
  const run = standings.slice(0, end < 0 ? standings.length : end);
  return [...run.map((s) => s.page), ...standings.flatMap((s) => (s.kind === 'other' ? [s.page] : []))];
}

function judge(patient: PatientInput, name: string | null, dob: string | null): Verdict {
  const n: Agreement = name ? compareName(name, patient.name) : 'unknown';
  const d = compareDob(dob, patient.dob);
  const entered = displayName(patient.name);
  if (n === 'different' && d !== 'same') {
    return { severity: 'fail', problem: `the note names ${name}${dob ? ` (DOB ${dob})` : ''}, not ${entered}` };
  }
  if (n === 'same' && d === 'different') {
    return {
      severity: 'fail',
      problem: `the note's DOB is ${dob}, not ${patient.dob} (the name matches: a namesake's note or a wrong DOB)`,
    };
  }
  if (n === 'same' && d === 'same') return { severity: 'pass' };
  if (n === 'different' && name && sharesSurname(name, patient.name)) {
    // Same family, same birthday: a twin's note, the misfiling a shared surname and DOB invite.
    return { severity: 'fail', problem: `the note names ${displayName(name)}, not ${entered}, born the same day (a twin's note?)` };
  }
  if (n === 'different') {
    return { severity: 'warning', problem: `The note names ${name} but shows the patient's DOB; check whose note it is.` };
  }
  if (d === 'near' || d === 'different') {
    const shown = n === 'same' ? 'the name matches' : 'the patient name could not be read';
    return { severity: 'warning', problem: `The note's DOB ${dob} differs from ${patient.dob} and ${shown}; check for a misread.` };
  }
  const absent = [n === 'unknown' && 'patient name', d === 'unknown' && 'date of birth'].filter(Boolean).join(' and ');
  return { severity: 'warning', problem: `The note does not show the ${absent}; identity could not be fully confirmed.` };
}

function sharesSurname(read: string, entered: string): boolean {
  const surname = nameTokens(entered).at(-1);
  return surname !== undefined && nameTokens(read).at(-1) === surname;
}

type PageStanding = { page: PageNumber; kind: 'this' | 'none' } | ({ kind: 'other' } & ForeignPage);

/** Whose page it is by its own identifiers: the patient's name or DOB anywhere on it makes it this patient's. */
function pageStanding(
  patient: PatientInput,
  page: PageNumber,
  lines: { text: string; cells: LineCell[] }[],
  order: DateOrder | undefined,
): PageStanding {
  const hits = readFields(lines.map((l) => ({ ...l, page })));
  const names = namesOfFields(hits).map((n) => n.value);
  const dobs = hits.flatMap((h) => (h.kind === 'dob' ? (findDates(h.value, order)[0]?.iso ?? []) : []));
  const name = names.find((n) => compareName(n, patient.name) === 'same') ?? names.find((n) => compareName(n, patient.name) !== 'unknown');
  const dob = dobs.find((d) => d === patient.dob) ?? dobs[0];
  if (judge(patient, name ?? null, dob ?? null).severity === 'fail') {
    return { kind: 'other', page, name: name ? displayName(name) : null, dob: dob && dob !== patient.dob ? dob : null };
  }
  return { page, kind: (name && compareName(name, patient.name) === 'same') || dob === patient.dob ? 'this' : 'none' };
}

function dedupe(pages: PageNumber[]): PageNumber[] {
  return [...new Set(pages)].sort((a, b) => a - b);
}
