import { labelOnly } from '../header/labels.ts';
import { lookupHeading } from '../sections/dictionary.ts';
import { findDates } from '../text/dates.ts';
import { CREDENTIALS } from './credentials.ts';
import { closingMatter, closingStart, fieldAfter } from './note-close.ts';
import { repeatsName, typedAfterSignature } from './written-beside.ts';
import { LABORATORY_POSTS, unnamedCheck, withoutListedPosts } from './results-validation.ts';
import { ANSWERED_BY, ANSWERED_LABEL, INSTITUTION, namesPerson, SIGNATURE_NOUNS, SIGNED_ELECTRONICALLY } from './signing-acts.ts';

/** A sign-off block: the signing line and what the lines around it say about the signer. */
export interface SignOff {
  /** position of the signing line within the lines given */
  at: number;
  author: boolean;
  credentials: boolean;
  date: boolean;
  /** a typed name or role with no act of signing: it does not outweigh a statement that the note is not signed */
  typed?: boolean;
  /**
   * the signer's name is typed at an empty place to sign (a rule, or a signature label left blank): a drawn signature
   * stands there or nobody signed, which a page's text layer cannot show (audit/check-authentication.ts)
   */
  place?: boolean;
}

// A signing act: e-signed, signed / authenticated / attested / verified / finalized / co-signed (by, on, or as a
// line of its own, or after the signer's name and a dash with its date: '… — signed 02/10/2025'), a signature label, /s/. The signer is named on the line or on the lines around it. Released to
// someone is delivered, not signed (audit/signing-acts.ts).
const SIGNING =
  /^\s*(?:electronically\s+|digitally\s+|e-?)?(?:signed|authenticated|attested|verified|finali[sz]ed|co-?signed|reviewed\s+and\s+(?:electronically\s+)?signed)\b|\be-?signed\b|\b(?:electronically|digitally)\s+(?:signed|verified|authenticated|approved|validated|released)\b(?!\s+to\s)|\b(?:dictated|reviewed|authored|read)\s*(?:\/|and|&)\s*signed\b|\b(?:signed|authenticated|attested|verified|finali[sz]ed)\s+(?:electronically\s+)?(?:by|on)\b(?!\s+(?:the|a|an|patient|pt|his|her|their|family|parent|guardian|mother|father|spouse)\b)|\bsignature\s*:|^\s*\/s\/|\bsigned\s+electronically\b|\bfirmad[oa]\s+(?:electr[oó]nicamente\s+|digitalmente\s+)?por\b|\bfirmato\s+(?:digitalmente\b|elettronicamente\b|il\b|da\b)|\b(?:elektronisch|digital)\s+(?:signiert|unterschrieben|freigegeben)\b|^\s*gez\.\s|\bsign[ée]e?\s+(?:[ée]lectroniquement\s+|num[ée]riquement\s+)?par\b|\bassinad[oa]\s+(?:digitalmente\s+|eletronicamente\s+)?por\b|\bondertekend\b|[—–]\s*signed\s+(?:on\s+)?\d/iu;
// An act of answering for the note with the person who did it ('Reviewed by: Kay Lund, RN', 'Refertato da: Dott.
// Mario Bianchi'), or the act as a label naming its person after it ('Validated: 03/04/2024 12:00 by J. Roe'), in the
// one signing vocabulary (audit/signing-acts.ts). A status after the label ('Approved: Pending') names no one; a
// label ending its line ('Reported by:') names the person on the next.
function actBy(line: string, next: string): boolean {
  // A line of cells ('Technisch validiert: … · Medizinisch validiert: Dr. …') is read a cell at a time.
  const cells = line.split(CELL_BREAK);
  return cells.some((cell, i) => cellActBy(cell, i === cells.length - 1 ? next : ''));
}
const CELL_BREAK = /\s[·•|]\s/u;

function cellActBy(line: string, next: string): boolean {
  const m = ANSWERED_BY.exec(line) ?? ANSWERED_LABEL.exec(line);
  if (m === null) return false;
  const rest = line.slice(m.index + m[0].length);
  return namesPerson(/^[\s:]*$/.test(rest) ? next : rest, line.slice(0, m.index));
}

// Papers signed in the course of care (consents, directives, releases), not the note, unless a clinician signs.
const OTHER_PAPER =
  /\b(?:consents?|forms?|waivers?|releases?|directives?|agreements?|authori[sz]ations?|instructions|contracts?|POLST|MOLST|AMA|HIPAA)\b/i;
// A place for someone other than the note's author to sign: the patient, a relative, a guardian or a witness (a
// discharge instruction sheet the patient signs). Their signature says they received the paper, not who wrote it.
// The patient in the languages whose signature nouns are read (signing-acts.ts): 'Pasientens underskrift', 'Podpis
// pacjenta', 'Hasta imzası', 'Tanda tangan pasien'.
const OTHERS_SIGNATURE =
  /(?<![\p{L}])(?:patient|pt|parent|guardian|witness|relative|representative|member|client|family|spouse|caregiver|carer|paciente|representante|testigo|familiar|paziente|testimone|patient(?:in|en)|zeuge|t[ée]moin|pasient(?:en)?|potilaa|pacjenta|pacienta|pacijenta|paciento|beteg|pacientului|hasta|pasien|mgonjwa|ασθενούς)s?(?:'s|’s|n)?(?![\p{L}])/iu;
const SIGNATURE_PLACE = new RegExp(String.raw`(?<![\p{L}])(?:${SIGNATURE_NOUNS})(?![\p{L}])`, 'iu');

function othersSignature(line: string): boolean {
  // Whose signature the label names: the words before its colon ('Patient Signature:', 'Signature of parent:').
  const label = line.split(':')[0] ?? line;
  return SIGNATURE_PLACE.test(label) && OTHERS_SIGNATURE.test(label);
}

// An attestation: the signer states in the first person that they saw, examined or reviewed; the name follows.
const ATTESTATION =
  /\battest(?:ation|ed|s)?\b|\bI\s+(?:have\s+)?(?:personally\s+)?(?:saw|seen|examined|evaluated|interviewed|reviewed|performed|was\s+present)\b/i;
// A letter's closing: a short line of courtesy words ending the letter ('Sincerely,', 'With kind regards,').
const CLOSING_WORDS =
  /\b(?:sincerely|regards|respectfully|cordially|truly|faithfully|wishes|gratitude|thanks|thank\s+you|atentamente|cordialmente|saludos|gr(?:ü|ue|u)(?:ß|ss)en|saluti|cordialement|confraternellement|atenciosamente|groet(?:en)?|h(?:ä|ae)lsningar|hilsen)(?![\p{L}])/iu;
const CLOSING = /^\s*[\p{L} ]{0,30},?\s*$/u;

// A signer named with credentials ('Kay Lund, MD', 'Dr. Kay Lund, DO', 'Lund, Kay PA-C', 'Ana Ruiz, MT(ASCP)'),
// starting a line, following a label ('Ordering Physician: Kay Lund, MD') or closing a sentence ('... as documented
// above. Kay Lund, MD'); one named inside a sentence ('follow up with Kay Lund, NP') is not signing.
const NAME = String.raw`(?:dr\.?\s+)?[A-Z][A-Za-z.'-]+(?:,?\s+[A-Z][A-Za-z.'-]*){1,3}`;
const SIGNER = new RegExp(String.raw`(?:^|[.;:]\s+)(?:[A-Za-z][A-Za-z ]{0,30}:\s*)?${NAME},?\s+${CREDENTIALS.source}`, 'm');
// The signer named on the signing line itself; a label on the next line ('Date:') names nobody.
const SIGNED_BY =
  /(?:signed(?:\s+by|\s+electronically\s+by)?|signature|\/s\/|(?:authenticated|attested|verified|validated|approved|released|reported)\s+by)[ \t]*:?[ \t]*(?:dr\.?[ \t]+)?[A-Z][a-z]+\b(?![ \t]*:)/i;
// A name alone on the line after a signing line or closing: 'Kay Lund', 'R. Patel', 'Jan de Vries'.
const BARE_NAME =
  /^\s*(?:(?:[Dd]ra?|[Dd]ott|[Pp]rof|PD)\.?(?:ssa\.?)?\s+(?:med\.\s+)?)*(?:\p{Lu}\p{Ll}+|(?:\p{Lu}\.){1,3})(?:\s+(?:(?:van|von|de|der|den|del|della|di|da|dos|das|du|la|le|ten|ter|zu)\s+)*\p{Lu}[\p{L}.'-]*){1,3}\s*$/u;

// A typed signature block ends a note with no signing words: the writer's name alone on its line after an honorific
// ('Dr. Emma Williams', 'Mr. Andrew J. Davies', in Cyrillic 'др', 'д-р', in Arabic 'د.'), their post within the next lines ('Consultant Physician',
// 'Specialist Optometrist'), both among the note's last lines. A clinician named in a sentence is not one.
// The registration number a council gave the signer, typed after the name or the post (South Africa's 'MP 0612884',
// 'MCR 12345', 'Reg. No. 18234', '- NSCP Reg. #1187'): a few letters, then a number.
const REG_NUMBER = String.raw`(?:\s+(?:\p{Lu}[\p{L}.]{0,5}\s*){0,2}[:#]?\s*\d[\d /-]{3,})?`;
const TITLED_NAME = new RegExp(
  String.raw`^\s*(?:dr[ae]?|dott(?:\.?ssa)?|mr|mrs|ms|miss|mx|prof|pr|sr|sra|sister|д-?р|د)\.?\s+\p{L}[\p{L}.'’-]*(?:\s+\p{L}[\p{L}.'’-]*){1,3}\s*(?:\([^()]{1,40}\))?\s*(?:,[^,]{0,60})*${REG_NUMBER}$`,
  'iu',
);
// Exported for the segmenter: a signer's line that names a post closes an entry (segment/report-signer.ts).
export const POST = new RegExp(
  [
    String.raw`\b(?:consultant|attending|physician|surgeon|doctor|clinician|practitioner|nurse|midwife|optometrist|ophthalmologist|radiologist|pathologist|(?:physio)?therapist|pharmacist|psychologist|psychiatrist|registrar|resident|specialist|hospitalist|[a-z]+ologist|p(?:a)?ediatrician|obstetrician|an(?:a)?esthetist|dentist|dietitian|GP)\b`,
    // The same posts in the languages read: a doctor, a nurse, a midwife, a psychologist or a therapist.
    String.raw`(?<![\p{L}])(?:m[ée]dic[oa]|m[ée]decin|(?:fach)?(?:ä|ae)rztin|(?:fach)?arzt|enfermer[oa]|infermier[ae]|infirmi[eè]re?|sage-femme|matrona|hebamme|psic[óo]log[oa]|psychologue|psycholog(?:in)?|fisioterapeuta|fisioterapista|kin[ée]sith[ée]rapeute|physiotherapeut(?:in)?|l[ée]ka[řr](?:ka)?|lekarz|lije[čc]nik|l(?:ä|a)kare|lege|l(?:æ|ae)ge|l(?:ä|a)(?:ä|a)k(?:ä|a)ri|orvos|dokter|perawat|bidan)(?![\p{L}])`,
  ].join('|'),
  'iu',
);
// A professional registration number under the name says the same: 'HPI-I 8003...', 'GMC 1234567', 'NPI: 1234567890',
// a medical council's number ('CRM-SP 123456', 'RPPS ...', 'Nº Colegiado ...', 'KMPDC ...'), a licence number.
const REGISTRATION =
  /\b(?:HPI-?I|NPI|GMC|NMC|HCPC|AHPRA|MCR|LANR|RPPS|ADELI|CRM|COREN|MCI|KMPDC|reg(?:istration)?\.?\s*(?:no|n[º°o]|#|number)|licen[cs]e\s*(?:no|#|number)|provider\s+(?:no|number)|colegiad[oa]|matr[ií]cula)(?![\p{L}])/iu;
const TYPED_TAIL_LINES = 15;
// A line of the note's text: four words in lower case in a row.
const SENTENCE = /\p{Ll}{2,}(?:[ ,]+\p{Ll}{2,}){3}/u;
const POST_WITHIN = 3;
const POST_WORDS = 6;
// The clinician who answers for the note, named by role on one of its last lines with nothing but closing matter
// after it ('Discharging Physician: Dr. Ana Ruiz, MD', 'Laboratory Director: Dr. Ana Ruiz', 'Medico refertante' over
// the name); the same role among the fields, with the note going on after it, is a field. A referring, ordering or
// family doctor is someone else. A record system's line naming who wrote the note or did what it reports ('Completed
// by: Dr …, FY1', 'Test performed by: Sr …') closes it as the role does (the written sets' truths read such a line
// signed where it closes the paper); dictating and transcribing name who put it into words, not who answers for it.
const SIGNING_ROLE =
  /^[^\p{L}]*(?:(?:\p{L}+\s+)?(?:completed|performed|written|documented|recorded)\s+by|(?:(?:discharging|reporting|responsible|examining|signing|authori[sz]ing|attending|treating|medical|laboratory|lab|clinical)\s+)?(?:physician|doctor|clinician|consultant|radiologist|pathologist|surgeon|director)|m[ée]dic[oa]\s+(?:refertante|responsabile|responsable|tratante|informante)|(?:befundende|behandelnde|verantwortliche)r?\s+(?:arzt|ärztin))\b\s*:?\s*(?<value>.*)$/iu;
// The same role where a doctor is written in Cyrillic, Georgian, Armenian, the South Slavic languages, Romanian or
// Uzbek ('Medic curant', 'Șef secție', 'Kardiolog shifokor'), Greek, Azerbaijani, Mongolian or Arabic: the doctor,
// with a word or two for which one ('Лечащий врач', 'Врач УЗИ', 'მკურნალი ექიმი', 'Բուժող բժիշկ', 'Odjeljenski
// ljekar', 'Ο θεράπων ιατρός', 'Həkim-terapevt', 'Үзлэг хийсэн эмч', 'الطبيب', 'الجراح'), or the head of the
// department ('Заведующий отделением', 'Բաժանմունքի վարիչ'), before a colon (Armenian '՝') or a wide gap and the
// name, or alone on its line over the room left to sign and the name under it. A referring doctor ('Направивший
// врач', 'Илгээсэн эмч', 'Παραπέμπων ιατρός', 'Göndərən həkim') is someone else.
const DOCTOR_WORDS = String.raw`врач|лікар|лекар|лекарь|дәрігер|ექიმი|բժիշկ|ljekar|lekar|lije[čc]nik|medic|shifokor|[șşs]ef\s+sec[țţt]ie|заведующ\p{L}*|завідувач\p{L}*|началник|վարիչ|ιατρ(?:ός|ος|ού|ου|ε)|γιατρ(?:ός|ος)|h[əe]kim|эмч|الطبيب(?:ة)?|الجراح(?:ة)?`;
const OTHER_ROLE = /(?<![\p{L}])(?:направ|скерува|упут|uput|ուղեգր|მიმმართ|илгээ|παραπ[έε]μπ|g[öo]nd[əe]r|المحول)\p{L}*/iu;
const DOCTOR_ROLE = new RegExp(
  String.raw`^[^\p{L}]*(?:\p{L}+[\s-]+){0,2}(?<![\p{L}])(?:${DOCTOR_WORDS})(?![\p{L}])(?:[\s-]+\p{L}+\.?){0,2}(?:\s*[:՝]\s*(?<value>.*)|\s{2,}(?<gapped>\S.*)|\s*)$`,
  'iu',
);
// A person named as a value: a titled name (in Greek 'Δρ'), a name with credentials, or two to four capitalised (or
// capital) words, initials run together among them ('Yusupov B.Sh.') or before the name, joined to it or not
// ('Б.Дорж', 'О.Н. Ковалёва'); in Georgian and Arabic, which have no capitals, two to four words, in Arabic after the
// title 'د.'.
const PERSON = new RegExp(
  String.raw`^(?:(?:[Dd]ra?|DRA?|[Dd]ott|[Pp]rof|PROF|Mrs?|MRS?|Ms|MS|Miss|Δρ|ΔΡ|Δρα)\.?(?:ssa\.?)?\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}|(?:\p{Lu}\.\s?){1,3}\p{Lu}\p{Ll}+|(?:د\.\s*)?\p{Script=Arabic}+(?:\s+\p{Script=Arabic}+){1,3}|\p{Lu}[\p{L}.'’-]*(?:,?\s+\p{Lu}[\p{L}.'’-]*){1,3},?\s+${CREDENTIALS.source}|(?:\p{Lu}\p{Ll}+|\p{Lu}\.)(?:\s+\p{Lu}[\p{Ll}.'’-]+|\s+(?:\p{Lu}\p{Ll}?\.){2,3}){1,3}|\p{Lu}{2,}(?:\s+\p{Lu}{2,}){1,3}|\p{Script=Georgian}[\p{Script=Georgian}.]*(?:\s+\p{Script=Georgian}[\p{Script=Georgian}.]*){1,3})(?=[\s,.;(]|$)`,
  'u',
);
// The note's close: its last four lines that say something (audit/note-close.ts).
const CLOSE_LINES = 4;

// Lines around a signing line that belong to its block: the author above, credentials or date below. Attestations
// and closings name their signer after them.
const BLOCK_BEFORE = 3;
const BLOCK_AFTER = 2;
const NAMED_AFTER = 3;

/**
 * The note's sign-off blocks, in order. A signing act counts with whatever its block says; an attestation or a
 * letter closing counts only when it names its signer, since 'I have reviewed and agree' alone is stock wording.
 */
export function readSignOffs(lines: { text: string }[], kind: NoteKind = {}): SignOff[] {
  const acts = readSigningActs(lines, kind);
  return acts.length > 0 ? acts : typedBlocks(lines.map((l) => l.text));
}

/** The sign-off blocks that say an act of signing, review or closing, without the typed names read at a note's end. */
export function readSigningActs(lines: { text: string }[], kind: NoteKind = {}): SignOff[] {
  const text = lines.map((l) => l.text);
  const out: SignOff[] = [];
  for (const [at, line] of text.entries()) {
    const acted = actBy(line, text[at + 1] ?? '') || signerInField(line);
    const signedElectronically = SIGNED_ELECTRONICALLY.test(line) || wrappedStatement(line, text[at + 1]);
    if ((acted || SIGNING.test(line) || signedElectronically) && !(OTHER_PAPER.test(line) && !CREDENTIALS.test(line))) {
      if (othersSignature(line)) continue;
      if (kind.results && !acted && unnamedValidation(text, at)) continue;
      const block = readBlock(text, at, Math.max(0, at - BLOCK_BEFORE), at + BLOCK_AFTER + 1);
      block.author ||= acted;
      // A place to sign ('Signature: ______', 'Signed:' over 'Date:') that names nobody is waiting for a signature.
      // A statement that the note was signed is no place: 'Signed electronically. Date of signature: …'.
      if (!block.author && !signedElectronically && (SIGNATURE_PLACE.test(line) || BLANK_LABEL.test(line))) continue;
      out.push(emptySignatureLabel(line) ? { ...block, place: true } : block);
    } else if (isClosing(line) || ATTESTATION.test(line)) {
      const block = readBlock(text, at, at, at + NAMED_AFTER + 1);
      // A letter's writer is typed under the closing, with credentials or not; an attestation names a clinician.
      if (isClosing(line) ? writerUnder(text, at) || (block.author && block.credentials) : block.author && block.credentials) {
        out.push({ ...block, author: true });
      }
    }
  }
  return out;
}

/** What the reader knows of the note: a results report (a laboratory's) is validated by a named person or by nobody. */
export interface NoteKind {
  results?: boolean;
}

/**
 * A results report's electronic check that names nobody in its block, a laboratory's listed posts left out: no
 * validator answers for the results (audit/results-validation.ts).
 */
function unnamedValidation(text: string[], at: number): boolean {
  if (!unnamedCheck(text[at] ?? '', text[at + 1])) return false;
  // The statement's own line is read by unnamedCheck; the lines around it may type the validator's block.
  const around = text.map((l, i) => (i === at ? '' : withoutListedPosts(l)));
  return !readBlock(around, at, Math.max(0, at - BLOCK_BEFORE), at + BLOCK_AFTER + 1).author;
}

// A log's key of the initials that close its entries, each resolved to a named person ('Initials key: DF = Denise
// Faraday, PharmD', 'LPM = Dr Lerato Pieterse-Molefe (specialist orthodontist)', 'RD = Rhiannon Deverell (Physio)'): a
// reader takes each initialled entry as signed by the person the key names (fixtures/shared-data/README.md, 'The
// truth's conventions'). A pair names a person when the initials are the name's own and a title, a credential or a
// post marks a person; a glossary ('BMI = Body Mass Index') spells out words, not people. What follows the name is only
// looked at, so that the next pair of the key ('… PharmD - KR = …') stays whole.
const KEY_PAIR = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?<initials>\p{Lu}{2,4})\s*=\s*(?<title>(?:Dr|DR|Dra|Sr|Sra|Mr|Mrs|Ms|Prof)\.?\s+)?(?<name>\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3})(?=(?<after>\s*,[^,·|=]{1,40}|\s*\([\p{L} .'’-]{2,40}\))?)`,
  'gu',
);

/** The line of a note that keys initials to the people who initialled its entries, if any. */
export function initialsKey(lines: { text: string }[]): number {
  return lines.findIndex((l) => keyedInitials(l.text).length > 0);
}

/** The initials a line keys to the people they stand for ('DF = Denise Faraday, PharmD' keys 'DF'). */
export function keyedInitials(line: string): string[] {
  if (!line.includes('=')) return [];
  return [...line.matchAll(KEY_PAIR)].filter(namesByInitials).map((m) => m.groups?.initials ?? '');
}

function namesByInitials(m: RegExpMatchArray): boolean {
  const { initials = '', title, name = '', after = '' } = m.groups ?? {};
  const letters = name.split(/[\s-]+/u).map((w) => w[0] ?? '');
  const own = letters.join('') === initials || `${letters[0] ?? ''}${letters.at(-1) ?? ''}` === initials;
  return own && (title !== undefined || CREDENTIALS.test(after) || POST.test(after) || after.trimStart().startsWith('('));
}

// A form's field for the signer's signature, its label a few words about it ('Referring officer (name & signature):',
// 'Name and signature of doctor:', 'Firma y sello:').
const SIGNATURE_FIELD = new RegExp(String.raw`(?<![\p{L}])(?:${SIGNATURE_NOUNS})(?![\p{L}])[^:]{0,30}:`, 'iu');

/**
 * A signature's field with the person written in it: who signs there is named. A field for the patient, a relative or
 * a witness names someone else (othersSignature, read by the caller).
 */
function signerInField(line: string): boolean {
  const m = SIGNATURE_FIELD.exec(line);
  return m !== null && namesPerson(line.slice(m.index + m[0].length));
}

/**
 * A statement of electronic signature that a narrow column wraps onto the next line ('… Signed' over 'electronically
 * 11/03/2026'): read across the wrap, where it starts on this line and ends on the next.
 */
function wrappedStatement(line: string, next: string | undefined): boolean {
  if (next === undefined) return false;
  const m = SIGNED_ELECTRONICALLY.exec(`${line} ${next}`);
  return m !== null && m.index < line.length && m.index + m[0].length > line.length + 1;
}

function typedBlocks(text: string[]): SignOff[] {
  const out: SignOff[] = [];
  const close = closingStart(text, CLOSE_LINES);
  // A second clinician's line under the author's ('Senior review: Dr …, Consultant') is sign-off, not the note going on.
  const ownLines = text.map((l) => (secondSigner(l) ? '' : l));
  for (let at = Math.max(0, text.length - TYPED_TAIL_LINES); at < text.length; at++) {
    // A record system's line goes on after the signer in cells ('Kay Lund RN · entry saved …'): the first says who.
    const printed = firstCell(withoutEdgeMarks(text[at] ?? ''));
    // A signature written before the typed name on its line: the name is read after it.
    const line = typedAfterSignature(printed, (rest) => titledName(rest) || typedSigner(rest)) ?? printed;
    const block = text.slice(at, at + POST_WITHIN + 1);
    const closes = at >= close && !fieldAfter(ownLines, at);
    // The name may share its line with an address printed beside it ('Dr Kay Lund    75 Lake St').
    const titled = titledName(line);
    // A post is a line of its own ('Consultant Physician'), not a sentence that mentions a doctor.
    const posted = block.slice(1).some((l) => (POST.test(l) && l.trim().split(/\s+/).length <= POST_WORDS) || REGISTRATION.test(l));
    // Away from the close, a titled name over its post signs only after the note has said something: above the
    // body it heads the paper as a letterhead does.
    const named =
      (closes &&
        (roleSigner(text, at) ||
          namedUnderRole(text, at) ||
          titled ||
          typedSigner(line) ||
          namedOverPost(text, at) ||
          namedWithPost(line))) ||
      (titled && posted && text.slice(0, at).some((l) => SENTENCE.test(l)));
    // A role under the signer's name is the name's post, not a second, nameless signature.
    if (!named && !(closes && ROLE_ALONE.test(line) && !blankBelow(text, at) && !out.some((b) => b.author))) continue;
    const words = block.join('\n');
    const date = findDates(words).length > 0;
    // A laboratory's post holder listed in a field is signed only by ink drawn by it, as a name typed at a place to sign.
    const place = placeToSign(text, at) || LISTED_POST.test(line);
    out.push({ at, author: named, credentials: CREDENTIALS.test(words), date, typed: true, place: named && place });
  }
  return out;
}

// A field's label: a few words before its colon.
const FIELD_LABEL = /^\s*\p{L}[\p{L} '’/-]{1,40}:\s*/u;

/** A field naming a clinician by title or credentials ('Senior review: Dr Ana Ruiz, Consultant'). */
function secondSigner(line: string): boolean {
  const label = FIELD_LABEL.exec(line);
  const value = label ? line.slice(label[0].length) : '';
  return value !== '' && (titledName(value) || typedSigner(value));
}

/** A titled name opening the line, an address beside it or not ('Dr Kay Lund    75 Lake St'). */
function titledName(line: string): boolean {
  return TITLED_NAME.test(unbracketed(line.split(/\s{2,}/)[0] ?? ''));
}

/**
 * The writer's name alone on its line, over their post on the next ('Noor Haddad' over 'Consultant Pharmacist',
 * 'K. Lindgren' over 'Diabetes CNS') or beside it in a cell: a writer who is no doctor types no title before it. The name may carry degrees
 * after a comma, known or not ('Tui Harawira, MAud, MNZAS'); a relative's or a contact's name has no post under it.
 */
function namedOverPost(text: string[], at: number): boolean {
  // A record system prints the post on the name's line, in a cell of its own ('Tui Harawira, MAud · Audiologist').
  const [first, cell] = (text[at] ?? '').split(CELL_BREAK);
  const name = unbracketed(withoutDegrees(first ?? ''));
  if (!(WRITER.test(name) || BARE_NAME.test(name)) || INSTITUTION.test(name)) return false;
  // A heading or a label in capitalised words ('Follow Up', 'Discharge Medications') over its text names nobody.
  if (lookupHeading(name) !== null || labelOnly(name) !== null) return false;
  const post = cell ?? text[at + 1] ?? '';
  return (POST.test(post) || CREDENTIALS.test(post)) && post.trim().split(/\s+/).length <= POST_WORDS && !SENTENCE.test(post);
}

/** The writer's name with their post after a comma on the same line, at the close. */
function namedWithPost(line: string): boolean {
  const comma = line.indexOf(',');
  if (comma < 0) return false;
  const name = line.slice(0, comma);
  if (!(WRITER.test(name) || BARE_NAME.test(name)) || INSTITUTION.test(name) || lookupHeading(name) !== null) return false;
  const post = POST_AFTER_COMMA.exec(line.slice(comma))?.groups?.post ?? '';
  return POST.test(post) && post.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length <= POST_WORDS + 2;
}

// Degrees after a name: words of capitals, or capitalised with another capital or a dot in them ('MAud', 'Ph.D.',
// 'FRCPC'), each after a comma.
const DEGREES = /(?:,\s*(?:\p{Lu}[\p{L}]*[\p{Lu}.][\p{L}.()]*|\p{Lu}{2,}))+\s*$/u;

function withoutDegrees(line: string): string {
  return line.replace(DEGREES, '');
}

// A specialist's post as South Slavic, Spanish, Italian, French or German papers print it alone under the stamp and the
// pen, with its field in a few words ('Specijalista interne medicine — kardiolog', 'Especialista en Medicina Interna').
const SPECIALIST = String.raw`(?:specijalist|специјалист|специалист|specjalista|specialista|especialista|sp[ée]cialiste|fach(?:arzt|ärztin))\p{L}*(?:[\s—–-]+\p{L}+\.?){0,5}(?=[^\p{L}:]*$)`;
// A signing role alone on its line ('Consultant Pathologist', 'Authorised Signatory', 'Medical Officer'): a signature
// stands there, most often drawn, but whose it is the text cannot say.
const ROLE_ALONE = new RegExp(
  String.raw`^[^\p{L}]*(?:(?:(?:consultant|chief|senior|reporting|attending|examining|treating|responsible|clinical)\s+){0,2}(?:pathologist|radiologist|physician|surgeon|microbiologist|biochemist|ha?ematologist|cardiologist|sonologist)|(?:medical|laboratory|lab|clinical)\s+(?:officer|director|in-?charge)|authori[sz]ed\s+signatory|${SPECIALIST})[^\p{L}]*$`,
  'iu',
);

// A label for the signer's name or signature with nothing after it but a rule ('Name:', 'Firma: ______').
const BLANK_LABEL =
  /^[^\p{L}]*(?:(?:full\s+)?(?:name|nombre|nome|nom)|signature|signed|firma|fdo|sgd|unterschrift)\b[^:]{0,30}:[\s_.-]*$/iu;

// An empty place to sign beside a typed name: a rule ('__________'), a signature label left blank ('Firma: ____'), or
// the word alone under the rule ('Signature', 'Firma del médico'). The noun names a place to sign; the verb ('Signed:'
// over the name) says the note was signed.
const RULE = /^[\s.-]*_{4,}[\s_.-]*$|^\s*[-.]{8,}\s*$/;
const SIGNATURE_WORD = new RegExp(String.raw`^[^\p{L}]*(?:${SIGNATURE_NOUNS})(?:\s+\p{L}+){0,3}[^\p{L}]*$`, 'iu');

function emptySignatureLabel(line: string): boolean {
  return BLANK_LABEL.test(line) && SIGNATURE_PLACE.test(line);
}

function placeToSign(text: string[], at: number): boolean {
  const empty = [text[at - 1], text[at + 1]].some(
    (l) => l !== undefined && (RULE.test(l) || emptySignatureLabel(l) || SIGNATURE_WORD.test(l)),
  );
  return empty && !(RULE.test(text[at - 1] ?? '') && writtenOver(text[at - 2] ?? '', text[at] ?? ''));
}

// What a signature in a script face or a signing tool writes on the rule: a short line repeating the signer's typed
// name, run together or not ('KRLund' over the rule over 'KAY R. LUND, MD'). A sentence naming them is not one.
const SIGNATURE_WORDS = 4;

function writtenOver(above: string, typed: string): boolean {
  const words = above.trim().split(/\s+/);
  if (above.trim() === '' || words.length > SIGNATURE_WORDS || SENTENCE.test(above)) return false;
  return repeatsName(above, typed.split(',')[0] ?? '');
}

/** A blank form: the role's name or signature is a label left empty on the next lines, so nobody signs there. */
function blankBelow(text: string[], at: number): boolean {
  return text.slice(at + 1, at + 3).some((l) => BLANK_LABEL.test(l));
}

// A post of the laboratory as a field naming who holds it ('Pathologist: …', 'Microbiologist: …'): a results
// report lists it in its letterhead or under its results whoever validated them, so its text says nobody answered
// for these ones (fixtures/shared-data/README.md, 'The truth's conventions'); on a scan a pen may sign by it. An act
// with the post ('Reporting pathologist', 'Validated by') or the post holder's typed block ('Consultant Pathologist'
// under the name) signs.
// A laboratory director named in the report's header or footer is such a post too: the director answers for the
// laboratory, not for these results (the conventions' twelfth-round reading).
const LISTED_POST = new RegExp(String.raw`^[^\p{L}]*(?:${LABORATORY_POSTS})\s*:`, 'iu');

/** A role line naming its clinician, on the line or alone on the next ('Reporting radiologist' over 'ANNA BIANCHI'). */
function roleSigner(text: string[], at: number): boolean {
  const line = text[at] ?? '';
  const role = SIGNING_ROLE.exec(line) ?? (OTHER_ROLE.test(line) ? null : DOCTOR_ROLE.exec(line));
  if (role === null) return false;
  const value = (role.groups?.value ?? role.groups?.gapped ?? '').trim();
  return PERSON.test(unbracketed(value === '' ? (text[at + 1] ?? '').trim() : value));
}

// A labelled name field ('Name: …', 'Nombre del médico: …', 'Nome: …') with a value of words.
const NAME_FIELD =
  /^[^\p{L}]*(?:full\s+)?(?:name|nombre|nome|nom)(?:\s+(?:of\s+the|of|del|de\s+la|de|dell[oa]|della|du|des)\s+\p{L}+)?\s*:\s*\p{L}[\p{L}.'’ -]*$/iu;

/**
 * A name field under a signing role that heads the note's last section ('Responsible Physician' over 'Name: ana ruiz'):
 * the section says who answers for the note, so its value names the signer whatever its case.
 */
function namedUnderRole(text: string[], at: number): boolean {
  return NAME_FIELD.test(text[at] ?? '') && SIGNING_ROLE.exec(text[at - 1] ?? '')?.groups?.value?.trim() === '';
}

// When the signer signed, after the name: a date and a time ('03/04/2024 17:05', '14.05 h', '10:31 AM', '4:05 p.m.').
const STAMP = String.raw`(?:\s+[\d/:.-]+)+(?:\s*h|\s*[AaPp]\.?\s?[Mm]\.?)?`;

// What a record system prints after the signer's credentials, in cells in any order: more degrees the credential list
// does not know ('MPH', 'FACC', 'MSc': a short word of two capitals or more), a bracket ('(Oncology)', '(CPO #14832)'),
// the post after a comma or a dash in capitalised words, one word in lower case at its end ('— Occupational Medicine',
// ', Registered Physiotherapist', ', RANP candidate'), a registration number after a dash or not ('— NMBI PIN 104998'),
// and the time they signed, labelled or not, after a dash or not ('– 01/21/2025 2:31 PM', 'Dated: 4 March 2024'). A
// dash or a comma followed by words in lower case is a sentence going on.
const MORE_DEGREES = String.raw`(?=[\p{L}.]{2,8}(?![\p{L}.]))\p{Lu}[\p{L}.]*\p{Lu}[\p{L}.]*`;
const POST_CELL = String.raw`\s*[,—–-]\s*\p{Lu}[\p{L}.'’-]*(?:\s+(?:and|of|&|\/|\p{Lu}[\p{L}.'’-]*)){0,4}(?:\s+\p{Ll}{3,})?`;
const REG_CELL = String.raw`\s*[—–-]?\s+(?:\p{Lu}[\p{L}.]{0,5}\s*){0,2}[:#]?\s*\d[\d /-]{3,}`;
const WHEN_CELL = String.raw`(?:\s*[—–-])?(?:\s+(?:[Dd]ated?|DATED?|[Ss]igned)\s*:?)?(?:${STAMP}|\s+\d{1,2}\s+\p{L}{3,9}\.?\s+\d{4})`;
// The number and the time close the line, each once: read in any place, a run of figures would part a hundred ways
// before the line's end refused it.
const AFTER_CREDENTIALS = String.raw`(?:[\s,]+(?:${CREDENTIALS.source}|${MORE_DEGREES})|[\s,]*\([^)]{0,40}\)|${POST_CELL})*(?:${REG_CELL})?(?:[\s,]*\([^)]{0,40}\))?(?:${WHEN_CELL})?`;

// The writer's post after a comma on the name's own line ('Kay Lund, Senior Physiotherapist, CORU PH012345 —
// 03/12/2024', 'Noor Haddad, Occupational Therapist / Accredited Hand Therapist'): capitalised words joined by a few
// small ones, more posts after a slash or a comma, then a registration number and the date, as record systems and
// British, Irish and Australasian notes close. A word in lower case other than the joining ones is a sentence going
// on ('Ana Ruiz, Practice Nurse will call her').
const POST_JOIN = String.raw`(?:and|of|in|for|the|to|&|\/)`;
const POST_AFTER_COMMA = new RegExp(
  String.raw`^\s*,\s*(?<post>\p{Lu}[\p{L}.'’-]*(?:\s+(?:${POST_JOIN}|\p{Lu}[\p{L}.'’()-]*))*(?:\s*[,/]\s*\p{Lu}[\p{L}.'’-]*(?:\s+(?:${POST_JOIN}|\p{Lu}[\p{L}.'’()-]*))*)*)(?:${REG_CELL})?(?:${WHEN_CELL})?[^\p{L}]{0,4}$`,
  'u',
);

// The writer's name closed by credentials, alone on its line: OCR may add a few marks before or after it ('se Kay A
// Lund, MD. 3'), but no words of a sentence ('follow up with Kay Lund, NP') and no label ('NURSE: T. Roe, RN' is an
// author field).
const TYPED_SIGNER = new RegExp(
  String.raw`(?:^|[^\p{L}])\p{Lu}[\p{L}.'’-]+(?:,?\s+\p{Lu}[\p{L}.'’-]*){1,3},?\s+${CREDENTIALS.source}${AFTER_CREDENTIALS}[^\p{L}]{0,4}$`,
  'u',
);

// A nurse's or clinician's initials with their credential closing an entry, a time, a date or their name after it
// ('B.R. RN 22:10', 'T.K. RGN 04/03/2024', 'M.L., inf. — Marie Lavoie'), after a dash as a signature is set ('— K.D., RN').
const INITIALS_SIGNER = new RegExp(
  String.raw`^\s*(?:[—–-]\s*)?(?:\p{Lu}\.\s?){2,3},?\s+${CREDENTIALS.source}(?:${STAMP})?(?:\s+[—–-]\s+.*)?\s*$`,
  'u',
);

// The act of reading a study before the reader's name ('Interpreted by: Kay Lund, MD'): the typed name with its
// credentials signs the report as it does alone. A dictation names who spoke it, not who answers for it.
const READ_BY = /^\s*(?:interpreted|read)\s+by\s*:?\s*/iu;

function typedSigner(printed: string): boolean {
  const line = printed.replace(READ_BY, '');
  const m = TYPED_SIGNER.exec(line);
  return (m !== null && !/\p{L}{3,}|:/u.test(line.slice(0, m.index + 1))) || INITIALS_SIGNER.test(line);
}

// The writer's name as a letter's closing block types it: in any case, surname first or not, with initials, a title
// or a post in brackets ('JANE ROE', 'ROE, Jane', 'J. Roe (GP)', 'Dr Jan de Vries'); stacked titles as BARE_NAME reads
// them ('Prof. Dr. med. …').
// Initials may run together ('J.P. Haverkamp').
const NAME_WORD = String.raw`(?:(?:\p{Lu}\.){2,3}|\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.)`;
const WRITER = new RegExp(
  String.raw`^\s*(?:(?:[Dd]ra?|DRA?|[Dd]ott|[Pp]rof|PROF|Mrs?|MRS?|Ms|MS|Miss)\.?(?:ssa\.?)?\s+)?${NAME_WORD}(?:,?\s+(?:(?:van|von|de|der|den|del|della|di|da|dos|das|du|la|le|ten|ter|zu)\s+)*${NAME_WORD}){1,3}(?:\s*\([^()]{1,40}\))?\s*$`,
  'u',
);
/**
 * Whether the writer is named on the lines under a closing: the first line that says something, past room left for a
 * drawn signature (an empty line, the marks OCR reads from ink) and contact details, is a person's name.
 */
function writerUnder(text: string[], at: number): boolean {
  for (const line of text.slice(at + 1, at + NAMED_AFTER + 1)) {
    const name = unbracketed(withoutEdgeMarks(line));
    if (WRITER.test(name) || BARE_NAME.test(name)) return !INSTITUTION.test(name);
    if (!closingMatter(line)) return false;
  }
  return false;
}

/**
 * What a line says after a letter's courtesy ('With best wishes, DRAFT' says 'DRAFT'): a state put there is the
 * letter's own. A line without courtesy is returned whole.
 */
export function afterCourtesy(line: string): string {
  const m = COURTESY_LEAD.exec(line);
  return m && CLOSING_WORDS.test(m[0]) ? line.slice(m[0].length) : line;
}
const COURTESY_LEAD = /^\s*[\p{L} ]{0,30},\s*/u;

function isClosing(printed: string): boolean {
  const line = withoutEdgeMarks(printed);
  return CLOSING.test(line) && CLOSING_WORDS.test(line) && line.trim().split(/\s+/).length <= 4;
}

function readBlock(text: string[], at: number, from: number, to: number): SignOff {
  const before = text.slice(from, at).join('\n');
  const after = text.slice(at, to).join('\n');
  const signer = SIGNER.test(before) || SIGNER.test(after);
  return {
    at,
    author: signer || SIGNED_BY.test(after) || BARE_NAME.test(text[at + 1] ?? ''),
    credentials: signer || CREDENTIALS.test(after),
    date: findDates(`${before}\n${after}`).length > 0,
  };
}

// A label where the author signs, short as a label is: the noun or the verb in the languages read ('Signature',
// 'Signed:', 'Firma del médico', 'Unterschrift', 'Fdo.', 'gez.').
const SIGN_LABEL = new RegExp(
  String.raw`(?<![\p{L}])(?:${SIGNATURE_NOUNS}|signed|sgd|firmad[oa]|firmato|fdo|unterschrieben|gez|assinad[oa]|sign[ée]e?)(?![\p{L}])`,
  'iu',
);
const LABEL_WORDS = 6;

/**
 * Where drawn ink would sign for the author: a signing label or a rule ('label': ink beside, above or under it), a
 * typed signer's name or signing role ('signer': ink above it). A label naming anyone else is no such place
 * ('Patient signature', 'Firma del paciente'): their signature is not the author's.
 */
export function signingPlaceOf(printed: string): 'label' | 'signer' | null {
  // A label printed in two languages ('Doctor's signature / Llofnod y meddyg') is read a language at a time.
  const parts = printed.split(BILINGUAL);
  if (parts.length > 1) return parts.map(signingPlaceOf).find((k) => k !== null) ?? null;
  const line = withoutEdgeMarks(printed);
  if (signingLabel(line)) return 'label';
  // A form's row of labels, each in its column ('Patient signature   Doctor signature'): one of them may be the author's.
  const cells = line.split(WIDE_GAP);
  if (cells.length > 1 && cells.some((cell) => signingLabel(withoutEdgeMarks(cell)))) return 'label';
  if (RULE.test(line)) return 'label';
  const signer = firstCell(line);
  const named = typedSigner(signer) || TITLED_NAME.test(signer.split(/\s{2,}/)[0] ?? '') || ROLE_ALONE.test(line);
  return named ? 'signer' : null;
}

const BILINGUAL = /\s+[/|]\s+/u;
// Cells of a text layer's line: apart by a wide gap (extract/group-lines.ts).
const WIDE_GAP = /\s{2,}/u;

/** A label where the author signs, short as a label is, naming no one else ('Patient signature'). */
function signingLabel(line: string): boolean {
  const labelled = SIGN_LABEL.test(line) || line.split(/[^\p{L}]+/u).some(misreadLabel);
  if (!labelled || line.trim().split(/\s+/).length > LABEL_WORDS) return false;
  // A line the noun opens is a label however many small words follow it ('Semnătura și parafa medicului').
  return (SIGNATURE_WORD.test(line) || !SENTENCE.test(line)) && !OTHERS_SIGNATURE.test(line);
}

// What OCR reads at a photo's line ends from its edge, a stamp or a shadow: lone marks of punctuation, a lone digit
// or a lone small letter (': : . Dra. Ana Ruiz', 'i Dr. Kay Lund )', '. 2 Yours sincerely,'). A bullet or a dash
// opening a list item stays.
const EDGE_MARKS = /^(?:\s*(?:[:;.,'’‘"|()[\]~*$°&%#]+|\d|\p{Ll})(?=\s))+\s*|(?:\s+(?:[:;.,'’‘"|()[\]~*$°&%#]+|\d|\p{Ll}))+\s*$/gu;

/** A line without the marks OCR reads at its ends. */
export function withoutEdgeMarks(line: string): string {
  return line.replace(EDGE_MARKS, '');
}

// The long signing nouns, which OCR may misread by a letter on a scan ('Assinafura', 'Signatnre'); shorter words are
// matched as written, as one letter changes them into other words.
const LONG_LABELS = ['signature', 'unterschrift', 'assinatura', 'handtekening', 'underskrift', 'namnteckning', 'allekirjoitus'];

function misreadLabel(word: string): boolean {
  const w = word.toLowerCase();
  return w.length >= 8 && LONG_LABELS.some((label) => oneEditApart(w, label));
}

/** Two words one substitution, insertion or deletion apart. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let [i, j, edits] = [0, 0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else {
      edits += 1;
      if (edits > 1) return false;
      if (a.length > b.length) i += 1;
      else if (b.length > a.length) j += 1;
      else [i, j] = [i + 1, j + 1];
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * A line without the brackets or slashes that enclose it whole: a signer's typed name is set '(DR. LIM AH KOW)' in
 * places, '/Həsənov Elçin/' after the signature in others.
 */
function unbracketed(line: string): string {
  const m = /^\s*(?:\((?<inner>[^()]+)\)|\/(?<slashed>[^/]+)\/)\s*$/u.exec(line);
  return m?.groups?.inner ?? m?.groups?.slashed ?? line;
}

/** A line's first cell, where a record system's line goes on in cells after a middle dot, a bullet or a bar. */
function firstCell(line: string): string {
  return line.split(CELL_BREAK)[0] ?? line;
}
