import { oncePerText } from '../memo/once-per-text.ts';
import { lookupHeading } from '../sections/dictionary.ts';
import { findDates } from '../text/dates.ts';

export const DOC_TYPES = [
  'Progress Note',
  'History and Physical',
  'Consultation',
  'Discharge Summary',
  'Operative Report',
  'Procedure Note',
  'Emergency Department Note',
  'Radiology Report',
  'Laboratory Report',
  'Pathology Report',
  'Therapy Note',
  'Nursing Note',
  'Referral',
  'Other',
] as const;

export type DocType = (typeof DOC_TYPES)[number];

/**
 * What a title can announce: a document type, or only that the document is a letter. A letter is never a final
 * type: it is typed by what it reports (a consultation, a referral, a discharge), see infer-doc-type.ts.
 */
export type TitleType = DocType | 'Letter';

// Title abbreviations read as the words they stand for ('DC SUMMARY', 'RN Visit Note').
const EXPANSION: Record<string, string> = {
  dc: 'discharge',
  'd/c': 'discharge',
  summ: 'summary',
  rn: 'nursing',
  lpn: 'nursing',
  lvn: 'nursing',
};
const ABBREVIATION = /(?<![\w/])(dc|d\/c|summ|rn|lpn|lvn)(?![\w/])/g;

// A visit's word with the pregnancy's time before or after birth, the head noun of a record before them ('fiche de').
const PERINATAL_VISIT =
  /^(?=.{0,60}$)(?=.*\b(?:consult\w*|visit\w*|control\w*|review|check|booking)\b)(?:(?:fiche|ficha|hoja|folha|carte|cartao)\s+(?:de\s+)?)?(?:[a-z]+\s+){0,2}(?:ante|pre|post)[-\s]?nata(?:l|le)?\b/;

const PATIENT_PAPER =
  /^after[-\s]?visit\s+summary$|^(?:ed|er|emergency(?:\s+(?:department|room))?|a\s*&\s*e|urgent\s+care|patient)\s+(?:discharge\s+)?instructions$/;
// Instructions alone, or a visit's summary, as one half of a title joined by a dash.
const PATIENT_PAPER_HALF = /^(?:[a-z-]+\s+){0,2}instructions$|^after[-\s]?visit\s+summary$/;
// The department that hands the patient its instructions, named after them ('Discharge Instructions — Emergency
// Department').
const GIVING_DEPARTMENT =
  /^(?:emergency(?:\s+(?:department|room|centre|center))?|ed|er|a\s*&\s*e|urgent\s+care|casualty|day\s+surgery(?:\s+unit)?|outpatients?(?:\s+department)?)$/;

// Ordered: more specific titles first ('Nursing Progress Note' before 'Progress Note'). Titles are matched in lower
// case with accents folded, in English and in the languages charts arrive in (Spanish, German, Italian, Portuguese,
// French).
const TITLE_PATTERNS: [RegExp, TitleType][] = [
  // 'Nursing assessment' is a section heading inside nursing notes, so it is not a title here.
  [
    /^(nursing|nurse'?s?)\b(?!\s+(?:practitioner|home|facility)).*\b(note|documentation|progress|continuation\s+sheet)\b|^(?:(?:progress|daily|shift)\s+)?(?:notes?|record|documentation)\s*(?:[-–—/]|\()\s*(?:nursing|nurses?'?)\b|^(nota|registro)\s+de\s+enfermeria|^pflege(bericht|dokumentation)|^diario\s+infermieristico/,
    'Nursing Note',
  ],
  [
    /^(physical|occupational|speech|respiratory)\s+therapy\b|^(pt|ot|slp)\s+(daily|progress|treatment|eval)|^therapy\s+(note|treatment|session)|^(rehab|rehabilitation)\s+(note|therapy)|^(nota|informe)\s+de\s+(fisioterapia|rehabilitacion)|^physiotherapie/,
    'Therapy Note',
  ],
  [
    /^(admission\s+)?(history\s*(and|&)\s*physical|h\s*&\s*p)\b|^aufnahme(befund|bericht)|^anamnesi\s+e\s+esame\s+obiettivo/,
    'History and Physical',
  ],
  // The British and Antipodean name of the same paper, at an admission to any service ('Surgical Admission – History
  // and Examination'): the head noun decides, not the service that admits (a surgical admission is no operation).
  [/^(?:[a-z-]+\s+){0,3}admission\b\W{0,3}\s*history\s*(?:and|&)\s*exam(?:ination)?$/, 'History and Physical'],
  [
    /^(discharge\s+summary|hospital\s+discharge\s+summary|death\s+summary)|^(epicrisis|epikrise)\b|^(informe|resumen|nota|sumario|resumo)\s+de\s+(alta|egreso)(?!.*\burgen)|^entlassungs(brief|bericht)|^(lettera|relazione)\s+di\s+dimissione|^compte[-\s]rendu\s+d'hospitalisation/,
    'Discharge Summary',
  ],
  // An emergency department's discharge summary tells the attendance that ended, not a stay ('ED Discharge Summary').
  // The title's noun ends its word: 'ER Records as requested' on a fax cover names records sent, in prose.
  [
    /^(emergency\s+(department|room)|ed|er)\s+(note|record|report|visit|physician|provider)(?![a-z])|^(?:emergency\s+(?:department|room)|ed|er|a\s*&\s*e)\s+discharge\s+(?:summary|letter|note)\b|^(?:emergency\s+(?:department|room)|ed|er|a\s*&\s*e|casualty)\s+(?:clerking|attendance|card)\b|^casualty\s+(?:note|record)|^(informe|nota|hoja)\s+de\s+(?:alta\s+de\s+)?urgencias?|^(verbale|referto)\s+(di\s+)?pronto[\s_]soccorso|^notaufnahme(bericht|protokoll)?/,
    'Emergency Department Note',
  ],
  [
    /^(referral|letter\s+of\s+referral|referral\s+(letter|form|request|note))\b|^(hoja|carta|nota|solicitud)\s+de\s+(referencia|derivacion|contrarreferencia)|^uberweisung(sschein)?\b|^impegnativa\b/,
    'Referral',
  ],
  // A consultation named by the service that reports it is that service's report: a radiologist's or a pathologist's
  // 'consultation' is the reading of a study or a specimen another doctor sent ('Radiology Consultation Report').
  [/^(?:(?:neuro)?radiology|radiologic(?:al)?|(?:diagnostic\s+)?imaging)\s+consult(?:ation)?\b/, 'Radiology Report'],
  [/^(?:surgical\s+)?(?:(?:histo)?patholog\w*|cytology|dermatopathology)\s+consult(?:ation)?\b/, 'Pathology Report'],
  // A consultation named by how it was held (by video, telephone, online) is the visit a telemedicine service or a
  // general practice prints for every contact, first or not: the visit's note. A specialist's names its specialty.
  [
    /^(?:video|telephone|phone|virtual|online|remote|tele(?:health|medicine|phonic|video)?)[\s-]*(?:consult(?:ation)?|consulta)$|^teleconsult(?:ation|a)?$/,
    'Progress Note',
  ],
  // An antenatal or a postnatal visit, a midwife's or a doctor's, is the visit's note (fixtures/shared-data/README.md),
  // in English, French, Spanish and Portuguese ('Fiche de consultation prénatale', 'Control prenatal').
  [PERINATAL_VISIT, 'Progress Note'],
  // A follow-up consultation is the specialist's later visit (fixtures/shared-data/README.md): the visit's note. A
  // practice's consultation or clinical notes, in the plural, are its visits' entries, as a general practice prints them
  // (a specialist's consultation is one note).
  [
    /^(?:consultation|clinical)\s+notes$|^(?:follow[-\s]?up|review|return)\s+consult(?:ation)?\b|^consultation\s+de\s+suivi\b|^(?:consulta|visita)\s+(?:de\s+|di\s+)?(?:seguimiento|seguimento|control|controle|controllo)\b/,
    'Progress Note',
  ],
  [
    /^(consultation|consult)(\s+(note|report|request))?\b|^[a-z &/-]{0,30}\bconsult(ation)?(\s+(note|report))?$|^(interconsulta|informe\s+de\s+consulta|konsil(bericht)?|consulenza)\b|^(referto|visita)\s+(di\s+)?(specialistic[ao]|visita\s+specialistica)/,
    'Consultation',
  ],
  [
    /^(brief\s+)?(operative|op)\s+(report|note)|^operation\s+(report|note)|^(reporte|informe|protocolo|nota|parte)\s+(operatorio|quirurgico|de\s+(cirugia|operacion))|^op(erations)?bericht|^(verbale|registro)\s+operatorio/,
    'Operative Report',
  ],
  [/^(procedure|bedside\s+procedure)\s+(note|report)|^nota\s+de\s+procedimiento/, 'Procedure Note'],
  [
    /^(surgical\s+)?pathology\s+report|^surgical\s+pathology|^cytology\s+report|^(informe|reporte)\s+(de\s+)?(anatomia\s+patologica|histopatologico|patologia)|^(pathologie|histologie)befund|^referto\s+(istologico|anatomo[-\s]?patologico)/,
    'Pathology Report',
  ],
  // A modality's study names what it images in a word ('CT HEAD', 'XR Chest 2 Views'); marks OCR read after a modality
  // ('CT [A BE') name nothing.
  [
    /^(radiology|imaging|diagnostic\s+imaging)\s+(report|study)|^(x-?ray|xr|ct|cta|mri|mr|us|ultrasound|mammogram|dexa|nuclear)\b(?=\s*$|.*\b[a-z]{3,})(?!.*[[{]).{0,50}$|^(informe|reporte)\s+(radiologico|de\s+(radiologia|imagen(es|ologia)?|ecografia|tomografia|resonancia))|^referto\s+(radiologico|di\s+radiologia)|^(rontgen|radiologischer)\s*befund/,
    'Radiology Report',
  ],
  [
    /^(laboratory|lab)\s+(report|results?|values)|^(clinical\s+)?laboratory\s+results?|^lab\s+report|^(informe|reporte|resultados?)\s+de\s+laboratorio|^laborbefund|^(referto|rapporto)\s+(di\s+)?(medicina\s+di\s+)?laboratorio|^analisis\s+clinicos/,
    'Laboratory Report',
  ],
  [
    /^(progress|clinic|office|soap|follow[-\s]?up|outpatient)\s+(note|visit)|^(?:clinical\s+|progress\s+|medical\s+|outpatient\s+|opd\s+|[a-z]+\s+)?continuation\s+(?:sheet|notes?|record)$|^(?:out[-\s]?patient|opd)\s+(?:(?:clinical|medical|consultation|case|treatment)\s+)?(?:notes?|record|card|sheet|paper|visit)\b|^(office|clinic)\s+visit|^(interval|daily)\s+progress\s+note|^progress\s+note|^nota\s+de\s+(evolucion|progreso)|^nota\s+medica|^evolucion\s+medica|^verlaufs(bericht|notiz)|^diario\s+clinico/,
    'Progress Note',
  ],
  // Papers for the patient: instructions named for whom or which department gives them, a visit's summary handed over
  // ('ED Discharge Instructions', 'After Visit Summary'). 'Discharge Instructions' alone heads a discharge summary's part.
  [PATIENT_PAPER, 'Other'],
  [/^letter\b|^correspondence\b|^letter\s+of\s+|^(arzt|haus|fach)arztbrief|^arztbrief|^carta\s+(medica|al\s+medico)|^lettera\b/, 'Letter'],
  // Papers about care, not records of it: a payer's notice, a request for records, a form, a prescription, an invoice,
  // a bill or a receipt, a slip, a certificate (its head noun first in the Romance languages: 'Certificado médico'), a
  // consent or an authorisation, whatever it consents to ('Consent for Treatment', 'Consenso informato'). Known, so
  // neither the study a notice approves, the records a request lists nor the consultation an invoice bills makes them a
  // clinical document.
  [
    /^(prior\s+authori[sz]ation|pre-?(certification|authori[sz]ation)|(request|application)\s+for\s+.+|([a-z'’-]+\s+){0,3}(notice|request|requisition|form|certificate|directive|appeal|determination|invoice|receipt)|([a-z-]+\s+){1,3}(bill|slip))$|^(receta(\s+medica)?|e-?rezept|rezept|ricetta(\s+medica)?|prescription)\b|^(certificate|certification)\s+of\b|^(certificado|certificato|certificat|atestado|attestato|attestation|constancia|bescheinigung|attest)\b|^(consent|consentimiento|consentimento|consenso|consentement|einwilligung\w*|authori[sz]ation)\b/,
    'Other',
  ],
];

/**
 * The document type a title line announces, or null when the line is not a title. A title is a short line of its
 * own; 'Procedure: colonoscopy' is a section heading with content, not a title.
 */
export function matchTitle(line: string): TitleType | null {
  return titleOf(line)?.type ?? null;
}

/**
 * A title line's type, and whether the dictionary knows it ('known') or only its words say so ('generic'). In a page
 * banner beside the patient's identifiers ('banner') a name the section headings know too ('DISCHARGE INSTRUCTIONS')
 * names the document the page belongs to.
 */
export function titleOf(line: string, where: 'text' | 'banner' = 'text'): { type: TitleType; known: boolean } | null {
  return where === 'text' ? textTitle(line) : bannerTitle(line);
}
const textTitle = oncePerText((line) => readTitle(line, 'text'));
const bannerTitle = oncePerText((line) => readTitle(line, 'banner'));

// A title printed in two languages, one each side of a spaced slash ('RAPPORT DES URGENCES / VERSLAG SPOEDGEVALLEN').
const BILINGUAL = /\s+\/\s+/;

// A title with what qualifies it after a spaced dash: how the visit was held or who wrote the note, in a few words
// ('Virtual Visit — Video', 'Note de consultation — Téléconsultation (téléphone)', 'ADMISSION NOTES — MEDICAL OFFICER');
// or a title after the name of the facility that issues it ('Lake Maternity Unit — Postnatal Discharge Summary'). Its
// date and time may follow, padded apart. A line with a figure or a label in its words ('Clinic Visit - 03/04/2024  Jane
// Doe', 'Treatment note — 2026-06-05 Visit 2', 'PROGRESS NOTES - NURSING  Resident: ...') is a banner or an entry's
// heading, which the segmenter reads otherwise.
const DASHED = /\s+[-–—]+\s+/;
const QUALIFIER_WORDS = 4;
const NEW_PATIENT_QUALIFIER = /\bnew\s+patient\b|\bconsult(?:ation)?\b/i;
const NURSE_QUALIFIER = /\bnurs(?:e|es|ing)\b(?!\s+practitioner)|\bRN\b/i;
const FACILITY_END =
  /\b(?:unit|hospitals?|trust|infirmary|clinics?|cent(?:er|re)s?|institute|practice|group|associates|imaging|radiology|pathology|diagnostics|laborator(?:y|ies)|services|health|program(?:me)?)\.?$/i;
// A title's qualifier in brackets after it ('POLYSOMNOGRAPHY REPORT (LEVEL 1)', 'Echocardiogram Report (Transthoracic)').
const BRACKETED_AFTER = /\s*\([^()]*\)\s*$/;

/**
 * A title line's type: the whole line, else either half of a title printed in two languages, else a title cut from
 * its qualifier or its facility by a spaced dash.
 */
function readTitle(line: string, where: 'text' | 'banner'): { type: TitleType; known: boolean } | null {
  const read = readTitleAsPrinted(line, where);
  if (read) return read;
  // A scanned title with the marks OCR leaves at its ends (': COMPTE RENDU OPERATOIRE’', '2 ... EXAMINATION { :', 'Clinic
  // Note : ) ow').
  const bare = withoutStrayMarks(line, 'title case too');
  if (bare !== line) return readTitleAsPrinted(bare, where);
  // A title followed on its line by a header field's label ('FOLLOW-UP CONSULTATION Date: 02/06/2025'), as a title
  // padded apart from its date is read.
  // Padded apart, a label after a title makes an entry's heading, which the segmenter reads with its date (dashedTitle).
  const head = LABEL_AFTER.exec(line.trim())?.[1];
  // Only words stand before the label: a banner's fields (a name, a figure, a bar between them) make no title.
  const words = head?.trim().split(/\s+/).length ?? 0;
  return head && /^[\p{L}\s&/'’-]+$/u.test(head) && isTitleCase(head) && words >= 2 && words <= QUALIFIER_WORDS * 2
    ? readTitleAsPrinted(head, where)
    : null;
}

// Marks OCR reads at a scanned title's ends: runs of punctuation or rule, a lone figure before a title in capitals, a
// letter or two in lower case after one.
const STRAY_BEFORE = /^(?:[^\p{L}\p{N}\s]+\s*|\d\s+(?=[\p{Lu}\s&/-]+$))/u;
// A colon against the last word ends a label ('DOCTOR NOTES:'), not a mark: after the title, only marks a space apart
// or a quote against it.
const STRAY_AFTER = /(?:\s+[^\p{L}\p{N}\s)]+|['’"`]+|\s+(?=\p{L}{1,2}$)\p{L}*\p{Ll}\p{L}*)$/u;

// A bracket closed a space apart at the end, where the line opened none, is a mark too ('Clinic Note : ) ow').
const UNOPENED_BRACKET = /\s+[)\]}]+$/;
// Every word starts with a capital: a title in title case ('Clinic Note').
const TITLE_CASE_WORDS = /^\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|&))*$/u;

/**
 * The line without the marks OCR reads about a title. The segmenter reads them off a title in capitals only; the type
 * reader off one in title case too, as scans print either (a title in title case that OCR read with specks says what
 * the paper is as much as one in capitals).
 */
export function withoutStrayMarks(line: string, cases: 'capitals' | 'title case too' = 'capitals'): string {
  let text = line.trim();
  for (let i = 0; i < 4; i++) {
    let next = text.replace(STRAY_BEFORE, '').replace(STRAY_AFTER, '').trim();
    if (cases === 'title case too' && !next.includes('(')) next = next.replace(UNOPENED_BRACKET, '').trim();
    if (next === text) break;
    text = next;
  }
  // Only a title is read through them: a line in lower case with a figure before it is a list's item.
  const title = text === text.toUpperCase() || (cases === 'title case too' && TITLE_CASE_WORDS.test(text));
  return /\p{L}{3}/u.test(text) && title ? text : line;
}

// A header field's label after a title on its line: a date's, the patient's or the record's.
const LABEL_AFTER =
  /^((?:\S+ )+?)(?:date(?:\s+of\s+[\p{L}-]+)?|dated|name|patient(?:\s+name)?|dob|d\.o\.b\.|mrn|nhi|visit(?:\s+date)?|datum|fecha|data|nom)\s*:\s*\S/iu;

function readTitleAsPrinted(line: string, where: 'text' | 'banner'): { type: TitleType; known: boolean } | null {
  const spaced = unspaced(line);
  if (spaced !== null) return readOneTitle(spaced, where);
  // Letters spaced in another language do not cut into English words: read run together, only a family's word names
  // a kind ('O T P U S N O P I S M O').
  const run = SPACED_LETTERS.test(line) ? line.replace(/\s+/g, '') : null;
  if (run !== null) {
    const title = readOneTitle(run, where);
    return title && title.type !== 'Other' ? title : null;
  }
  const whole = readOneTitle(line, where);
  // A visit's entry qualified by a nurse after a dash ('Telephone Encounter — Nurse Line', 'Office Visit — Nursing') is
  // the nurse's note.
  const qualifier = line.split(/\s{2,}/)[0]?.split(DASHED)[1] ?? '';
  if (whole?.type === 'Progress Note' && NURSE_QUALIFIER.test(qualifier)) return { type: 'Nursing Note', known: whole.known };
  // A visit's entry qualified as a new patient's or a consultation ('Office Visit — New Patient (Rheumatology)') is the
  // first visit another clinician asked for: the consultation (a family doctor's is read as the visit's note after).
  if (whole?.type === 'Progress Note' && NEW_PATIENT_QUALIFIER.test(qualifier)) return { type: 'Consultation', known: whole.known };
  // Read whole, 'Lake Riverside Imaging — Radiology Report' is only a line ending in 'Report': its parts say which.
  if (whole && (whole.known || whole.type !== 'Other')) return whole;
  const halves = line.split(BILINGUAL);
  if (!whole && halves.length === 2 && halves.every((h) => /\p{L}{4}/u.test(h)))
    return halves.map((h) => readOneTitle(h, where)).find((t) => t !== null && t.type !== 'Other') ?? null;
  // Read whole, a letterhead padded apart from the title beside it ('Lake International Hospital    OUT-PATIENT RECORD')
  // is only a line ending in 'Record': the title the vocabulary knows in one of its two runs says which.
  const runs = line.trim().split(/\s{2,}/);
  const inRun = whole && runs.length === 2 ? runs.map((r) => readOneTitle(r, where)).find((t) => t?.known && t.type !== 'Other') : null;
  if (inRun) return inRun;
  const bare = line.replace(BRACKETED_AFTER, '');
  const bracketed = whole === null && bare !== line && /\p{L}{3}/u.test(bare) ? readOneTitle(bare, where) : null;
  return dashedTitle(line, where) ?? whole ?? bracketed;
}

const PRINTED = /^(?:printed|print\s+date|printed\s+on)\b/i;

function dashedTitle(line: string, where: 'text' | 'banner'): { type: TitleType; known: boolean } | null {
  const [head = '', ...rest] = line.trim().split(/\s{2,}/);
  const after = rest.join(' ');
  // Padded apart, only the title's date (and time) may follow: a label before it ('DOS 01/14/2025') makes an entry's
  // heading, which the segmenter reads with its date.
  if (after !== '' && findDates(after)[0]?.index !== 0) return null;
  const parts = head.split(DASHED);
  const printed = parts.length === 2 && PRINTED.test(parts[1] ?? '');
  if (parts.length !== 2 || parts.some((p) => (/[\d:]/.test(p) && !printed) || !/\p{L}{2}/u.test(p))) return null;
  const [first = '', second = ''] = parts;
  // Instructions or a visit's summary for the patient with the department that gives them or another name of the paper
  // ('Discharge Instructions — Emergency Department', 'After Visit Summary – Discharge Instructions').
  const halves = [first, second].map((p) => foldTitle(p).trim());
  const paper = halves.findIndex((h) => PATIENT_PAPER_HALF.test(h));
  const other = halves[1 - paper] ?? '';
  if (
    paper >= 0 &&
    (GIVING_DEPARTMENT.test(other) ||
      FACILITY_END.test(other) ||
      PATIENT_PAPER_HALF.test(other) ||
      readOneKind(parts[1 - paper] ?? '', where))
  )
    return { type: 'Other', known: true };
  const typed = (t: ReturnType<typeof readOneTitle>) => (t && t.type !== 'Other' ? t : null);
  // A title printed for another reader ('Clinical notes — printed 2 May 2025 for transfer to ...'): the print says when
  // and for whom, not what.
  if (printed) return typed(readOneTitle(first, where));
  const qualified = second.split(/\s+/).length <= QUALIFIER_WORDS ? typed(readOneTitle(first, where)) : null;
  if (qualified?.type === 'Progress Note' && NURSE_QUALIFIER.test(second)) return { type: 'Nursing Note', known: qualified.known };
  // ... and as a new patient's, the first visit another clinician asked for, however the visit is named before the dash
  // ('Endocrinology Office Visit — New Patient'), as a title read whole is (readTitleAsPrinted).
  if (qualified?.type === 'Progress Note' && NEW_PATIENT_QUALIFIER.test(second)) return { type: 'Consultation', known: qualified.known };
  if (qualified) return qualified;
  // After the dash, a title the vocabulary knows is read whatever names the facility before it; one read from its
  // words alone only after a facility's name.
  const titled = typed(readOneTitle(second, where));
  return titled && (titled.known || FACILITY_END.test(first.trim())) ? titled : null;
}

// A nurse named as who writes the paper, in the languages titles arrive in ('Nursing Discharge Summary', 'Nota de alta de
// enfermagem', 'Lettre de sortie infirmière'); a nursing home or facility is where a clinician writes, a nurse
// practitioner writes the visit's note. Read on the folded title.
const NURSE_WRITES =
  /(?<!\p{L})(?:nursing|nurses?'?s?|enfermeria|enfermagem|infirmier\p{L}*|infermieristic\p{L}*|verpleegkundig\p{L}*|pflege(?!heim)\p{L}*)(?!\s+(?:practitioner|home|facility))(?!\p{L})/u;
// The clinicians' kinds open the vocabulary: the visits', the stay's, the operation's and the procedure's, the emergency's.
const CLINICIANS_KINDS = new Set<TitleType>(DOC_TYPES.slice(0, DOC_TYPES.indexOf('Emergency Department Note') + 1));

/**
 * A title's type as its words name the kind, and who writes it: a kind of paper a clinician writes, written by a nurse
 * (a nurse's discharge note, a nursing admission), is the nurse's note (fixtures/shared-data/README.md). Only the type of
 * a line read as a title changes: what is a title stays as it was.
 */
function readOneTitle(line: string, where: 'text' | 'banner'): { type: TitleType; known: boolean } | null {
  const read = readOneKind(line, where);
  if (!read || !CLINICIANS_KINDS.has(read.type)) return read;
  return NURSE_WRITES.test(foldTitle(line)) ? { type: 'Nursing Note', known: read.known } : read;
}

function foldTitle(line: string): string {
  return line.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function readOneKind(line: string, where: 'text' | 'banner'): { type: TitleType; known: boolean } | null {
  // 'ANESTHESIA RECORD — PAGE 1': the page number printed with a title is not part of it.
  const raw = withoutFormCode(withoutTrailingDate(line.replace(PAGE_MARKER, '')));
  const text = raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // Letters NFD does not split: Polish ł, Danish and Norwegian ø and æ, German ß, Turkish dotless ı, Vietnamese and
    // South Slavic đ.
    .replace(/[łøæßıđ]/g, (c) => LETTER_FOLDS[c] ?? c)
    .replace(/\((continued|cont'?d)\)|\bcontinued\b/g, '')
    .replace(/[*_=#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(ABBREVIATION, (w) => EXPANSION[w] ?? w)
    // 'Report of Operation' names the same document as 'Operation Report'.
    .replace(/^(report|note|record|summary)\s+of\s+(?:the\s+)?(.+)$/, '$2 $1');
  // A line that ends in a colon labels what follows it ('Lab Reports:' over a summary's results), and a numbered line
  // ('7. BILLING SUMMARY', '2) Discharge Summary' in a list of enclosures) is a section or an item of a list: a document
  // numbers its parts, never its own title.
  if (text.length === 0 || text.length > LONG_TITLE || /:/.test(text) || NUMBERED.test(text) || isSentence(raw) || isColumnRow(raw))
    return null;
  // 'MR' is a study before what it images ('MR BRAIN WO CONTRAST') and Mister before a name ('MR JOHN ROE'): a person
  // named is no title.
  if (/^mrs?\.?\s/.test(text) && (!MR_STUDY.test(text) || COURTESY_NAME.test(raw.trim()))) return null;
  // Who writes and for whom decide before the words of a clinician's visit ('Lactation Consultation' is no physician's).
  const written = writtenBy(raw, text, where);
  if (written) return written;
  // 'Rx' alone is a prescription's sign over its drug lines; 'RX TORACE' names a study.
  if (/^(rx|℞)\W*$/.test(text)) return null;
  // A longer line is a title only when set in title case or capitals and opening with a known title ('Progress Note
  // and Falls Screening (Home Visit Service)'); in sentence case it is note text.
  if (text.length > TITLE && !isTitleCase(raw)) return null;
  for (const [pattern, type] of TITLE_PATTERNS) if (pattern.test(text)) return { type, known: true };
  if (text.length > TITLE) return null;
  // The titles below are read from their words alone: a line that opens with a date or a number is an entry of a list
  // ('25.07.01 Histology'), one that ends in punctuation or names a facility is no title.
  const wordsOnly = /^\p{L}/u.test(text) && !/[.;,]$/.test(text) && !ORGANISATION.test(text);
  const family = wordsOnly ? familyType(raw, text, where) : null;
  // A prescription or a certificate is known for what it is; the other kinds are read, as the generic titles below.
  if (family) return { type: family, known: family === 'Other' };
  // A heart study is a paper of its own kind, named outside the vocabulary as an EEG report is: the header or the body
  // may still type it, never as imaging.
  if (wordsOnly && (HEART_STUDY.test(text) || OWN_STUDY.test(text)) && !(where === 'text' && lookupHeading(raw.trim()) !== null))
    return { type: 'Other', known: false };
  // A team's meeting about the patient (a hospice's interdisciplinary group, a tumour board, a case conference) is
  // no visit and no note of one clinician: known for what it is, whatever its date's label or its body say.
  if (wordsOnly && TEAM_MEETING.test(text)) return { type: 'Other', known: true };
  const complemented = complementType(text) ?? compoundType(text);
  if (complemented) return { type: complemented, known: false };
  const generic = genericTitle(raw.trim(), text, where);
  // Instructions for the patient say outright that the paper is no clinical note, as a known title of type Other does.
  return generic ? { type: generic, known: generic === 'Other' && INSTRUCTIONS.test(text) } : null;
}

// A paper's noun: what a record, an assessment or a statement is called, so a profession or a purpose named with it
// makes a title, and named alone heads a section ('Physiotherapy', 'Return to work').
const PAPER_NOUN =
  /\b(?:notes?|record|records|assessment|re-?assessment|evaluation|eval|report|consultation|consult|review|summary|session|treatment|visit|encounter|plan\s+of\s+care|examination|exam|statement|certificate|clearance|form|bilan|compte[-\s]rendu|informe|valoracion|befund|bericht|rapport|gutachten|expertise|perizia|peritaje|pericia|laudo)\b|gutachten\b/;
// A therapist's record, in the languages charts arrive in: a physiotherapist's, an occupational or a speech and language
// therapist's, a rehabilitation programme's sessions ('Initial Physiotherapy Assessment', 'Bilan de kinésithérapie').
const THERAPIST =
  /\b(?:physio\w*|(?:physical|occupational|respiratory|hand)\s+therap\w*|speech(?:\s+(?:and|&)\s+language|[-\s]language)?\s+(?:therap\w*|patholog\w*)|slt|kinesitherap\w*|kinesiolog\w*|ergotherap\w*|fisioterap\w*|logoped\w*|(?:pulmonary|cardiac)\s+rehab\w*|exercise\s+physiolog\w*)\b/;
// Another allied professional's record: a dietitian's, a lactation consultant's, an audiologist's, a diabetes educator's,
// a podiatrist's, a chiropractor's, a counsellor's or a social worker's. No clinician's visit, whatever its words
// ('Dietitian Consultation', 'Chiropractic Re-examination').
const ALLIED =
  /\b(?:dieti[ct]\w*|dietetic\w*|nutrition\w*|lactation|audiolog\w*|diabetes\s+educat\w*|podiatr\w*|chiropod\w*|chiropract\w*|counsell?(?:or|ing)|social\s+work\w*|dietist\w*|diet\w*tique)\b/;
// A counselling or a psychotherapy session named by its kind, without a paper's noun ('Individual Counseling', 'Group
// Psychotherapy'): a counsellor's or a psychologist's record, no clinician's visit.
// A psychologist's session is theirs too; a psychologist's consultation or evaluation is read as a clinician's (written
// 20 and 24 read them so).
const SESSION_KIND =
  /\b(?:individual|group|family|couples?)\s+(?:counsell?ing|psychotherapy|therapy)$|\b(?:psycholog\w*|psychotherap\w*)\s+session\b/;
// An examination or a statement for an employer, an insurer or a licensing body: a paper about work, not care, whatever
// history and examination it records ('Pre-employment Medical Examination', 'Fitness for Duty Evaluation', 'Independent
// Medical Examination', 'Certificat d'aptitude').
const FOR_WORK =
  /\b(?:pre-?(?:placement|employment|participation)|fit(?:ness)?[-\s]+(?:for|to)[-\s]+(?:duty|work|drive|fly)|fit\s+note|return[-\s]+to[-\s]+work|work(?:ing)?\s+(?:status|capacity|ability|restrictions?)|independent\s+medical|functional\s+capacity|attending\s+physician'?s?\s+statement|disability\s+(?:claim|statement|evaluation|assessment)|medical\s+examiner'?s?|occupational\s+health\s+(?:assessment|examination|clearance)|aptitude|idoneita|aptitud\s+laboral|arbeitsfahig\w*)\b/;

// A paper written for a third party who decides something about the patient, not for their care, whatever history and
// examination it records: a court or an expert's report for a court or an insurer, in the languages such reports arrive
// in ('Psychological Report to the Court', 'Medico-legal Report', 'Gutachten', 'Rapport d'expertise', 'Informe
// pericial', 'Perizia', 'Laudo pericial'); a reviewer's reading of the records for a payer ('Independent File Review',
// 'Peer Review Report') and the claimant's own statement; the armed services' examinations on entry, deployment and
// leaving ('Separation Health Assessment'); a sport's clearance to play again ('Return to Play Clearance').
const FOR_THIRD_PARTY =
  /\b(?:court|tribunal|gericht\w*|medico[-\s]?legal\w*|forensic|forense|expertise|perizia|peri(?:taje|cia|cial)|(?:file|records?|peer|utili[sz]ation)\s+review|claimant'?s?|(?:separation|enlistment|accession|pre[-\s]?deployment|post[-\s]?deployment|periodic\s+health)\s+(?:health|medical|history|exam\w*|assessment)|return[-\s]+to[-\s]+(?:play|sport))\b|\p{L}*gutachten\b/u;

// A record of the vaccines given ('Immunisation Record', 'Childhood Vaccination Summary'): a nurse's or a clerk's list,
// no clinician's visit.
const VACCINES = /\b(?:immuni[sz]ations?|vaccinations?|vaccines?)\b/;

/**
 * A title by who writes the paper or for whom: a therapist's record, another allied professional's, an examination for
 * an employer or an insurer; null for anything else. A profession or a purpose named without a paper's noun heads a
 * section of a note.
 */
function writtenBy(raw: string, text: string, where: 'text' | 'banner'): { type: TitleType; known: boolean } | null {
  const words = text.split(' ').length;
  if (SESSION_KIND.test(text) && (words <= 4 || (words <= 8 && isTitleCase(raw)))) return { type: 'Other', known: true };
  // A line of a note's prose names them too ('Seen by physiotherapy today for mobility assessment'): a title is short,
  // or set in title case or capitals.
  if (!PAPER_NOUN.test(text) || words > 8 || (words > 4 && !isTitleCase(raw))) return null;
  if (where === 'text' && lookupHeading(raw.trim()) !== null) return null;
  if (FOR_WORK.test(text) || FOR_THIRD_PARTY.test(text) || VACCINES.test(text)) return { type: 'Other', known: true };
  if (THERAPIST.test(text)) return { type: 'Therapy Note', known: true };
  if (ALLIED.test(text)) return { type: 'Other', known: true };
  return null;
}

// A title printed with its letters spaced ('D I S C H A R G E   S U M M A R Y'): single letters a space apart, five or
// more. Words stand two spaces or more apart; where the print (or OCR) ran them together, the letters are cut into the
// words titles are made of, and a run that does not cut into them all is no title.
const SPACED_LETTERS = /^\s*\p{L}(?:\s\p{L}|\s{2,}\p{L}){4,}\s*$/u;
const TITLE_WORDS = [
  'discharge',
  'summary',
  'history',
  'and',
  'physical',
  'operative',
  'operation',
  'report',
  'progress',
  'notes',
  'note',
  'consultation',
  'emergency',
  'department',
  'radiology',
  'pathology',
  'laboratory',
  'procedure',
  'referral',
  'letter',
  'admission',
  'record',
  'nursing',
  'clinic',
  'visit',
  'surgical',
  'imaging',
  'of',
];

const LONGEST_FIRST = [...TITLE_WORDS].sort((a, b) => b.length - a.length);

/** The line's letters read as words when it prints a title letter-spaced, else null. */
function unspaced(line: string): string | null {
  if (!SPACED_LETTERS.test(line)) return null;
  const words = line
    .trim()
    .split(/\s{2,}/)
    .map((w) => w.replace(/\s/g, ''));
  if (words.length > 1) return words.join(' ');
  const cut = cutIntoWords((words[0] ?? '').toLowerCase());
  return cut ? cut.join(' ') : null;
}

/** The letters cut into title words, longest first at each step; null where they do not cut into them all. */
function cutIntoWords(letters: string): string[] | null {
  if (letters === '') return [];
  for (const word of LONGEST_FIRST) {
    if (!letters.startsWith(word)) continue;
    const rest = cutIntoWords(letters.slice(word.length));
    if (rest) return [word, ...rest];
  }
  return null;
}

const LETTER_FOLDS: Record<string, string> = { ł: 'l', ø: 'o', æ: 'ae', ß: 'ss', ı: 'i', đ: 'd' };

// Each kind of paper has a small family of words across the languages charts arrive in, beyond the patterns above
// (Dutch, the Nordic languages, Finnish, Polish, Czech, Turkish, Malay, Greek, Russian): a word of the title, or a
// Germanic compound's first part ('Röntgensvar', 'Operatieverslag'), names the kind; a certificate's noun is a
// compound's last part ('Arztzeugnis', 'Läkarintyg'). Ordered: a reply to a referral before the referral, a referral
// before the consultation it asks for. Read on the folded title (accents off, lower case).
const W = String.raw`(?<!\p{L})`;
const family = (...stems: string[]) => new RegExp(`${W}(?:${stems.join('|')})`, 'u');
const FAMILIES: [RegExp, DocType][] = [
  [family(String.raw`remissvar`, String.raw`svar\s+pa\s+remiss`), 'Consultation'],
  [
    family(
      'verwijz',
      'verwijs',
      String.raw`remiss(?:en)?(?!\p{L})`,
      'henvisning',
      'skierowani',
      'doporuceni',
      String.raw`sevk(?!\p{L})`,
      'rujukan',
      'lahete',
      'направлени',
      'παραπεμπτικ',
      // Lithuanian, Latvian, Estonian, the South Slavic languages, Hungarian, Romanian, Swahili, Vietnamese.
      'siuntim',
      'nosutijum',
      'saatekiri',
      'uputnic',
      'napotnic',
      'beutalo',
      String.raw`bilet\s+de\s+trimitere`,
      String.raw`rufaa(?!\p{L})`,
      String.raw`giay\s+chuyen\s+vien`,
    ),
    'Referral',
  ],
  [
    family(
      String.raw`karta\s+informacyjna`,
      String.raw`wypis(?!\p{L})`,
      'propousteci',
      'epikri[sz]',
      'эпикриз',
      'выписн',
      'выписк',
      // Ukrainian and Bulgarian spell them with и and е; Slovak's 'prepúšťacia správa'.
      'виписк',
      'епикриз',
      'prepustac',
      'ontslag',
      'utskrivning',
      'udskrivning',
      'taburcu',
      'εξιτηρι',
      'externare',
      'epicriz',
      'epikriis',
      'zarojelentes',
      'otpusn',
      'odpustn',
      String.raw`israsas\s+is\s+ligos`,
      'izraksts',
      String.raw`pasien\s+pulang`,
      String.raw`ringkasan\s+pulang`,
      String.raw`discaj(?!\p{L})`,
      String.raw`ra\s+vien(?!\p{L})`,
      // Armenian and Georgian spell the epicrisis in their scripts; Romanian 'extras din foaia de observație' (Moldova).
      'էպիկրիզ',
      'ეპიკრიზ',
      String.raw`extras\s+din\s+(?:fisa|foaia)`,
    ),
    'Discharge Summary',
  ],
  [
    family(
      'operacn',
      'operacyjn',
      String.raw`operat(?:ie|ions?)(?:verslag|berattelse|beskrivelse|rapport|journal)`,
      'operasjonsbeskrivelse',
      'ameliyat',
      'leikkauskertomus',
      String.raw`mutet(?:i)?\s+leiras`,
      String.raw`protocol\s+operator`,
      String.raw`phau\s+thuat`,
      'операц',
      'χειρουργικ',
    ),
    'Operative Report',
  ],
  // 'Patologica' alone is an adjective in the Romance languages ('Anamnesi patologica remota'): the stem needs its
  // tissue or its answer.
  [
    family(
      'histopatolog',
      'patohistolo',
      'szovettan',
      'cytolog',
      String.raw`patologi(?:sk|svar|rapport|utlatande|beskrivelse)`,
      'патологоанатом',
      'гистолог',
      'παθολογοανατομ',
    ),
    'Pathology Report',
  ],
  [
    family(
      'rontgen',
      'rentgen',
      String.raw`rtg(?!\p{L})`,
      'ultralj',
      'ultralyd',
      'ultrageluid',
      'echografie',
      String.raw`usg(?!\p{L})`,
      'ultrazvuk',
      'sonograf',
      'tomograf',
      'rezonans',
      'mammograf',
      'ultrahang',
      // The adjective of a radiological examination or report ('radioloģiskās izmeklēšanas protokols', 'radiologické
      // vyšetření', 'badanie radiologiczne', 'radiološki izvid', 'radiológiai lelet').
      'radiologisk',
      'radiologick',
      'radiologiczn',
      'radioloski',
      'radiologiai',
      String.raw`sieu\s+am(?!\p{L})`,
      'радиолог',
      'рентген',
      'узи',
      'томограф',
      'ακτινογραφ',
      // Russian ultrasound and Doppler studies ('протокол ультразвукового исследования', 'допплерография').
      'ультразвук',
      'доп+лер',
      'дуплексн',
      'υπερηχογραφ',
      // Mongolian: an echo (ultrasound) study, an ultrasound ('хэт авиан').
      String.raw`эхо\s+шинжилгээ`,
      String.raw`хэт\s+авиа`,
    ),
    'Radiology Report',
  ],
  [
    family(
      String.raw`laborat(?!ory(?!\p{L})|ories(?!\p{L}))`,
      'labsvar',
      'labbsvar',
      'tahlil',
      String.raw`buletin\s+de\s+analize`,
      String.raw`xet\s+nghiem`,
      'лаборатор',
      'εργαστηριακ',
    ),
    'Laboratory Report',
  ],
  // A specialist's outpatient sheet is the consultation the referral asked for ('Ambuláns lap').
  // A South Slavic specialist's report ('izvid specialista', 'specijalistički nalaz') and the Bulgarian outpatient sheet
  // ('амбулаторен лист') are the same paper.
  [
    family(
      // The consultation's own word in most European languages, Albanian and Russian ('konsultë', 'консультативное
      // заключение'). A consultant ('konsultant') is who writes.
      String.raw`konsult(?!ant)`,
      'konzult',
      String.raw`консульт(?!ант)`,
      String.raw`ambulans\s+lap(?!\p{L})`,
      String.raw`izvid\s+specialist`,
      String.raw`specijalisticki\s+(?:nalaz|izvjestaj|izvestaj|pregled)`,
      String.raw`nalaz\s+specijalist`,
      String.raw`амбулаторен\s+лист`,
    ),
    'Consultation',
  ],
  // A Mongolian outpatient examination ('Амбулаторийн үзлэг'): the visit's note.
  // (Folded, 'й' loses its breve: 'амбулаторин'.)
  [family(String.raw`амбулатори\p{L}*\s+үзлэг`), 'Progress Note'],
  // Papers about care, not records of it: a prescription, a certificate or a sick note.
  [
    family(
      String.raw`recept(?:a|e|u|y)?(?!\p{L})`,
      'receita',
      'recete',
      'ordonnance',
      String.raw`resep(?!\p{L})`,
      'reseptti',
      'рецепт',
      'συνταγ',
      String.raw`\p{L}*(?:zeugnis|bescheinigung|intyg|erklaering|erklering|verklaring)(?!\p{L})`,
      'zaswiadczeni',
      'zwolnieni',
      'potvrzeni',
      String.raw`cuti\s+sakit`,
      String.raw`surat\s+keterangan`,
      'adeverint',
      'igazolas',
      'pazym',
      String.raw`giay\s+chung\s+nhan`,
      String.raw`reteta(?!\p{L})`,
      String.raw`don\s+thuoc`,
      String.raw`sijil(?!\p{L})`,
      'справк',
      'βεβαιωσ',
    ),
    'Other',
  ],
];
// Arabic titles: a word may carry the article ('العملية'), so the stems stand without a word's boundary before them; read
// on the folded title (hamza and vowel marks off, presentation forms to their letters).
const ARABIC_FAMILIES: [RegExp, DocType][] = [
  [/عملي[ةه]\s+(?:ال)?جراحي|تقرير\s+(?:ال)?عملي[ةه]/u, 'Operative Report'],
  [/(?:ملخص|تقرير|ورق[ةه]|بطاق[ةه])\s+(?:ال)?خروج/u, 'Discharge Summary'],
  [/طوارئ/u, 'Emergency Department Note'],
  [/اشع[ةه]|سونار|موجات\s+فوق\s+(?:ال)?صوتي|تصوير\s+(?:ال)?(?:شعاعي|مقطعي|بالرنين)/u, 'Radiology Report'],
  [/مختبر|تحاليل|معمل/u, 'Laboratory Report'],
  [/استشار[ةه]/u, 'Consultation'],
  // A follow-up's report ('تقرير متابعة'): the later visit's note, as a follow-up consultation is.
  [/متابع[ةه]/u, 'Progress Note'],
  [/تحويل|احال[ةه]/u, 'Referral'],
  [/وصف[ةه]\s+طبي|روشت[ةه]|شهاد[ةه]\s+طبي|اجاز[ةه]\s+مرضي/u, 'Other'],
];
const ARABIC = /[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/;
const PRESENTATION_FORMS = /[\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * An Arabic title's kind: presentation forms read as their letters, and the title read both ways, as a text layer may
 * lay a right-to-left line out in visual order (its letters reversed).
 */
function arabicType(text: string): DocType | null {
  const letters = PRESENTATION_FORMS.test(text) ? text.normalize('NFKD').replace(/\p{M}/gu, '') : text;
  for (const form of [letters, [...letters].reverse().join('')])
    for (const [family, type] of ARABIC_FAMILIES) if (family.test(form)) return type;
  return null;
}

// A facility's name in the same languages: a letterhead ('Laboratorium Medyczne', 'Röntgenkliniken') names no paper.
const FACILITY =
  /(?<!\p{L})(?:\p{L}*(?:klinik|kliniek|sjukhus|sygehus|ziekenhuis|mottagning|vardcentral|praktijk|afdeling|avdelning)\p{L}*|clinic\w*|hospital\w*|laborator(?:ies|ios|ien)|diagnostics?|szpital\w*|nemocnice|hastane\w*|centrum|cent(?:er|re|ro)|institut\w*|instytut|gmbh|ltd|sdn|bhd|poradni\w*|zaklad|oddzial)(?!\p{L})/u;
const FAMILY_WORDS = 6;
// A title that opens with its kind's word may go on longer ('Extras din foaia de observație a bolnavului de staționar').
const OPENED_FAMILY_WORDS = 10;

// Serbian and Macedonian Cyrillic letters as their Latin spelling folded (the families read 'otpusn', 'uputnic',
// 'specijalisticki'); the Russian letters those languages lack stay as they are, for the Russian stems.
const SOUTH_SLAVIC_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  џ: 'dz',
  ш: 's',
  ѓ: 'g',
  ќ: 'k',
  ѕ: 'dz',
};

function southSlavicLatin(text: string): string {
  return text.replace(/[\u0400-\u04ff]/g, (c) => SOUTH_SLAVIC_LATIN[c] ?? c);
}

/** The kind a short title names by its family of words in the languages above, or null. */
function familyType(raw: string, text: string, where: 'text' | 'banner'): DocType | null {
  const words = text.split(' ').length;
  if (words > OPENED_FAMILY_WORDS) return null;
  // A section heading the dictionary knows ('Laboratorio' over a note's results) heads part of a note, not the note.
  if (where === 'text' && lookupHeading(raw.trim()) !== null) return null;
  if (ARABIC.test(text)) return arabicType(text);
  const forms = /[\u0400-\u04ff]/.test(text) ? [text, southSlavicLatin(text)] : [text];
  for (const form of forms) {
    const type = familyIn(form, words);
    if (type) return type;
  }
  return null;
}

function familyIn(text: string, words: number): DocType | null {
  for (const [family, type] of FAMILIES) {
    const at = family.exec(text)?.index;
    if (at === undefined || (words > FAMILY_WORDS && at > 0)) continue;
    // A facility named up to the word ('Röntgenkliniken', 'Szpital ... Laboratorium') is a letterhead; a facility the
    // paper is addressed to comes after it ('Skierowanie do poradni').
    const wordEnd = at + (/^\p{L}*/u.exec(text.slice(at))?.[0].length ?? 0);
    return FACILITY.test(text.slice(0, wordEnd)) ? null : type;
  }
  return null;
}

// An endoscopy, named by its word in the languages titles arrive in ('Colonoscopy', 'Gastroskopie', 'colonscopia',
// 'fibroscopie', 'broncoscopia', 'Zystoskopie') or its abbreviation ('ERCP', 'OGD'): a procedure the clinician who
// reports it did (fixtures/shared-data/README.md: an endoscopy's report is an Operative Report), read on the folded title.
const ENDOSCOPY =
  /(?:endo|colo(?:no?)?|kolo(?:no)?|gastro|duodeno|entero|sigmoido|procto|recto|rekto|bron[ck]ho?|[ckz]ysto|cisto|uretero|hystero|istero|laryngo|arthro|artro|laparo|thoraco|toraco|colpo|fibro)s[ck]op(?:y|ies|ia|ie|ic|ique|i)?(?!\p{L})|(?<!\p{L})(?:ercp|egd|ogd)(?!\p{L})/u;
// A report's or a record's head noun in the Romance languages, which comes first and names no kind ('Relatório', 'Compte rendu',
// 'Laudo', 'Informe médico'); what follows it, after 'de' or as an adjective, says which kind ('de alta', 'opératoire').

const ROMANCE_HEAD =
  /^(?:historia|storia|informe|reporte|relatorio|laudo|nota|hoja|ficha|fiche|folha|boletim|boletin|carta|lettre|lettera|compte[-\s]rendu|rapport|resumen|resumo|sumario|referto|verbale|relazione|registro|descricao|resultados?|protocolo|protocole)(?:\s+(?:medic[oa]|medical|clinic[oa]|final))?\s+(?:(?:de|di|da|do|dos|das|del|des|du|della|dello|d['’])\s*)?(.+)$/;
// What the complement names, in Spanish, Portuguese, French and Italian, most specific first: an emergency visit
// before the stay it may end, a stay's end before the operation it followed, a specimen before the laboratory.
const COMPLEMENT_TYPES: [RegExp, DocType][] = [
  // An endoscopy, before the words of its kind ('endoscopia digestiva alta': the upper tract, no discharge).
  [ENDOSCOPY, 'Procedure Note'],
  // 'Urgències' in Catalan, 'urgência' in Portuguese, 'urgenze' in Italian.
  [/\b(?:urgen(?:cias?|ces?|cies|ze)|emergencia|pronto[\s-]so(?:c)?corso|pronto[\s-]socorro)\b/, 'Emergency Department Note'],
  [/\b(?:alta|egreso|dimissione|sortie|hospitali[sz]ation|internacao)\b/, 'Discharge Summary'],
  [/\b(?:ingreso|admision|admissao|admission|ricovero)\b/, 'History and Physical'],
  [/\b(?:cirurgi\w*|cirugi\w*|chirurgi\w*|operatori[oa]|operatoire|operacion|operacao|intervento|intervention)\b/, 'Operative Report'],
  [/anatomopatolog|histopatolog|anatomia\s+patologica|\bpatologia\b|citolog/, 'Pathology Report'],
  [
    /\b(?:radiolog\w*|imagen\w*|imagerie|imagem|ecografia|echographie|ultrass?onografia|tomografia|resonancia|ressonancia|radiografia|radiographie|mamografia|mammographie|scanner|irm|densitometria)\b/,
    'Radiology Report',
  ],
  [/\b(?:laborator\w*|analisis|analises|analyses|biologi\w*|bioquimica|hemograma)\b/, 'Laboratory Report'],
  // A specialist's visit, named by the specialty ('visita neurologica', 'consulta de dermatología').
  [
    /\b(?:consultation|interconsulta|consulenza|parecer)\b|\b(?:visita|consulta)\s+(?:de\s+)?\w*(?:log|iatr|ortoped|oculist|chirurg)\w*/,
    'Consultation',
  ],
  [/\b(?:evolucion|evolucao|evolution|seguimiento|seguimento|suivi|progreso)\b/, 'Progress Note'],
  [/\b(?:enfermeria|enfermagem|infirmier\w*|infermieristic\w*)\b/, 'Nursing Note'],
  [/\b(?:fisioterapia|kinesitherapie|reabilitacao|rehabilitacion)\b/, 'Therapy Note'],
  [/\b(?:referencia|contrarreferencia|derivacion|encaminhamento)\b/, 'Referral'],
];

/** The kind a Romance title's complement names ('Relatório de Alta' → a discharge summary), or null. */
function complementType(text: string): DocType | null {
  const complement = ROMANCE_HEAD.exec(text)?.[1];
  if (!complement) return null;
  return COMPLEMENT_TYPES.find(([word]) => word.test(complement))?.[1] ?? null;
}

// A German compound title: its last part names only a report, a finding, a letter or a record ('-bericht', '-befund',
// '-brief', '-protokoll'); its first part says which kind ('Entlass-', 'Notfall-', 'MRT-'). An adjective may stand
// before it ('Provisorischer Austrittsbericht', 'Vorläufiger Entlassbrief').
const GERMAN_COMPOUND = /^(?:[a-z]+(?:er|es|e)\s+)?([a-z]+?)s?[-\s]?(?:bericht|befund|brief|protokoll|notiz)$/;
const FIRST_PART_TYPES: [RegExp, DocType][] = [
  [new RegExp(`^(?:${ENDOSCOPY.source})$`, 'u'), 'Procedure Note'],
  [/^(?:notfall|notaufnahme)/, 'Emergency Department Note'],
  // The linking 's' may take the last letter of the first part ('Entlass-brief' read as 'Entlas' + 's'). Swiss German
  // says the patient's leaving hospital 'Austritt' ('Austrittsbericht', 'Kurzaustrittsbericht').
  [/^(?:entlas|(?:kurz)?austrit)/, 'Discharge Summary'],
  [/^aufnahme/, 'History and Physical'],
  [/^(?:operation|op$)/, 'Operative Report'],
  [/^(?:patholog|histolog|zytolog)/, 'Pathology Report'],
  [/^(?:rontgen|ct$|mrt$|sonographie|ultraschall|radiolog|szintigraph|mammograph)/, 'Radiology Report'],
  [/^labor/, 'Laboratory Report'],
  [/^konsil/, 'Consultation'],
  [/^verlauf/, 'Progress Note'],
  [/^pflege/, 'Nursing Note'],
  [/^physiotherap/, 'Therapy Note'],
];

/** The kind a German compound title's first part names ('Entlassbrief' → a discharge summary), or null. */
function compoundType(text: string): DocType | null {
  const first = GERMAN_COMPOUND.exec(text)?.[1];
  if (!first) return null;
  return FIRST_PART_TYPES.find(([part]) => part.test(first))?.[1] ?? null;
}

/**
 * A title with the date of its visit after it ('Visit Note - July 23, 2025', 'CONSULTATION 03/04/2022'): the date
 * says when, not what, so the title is read without it.
 */
// An entry's time after its date, with the time zone an EHR prints ('01/04/2025 07:55 CST', '10:15 PM').
const TRAILING_TIME = /\s+\d{1,2}[:.]\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?(?:\s+(?:[A-Z]{2,4}T|UTC|GMT|SAST|IST))?$/;

function withoutTrailingDate(line: string): string {
  // Only a line ending in a digit (or a time after a date) can end in a date; most lines are passed over without parsing.
  const trimmed = line.replace(/[\s)\]]+$/, '').replace(TRAILING_TIME, '');
  if (!/\d$/.test(trimmed)) return line;
  const last = findDates(trimmed).at(-1);
  if (!last || last.index + last.length < trimmed.length) return line;
  const before = trimmed.slice(0, last.index);
  const head = before.replace(/[\s,|([\-–—]+$/, '');
  // 'Date of Procedure: 3/4/2021' is a label and its value, not a title.
  return head.length > 0 && !/:\s*$/.test(head) ? head : line;
}

// A form prints its number and revision after its title ('... CLAIM FORM  Form WC-1 (rev. 01/2026)'): they say which
// edition, not what the paper is. A form's number holds a digit.
// A paper's serial number after its title ('ВИПИСКА ... № 7731', 'Discharge Summary No. 2026/118') says which copy.
const FORM_CODE =
  /\s+(?:form|formulario|formular|formulaire)\s+(?:no\.?\s*|#\s*)?[a-z-]*\d[\w./-]*\b.*$|\s*\((?:rev|revised|version)\b[^)]*\)\s*$|\s+(?:№|no\.|nr\.?|n[°º])\s*[\p{L}-]*\d[\w./-]*\s*$/iu;

function withoutFormCode(line: string): string {
  const head = line.replace(FORM_CODE, '');
  return /\p{L}{3}/u.test(head) ? head : line;
}

const NUMBERED = /^\d{1,2}[.)]\s/;
// What an MR study images or how it is done: the body's regions and parts, and the words of a study's protocol.
const MR_STUDY =
  /^mr\s.*\b(brain|head|skull|orbits?|pituitary|iacs?|face|neck|spine|cervical|thoracic|lumbar|sacrum|chest|thorax|breasts?|heart|cardiac|abdomen|abdominal|liver|pancreas|mrcp|kidneys?|renal|pelvis|prostate|uterus|hip|knee|shoulder|elbow|wrist|hand|ankle|foot|extremity|joint|angio\w*|venogra\w*|arthrogra\w*|enterograph\w*|contrast|with|without|w\/?o?|wo|gad\w*|sequences?)\b/;
const TITLE = 60;
// A courtesy title in mixed case before a given name and a surname ('Mr Eoghan Fitzmaurice MCh, Consultant Breast
// Surgeon') names a surgeon in a letterhead, whatever part of the body the credentials after it name: a study's 'MR' is
// in capitals or before a word in lower case.
const COURTESY_NAME = /^Mrs?\.?\s+\p{Lu}\p{Ll}+\s+\p{Lu}/u;
const LONG_TITLE = 100;

/** Every word of four or more letters starts with a capital. */
function isTitleCase(raw: string): boolean {
  return raw.split(/\s+/).every((w) => !/^[a-z]{4,}/.test(w));
}

const PAGE_MARKER = /\s*(?:[-–—,|]\s*|\(\s*)?\b(?:page|pg\.?|p\.)\s*\d+(?:\s*(?:of|\/)\s*\d+)?\s*\)?\s*$/i;

// A sentence ends in a full stop after lower-case words ('Ultrasound 5/2/2019 showed a stone.'); a title does not.
function isSentence(line: string): boolean {
  return /\.\s*$/.test(line) && (line.match(/\b[a-z]{3,}\b/g)?.length ?? 0) >= 2;
}

// A row of column labels ('PT  DOB  MR#  DATE OF VISIT') is three or more runs apart on one line.
function isColumnRow(line: string): boolean {
  return line.trim().split(/\s{2,}/).length >= 3;
}

// A title outside the patterns above is still a short line of its own, in capitals or title case, that names a kind
// of document ('Return Patient Visit', 'Anesthesia Record') or an imaging study ('CT Abdomen/Pelvis w/ Contrast').
const DOCUMENT_NOUN =
  /\b(note|notes|visit|report|summary|consultation|consult|letter|record|evaluation|encounter|order|orders|instructions|examination|assessment|clerking|study|procedure|h&p|history\s+(?:and|&)\s+physical|worksheet|flowsheet|flow\s+sheet|checklist|log|follow[-\s]?up|notification)$/;
// With the names studies go by in other languages ('RX TORACE', 'Ecografía abdominal', 'Röntgen Thorax', 'TAC'), and a
// bone density scan's ('DXA', 'Bone Densitometry').
const IMAGING =
  /^(ct|cta|mri|mr|mra|us|xr|x-?ray|ultrasound|pet|dexa|mammogram|fluoroscopy|nm|rx|tac|rm|rmn|eco|ecografia|radiografia|tomografia|resonancia|rontgen|echographie|radiographie)\b|\b(x-?ray|radiograph|ultrasound|mri|ct|sonogram|mammogram|dxa|dexa|(?:bone\s+)?densitometry|\d\s*views?)\b/;
// A cardiologist's study of the heart, in the languages charts arrive in ('Transthoracic Echocardiogram',
// 'Ecocardiograma', 'Holter Monitor Report'): the echocardiogram by its name alone; a tracing or a monitor, which a note
// also heads a section with ('ECG'), only with the noun of a report or a test after it.
const HEART_STUDY =
  /\b(?:echo\s*cardiogra\w*|ecocardiogra\w*|echokardiogra\w*|echo\s+report|(?:tte|tee)\s+report)|^(?:tte|tee)$|^echo\b|\b(?:\d+[-\s]lead\s+)?(?:ecg|ekg|electrocardiogra\w*|elektrokardiogra\w*|holter|(?:exercise\s+|treadmill\s+)?stress)\b.*\b(?:report|test|tracing|study|monitor(?:ing)?)$/;
// A meeting's word in the languages charts arrive in: a meeting, a conference, a tumour board, a huddle
// ('Fallkonferenz', 'réunion de concertation pluridisciplinaire', 'comité de tumores', 'riunione multidisciplinare').
const TEAM_MEETING =
  /\b(?:meeting|conference|tumou?r\s+board|huddle|mdt|idt|idg|reunion|comite|riunione)\b|konferenz|besprechung\b|concertation|overleg\b/;
// The other studies a specialist or a technologist reports, each a paper of its own kind as a heart study is: of the eye
// (biometry, visual fields), the ear (an audiogram), the lungs (pulmonary function), sleep, the nerves and muscles. Named
// alone a test heads a section of a visit's note: only with a report's or a test's noun, or a calculation, is it a title.
const OWN_STUDY =
  /^(?=.*\b(?:report|test|tests|study|calculation|results?|interpretation)$)(?:.*\b(?:(?:optical\s+)?biometry|keratometry|perimetry|visual\s+fields?|audiogram|audiometry|tympanometry|spirometry|pulmonary\s+function|polysomnogra\w*|sleep|eeg|electroencephalogra\w*|emg|electromyogra\w*|nerve\s+conduction)\b)/;
// A facility's name ends in what the facility is ('Prairie View Medical Group'); a title ends in what the document is.
const ORGANISATION =
  /\b(group|associates|clinic|hospital|cent(er|re)|institute|practice|llc|inc|p\.?c|agency|partners|physicians|specialists|services|care|health)\.?$/;
// Instructions for the patient ('Discharge Instructions', 'Post-Operative Instructions') are no clinical note.
const INSTRUCTIONS = /\binstructions$/;
const KEYWORD_TYPES: [RegExp, TitleType][] = [
  [INSTRUCTIONS, 'Other'],
  // The head noun decides: 'Discharge-Day Progress Note' is a progress note written on the day of discharge.
  [/\bprogress\s+notes?$/, 'Progress Note'],
  [/\bdischarge\b/, 'Discharge Summary'],
  [/\b(emergency|ed|er)\b/, 'Emergency Department Note'],
  [/\bconsult(ation)?\b/, 'Consultation'],
  // What is done before an operation (a pre-operative checklist or assessment) is no report of it.
  [/(?<!pre-?)\b(operative|operation|surgery|surgical)\b(?!.*patholog)/, 'Operative Report'],
  // A report named by its endoscopy is the endoscopist's ('Colonoscopy Report'); its specimen's is the pathologist's.
  [new RegExp(String.raw`^(?!.*(?:patholog|histolog|cytolog))(?:.*${ENDOSCOPY.source})`, 'u'), 'Procedure Note'],
  // The head noun as a compound's last part too: 'Histopathology', 'Biochemistry'.
  [/\w*(patholog|histolog|cytolog)\w*|\bbiopsy\b/, 'Pathology Report'],
  [/\bprocedure\b/, 'Procedure Note'],
  [/\b(lab|laboratory|panel|\w*chemistry|ha?ematology|microbiology|serology|immunology|urinalysis)\b/, 'Laboratory Report'],
  // A whole history named last, as the head noun, is one whatever service admits ('Rehabilitation Admission History and
  // Physical'): the service that admits names no therapist's note.
  [/\bhistory\s+(?:and|&)\s+physical$/, 'History and Physical'],
  [/\b(therapy|rehab\w*|pt|ot|slp)\b/, 'Therapy Note'],
  // A nurse practitioner writes the visit's note, as a physician does (fixtures/shared-data/README.md).
  [/\bnursing\b|\bnurse\b(?!\s+practitioner)/, 'Nursing Note'],
  // A carer's or an aide's record of the care given is no clinician's note; a midwife's notes are.
  [/\b(aide|care\s+assistant|carer|caregiver|cna|hca|support\s+worker)\b/, 'Other'],
  [/\bmidwi(fe|fery|ves)\b/, 'Progress Note'],
  // A clinician's first evaluation of a patient sent to the service ('Wound Care Initial Evaluation') is its
  // consultation; a therapist's or a nurse's is read above.
  // 'Initial Assessment' alone names no one: who wrote it decides (a physiotherapist's, written 15).
  [/\S\s+initial\s+(evaluation|assessment)$/, 'Consultation'],
  [/\b(history\s+(and|&)\s+physical|admission)\b/, 'History and Physical'],
  // A British doctor's clerking at an admission is its whole history (an emergency department's is read above).
  [/\bclerking$/, 'History and Physical'],
  [
    /\b(visit|progress|follow[-\s]?up|office|clinic|return|established|soap|encounter)\b|\b(?:tele)?phone\s+(?:note|call|consultation|contact)\b|\b(doctor|physician|provider|clinician)'?s?\s+notes?$/,
    'Progress Note',
  ],
  [/\breferral\b/, 'Referral'],
  [/\b(letter|correspondence)\b/, 'Letter'],
];

// A report's status ('FINAL REPORT', 'NORMAL REPORT', 'Amended Result') says how far the report is, not what it is.
const STATUS_ONLY =
  /^((normal|abnormal|final|preliminary|prelim|duplicate|corrected|amended|revised|interim|partial|cumulative|updated|verified|draft)\s+)+(report|result|results)$/;

function genericTitle(raw: string, text: string, where: 'text' | 'banner'): TitleType | null {
  const words = raw.split(/\s+/);
  if (STATUS_ONLY.test(text)) return null;
  // 'Date of Procedure:' is a label, not a title.
  if (words.length > 8 || /[.;:]$/.test(raw) || !/^[\p{Lu}\d]/u.test(raw) || /^(date|dt|time)\b/.test(text)) return null;
  if (!isTitleCase(raw)) return null;
  if ((where === 'text' && lookupHeading(raw.replace(/:$/, '')) !== null) || ORGANISATION.test(text)) return null;
  // A study names what it images in a word ('CT HEAD'); marks OCR read after a modality ('CT [A BE') name nothing, nor
  // does a modality's two letters among the specks OCR reads of a form's boxes ('EE RR CT —', 'I CT'): no word of three
  // letters. A closing brace is OCR's reading of a bracket's end ('RX THORAX (PA + PROFIEL}').
  const imaging = IMAGING.test(text) && !/[[{]/.test(text) && /\p{L}{3}/u.test(text);
  if (!imaging && !DOCUMENT_NOUN.test(text.replace(/[^a-z&\s-]+$/, '').trim())) return null;
  if (imaging) return 'Radiology Report';
  for (const [pattern, type] of KEYWORD_TYPES) if (pattern.test(text)) return type;
  return 'Other';
}

/**
 * Whether a line names an imaging study ('CT abdomen with contrast', 'XR LEFT WRIST 3 VIEWS', 'Ecografía abdominal'),
 * in any case: the label of an exam's date types a paper as imaging only where it names one (infer-doc-type.ts).
 */
export function namesImagingStudy(line: string): boolean {
  const text = foldTitle(line);
  return IMAGING.test(text) && !/[[{]/.test(text) && /\p{L}{3}/u.test(text);
}

export function isContinuation(line: string): boolean {
  return /\((continued|cont'?d)\)|\bcontinued\b|\bcont'd\b/i.test(line);
}
