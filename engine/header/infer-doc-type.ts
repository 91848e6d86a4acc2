import { bannerTitle } from './banner-title.ts';
import { encounterOfLabel } from './dates/date-role.ts';
import { isContinuation, namesImagingStudy, titleOf, type DocType, type TitleType } from './doc-types.ts';
import type { HeaderField } from './find-header.ts';
import { entryHeadingAt, isSentence } from './entry-heading.ts';
import { salutationAt } from './letter.ts';
import { roleDates } from './note-date.ts';
import { papersListAt } from './dates/papers-list.ts';
import { sentencesOf } from './sentences.ts';
import { lookupHeading } from '../sections/dictionary.ts';
import type { DateOrder } from '../text/date-order.ts';
import type { PageNumber, SourceSpan } from '../types.ts';
import { splitPadded, type FieldHit, type FieldLine } from './read-fields.ts';
import { lineSpan, spanIn } from './source-span.ts';

// Titles are read among the note's first lines; a letter's salutation comes among them, its purpose in the few lines
// after it.
const TITLE_LINES = 20;
const LETTER_LINES = 30;
const LETTER_OPENING = 4;

// Body cues for notes that arrive without a title, strongest first.
const CUES: [RegExp | ((text: string) => boolean), TitleType][] = [
  [/\bhospital\s+course\b|\bdischarge\s+(diagnos[ie]s|medications|instructions)\b/i, 'Discharge Summary'],
  [/\b(pre|post)-?operative\s+diagnosis\b|\bestimated\s+blood\s+loss\b|\banesthesia\s*:/i, 'Operative Report'],
  [/\bfinal\s+(pathologic\s+)?diagnosis\b|\bgross\s+description\b|\bmicroscopic\s+description\b/i, 'Pathology Report'],
  // Report headings stand with or without a colon ('TECHNIQUE', 'Comparison:'), as a heading does: a line of prose
  // wrapped to open with the word ('technique shown to mum') is none.
  [/^\s*(?:technique|comparisons?)\s*(?::|$)|\bimpression\s*:[\s\S]{0,400}\b(no\s+acute|unremarkable|views?)\b/im, 'Radiology Report'],
  [/^\s*(?:TECHNIQUE|COMPARISONS?)\b/m, 'Radiology Report'],
  [/\breference\s+range\b|\bspecimen\s*:[\s\S]*\bresult\b|\b(wbc|hemoglobin|sodium|potassium|creatinine)\s+\d/i, 'Laboratory Report'],
  [isPrescription, 'Other'],
  [/\breason\s+for\s+consult(ation)?\b|\bthank\s+you\s+for\s+(this|the)\s+(kind\s+)?(referral|consult)/i, 'Consultation'],
  // Triage is the emergency department's when it says so ('ED triage', 'Triage category: 3'); a clinic triages too.
  [
    /\b(ed|er|emergency|a\s*&\s*e)\s+triage\b|\btriage\s+(category|level|score|acuity|nurse|time|note|assessment)\b|\bmode\s+of\s+arrival\b|\bed\s+course\b|\bemergency\s+department\s+course\b/i,
    'Emergency Department Note',
  ],
  [/\bprocedure\s*:[\s\S]{0,600}\b(consent|time[-\s]?out|tolerated)\b/i, 'Procedure Note'],
  [/\b(therapy|treatment)\s+(session|minutes)\b|\bgoals?\s*:[\s\S]{0,400}\b(rom|range\s+of\s+motion|gait|strength)\b/i, 'Therapy Note'],
  [/\bnursing\s+(assessment|interventions?)\b|\bpatient\s+education\s+provided\b/i, 'Nursing Note'],
  [/^\s*dear\s+(dr\.?|doctor|mr\.?|ms\.?|mrs\.?|sir|colleague)/im, 'Letter'],
  // Spanish: a reason for the visit and the history behind it make the whole history (a 'historia clínica': the
  // history and physical), except at an outpatient or a follow-up visit the note names ('consulta externa', 'consulta
  // de control'), whose note it is.
  [
    /^(?=[\s\S]*\b(?:consulta\s+(?:externa|ambulatoria|de\s+(?:control|seguimiento))|control\s+ambulatorio)\b)[\s\S]*\bmotivo\s+de\s+consulta\b[\s\S]*\bantecedentes\b/i,
    'Progress Note',
  ],
  [/\bmotivo\s+de\s+consulta\b[\s\S]*\bantecedentes\b/i, 'History and Physical'],
  // A whole history taken at an admission (or before an operation) is its history and physical; the same history at a
  // clinic visit ('presents for her annual exam') is the visit's note, below.
  [
    /^(?=[\s\S]*\b(admit(ted)?|admission|admitting|inpatient|pre-?operative\s+(evaluation|assessment))\b)(?=[\s\S]*\breview\s+of\s+systems\b)(?=[\s\S]*\bpast\s+(medical|surgical)\s+history\b)[\s\S]*\bchief\s+complaints?\b/i,
    'History and Physical',
  ],
  // A visit's note: what the patient tells (a complaint, the history, the reason for the visit) and what the clinician
  // makes of it (an assessment, a plan), or a visit told in the note's own words ('seen today for f/u').
  [
    /\b(subjective|history\s+of\s+present\s+illness|hpi|chief\s+complaints?|reason\s+for\s+(the\s+)?visit)\b[\s\S]*\b(assessment|plan)\b/i,
    'Progress Note',
  ],
  [/\b(pt|patient)\s+(was\s+)?seen\s+today\b|\b(f\/u|follow[-\s]?up)\s*visit\b/i, 'Progress Note'],
];

// A visit's note by its parts, each a heading at its line's start (alone on the line or before a colon), in the
// shorthand and the languages notes are written in: what the patient tells (S, 'Subjective', 'History', 'Reason', 'C/O',
// 'Complaints', 'Interval', 'Concerns', 'Anamnesis', 'Şikayətlər', 'Жалобы', 'Motif', 'Queixa'), then what the clinician
// makes of it and does (A, P, 'Assessment', 'Diagnosis', 'Plan', 'Treatment', 'Procedere', 'Müalicə', 'Лечение'). A
// report's 'Impression', 'Conclusion' or 'Recommendation' after a history is a study's reading, not a visit's.
// The Nordic records name the same parts: the reason for the contact and the history (Finnish 'Tulosyy', 'Esitiedot';
// Swedish 'Kontaktorsak', 'Sökorsak'; Norwegian 'Kontaktårsak'; Danish and Norwegian 'Sygehistorie', 'Sykehistorie';
// Faroese 'Orsøk til vitjan', 'Sjúkrasøga'), then the assessment and what is done (Finnish 'Arvio', 'Hoito ja jatko',
// 'Suunnitelma'; Swedish 'Bedömning', 'Åtgärd'; Danish and Norwegian 'Vurdering', 'Tiltak'; Faroese 'Meting', 'Ætlan').
const TOLD_PART = String.raw`(?:subjective|history|reason(?:\s+for\s+(?:the\s+)?(?:visit|encounter|consultation|attendance))?|c\s*\/\s*o|complaints?|presenting\s+complaints?|interval(?:\s+history)?|concerns?|anamne\p{L}*|şikayət\p{L}*|жалоб\p{L}*|motif(?:\s+de\s+(?:la\s+)?consultation)?|queixas?(?:\s+principal)?|beschwerden|tulosyy|esitiedot|kontakt(?:orsak|årsak)|sökorsak|sy[gk]ehistorie|orsøk\s+til\s+vitjan|sjúkrasøga)`;
const MADE_OF_PART = String.raw`(?:assessment(?:\s+and\s+plan)?|diagnos[ie]s|diagnose[n]?|diagnóstico|diaqnoz|диагноз|plan|management|treatment|müalicə|лечение|tratamiento|traitement|conduite\s+à\s+tenir|conduta|therapie|procedere|prozedere|arvio|hoito(?:\s+ja\s+jatko)?|suunnitelma|bedömning|åtgärd|vurdering(?:\s+og\s+plan)?|tiltak|meting|ætlan)`;
// The shorthand's letters pair with each other ('S' then 'A' or 'P'); a letter alone beside a word's heading is a line's
// initial ('Anamnese' over 'A').
const SOAP_LETTERS = String.raw`^[ \t]*S[ \t]*(?::|$)[\s\S]*^[ \t]*(?:A|P|A\s*\/\s*P)[ \t]*(?::|$)`;
const VISIT_PARTS = new RegExp(
  String.raw`^[ \t]*${TOLD_PART}[ \t]*(?::|$)[\s\S]*^[ \t]*${MADE_OF_PART}[ \t]*(?::|$)|${SOAP_LETTERS}`,
  'imu',
);

// A visit's note tells its parts on its first page or so: parts a record's pages apart ('Anamnese' on its first page,
// 'Therapie' on its tenth) are a whole record's, summarised.
const VISIT_PARTS_LINES = 60;

function visitParts(lines: FieldLine[]): boolean {
  return VISIT_PARTS.test(
    lines
      .slice(0, VISIT_PARTS_LINES)
      .map((l) => l.text)
      .join('\n'),
  );
}

// A drug line: a drug's form, its name and a dose ('Tab. Paracetamol 500 mg 1-0-1', '2) Syp Ambroxol 5 ml tds').
const DRUG_LINE =
  /^\s*(?:\d+[.)]\s*)?(?:tab|tablet|cap|capsule|syp|syrup|inj|injection|susp|drops?)\.?\s+\S.*\b\d+(?:\.\d+)?\s*(?:mg|mcg|g|ml|iu)\b/i;
// Any line that names a dose, under the prescription's sign.
const DOSE_LINE = /\b\d+(?:\.\d+)?\s*(?:mg|mcg|g|ml|iu|units?)\b/i;
const RX_SIGN = /^\s*(?:rx|℞)\W*$/i;

// A certifying sentence: the paper states a fact for someone else to rely on ('This is to certify that ...', 'Certifico
// que ...', 'Si certifica che ...', 'Hiermit wird bescheinigt ...'), as a certificate does, whatever visit it tells.
const CERTIFYING =
  /\b(?:this\s+is\s+to\s+certify|(?:i|we)\s+(?:hereby\s+)?certify|hereby\s+certif(?:y|ied)|(?:se\s+)?certific[ao]\s+que|se\s+certifica|hago\s+constar|si\s+certifica|certifie\s+que|atest[ao]\s+que|atestamos|hiermit\s+(?:wird\s+)?(?:bescheinigt|bestätigt)|bescheinige)\b/i;

/** Whether the note's opening lines certify something: the paper is a certificate. */
function certifies(lines: FieldLine[]): boolean {
  return lines.slice(0, TITLE_LINES).some((l) => CERTIFYING.test(l.text));
}

// A row of a results table: a value, its unit and its reference range ('Ferritin  45  ug/L  15 - 200').
// A flag may stand between the value and its unit: a letter, a star or an arrow ('11,9  ↓ g/dl').
const RESULT_ROW =
  /\d(?:[.,]\d+)?\s*(?:[HL*↑↓▲▼]|\+{1,2})?\s+(?:\S*[/%^]\S*|fl|pg|i?u|meq|sec|s|ratio)\s+(?:[<>]\s*)?\d+(?:[.,]\d+)?\s*[-–]\s*\d+(?:[.,]\d+)?/i;
const TABLE_ROWS = 3;
const TOLD_WITH_RESULTS = new Set<TitleType>(['Discharge Summary', 'Operative Report', 'Pathology Report']);

/** A paper that is mostly a table of results: three rows or more, and a third of its lines or more. */
function isResultsTable(text: string, saysNothingElse = false): boolean {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const rows = lines.filter((l) => RESULT_ROW.test(l)).length;
  if (rows >= TABLE_ROWS && rows * 3 >= lines.length) return true;
  // A laboratory's long head (its address, the sender, the patient, the order's dates) over the table: where nothing
  // else says what the paper is, half the lines from its first result row on are rows.
  const first = lines.findIndex((l) => RESULT_ROW.test(l));
  return saysNothingElse && rows >= TABLE_ROWS && first >= 0 && rows * 2 >= lines.length - first;
}

/**
 * A prescription: the 'Rx' sign alone on its line over a line that names a dose, or three lines each a drug's form,
 * name and dose, whatever complaint or plan of the visit they follow.
 */
function isPrescription(text: string): boolean {
  const lines = text.split('\n');
  const sign = lines.findIndex((l) => RX_SIGN.test(l));
  if (sign >= 0 && lines.slice(sign + 1).some((l) => DOSE_LINE.test(l))) return true;
  return lines.filter((l) => DRUG_LINE.test(l)).length >= 3;
}

interface DocTypeInput {
  lines: FieldLine[];
  running: FieldLine[];
  hits: FieldHit[];
  text: string;
  order?: DateOrder;
  /** the pages read by OCR: their dates are read with OCR's slips mended (note-date.ts, roleDates) */
  ocrPages?: ReadonlySet<PageNumber>;
}

/** The document type a note's content suggests when it has no title line ('Letter' when it reads as a letter). */
export function inferDocType(text: string): TitleType {
  for (const [cue, type] of CUES) if (typeof cue === 'function' ? cue(text) : cue.test(text)) return type;
  return 'Other';
}

/**
 * A note's document type: its title line when it has one. Without a title that names a type: the encounter its header
 * names (the department that issues it, the label of its date of service, a study named in a field); else what its
 * body suggests. A letter is typed by what it reports (letterType).
 */
export function readDocType(note: DocTypeInput): HeaderField<DocType> {
  const read = readTitleType(note);
  if (read.value === 'Consultation' && read.source !== undefined && byFamilyDoctor(note.lines)) return { ...read, value: 'Progress Note' };
  if (read.value === 'Progress Note' && byNurseOnThePhone(note.lines)) return { ...read, value: 'Nursing Note' };
  if (read.value === 'Progress Note' && read.confidence < KNOWN_TITLE && byNurseAlone(note.lines))
    return { ...read, value: 'Nursing Note' };
  // Named by a title the vocabulary knows ('Progress Note', 'Office Visit'), the note says outright it is the visit's.
  // Else the first name with a credential says who wrote it: a therapist's visit is the therapist's; an allied
  // professional's visit, assessment or plan (a pharmacist's, a social worker's, a dietitian's) no clinician's.
  const author = read.value !== null && read.confidence < KNOWN_TITLE && BY_AUTHOR.has(read.value) ? firstAuthor(note.lines) : null;
  if (read.value === 'Progress Note' && author === 'therapist') return { ...read, value: 'Therapy Note' };
  if (author === 'allied') return { ...read, value: 'Other' };
  if (read.value !== 'Letter') return { ...read, value: read.value };
  const reported = letterType(note.lines, note.text);
  return {
    value: reported.type,
    page: reported.page ?? read.page,
    confidence: reported.confidence,
    ...(reported.source ? { source: reported.source } : {}),
  };
}

// A family doctor's practice or role, in the languages charts arrive in: a walk-in or family clinic, a general
// practitioner, a family physician ('médecin de famille', 'Hausarzt', 'huisarts', 'medicina familiar').
const FAMILY_DOCTOR =
  /\b(?:family\s+(?:physicians?|doctors?|practi(?:ce|tioner)s?|medicine|health\s+team|walk-in\s+clinic)|walk-in\s+clinic|general\s+practi(?:ce|tioner)|m[eé]decin\s+de\s+famille|m[eé]decine\s+familiale|medicina\s+(?:familiar|general|de\s+familia|generale)|m[eé]dico\s+de\s+fam[ií]lia|hausarzt\w*|allgemeinmedizin\w*|huisarts\w*)\b|\bGPs?\b/u;

/**
 * Whether the note is a family doctor's, by its head (no letter: a consultant's letter names the practice it is sent
 * to). In general practice any visit is a 'consultation' ('Consultation Note', 'Note de consultation'): the visit's
 * note, not a specialist's opinion asked for.
 */
function byFamilyDoctor(lines: FieldLine[]): boolean {
  if (letterPurpose(lines) !== null) return false;
  const head = lines.slice(0, TITLE_LINES);
  return [...head.map((l) => l.text), ...wrappedCells(head)]
    .map(withoutOthersPractice)
    .some((t) => FAMILY_DOCTOR.test(t) || FAMILY_DOCTOR.test(fold(t).toLowerCase()));
}

// A field that names another clinician's practice: who referred the patient, who is sent a copy, the patient's own
// family doctor ('Referring: B. Lund, MD (Lake Family Medicine)', 'cc: ...', 'PCP: ...'). The specialist's head names
// them; they did not write the note.
// A clinician who reviewed or co-signed the note ('Reviewed and agree with plan — B. Lund, MD', 'Cosigner: ...',
// 'Supervising physician: ...') answers for it, but did not write it either.
const OTHERS_PRACTICE =
  /\b(?:referr(?:ing|ed\s+by|er|al\s+from)|ref\.?\s+by|cc|copy\s+to|copies\s+to|pcp|primary\s+care\s+(?:physician|provider)|usual\s+gp|registered\s+gp|co-?sign\w*|supervising\s+(?:physician|provider|clinician)|reviewed\s+and\s+agree\w*)\b\s*:?.*$/i;

function withoutOthersPractice(text: string): string {
  return text.replace(OTHERS_PRACTICE, '');
}

// A telephone encounter's title ('Telephone Encounter', 'Phone Note', 'Telephone call'), and a nurse's credential after
// a name ('Kim Lowe, RN'); a prescriber's ('MD', 'NP', 'PA-C') says a clinician answered the call.
// The title may follow the clinic's name on its line ('Lakeshore Heart & Vascular TELEPHONE ENCOUNTER').
// Initials may stand before it with their full stop ('J.M., RN').
const PHONE_TITLE = /(?:^|\s)(?:telephone|phone)\s+(?:encounter|note|call|contact|message)\b/i;
const CREDENTIALED = /\p{L}\.?,?\s+(RN|LPN|LVN|RGN|RPN|EN|PHN|MD|DO|MBBS|MBChB|NP|FNP|APRN|PA-C|PA)\b/u;
const NURSE_CREDENTIAL = /^(?:RN|LPN|LVN|RGN|RPN|EN|PHN)$/;
const CREDENTIALED_ANYWHERE = new RegExp(CREDENTIALED.source, 'gu');
// Most lines name no credential: a plain test for its word spares them the field's cut and the search above (a reader
// of every line of a note without a known title).
const CREDENTIAL_WORD = /\b(?:RN|LPN|LVN|RGN|RPN|EN|PHN|MD|DO|MBBS|MBChB|NP|FNP|APRN|PA)\b/;

/**
 * Whether the note is a telephone encounter a nurse wrote: the call's title among its first lines, and the first name
 * with a credential a nurse's (the clinician it is routed to afterwards did not write it). A nurse's call is the
 * nurse's note, as a doctor's is the visit's.
 */
function byNurseOnThePhone(lines: FieldLine[]): boolean {
  if (!lines.slice(0, 3).some((l) => PHONE_TITLE.test(l.text) && !isSentence(l.text))) return false;
  const first = lines.map((l) => CREDENTIALED.exec(l.text)?.[1]).find((c) => c !== undefined);
  return first !== undefined && NURSE_CREDENTIAL.test(first);
}

// A doctor named where a note's author stands, in its first lines: by title ('Dr K. van der Merwe'), by the label of
// the clinician who saw the patient ('Clinician: ...', 'Provider: ...'), or as the writer of the notes a title names
// ('Physician Progress Notes').
const DOCTOR_AT_HEAD =
  /(?<!\p{L})(?:dr|doctor)\b\.?\s+\p{Lu}|\b(?:provider|physician|clinician|consultant|attending|seen\s+by)\s*:|\b(?:physician|doctor|medical\s+officer)(?:'?s)?\s+(?:progress\s+)?notes?\b/iu;
const HEAD_LINES = 3;

/**
 * Whether only nurses sign a visit's note: every name with a credential a nurse's ('Kim Lowe, RN, CWOCN', 'J.M., RN'),
 * and no doctor at its head, whoever else its body names ('next visit with Dr. Oduya'). Read where no title the
 * vocabulary knows names the note: a nurse's wound check, clinic visit or call is the nurse's note
 * (fixtures/shared-data/README.md), as a therapist's is the therapist's.
 */
function byNurseAlone(lines: FieldLine[]): boolean {
  if (lines.slice(0, HEAD_LINES).some((l) => DOCTOR_AT_HEAD.test(l.text))) return false;
  let nurse = false;
  for (const line of lines) {
    if (!CREDENTIAL_WORD.test(line.text)) continue;
    for (const match of withoutOthersPractice(line.text).matchAll(CREDENTIALED_ANYWHERE)) {
      if (!NURSE_CREDENTIAL.test(match[1] ?? '')) return false;
      nurse = true;
    }
  }
  return nurse;
}

// A rehabilitation therapist's credential after a name ('Jonah Takeda, PT, DPT', 'Ana Ruiz-Palmer, PTA', 'R. Gallegos,
// OTR/L'): a name and a comma before it, the end of the signer's line or its date after it, so a plan's 'PT, OT' or
// 'medication reduction, PT and home changes' names no one, nor a scan's stray 'OT'.
const THERAPIST_SIGNER =
  /(?<!\p{L})\p{Lu}[\p{L}'’-]*\p{Ll},\s*(?:PT|DPT|PTA|MPT|OT|OTR(?:\/L)?|COTA(?:\/L)?|SLP|CCC-SLP)(?![\p{L}/])(?=\s*(?:$|[,;—–(|·-]|signed|\d))/u;
const THERAPIST_WORD = /\b(?:PT|DPT|PTA|MPT|OT|OTR|COTA|SLP)\b/;

// An allied professional's credential after a name: a pharmacist's ('Ann Lee, PharmD', 'RPh'), a social worker's or a
// counsellor's ('LCSW', 'LMSW', 'LPC', 'LMFT'), a dietitian's ('MS, RDN'). Case is read: 'Rd' in an address is a road.
// A chiropractor's 'DC' only after a name and its comma ('Jon Lund, DC'): 'DC metoprolol' stops a drug, and
// 'Washington, DC 20010' is the District of Columbia in an address, its city or its ZIP code beside it (the conventions
// read a chiropractor's notes as an allied professional's, fixtures/shared-data/README.md).
const ALLIED_SIGNER =
  /\p{L}\.?,?\s+(?:PharmD|Pharm\.\s?D\.|RPh|LCSW|LICSW|LMSW|LPC|LMHC|LMFT|RDN?)(?![\p{L}.])|(?<!\bWashington)(?<=\p{Ll}),\s*DC(?![\p{L}.])(?!\s*\d{5})/u;
const ALLIED_WORD = /\b(?:PharmD|Pharm\.|RPh|LCSW|LICSW|LMSW|LPC|LMHC|LMFT|RDN?|DC)\b/;
// The types a note's author may overrule when no title the vocabulary knows names them: a clinician's visit, first or
// later, or a procedure.
const BY_AUTHOR = new Set<DocType | TitleType>(['Progress Note', 'Consultation', 'Procedure Note']);

/**
 * Who wrote a note, by its first name with a credential: a physical, occupational or speech therapist or their assistant
 * (fixtures/shared-data/README.md: a therapist's note is no clinician's visit), an allied professional, or a clinician
 * (a doctor, a nurse, a nurse practitioner, a physician assistant); null where no name carries one.
 */
function firstAuthor(lines: FieldLine[]): 'therapist' | 'allied' | 'clinician' | null {
  for (const line of lines) {
    // Most lines name no credential: a plain test for its word spares them the searches below.
    if (!CREDENTIAL_WORD.test(line.text) && !ALLIED_WORD.test(line.text) && !THERAPIST_WORD.test(line.text)) continue;
    // A clinician a field names as another's (who referred, who is copied) did not write the note.
    const text = withoutOthersPractice(line.text);
    const found = (
      [
        ['therapist', THERAPIST_SIGNER.exec(text)?.index],
        ['allied', ALLIED_SIGNER.exec(text)?.index],
        ['clinician', CREDENTIALED.exec(text)?.index],
      ] as const
    ).filter((f): f is readonly ['therapist' | 'allied' | 'clinician', number] => f[1] !== undefined);
    if (found.length > 0) return found.reduce((a, b) => (b[1] < a[1] ? b : a))[0];
  }
  return null;
}

// A cell's words and the words wrapped under it, in the cell that starts where it does on the next line: an entry's
// heading prints its author's role in a narrow column ('Dr A. Roe (Family' over 'Physician)').
const SAME_COLUMN = 3;

function wrappedCells(lines: FieldLine[]): string[] {
  return lines.slice(0, -1).flatMap((line, i) =>
    line.cells.flatMap((cell) => {
      const below = lines[i + 1]?.cells.find((c) => Math.abs(c.x - cell.x) < SAME_COLUMN);
      return below ? [`${cell.text} ${below.text}`] : [];
    }),
  );
}

// What a letter reports, by its words: a referral asks a colleague to see the patient; a discharge letter tells of a
// stay that ended; a consultant's letter tells of a visit or a review. The subject line and the opening sentence say
// it first; a letter that says none of these is typed Other, with low confidence.
const REFERRAL =
  /\b(i am|i'm|we are)\s+referring\b|\b(would be|i'd be|i am|i'm)\s+(most\s+)?(grateful|obliged|pleased)\b.{0,60}\b(see|assess|review|evaluat\w*|opinion)\b|\bplease\s+(see|assess|review|evaluate)\b|\breason\s+for\s+referral\b|\bkindly\s+(see|assess|review)\b|\b(?:derivamos|remitimos|remito|derivo|encaminho|encaminhamos)\b|\bbitte\s+um\s+(mitbehandlung|weiterbehandlung|vorstellung)\b|(?<!\p{L})(?:ich\s+)?überweise\b|\bsi\s+invia\b|\bvi\s+invio\b|\b(?:je\s+)?vous\s+adresse\b|\bverwijs\s+ik\b|\bik\s+verwijs\b|\bhenviser\b|\bremitterar\b|\bkieruj[eę](?!\p{L})/iu;
const DISCHARGE =
  /\b(was|were|has\s+been|is\s+being|is\s+now)\s+discharged\b|\bdischarge\s+(letter|summary)\b|\bhospital\s+course\b|\bdate\s+of\s+discharge\b|\bentlassen\b|\bstation[äa]r(en|e)\s+aufenthalt|\bdado\s+de\s+alta\b|\bdimess[oa]\b|\bontslagen\b|\b(?:was|werd)\s+opgenomen\s+(?:op|in)\s+(?:onze|de|het)\b|\ba\s+été\s+hospitalisée?\b|\b(?:esteve|foi|ficou)\s+internad[oa]\b/iu;
const VISIT =
  /\b(i|we)\s+(saw|reviewed|assessed|examined|met)\b|\bseen\s+(in|at|today)\b|\b(review(ed)?|seen)\s+(in|at)\s+(the\s+)?(clinic|rooms|outpatient)|\b(clinic|outpatient)\s+(review|appointment|visit)\b|\bstellte\s+sich\b|\bvorstellung\b|\bfue\s+(visto|valorad[oa]|atendid[oa])\b|\bvisitat[oa]\b|\bj['’]ai\s+(?:re)?vu\b|\bik\s+zag\b|\bop\s+het\s+spreekuur\b|\bberichten\s+über\b/iu;

function letterType(
  lines: FieldLine[],
  text: string,
): { type: DocType; page: FieldLine['page'] | null; confidence: number; source?: SourceSpan } {
  const subject = subjectType(lines);
  if (subject) return { ...subject, confidence: 0.8 };
  const purpose = letterPurpose(lines) ?? '';
  // An opening that tells a stay that ended reports the discharge, though it thanks the doctor who referred the
  // patient: the stay, not a consultation, is what the letter is about.
  if (DISCHARGE.test(purpose)) return { type: 'Discharge Summary', page: null, confidence: 0.75 };
  // The doctor who refers thanks the colleague in advance for seeing the patient; the consultant thanks the doctor for
  // referring. Read first: the referral's history may tell a result 'returned' or a consultation asked for.
  if (REFERRING_THANKS.test(purpose)) return { type: 'Referral', page: null, confidence: 0.75 };
  if (CONSULTANT_OPENING.test(purpose)) return { type: 'Consultation', page: null, confidence: 0.8 };
  // A specialist's letter after a later visit reports that visit, as the clinic's note of it would: the consultation
  // was the first visit, which the referring doctor asked for. The subject line or the opening says so; a plan for
  // the next visit further on says nothing of this one.
  if (FOLLOW_UP.test(purpose) || FOLLOW_UP.test(subjectOf(lines) ?? '')) return { type: 'Progress Note', page: null, confidence: 0.75 };
  if (REFERRAL.test(purpose) || REFERRAL.test(text)) return { type: 'Referral', page: null, confidence: 0.75 };
  if (DISCHARGE.test(text)) return { type: 'Discharge Summary', page: null, confidence: 0.7 };
  // The visit where the letter tells it, after a block of diagnoses and medications as much as in its opening: a
  // visit again, after the treatment the clinic gave, or a periodic review is a later one.
  const told = sentencesOf(text).find((s) => VISIT.test(s)) ?? '';
  if (FOLLOW_UP.test(told) || LATER_TOLD.test(told) || REVIEWED.test(told) || LATER_TOLD.test(purpose))
    return { type: 'Progress Note', page: null, confidence: 0.7 };
  // A visit told without a follow-up in the opening, whose letter tells what changed since the last visit ('since her
  // last appointment', 'she has reduced, as planned, to 7.5 mg'), is a later visit of a patient the specialist sees.
  if (LATER_VISIT.test(text) && !/\bthank(?:s| you) for referring\b/i.test(purpose))
    return { type: 'Progress Note', page: null, confidence: 0.65 };
  if (CONSULTANT_OPENING.test(text) || VISIT.test(text)) return { type: 'Consultation', page: null, confidence: 0.7 };
  return { type: 'Other', page: null, confidence: 0.4 };
}

// How sure a title the vocabulary knows makes the type.
const KNOWN_TITLE = 0.95;

function readTitleType(note: DocTypeInput): HeaderField<TitleType> {
  let untyped: FieldLine | null = null;
  // Below a section heading the dictionary knows, a heading outside the vocabulary ('Clinical Summary' under 'Principal
  // Diagnosis') heads a part of the note: a title stands above its sections.
  let inSections = false;
  // A list of papers (a records index, a release's contents) names the papers it lists in its rows: its own title stands
  // above the row of its column heads.
  const listAt = papersListAt(note.lines);
  for (const line of note.lines.slice(0, listAt >= 0 ? Math.min(listAt, TITLE_LINES) : TITLE_LINES)) {
    if (isContinuation(line.text)) continue;
    inSections ||= lookupHeading(line.text.trim().replace(/:$/, '')) !== null;
    const read = titleOf(line.text);
    // Read whole, 'Department of Radiology RADIOLOGY REPORT' is only a line ending in 'Report': its capitals say which.
    const capitals = read === null || (read.type === 'Other' && !read.known) ? capitalsTitle(line) : null;
    const whole = capitals ? null : read;
    const banner = whole || capitals ? null : bannerTitle(line);
    const cell = whole || capitals || banner ? null : cellTitle(line);
    const qualified = whole || capitals || banner || cell ? null : figureQualifiedTitle(line);
    const title = capitals?.title ?? whole ?? banner ?? cell?.title ?? qualified?.title;
    const source = spanOf(line, whole ? line.text : (capitals?.text ?? banner?.text ?? cell?.text ?? qualified?.text ?? ''));
    // 'Anesthesia Record' is a title that names no type: the header or the body may still tell one. A known title of
    // type Other ('Determination Notice') says the paper is no clinical document.
    if (title?.type === 'Other' && title.known) return { value: 'Other', page: line.page, confidence: 0.9, ...source };
    if (title?.type === 'Other') untyped ??= inSections ? null : line;
    else if (title) return { value: title.type, page: line.page, confidence: title.known ? KNOWN_TITLE : 0.85, ...source };
  }
  // The banner an EHR printout repeats on every page names the document too, second-hand.
  for (const line of note.running) {
    const title = bannerTitle(line);
    if (title?.type === 'Other' && title.known) return { value: 'Other', page: line.page, confidence: 0.85, ...spanOf(line, title.text) };
    // A print header that is only a title ('Eye Examination Report' atop every page) names the document too.
    if (title?.type === 'Other' || (!title && splitPadded(line.cells).some((c) => titleOf(c.text)?.type === 'Other'))) untyped ??= line;
    else if (title) return { value: title.type, page: line.page, confidence: title.known ? 0.85 : 0.75, ...spanOf(line, title.text) };
  }
  const page = note.lines[0]?.page ?? null;
  // A certificate is what it certifies for, not the visit it tells, in a letter's form or not.
  if (certifies(note.lines)) return { value: 'Other', page, confidence: 0.7 };
  // A letter that sends copies of records covers them: what they tell (a stay, a visit) is theirs, not the letter's.
  if (sendsRecords(note.lines)) return { value: 'Other', page, confidence: 0.7 };
  // A letter is typed by what it reports, unless its own title names a document outside the vocabulary ('Eye
  // Examination Report'): the title says what it is.
  if (letterPurpose(note.lines) !== null)
    return untyped ? { value: 'Other', page: untyped.page, confidence: 0.6 } : { value: 'Letter', page, confidence: 0.8 };
  if (isCoverSheet(note.lines)) return { value: 'Other', page, confidence: 0.7 };
  // A list of papers (a records index, a release's contents) records no care: its rows name results and visits of the
  // papers it lists.
  if (listAt >= 0) return { value: 'Other', page, confidence: 0.7 };
  const body = inferDocType(note.text);
  // What the paper is outweighs the visit its header dates or the department that issues it: a prescription, a
  // table of results (unless its body tells a stay, an operation or a specimen's pathology, each with results).
  if (body === 'Other' && isPrescription(note.text)) return { value: 'Other', page, confidence: 0.7 };
  if (!TOLD_WITH_RESULTS.has(body) && isResultsTable(note.text, body === 'Other'))
    return { value: 'Laboratory Report', page, confidence: 0.7 };
  // A title that names a document outside the vocabulary ('EEG Report') says what it is: the label of its date ('Date
  // of Study') does not make it an imaging report; the department that issues it may still type it.
  const header = headerEncounter(note, untyped === null);
  const type = header && REFINES[header] === body ? body : (header ?? body);
  // An evaluation another clinician asked for is the consultation, whatever visit its header dates or its body tells.
  const asked = type === 'Other' || type === 'Progress Note' ? askedEvaluation(note.lines) : null;
  if (asked) return asked;
  // A title outside the vocabulary says what the paper is, before any entry heading.
  const entry = type === 'Other' && untyped === null ? entryType(note.lines) : null;
  if (entry) return entry;
  if (type === 'Other' && untyped) return { value: 'Other', page: untyped.page, confidence: 0.6, source: lineSpan(untyped) };
  if (type === 'Other' && untyped === null && visitParts(note.lines)) return { value: 'Progress Note', page, confidence: 0.5 };
  if (type === 'Other' && visitDated(note)) return { value: 'Progress Note', page, confidence: 0.5 };
  return { value: type, page, confidence: header ? 0.7 : type === 'Other' ? 0.3 : 0.6 };
}

// The field or heading that names who asked for the paper ('Referred by: Dr A. Roe', 'Referring clinician:', 'Requested
// by:', 'Reason for referral'), among the note's first lines.
const ASKED_BY =
  /\b(?:referred\s+by|referring\s+(?:clinician|physician|doctor|provider|practitioner|dentist)|requested\s+by)\s*:|\b(?:reason\s+for\s+referral|referral\s+question)\b/i;
// A title whose head noun, last, is an evaluation or an examination ('Pre-Surgical Psychological Evaluation', 'New
// Patient Orthodontic Examination').
const EVALUATION_TITLE = /\b(?:evaluation|examination|assessment)$/i;

/**
 * A clinician's evaluation or examination of a patient another clinician asked for: a title outside the vocabulary
 * whose head noun is the evaluation (alone, or one half of a title cut by a spaced dash), above the field that names who
 * asked. A first visit at another clinician's request is a consultation (fixtures/shared-data/README.md); a therapist's,
 * an allied professional's or a paper about work is known by its own title and never read here.
 */
function askedEvaluation(lines: FieldLine[]): HeaderField<TitleType> | null {
  const head = lines.slice(0, TITLE_LINES);
  // Most notes name no one who asked: a plain test of the head's lines spares them the titles' reading.
  if (!head.some((l) => ASKED_BY.test(l.text))) return null;
  for (const line of head) {
    if (isSentence(line.text)) return null;
    for (const part of line.text.trim().split(SPACED_DASH)) {
      const title = EVALUATION_TITLE.test(part.trim()) ? titleOf(part.trim()) : null;
      if (title?.type === 'Other' && !title.known)
        return { value: 'Consultation', page: line.page, confidence: 0.7, ...spanOf(line, part.trim()) };
    }
  }
  return null;
}

// In a list of encounters a 'consultation' is any visit with a clinician (a GP's 'surgery consultation'), and a
// letter is how it was written: neither names a document of another kind.
const VISIT_WORDS = new Set<TitleType>(['Consultation', 'Letter']);

// A nurse named as an entry's author: a nursing registration after the name ('A. Lowe, RN', 'M.G. RGN', an enrolled
// nurse's 'EEN', Québec's 'inf.'), or the role named in the languages charts arrive in ('Practice nurse', '(Nurse)').
// A nurse practitioner (APRN, NP) writes the visit's note.
const NURSE_AUTHOR = /(?<![\p{L}-])(?:R\.?N|LPN|LVN|RGN|RMN|RSCN|RPN|EE?N|inf)\b\.?(?![\p{L}-])/u;
const NURSE_ROLE = /\b(?:nurse|infirmi[eè]re?|enfermer[oa]|infermier[ea]|pflegekraft|verpleegkundige)\b(?!\s+practitioner)/i;
// An entry headed by nursing's name, the service after it ('NURSING — WOUND CARE  03/10/2026 13:30').
const NURSING_HEAD = /^\W*(?:nursing|soins\s+infirmiers|enfermer[ií]a|pflege)\b/i;

/**
 * The type of an entry of a dated list of encounters (a consultation history, a ward's record) that opens the note:
 * the document its heading names ('Operation note'), else a nurse's entry by its author, else the visit it heads. Only
 * the note's head is read, above its first sentence: a dated line in its text is a list of its history.
 */
function entryType(lines: FieldLine[]): HeaderField<TitleType> | null {
  for (const [i, line] of lines.slice(0, TITLE_LINES).entries()) {
    if (isSentence(line.text)) return null;
    const entry = entryHeadingAt(lines, i);
    if (!entry) continue;
    // The heading's parts apart by a spaced dash too ('2026/01/23 11:00 — Psychology session — M. Roe').
    const parts = [...splitPadded(line.cells).map((c) => c.text), entry.words, ...entry.words.split(SPACED_DASH)];
    const named = parts.map((p) => titleOf(p.trim())).find((t) => t !== null && !VISIT_WORDS.has(t.type));
    const source = spanOf(line, line.text);
    if (named && named.type !== 'Progress Note') return { value: named.type, page: line.page, confidence: 0.8, ...source };
    // Where the heading names no document of its own, its author's role says what the entry is: a nurse's is nursing.
    if (NURSE_AUTHOR.test(entry.words) || NURSE_ROLE.test(entry.words) || [line.text, entry.words].some((t) => NURSING_HEAD.test(t)))
      return { value: 'Nursing Note', page: line.page, confidence: 0.7, ...source };
    return { value: 'Progress Note', page: line.page, confidence: named ? 0.8 : 0.6, ...source };
  }
  return null;
}

/**
 * A title the dictionary knows, of two words or more, printed as one of two cells beside a letterhead or address
 * ('PINNACLE HEALTH PLANS   PRIOR AUTHORIZATION'); a row of column labels ('NAME  DOB  MR#  DATE') holds none.
 */
function cellTitle(line: FieldLine): { title: NonNullable<ReturnType<typeof titleOf>>; text: string } | null {
  const twoWords = (text: string) => text.trim().split(/\s+/).length >= 2;
  if (line.cells.length === 2) {
    for (const cell of line.cells) {
      const title = twoWords(cell.text) || oneWordTitle(cell.text) ? titleOf(cell.text) : null;
      if (title?.known) return { title, text: cell.text };
    }
    // A title outside the vocabulary beside a letterhead ('Nova Scotia Health    Transient Elastography Report') says
    // what the paper is, as a title alone on its line does: no field of the header types it then.
    const last = line.cells[1]?.text ?? '';
    const untyped = twoWords(last) && !/\d/.test(last) ? titleOf(last) : null;
    if (untyped?.type === 'Other' && !untyped.known && !/\d/.test(line.cells[0]?.text ?? '')) return { title: untyped, text: last };
    return entryTitle(line);
  }
  // A header row that opens with the document's title and goes on with the patient's values ('Visit Note - March 4,
  // 2024   88120   Female   02/03/1950'): the first column names a type.
  const cells = splitPadded(line.cells);
  const first = cells[0]?.text ?? '';
  const title = cells.length >= 3 && twoWords(first) && cells.slice(1).some((c) => /\d/.test(c.text)) ? titleOf(first) : null;
  return title && title.type !== 'Other' && title.type !== 'Letter' ? { title, text: first } : entryTitle(line);
}

// A title of one word in capitals, long enough to be no abbreviation ('EPIKRISE', 'CONSULTATION' beside a letterhead):
// printed apart in its cell, it names the paper as a title of two words does. Read only where the vocabulary knows it
// as a kind of paper of its own, so a column's label ('NAME', 'DIAGNOSIS') stays a label.
const ONE_WORD_TITLE = /^\p{Lu}{6,}$/u;

function oneWordTitle(text: string): boolean {
  if (!ONE_WORD_TITLE.test(text.trim())) return false;
  const type = titleOf(text)?.type;
  return type !== undefined && type !== 'Other' && type !== 'Letter';
}

// The label of an entry's date of service beside its title ('Date of Service: 02/11/2026 06:50', 'DOS 01/14/2025').
const SERVICE_LABEL = /^\s*(?:date\s+of\s+(?:service|visit|entry|encounter)|dos|service\s+date|visit\s+date)\b/i;
// A qualifier after a spaced dash ('- POD 1', '— Day 3'): the day of the stay says when, not what.
const DASHED_QUALIFIER = /\s+[-–—]+\s+[^-–—]*$/;

/**
 * An entry's title padded apart from the label of its date of service, as an EHR prints each entry of a stay ('CVICU
 * Progress Note - POD 1    Date of Service: 02/11/2026 06:50'): read by its words, with a qualifier after its dash
 * dropped. The segmenter reads the line as an entry's heading; its title still says what the entry is.
 */
function entryTitle(line: FieldLine): { title: NonNullable<ReturnType<typeof titleOf>>; text: string } | null {
  const [first, ...rest] = splitPadded(line.cells);
  if (!first || !SERVICE_LABEL.test(rest.map((c) => c.text).join(' '))) return null;
  for (const text of [first.text, first.text.replace(DASHED_QUALIFIER, '')]) {
    const title = text.trim().split(/\s+/).length >= 2 ? titleOf(text) : null;
    if (title && title.type !== 'Other' && title.type !== 'Letter') return { title, text };
  }
  return null;
}

// A qualifier after a spaced dash (or the tilde OCR reads one as) that holds a figure: the day of the stay ('— DOL 3',
// '- POD 1'), a ward or a theatre ('— Trauma Floor (7 West)'), the call's date ('~ POST-PROCEDURE CALL 06/25/2025').
const SPACED_DASH = /\s+[-–—~]+\s+/;
const QUALIFIER_WORDS = 4;

/**
 * A title with a qualifier after its dash that holds a figure, read without it (the last two such qualifiers at most):
 * the segmenter reads such a line as an entry's heading (doc-types.ts, dashedTitle), and its title still says what the
 * entry is. Only a title that names a type: 'Daily Treatment Record — Session 4' names none.
 */
function figureQualifiedTitle(line: FieldLine): { title: NonNullable<ReturnType<typeof titleOf>>; text: string } | null {
  const head = (splitPadded(line.cells)[0]?.text ?? line.text).trim();
  // A title is set in title case or capitals; a line of prose that names a document before a span of dates is none.
  let parts = head.split(SPACED_DASH);
  const words = (parts[0] ?? '').split(/\s+/);
  if (!/^\p{Lu}/u.test(head) || words.some((w) => /^\p{Ll}{4,}/u.test(w))) return null;
  for (let i = 0; i < 2 && parts.length >= 2; i++) {
    const qualifier = parts.at(-1) ?? '';
    if (!/\d/.test(qualifier) || qualifier.split(/\s+/).length > QUALIFIER_WORDS) return null;
    parts = parts.slice(0, -1);
    const text = parts.join(' — ');
    const title = text.split(/\s+/).length >= 2 ? titleOf(text) : null;
    if (title && title.type !== 'Other' && title.type !== 'Letter') return { title, text: parts[0] ?? text };
  }
  return null;
}

// A title in capitals after a letterhead's name in mixed case on one line ('Department of Radiology RADIOLOGY REPORT',
// 'Dr Y. Jacobs MBChB FCPsych(SA) CONTINUATION SHEET'): the run of two to six words in capitals at the line's end. On a
// scan the run may follow specks OCR read in lower case against its first word ('5 EE ee Ee eeCONSULTATION NOTE').
const CAPITALS_AFTER = /^(?=.*\p{Ll}).*?(?:\S\s+|\p{Ll})((?:[\p{Lu}&/'’-]{2,}\s+){1,5}[\p{Lu}&/'’-]{2,})$/u;

function capitalsTitle(line: FieldLine): { title: NonNullable<ReturnType<typeof titleOf>>; text: string } | null {
  const tail = CAPITALS_AFTER.exec(line.text.trim())?.[1];
  const title = tail ? titleOf(tail) : null;
  return tail && title && title.type !== 'Letter' && (title.known || title.type !== 'Other') ? { title, text: tail } : null;
}

/** Where a title is written on its line (found again case-insensitively), as a field's source; nothing if not found. */
function spanOf(line: FieldLine, written: string): { source?: SourceSpan } {
  const source = spanIn(line, written);
  return source ? { source } : {};
}

// A consultant's letter reports a consultation, or thanks the doctor who referred the patient ('Thank you for
// referring Mrs. Roe'); the referring doctor's own letter ('I am referring...') is a letter.
// In the languages letters arrive in, the thanks for a referral ('vielen Dank für die Überweisung', 'je vous remercie de
// m'avoir adressé', 'gracias por remitir', 'dank voor de verwijzing', 'grazie per l'invio', 'tack för remissen').
// A consultant's title in the sign-off ('Consultant Rheumatologist') says who wrote, not what the letter reports.
const CONSULTANT_OPENING =
  /\bconsult(?!ant)|\bthank(?:s| you) for (?:referring|the referral|your referral|asking me to see|allowing me to see|the opportunity to see)\b|\b(?:vielen\s+)?dank\s+für\s+(?:die|ihre)\s+(?:überweisung|zuweisung)|\bremercie\s+de\s+(?:m|nous)['’]avoir\s+adress|\bmerci\s+de\s+(?:m|nous)['’]avoir\s+adress|\bgracias\s+por\s+(?:remitir|derivar|enviar|la\s+(?:derivaci|remisi))|\bagradezco\s+(?:la\s+)?(?:derivaci|remisi)|\b(?:dank|bedankt)\s+voor\s+(?:de|uw)\s+verwijzing|\bgrazie\s+per\s+(?:l['’]invio|avermi\s+inviato)|\bobrigad[oa]\s+pelo\s+encaminhamento|\btack\s+för\s+remissen|\btak\s+for\s+henvisningen/iu;

// The referring doctor's thanks in advance, in the languages letters arrive in: for seeing, assessing or reviewing the
// patient ('Thank you for seeing Nick', 'Many thanks for reviewing this lady'), a wish that the patient be seen ('I would
// be grateful if he could be seen'), 'Merci de bien vouloir recevoir', 'Agradeceré su valoración', 'Vielen Dank für die
// Übernahme', 'Grazie per voler visitare', 'Graag uw beoordeling'. A consultant thanks for being asked ('Thank you for
// asking me to see'), which stays the consultation.
const REFERRING_THANKS =
  /\bthank(?:s| you)(?:\s+(?:very|so)\s+much)?\s+for\s+(?:seeing|assessing|reviewing|evaluating|examining|accepting)\b|\bmany\s+thanks\s+for\s+(?:seeing|assessing|reviewing|evaluating)\b|\b(?:would|'d)\s+be\s+(?:most\s+|very\s+)?(?:grateful|obliged)\s+if\b.{0,80}\b(?:could|would|might|can)\s+be\s+(?:seen|assessed|reviewed|evaluated)\b|\bmerci\s+de\s+bien\s+vouloir\s+(?:recevoir|voir|examiner)|\bremercie\s+de\s+bien\s+vouloir\s+(?:recevoir|voir|examiner)|\bagradecer(?:[eé]|[ií]a)\s+(?:su\s+)?(?:valoraci[oó]n|valorar|ver\b|atender)|\bdank\s+für\s+die\s+(?:übernahme|mitbehandlung|weiterbehandlung)|\bgrazie\s+per\s+(?:voler\s+)?(?:visitare|valutare)|\bgraag\s+uw\s+(?:beoordeling|oordeel)/iu;

// A visit after the first told in English, German, French, Spanish, Italian, Dutch and Portuguese: a follow-up, a
// return, a subject line that names a review ('... — post-operative review'), a check-up's own word. 'I reviewed Mrs
// Roe in clinic' alone is any visit in a British letter, the first one too.
// A visit to discuss the results of a test or an operation the specialist did ('to discuss the results of his
// colonoscopy', 'zur Befundbesprechung', 'para comentar los resultados') follows it, as does a patient seen again.
const FOLLOW_UP =
  /\bto\s+(?:discuss|go\s+over|review)\s+(?:the\s+|his\s+|her\s+|their\s+)?(?:results?|findings|histology|pathology)\b|\b(?:reviewed|seen|saw)\b.{0,40}\bagain\b|befundbesprechung|\bpara\s+(?:comentar|revisar|valorar|ver)\s+(?:los\s+)?resultados\b|\bpour\s+(?:discuter|commenter)\s+(?:les\s+)?r[ée]sultats\b|\bper\s+(?:discutere|visionare)\s+(?:gli\s+)?esiti\b|\bfollow[-\s]?up\b|\b(?:returned|returns|came\s+back)\b|\breview\s*$|(?<!\p{L})(?:wiedervorstellung|verlaufskontrolle|kontrolluntersuchung)|\bconsultation\s+de\s+suivi\b|\b(?:consulta|visita)\s+de\s+(?:seguimiento|seguimento|control|controle)\b|\bvisita\s+di\s+controllo\b|\bcontrole\s*(?:afspraak|bezoek)\b/iu;

// What changed since the last visit, told in English, German, French, Spanish and Italian.
const LATER_VISIT =
  /\bsince\s+(?:I\s+last\s+saw|we\s+last\s+(?:met|saw)|(?:her|his|their|the)\s+last\s+(?:visit|appointment|review|clinic))\b|\bwhen\s+I\s+last\s+saw\b|\bat\s+(?:her|his|their)\s+last\s+(?:visit|appointment|review)\b|\b(?:has|have|had|was|were)\s+(?:\w+,?\s+){0,3}as\s+planned\b|\bseit\s+der\s+letzten\s+(?:vorstellung|kontrolle|konsultation)\b|\bdepuis\s+(?:la\s+derni[eè]re\s+consultation|notre\s+derni[eè]re)|\bdesde\s+(?:la\s+)?[uú]ltima\s+(?:consulta|visita|revisi[oó]n)\b|\bdalla\s+(?:precedente|ultima)\s+visita\b/iu;

// A visit told after the treatment the clinic gave ('two weeks after her surgery', 'reviewed ... today after his
// biopsy'), or a periodic review ('his routine 18-month review', 'her annual review'). A first visit may tell an earlier
// operation, done elsewhere: only a span of time after it, or a review after it, says the clinic follows it.
const LATER_TOLD =
  /\b(?:\d+|one|two|three|four|five|six|eight|ten|twelve|few|several)\s+(?:days?|weeks?|months?)\s+(?:after|following|post)\s+(?:his|her|their|the)\b|\breview(?:ed)?\b.{0,60}\b(?:after|following)\s+(?:his|her|their)\s+(?:[\w-]+\s+){0,2}(?:surgery|operation|procedure|biopsy|transplant\w*|infusion|injection|ablation|resection|repair|replacement|stent\w*|chemotherapy|radiotherapy|treatment)\b|\b(?:routine|annual|yearly|regular|scheduled|(?:\d+|six|three|twelve)[-\s](?:week|month|year|monthly))\s+(?:review|follow[-\s]?up|check(?:[-\s]?up)?|surveillance)\b/i;

// A patient reviewed ('I reviewed Mrs Okafor in clinic today', 'I reviewed Bradley today', 'we reviewed her in
// clinic'): seen again, as every specialist's letter that says so in the development sets is a later visit; a first
// visit is seen ('I saw'). What else is reviewed (the scans, his results) names no visit. Case is read: a name or a
// courtesy title follows.
const REVIEWED =
  /\b(?:I|[Ww]e)\s+(?:have\s+)?reviewed\s+(?:(?:(?:Mr|Mrs|Ms|Miss|Master|Dr)\.?\s+)?\p{Lu}\p{Ll}|(?:him|her|them)\s+(?:again\s+)?(?:in|at|today)\b)/u;

/** What a letter's subject line says ('RE: Ann Kent — follow-up'), or null when it has none. */
function subjectOf(lines: FieldLine[]): string | null {
  for (const line of lines.slice(0, LETTER_LINES)) {
    const subject = SUBJECT.exec(line.text)?.[1];
    if (subject) return subject;
  }
  return null;
}

const SUBJECT = /^\s*(?:re|regarding|subject|betreff|objet|asunto|oggetto|assunto|betreft)\s*:\s*(.+)$/i;

/**
 * The document kind a letter's subject line names ('RE: Consultation — ROE, JANE'), among the parts of its value. A
 * paper about care the vocabulary knows ('RE: Independent Medical Examination', 'Re: Subject Access Request – ...') is
 * what the letter is, whatever visit or records it tells of.
 */
function subjectType(lines: FieldLine[]): { type: DocType; page: FieldLine['page']; source?: SourceSpan } | null {
  for (const line of lines.slice(0, LETTER_LINES)) {
    const subject = SUBJECT.exec(line.text)?.[1];
    if (!subject) continue;
    for (const part of subject.split(/\s+[-–—|]\s+|[(),;]/)) {
      const title = titleOf(part.trim());
      if (title && title.type !== 'Letter' && (title.type !== 'Other' || title.known))
        return { type: title.type, page: line.page, ...spanOf(line, part) };
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
  // A salutation in English says so alone; in another language it needs the prose after it to tell it from a name.
  const at = salutationAt(lines.slice(0, LETTER_LINES));
  if (at < 0) return null;
  // A subject block may stand between the salutation and the opening ('RE: John SMITH - DOB ...', the patient's
  // address, 'Claim No: ...'): the opening is the first line of prose after it.
  const block = lines.slice(at + 1, at + 1 + SUBJECT_BLOCK);
  const subjectAt = block.findIndex((l) => SUBJECT.test(l.text));
  const prose = subjectAt < 0 ? 0 : block.findIndex((l, i) => i > subjectAt && isProse(l.text));
  const from = at + 1 + Math.max(prose, 0);
  const after = lines
    .slice(from, from + LETTER_OPENING)
    .map((l) => l.text)
    .join(' ');
  return sentencesOf(after)[0] ?? '';
}

const SUBJECT_BLOCK = 8;

// A covering letter's opening: it sends copies of records, a summary or letters ('please find enclosed copies of the
// records', 'Enclosed are copies of ...', 'veuillez trouver ci-joint ...', 'anbei ... die Unterlagen').
const SENDS_RECORDS =
  /\b(?:please\s+find\s+(?:enclosed|attached)|(?:enclosed|attached)\s+(?:are|is|please\s+find)|(?:i|we)\s+(?:am\s+|are\s+)?(?:enclos|attach)\w*|veuillez\s+trouver\s+ci-?joint|adjunt[oa]s?\s+(?:le\s+)?(?:remito|env[ií]o)|anbei\s+(?:erhalten\s+sie|senden\s+wir))\b.{0,120}?\b(?:cop(?:y|ies)|records?|notes|documents?|reports?|summar(?:y|ies)|letters?|copie\w*|dossier|unterlagen|befunde|documentos|informes?)\b/iu;

/**
 * Whether the note's opening, the first sentence of its prose (after a salutation, if any), sends records: a covering
 * letter, no record of care. A referral that encloses results asks for the patient to be seen, and stays a referral.
 */
function sendsRecords(lines: FieldLine[]): boolean {
  const head = lines.slice(0, LETTER_LINES);
  const at = head.findIndex((l) => isSentence(l.text));
  if (at < 0) return false;
  const opening =
    sentencesOf(
      head
        .slice(at, at + LETTER_OPENING)
        .map((l) => l.text)
        .join(' '),
    )[0] ?? '';
  return SENDS_RECORDS.test(opening) && !REFERRAL.test(opening) && !REFERRING_THANKS.test(opening);
}

/** A line of prose: no field's label before a colon, and three words in lower case. */
function isProse(text: string): boolean {
  return !/^\s*[\p{L} .#/]{1,30}:/u.test(text) && (text.match(/(?<!\p{L})\p{Ll}{3,}/gu)?.length ?? 0) >= 3;
}

// Departments that issue reports, printed as a line of their own in the header ('Department of Radiology').
// In the languages charts arrive in too ('Diagnostica per immagini', 'Servicio de Radiología', 'Institut für
// Radiologie', 'Laboratorio analisi').
const DEPARTMENT =
  /^(?:(?:the\s+)?(?:department|dept\.?)\s+of\s+|(?:servizio|unita|u\.?o\.?c?\.?|servicio|departamento|unidad|institut|abteilung|service)\s+(?:di|de|del|fur|für)?\s*)?(?:diagnostic|interventional|anatomic|clinical|surgical)?\s*(radiology|imaging|pathology|laboratory|lab|radiologia|radiologie|diagnostica\s+per\s+immagini|diagnostico\s+por\s+imagen(?:es)?|imagerie\s+medicale|laboratorio(?:\s+analisi)?|laboratoire|labor(?:medizin)?|emergency(?:\s+medicine)?|accident\s+(?:and|&)\s+emergency|a\s*&\s*e|pronto\s+soccorso|urgencias|urgences|notaufnahme)(?:\s+(?:department|dept\.?|services|room))?$/i;
const DEPARTMENT_TYPES: [RegExp, DocType][] = [
  [/emergenc|a\s*&\s*e|pronto|urgenc|notaufnahme/, 'Emergency Department Note'],
  [/radiolog|imag|immag/, 'Radiology Report'],
  [/patholog/, 'Pathology Report'],
  [/lab/, 'Laboratory Report'],
];

// A header names the encounter broadly, the body can tell which kind: an operation is a procedure, and a specimen's
// collection date is a laboratory's or a pathologist's.
const REFINES: Partial<Record<DocType, DocType>> = { 'Procedure Note': 'Operative Report', 'Laboratory Report': 'Pathology Report' };

const STUDY_LABEL = /\b(exams?|study|procedure|test)\b/i;
// The labels a study goes by in other languages, which the label lexicon does not read.
const STUDY_FIELD = /^\s*(?:esam[ei]|estudio|examen|untersuchung|prestazione)\s*:\s*(.+)$/i;

function headerEncounter(note: DocTypeInput, byFields: boolean): DocType | null {
  // The department alone on its line or in a cell of it, or after the facility's name ('Lake General -- Emergency
  // Department'), in the header or the page's running lines.
  const head = note.lines.slice(0, TITLE_LINES);
  for (const [i, line] of [...head, ...note.running].entries()) {
    const parts = splitPadded(line.cells).flatMap((c) => fold(c.text).split(/\s+[-–—|]+\s+|,/));
    const department = parts.map((p) => DEPARTMENT.exec(p.trim())?.[1]?.toLowerCase()).find((d) => d !== undefined);
    // A word a section heading names too ('Imaging', 'Laboratory') under the note's parts heads one of them: a
    // department stands above them, in the header.
    if (department && i < head.length && sectionAbove(head, i)) continue;
    if (department) return DEPARTMENT_TYPES.find(([word]) => word.test(department))?.[1] ?? null;
  }
  if (!byFields) return null;
  const dates = roleDates(note.lines, note.running, note.hits, note.order, note.ocrPages).filter(
    (d) => d.zone === 'header' || d.zone === 'running',
  );
  if (dates.some((d) => d.role === 'discharge') && dates.some((d) => d.role === 'admission')) return 'Discharge Summary';
  for (const d of dates) {
    const type = d.role === 'service' ? encounterOfLabel(d.label) : null;
    // An exam's date is any examination's (a chiropractor's, a lens calculation's): it says imaging only where the
    // paper's head names an imaging study outside its sentences. A study's date stays a study's.
    if (type === 'Radiology Report' && EXAM_LABEL.test(d.label) && !headNamesImaging(note.lines)) continue;
    if (type) return type;
  }
  // A field naming an imaging study ('Exam: MRI LUMBAR SPINE WO CONTRAST', 'Esami: RX TORACE', 'Estudio: ECOGRAFÍA').
  const studies = [
    ...note.hits.filter((h) => STUDY_LABEL.test(h.label)).map((h) => h.value),
    ...note.lines.slice(0, TITLE_LINES).flatMap((l) => splitPadded(l.cells).map((c) => STUDY_FIELD.exec(fold(c.text))?.[1] ?? '')),
  ];
  return studies.some((s) => s !== '' && titleOf(s)?.type === 'Radiology Report') ? 'Radiology Report' : null;
}

const EXAM_LABEL = /\bexam(?:ination)?\b/i;

function headNamesImaging(lines: FieldLine[]): boolean {
  return lines.slice(0, TITLE_LINES).some((l) => !isSentence(l.text) && namesImagingStudy(l.text));
}

/** Whether the line is a section heading the dictionary knows, under another of the note's section headings. */
function sectionAbove(lines: FieldLine[], at: number): boolean {
  const heading = (l: FieldLine | undefined) => l !== undefined && lookupHeading(l.text.trim().replace(/:$/, '')) !== null;
  return heading(lines[at]) && lines.slice(0, at).some(heading);
}

// A date of service labelled as a visit's ('Visit Date', 'Date of Encounter', 'Fecha de consulta', 'Data visita'); an
// appointment booked is a visit to come.
const VISIT_LABEL = /\b(visit|encounter|consulta|visita|besuch)\b/i;

/**
 * Whether the note's header dates it by a visit: a note that says nothing else of its kind (no title, no department,
 * no body cue) is then the visit's note.
 */
function visitDated(note: DocTypeInput): boolean {
  return roleDates(note.lines, note.running, note.hits, note.order, note.ocrPages).some(
    (d) => d.role === 'service' && (d.zone === 'header' || d.zone === 'running') && VISIT_LABEL.test(fold(d.label)),
  );
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
