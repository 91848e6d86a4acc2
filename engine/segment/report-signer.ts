import { CREDENTIALS } from '../audit/credentials.ts';
import { POST } from '../audit/sign-off.ts';
import { REPORT_CLOSE_BY, SIGNED_ELECTRONICALLY } from '../audit/signing-acts.ts';
import { SIGN_OFF_RE } from '../header/labels.ts';
import { findDates } from '../text/dates.ts';
import { isSentence } from '../header/entry-heading.ts';

// The act of answering for a report, or of reading it, by whom ('Interpreted by', 'Reported by', 'Informado por',
// 'Refertato da', 'Befundet von'; the one signing vocabulary, audit/signing-acts.ts): any name after it closes the
// report. The role of the clinician who answers for it ('Pathologist', 'Interpreting Neurologist') closes it only
// before a clinician's name ('Dr ...', '..., MD'): a header names roles too.
// Who asked for the report (ordering, referring, requesting, attending) answers for nothing.
const ROLE_LABEL =
  /^\s*(?:(?:(?:interpreting|reporting|reading|consultant|staff)\s+)?(?:pathologist|radiologist|cytopathologist|neurologist|cardiologist|physician|doctor|clinician)|patologo|pathologe|radiologo|radiologe)\s*:\s*(.+)$/i;
// A person's name: two to five words, capitalised or initials, no digits.
const NAME = /^(?:\p{Lu}[\p{L}'’.-]*,?\s+){1,4}\p{Lu}[\p{L}'’.-]*(?:,?\s+\S+)?$/u;
const CLINICIAN_NAME = new RegExp(
  String.raw`^(?:dr\.?|prof\.?|dott\.?(?:ssa)?|dra?\.?)\s+\S|\S+\s+\S+?,?\s+${CREDENTIALS.source}\s*$`,
  'i',
);

/**
 * A report's close: the clinician who answers for it named under its text ('Interpreted by: Omar Haddad, MD',
 * 'Pathologist: Dr Priya Nair'). Reports printed one under the other in a packet end so, often without any
 * 'signed' wording; the next report's title then opens a note as it would after a sign-off.
 */
export function isReportSigner(text: string): boolean {
  if (text.length > 100) return false;
  const act = withoutSigningTime(REPORT_CLOSE_BY.exec(text)?.[1]?.trim());
  if (act !== undefined) return !/\d/.test(act) && (NAME.test(act) || CLINICIAN_NAME.test(act));
  const role = ROLE_LABEL.exec(text)?.[1]?.trim();
  return role !== undefined && CLINICIAN_NAME.test(role);
}

// A clinician signing an entry with their name alone: initials or a name, then credentials, perhaps a role in brackets
// ('H. Boyd RM', '— J.M., RN (triage)', 'K. Lindqvist LPN').
// A doctor may sign with the honorific and the name alone ('Dr K. Osei', 'Dr Lerato Mahlangu').
const SIGNER_LINE = new RegExp(
  String.raw`^[\s—–-]*(?:\p{Lu}\.\s?){1,3},?\s*(?:\p{Lu}[\p{L}'’-]+,?\s+)?${CREDENTIALS.source}|^[\s—–-]*(?:dr\.?\s+)?\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+,?\s+${CREDENTIALS.source}|^[\s—–-]*(?:Dr|Dra|Prof)\.?\s+(?:\p{Lu}\.\s?){0,3}\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s*$`,
  'u',
);
const SIGNER_TAIL = /^\s*(?:\([^)]{1,30}\))?\s*$/;
const SIGNER_CHARS = 50;

/**
 * A line that is only a clinician's name with credentials ('H. Boyd RM'): written under an entry's text, it signs the
 * entry (find-notes.ts reads it so only between the entry's text and a line that is no prose).
 */
export function isSignerLine(text: string): boolean {
  const entered = text.replace(ENTERED_BY, '');
  const signer = withoutSigningTime(entered) ?? text;
  // With the date it was signed after it, a name and a post of a few capitalised words is a signature whatever the post
  // ('Ann Vue, PHN 04/02/25 0915', 'Mary Doyle, CNS Skin Cancer (NMBI 112233) 03/10/2025'): the date says so, not a list.
  const dated = signer !== entered;
  if (namesPost(signer, dated) || POST_NOMINALS.test(signer)) return true;
  if (signer.length > SIGNER_CHARS) return false;
  const m = SIGNER_LINE.exec(signer);
  return m !== null && SIGNER_TAIL.test(signer.slice(m.index + m[0].length));
}

// A name closed by two post-nominal letters or more, each a short run of capitals ('Ana Roe-Yazzie, MS, RDN', 'Caleb
// Wojcik, MS, ACSM-CEP'): the shape of a clinician's credentials, whichever a list holds. (A place and its state, 'Lake
// Oswego, OR', has one.)
const POST_NOMINALS =
  /^[\s—–-]*(?:\p{Lu}\.\s?|\p{Lu}[\p{L}'’-]+\s+){1,3}\p{Lu}[\p{L}'’-]+(?:,\s*\p{Lu}{2,6}(?:[-/]\p{Lu}{1,6})?){2,4}\s*$/u;

// The entry's last sentence, then its signer on the same line ('... no sign of rupture. — J. Lund, OT').
const AFTER_SENTENCE = /[.!?]\s+(?:[—–-]\s*)?/gu;
// How long the signer after the sentence may be.
const SIGNER_AFTER_SENTENCE_CHARS = 60;
// A line that ends in credentials, or names whom it is by: only such a line is read further.
const ENDS_IN_CREDENTIALS = new RegExp(String.raw`(?:${CREDENTIALS.source}|\b\p{Lu}{2,6})\s*$`, 'u');
const NAMES_BY = /(?<![\p{L}])(?:by|por|da|von|durch|par|door)(?![\p{L}])/iu;

/**
 * Whether a line of the entry's prose ends with its signer after its last sentence: a clinician's name with credentials
 * ('Splint adjusted, no sign of rupture. — J. Lund, OT'), or a report's validator ('Critical value phoned at 20:52.
 * Authorised by: Dr Ann Roe, Clinical Pathologist'). A name inside a sentence ('Discussed with Kay Lund, MD') is none.
 */
export function signsAtLineEnd(text: string): boolean {
  const credentials = ENDS_IN_CREDENTIALS.test(text);
  if (!credentials && !NAMES_BY.test(text)) return false;
  for (const m of text.matchAll(AFTER_SENTENCE)) {
    const tail = text.slice(m.index + m[0].length);
    // What stands before the signer is the entry's prose: a label's honorific ('ANESTHESIOLOGIST: Dr. Ann Roe, MD')
    // ends no sentence.
    if (tail.length > SIGNER_AFTER_SENTENCE_CHARS || !isSentence(text.slice(0, m.index))) continue;
    if ((credentials && isSignerLine(tail)) || isReportSigner(tail)) return true;
  }
  return false;
}

// A record's statement of who entered the entry, before the clinician's name ('Entered by Mary Lane, RGN ...', 'Recorded
// by:', 'Erfasst von', 'Saisi par'): the name with credentials after it closes the entry as it would alone.
const ENTERED_BY =
  /^\s*(?:entered|recorded|documented|written|charted|erfasst|dokumentiert|saisi|r[ée]dig[ée]|registrado|registrato)\s+(?:by|von|par|por|da)\s*:?\s*/iu;

// A signer's name: initials or a given name, perhaps a surname's particles, a surname ('S. Khumalo', 'Anna de Wet').
// Given names may be several and a surname's particle may be any short word in small letters ('Siti Nur bte Ahmad',
// 'Ahmad bin Ali', 'Anna de Wet').
const SIGNER_NAME = /^[\s—–-]*(?:(?:\p{Lu}\.\s?){1,3}|(?:\p{Lu}[\p{L}'’-]+\s+){1,3})(?:\p{Ll}{1,4}\s+){0,2}\p{Lu}[\p{L}'’-]+$/u;
// The post after the name: a few words, no figures, a clinician's post (audit/sign-off.ts), perhaps a registration in
// brackets ('Professional Nurse (SANC 12-345678)', 'Clinical Psychologist (HPCSA PS 0123456)').
const POST_WORDS = 4;
const REGISTRATION_AFTER = /\s*\([^()]{1,40}\)\s*$/;

// A post no list holds, after a name signed with its date: one to four capitalised words ('PHN', 'Podiatrist', 'CNS
// Multiple Sclerosis'); a state's two letters alone ('Lake Oswego, OR') are none.
const CAPITALISED_POST = /^(?!\p{Lu}{1,2}$)\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}$/u;

/**
 * A signer's line that names the signer and their post: 'S. Khumalo, Professional Nurse (SANC 12-345678)'; with `dated`
 * (the line closed on the date it was signed) any post of capitalised words.
 */
function namesPost(text: string, dated = false): boolean {
  const comma = text.indexOf(',');
  if (comma < 0) return false;
  const name = text.slice(0, comma).trim();
  const post = text
    .slice(comma + 1)
    .replace(REGISTRATION_AFTER, '')
    .trim();
  // Two posts may be joined by a slash ('Occupational Therapist / Accredited Hand Therapist'), each a few words.
  const short = post.split(/\s*[/&]\s*/).every((part) => part.split(/\s+/).length <= POST_WORDS);
  return SIGNER_NAME.test(name) && post !== '' && !/\d/.test(post) && short && (POST.test(post) || (dated && CAPITALISED_POST.test(post)));
}

// What may follow the date a signer signed on: its time, in any clock ('09:21', '-1915', '10:09 AM'), a time zone
// ('CST'), and the record's status ('Verified', 'Authorised', 'Final').
const SIGNED_AT_REST =
  /^[\s\d:.·|,;-]*(?:[ap]\.?\s?m\.?)?\s*(?:\p{Lu}{2,4})?[\s·|,;—–-]*(?:verified|authori[sz]ed|final|signed|validated|approved)?\s*$/iu;

/**
 * A signer's line without the time it was signed, printed after the name ('Lorena Roe, RN 06/25/2025 09:21', 'Dr Ann
 * Lee, Consultant Radiologist · 03/02/2025 10:09 · Verified'): when the note was signed says nothing of who signed it,
 * and a name stays a name with it. A line whose date is followed by anything else, or led into by a small word, is
 * returned whole.
 */
function withoutSigningTime(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const date = findDates(text)[0];
  const before = text.slice(0, date?.index ?? 0);
  if (!date || date.index === 0 || LEADS_INTO_DATE.test(before) || !SIGNED_AT_REST.test(text.slice(date.index + date.length))) return text;
  return before.replace(/[\s·|,;—–-]+$/u, '');
}

// A small word leading into the date ('... on', 'Validé par Dr Roe le'): the line is a statement, read as it was.
const LEADS_INTO_DATE = /(?:^|\s)\p{Ll}{1,3}\s*$/u;

/**
 * Whether line i is a reporting act alone ('Reported by:', 'Interpreted by') whose signer is named on the line under it
 * (a typed name, or a signature read as one over the typed name): the two lines close the report as one would.
 */
export function signsUnder(lines: readonly { text: string; page: number }[], i: number): boolean {
  const line = lines[i];
  const next = lines[i + 1];
  return (
    line !== undefined && next?.page === line.page && ACT_ALONE.test(line.text) && isReportSigner(`${line.text.trim()} ${next.text.trim()}`)
  );
}

const ACT_ALONE = /\b(?:by|por|da|von|durch|par|door)\s*:?\s*$/iu;

/**
 * A line that closes the note it ends: a sign-off, a report's signer, a record system's statement that it signed the
 * note ('[electronically authenticated]'), or a clinician named who says after the name that they signed.
 * Header lines above a note's title stop there.
 */
export function closesNote(text: string): boolean {
  return SIGN_OFF_RE.test(text) || isReportSigner(text) || SIGNED_ELECTRONICALLY.test(text) || signedAfterName(text);
}

// After a separator, the act of signing (or of finalising, verifying, validating the entry) and the date it was done,
// in the languages the sets hold records in ('— signed 03/03/2026 12:15', '· signed 2026-03-02', '— finalised ...',
// ', firmado el ...', '— signé le ...').
const ACT_THEN_DATE =
  /^\s*[·—–|,-]\s*(?:(?:electronically|digitally)\s+)?(?:(?:co-?|counter)?signed|finali[sz]ed|verified|validated|authori[sz]ed|approved|firmad[oa]|firmat[oa]|sign[ée]e?|valid[ée]e?|unterschrieben|assinad[oa]|ondertekend)\s+(?:(?:on|el|le|il|am|em|op)\s+)?(?=\d)/iu;
// Where a name closed by credentials or opened by an honorific ends: what follows may be the act.
const NAMED_CLINICIAN = new RegExp(
  String.raw`^(?:.{0,20}\b(?:Dr|Dra|Prof)\.?\s+\p{Lu}.{0,60}?|.{2,60}?\b${CREDENTIALS.source}(?:\)|\s*,[^,·—–|]{1,40})?)(?=\s*[·—–|,-]\s*\p{L})`,
  'u',
);

/**
 * A clinician's line that says after the name that they signed the entry and when ('Ana Roe, PTA — signed 03/03/2026
 * 12:15 · Supervising PT: ...', 'Leah Boudreau, RN, Hepatology Nurse Clinician · signed 2026-03-02 14:41', 'Recorded
 * by Dr Ravi Menon (MBBS FRACGP) — finalised 10/01/2025 10:05'): the name with credentials or an honorific, or with a
 * clinician's post ('Mere Tane, Physiotherapist (Reg. 81-00017) — signed ...'), a separator, the act and its date.
 */
function signedAfterName(text: string): boolean {
  if (text.length > 160 || !/\d/.test(text)) return false;
  const credentialed = NAMED_CLINICIAN.exec(text)?.[0];
  const posted = NAME_AND_POST.exec(text)?.[0];
  const name = credentialed ?? (posted !== undefined && namesPost(posted) ? posted : undefined);
  return name !== undefined && ACT_THEN_DATE.test(text.slice(name.length));
}

// A name and a post that is no list's credential ('Mere Tane, Physiotherapist (Reg. 81-00017)') before the act's
// separator: namesPost says whether it is a clinician's.
const NAME_AND_POST = /^[^,]{2,60},[^,·—–|]{2,60}?(?=\s*[·—–|]\s*\p{L})/u;
