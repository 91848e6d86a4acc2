import { bannerTitle } from './banner-title.ts';
import { encounterOfLabel } from './dates/date-role.ts';
import { isContinuation, titleOf, type DocType } from './doc-types.ts';
import type { HeaderField } from './find-header.ts';
import { isLetter } from './letter.ts';
import { roleDates } from './note-date.ts';
import { sentencesOf } from './sentences.ts';
import type { FieldHit, FieldLine } from './read-fields.ts';
import { lineSpan, spanIn } from './source-span.ts';

// Titles are read among the note's first lines; a letter's salutation comes among them, its purpose in the few lines
// after it.
const TITLE_LINES = 20;
const LETTER_LINES = 30;
const LETTER_OPENING = 4;

// Body cues for notes that arrive without a title, strongest first.
const CUES: [RegExp, DocType][] = [
  [/\bhospital\s+course\b|\bdischarge\s+(diagnos[ie]s|medications|instructions)\b/i, 'Discharge Summary'],
  [/\b(pre|post)-?operative\s+diagnosis\b|\bestimated\s+blood\s+loss\b|\banesthesia\s*:/i, 'Operative Report'],
  [/\bfinal\s+(pathologic\s+)?diagnosis\b|\bgross\s+description\b|\bmicroscopic\s+description\b/i, 'Pathology Report'],
  // Report headings stand with or without a colon ('TECHNIQUE', 'Comparison:').
  [/^\s*(technique|comparisons?)\b|\bimpression\s*:[\s\S]{0,400}\b(no\s+acute|unremarkable|views?)\b/im, 'Radiology Report'],
  [/\breference\s+range\b|\bspecimen\s*:[\s\S]*\bresult\b|\b(wbc|hemoglobin|sodium|potassium|creatinine)\s+\d/i, 'Laboratory Report'],
  [/\breason\s+for\s+consult(ation)?\b|\bthank\s+you\s+for\s+(this|the)\s+(kind\s+)?(referral|consult)/i, 'Consultation'],
  [/\btriage\b|\bmode\s+of\s+arrival\b|\bed\s+course\b|\bemergency\s+department\s+course\b/i, 'Emergency Department Note'],
  [/\bprocedure\s*:[\s\S]{0,600}\b(consent|time[-\s]?out|tolerated)\b/i, 'Procedure Note'],
  [/\b(therapy|treatment)\s+(session|minutes)\b|\bgoals?\s*:[\s\S]{0,400}\b(rom|range\s+of\s+motion|gait|strength)\b/i, 'Therapy Note'],
  [/\bnursing\s+(assessment|interventions?)\b|\bpatient\s+education\s+provided\b/i, 'Nursing Note'],
  [/^\s*dear\s+(dr\.?|doctor|mr\.?|ms\.?|mrs\.?|sir|colleague)/im, 'Letter'],
  [/\bchief\s+complaint\b[\s\S]*\breview\s+of\s+systems\b[\s\S]*\bpast\s+(medical|surgical)\s+history\b/i, 'History and Physical'],
  [/\b(subjective|history\s+of\s+present\s+illness|hpi)\b[\s\S]*\b(assessment|plan)\b/i, 'Progress Note'],
];

/** The document type a note's content suggests when it has no title line. */
export function inferDocType(text: string): DocType {
  for (const [cue, type] of CUES) if (cue.test(text)) return type;
  return 'Other';
}

/**
 * A note's document type: its title line when it has one. Without a title that names a type: a letter is a letter (or
 * the consultation its opening sentence reports); else the encounter its header names (the department that issues it,
 * the label of its date of service, a study named in a field); else what its body suggests.
 */
export function readDocType(note: { lines: FieldLine[]; running: FieldLine[]; hits: FieldHit[]; text: string }): HeaderField<DocType> {
  let untyped: FieldLine | null = null;
  for (const line of note.lines.slice(0, TITLE_LINES)) {
    if (isContinuation(line.text)) continue;
    const own = titleOf(line.text);
    const banner = own ? null : bannerTitle(line);
    const title = own ?? banner ?? cellTitle(line);
    // 'Anesthesia Record' is a title that names no type: the header or the body may still tell one. A known title of
    // type Other ('Determination Notice') says the paper is no clinical document.
    const source = banner ? spanIn(line, banner.text) : lineSpan(line);
    if (title?.type === 'Other' && title.known) return { value: 'Other', page: line.page, confidence: 0.9, source };
    if (title?.type === 'Other') untyped ??= line;
    else if (title) return { value: title.type, page: line.page, confidence: title.known ? 0.95 : 0.85, source };
  }
  // The banner an EHR printout repeats on every page names the document too, second-hand.
  for (const line of note.running) {
    const title = bannerTitle(line);
    if (title?.type === 'Other') untyped ??= line;
    else if (title) return { value: title.type, page: line.page, confidence: title.known ? 0.85 : 0.75, source: spanIn(line, title.text) };
  }
  const page = note.lines[0]?.page ?? null;
  const purpose = letterPurpose(note.lines);
  if (purpose !== null) {
    const subject = subjectType(note.lines);
    if (subject) return { value: subject.type, page: subject.page, confidence: 0.8, source: subject.source };
    return { value: CONSULTANT_OPENING.test(purpose) ? 'Consultation' : 'Letter', page, confidence: 0.8 };
  }
  if (isCoverSheet(note.lines)) return { value: 'Other', page, confidence: 0.7 };
  const body = inferDocType(note.text);
  const header = headerEncounter(note);
  const type = header && REFINES[header] === body ? body : (header ?? body);
  if (type === 'Other' && untyped) return { value: 'Other', page: untyped.page, confidence: 0.6, source: lineSpan(untyped) };
  return { value: type, page, confidence: header ? 0.7 : type === 'Other' ? 0.3 : 0.6 };
}

/**
 * A title the dictionary knows, of two words or more, printed as one of two cells beside a letterhead or address
 * ('PINNACLE HEALTH PLANS   PRIOR AUTHORIZATION'); a row of column labels ('NAME  DOB  MR#  DATE') holds none.
 */
function cellTitle(line: FieldLine): ReturnType<typeof titleOf> {
  if (line.cells.length !== 2) return null;
  for (const cell of line.cells) {
    const title = cell.text.trim().split(/\s+/).length >= 2 ? titleOf(cell.text) : null;
    if (title?.known) return title;
  }
  return null;
}

// A consultant's letter reports a consultation, or thanks the doctor who referred the patient ('Thank you for
// referring Mrs. Roe'); the referring doctor's own letter ('I am referring...') is a letter.
const CONSULTANT_OPENING =
  /\bconsult|\bthank(?:s| you) for (?:referring|the referral|your referral|asking me to see|allowing me to see|the opportunity to see)\b/i;

/** The document kind a letter's subject line names ('RE: Consultation — ROE, JANE'), among the parts of its value. */
function subjectType(lines: FieldLine[]): (Pick<HeaderField<DocType>, 'page' | 'source'> & { type: DocType }) | null {
  for (const line of lines.slice(0, LETTER_LINES)) {
    const subject = /^\s*(?:re|regarding|subject)\s*:\s*(.+)$/i.exec(line.text)?.[1];
    if (!subject) continue;
    for (const part of subject.split(/\s+[-–—|]\s+|[(),;]/)) {
      const title = titleOf(part.trim());
      if (title && title.type !== 'Other' && title.type !== 'Letter')
        return { type: title.type, page: line.page, source: spanIn(line, part) };
    }
  }
  return null;
}

// The addressing fields of a fax or records transmittal.
const TRANSMITTAL_FIELD = /^\s*(to|from|fax|pages|attn|attention|cc)\s*(?:#|no\.?)?\s*:/i;

/**
 * A fax cover sheet or records transmittal (no salutation, else it is a letter): three of its addressing fields among
 * the first lines. It names the documents it sends, so their names in it say nothing of its own kind.
 */
function isCoverSheet(lines: FieldLine[]): boolean {
  const fields = new Set(lines.slice(0, TITLE_LINES).map((l) => TRANSMITTAL_FIELD.exec(l.text)?.[1]?.toLowerCase()));
  fields.delete(undefined);
  return fields.size >= 3;
}

/** A letter's opening sentence, which says what it reports; null when the note is no letter. */
function letterPurpose(lines: FieldLine[]): string | null {
  const at = lines.findIndex((l, i) => i < LETTER_LINES && isLetter([l]));
  if (at < 0) return null;
  const after = lines
    .slice(at + 1, at + 1 + LETTER_OPENING)
    .map((l) => l.text)
    .join(' ');
  return sentencesOf(after)[0] ?? '';
}

// Departments that issue reports, printed as a line of their own in the header ('Department of Radiology').
const DEPARTMENT =
  /^(?:(?:the\s+)?(?:department|dept\.?)\s+of\s+)?(?:diagnostic|interventional|anatomic|clinical|surgical)?\s*(radiology|imaging|pathology|laboratory|lab)(?:\s+(?:department|dept\.?|services))?$/i;
const DEPARTMENT_TYPES: Record<string, DocType> = {
  radiology: 'Radiology Report',
  imaging: 'Radiology Report',
  pathology: 'Pathology Report',
  laboratory: 'Laboratory Report',
  lab: 'Laboratory Report',
};

// A header names the encounter broadly, the body can tell which kind: an operation is a procedure, and a specimen's
// collection date is a laboratory's or a pathologist's.
const REFINES: Partial<Record<DocType, DocType>> = { 'Procedure Note': 'Operative Report', 'Laboratory Report': 'Pathology Report' };

function headerEncounter(note: { lines: FieldLine[]; running: FieldLine[]; hits: FieldHit[] }): DocType | null {
  for (const line of note.lines.slice(0, TITLE_LINES)) {
    const department = DEPARTMENT.exec(line.text.trim())?.[1]?.toLowerCase();
    if (department) return DEPARTMENT_TYPES[department] ?? null;
  }
  const dates = roleDates(note.lines, note.running, note.hits).filter((d) => d.zone === 'header' || d.zone === 'running');
  if (dates.some((d) => d.role === 'discharge') && dates.some((d) => d.role === 'admission')) return 'Discharge Summary';
  for (const d of dates) {
    const type = d.role === 'service' ? encounterOfLabel(d.label) : null;
    if (type) return type;
  }
  // A field naming an imaging study ('Exam: MRI LUMBAR SPINE WO CONTRAST').
  const study = note.hits.some((h) => /\b(exam|study|procedure|test)\b/i.test(h.label) && titleOf(h.value)?.type === 'Radiology Report');
  return study ? 'Radiology Report' : null;
}
