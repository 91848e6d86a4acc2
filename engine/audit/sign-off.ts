import { findDates } from '../text/dates.ts';
import { CREDENTIALS } from './credentials.ts';

/** A sign-off block: the signing line and what the lines around it say about the signer. */
export interface SignOff {
  /** position of the signing line within the lines given */
  at: number;
  author: boolean;
  credentials: boolean;
  date: boolean;
}

// A signing act: e-signed, signed / authenticated / attested / verified / finalized / co-signed (by, on, or as a
// line of its own), a signature label, /s/. The signer is named on the line or on the lines around it.
const SIGNING =
  /^\s*(?:electronically\s+|digitally\s+|e-?)?(?:signed|authenticated|attested|verified|finali[sz]ed|co-?signed|reviewed\s+and\s+(?:electronically\s+)?signed)\b|\be-?signed\b|\b(?:electronically|digitally)\s+(?:signed|verified|authenticated|approved|validated|released)\b|\b(?:validated|approved|released|reported)\s+by\s*:|\b(?:validated|approved)\s+by\s+(?:dr|prof|dott)\b|\b(?:dictated|reviewed|authored|read)\s*(?:\/|and|&)\s*signed\b|\b(?:signed|authenticated|attested|verified|finali[sz]ed)\s+(?:electronically\s+)?(?:by|on)\b(?!\s+(?:the|a|an|patient|pt|his|her|their|family|parent|guardian|mother|father|spouse)\b)|\bsignature\s*:|^\s*\/s\/|\bsigned\s+electronically\b|\bfirmad[oa]\s+(?:electr[oó]nicamente\s+|digitalmente\s+)?por\b|\bfirmato\s+(?:digitalmente\b|elettronicamente\b|il\b|da\b)|\b(?:elektronisch|digital)\s+(?:signiert|unterschrieben|freigegeben)\b|^\s*gez\.\s/iu;
// Papers signed in the course of care (consents, directives, releases), not the note, unless a clinician signs.
const OTHER_PAPER =
  /\b(?:consents?|forms?|waivers?|releases?|directives?|agreements?|authori[sz]ations?|instructions|contracts?|POLST|MOLST|AMA|HIPAA)\b/i;
// A place for someone other than the note's author to sign: the patient, a relative, a guardian or a witness (a
// discharge instruction sheet the patient signs). Their signature says they received the paper, not who wrote it.
const OTHERS_SIGNATURE =
  /\b(?:patient|pt|parent|guardian|witness|relative|representative|member|client|family|spouse|caregiver|carer|paciente|representante|testigo|familiar|paziente|testimone|patient(?:in|en)|zeuge|t[ée]moin)s?(?:'s|’s)?\b/iu;
const SIGNATURE_PLACE = /\b(?:signature|firma|unterschrift)\b/iu;

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
  /\b(?:sincerely|regards|respectfully|cordially|truly|faithfully|wishes|gratitude|thanks|thank\s+you|atentamente|cordialmente|saludos|gr(?:ü|ue|u)(?:ß|ss)en|saluti|cordialement|atenciosamente)(?![\p{L}])/iu;
const CLOSING = /^\s*[\p{L} ]{0,30},?\s*$/u;

// A signer named with credentials ('Kay Lund, MD', 'Dr. Kay Lund, DO', 'Lund, Kay PA-C', 'Ana Ruiz, MT(ASCP)'),
// starting a line, following a label ('Ordering Physician: Kay Lund, MD') or closing a sentence ('... as documented
// above. Kay Lund, MD'); one named inside a sentence ('follow up with Kay Lund, NP') is not signing.
const NAME = String.raw`(?:dr\.?\s+)?[A-Z][A-Za-z.'-]+(?:,?\s+[A-Z][A-Za-z.'-]*){1,3}`;
const SIGNER = new RegExp(String.raw`(?:^|[.;:]\s+)(?:[A-Za-z][A-Za-z ]{0,30}:\s*)?${NAME},?\s+${CREDENTIALS.source}`, 'm');
// The signer named on the signing line itself; a label on the next line ('Date:') names nobody.
const SIGNED_BY =
  /(?:signed(?:\s+by|\s+electronically\s+by)?|signature|\/s\/|(?:authenticated|attested|verified|validated|approved|released|reported)\s+by)[ \t]*:?[ \t]*(?:dr\.?[ \t]+)?[A-Z][a-z]+\b(?![ \t]*:)/i;
// A name alone on the line after a signing line or closing: 'Kay Lund', 'R. Patel'.
const BARE_NAME =
  /^\s*(?:(?:[Dd]ra?|[Dd]ott|[Pp]rof|PD)\.?(?:ssa\.?)?\s+(?:med\.\s+)?)*(?:\p{Lu}\p{Ll}+|\p{Lu}\.)(?:\s+\p{Lu}[\p{L}.'-]*){1,3}\s*$/u;

// A typed signature block ends a note with no signing words: the writer's name alone on its line after an honorific
// ('Dr. Emma Williams', 'Mr. Andrew J. Davies'), their post within the next lines ('Consultant Physician',
// 'Specialist Optometrist'), both among the note's last lines. A clinician named in a sentence is not one.
const TITLED_NAME = /^\s*(?:dr|mr|mrs|ms|miss|mx|prof)\.?\s+[A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){1,3}\s*(?:,[^,]{0,60})*$/i;
const POST =
  /\b(?:consultant|attending|physician|surgeon|doctor|clinician|practitioner|nurse|midwife|optometrist|ophthalmologist|radiologist|pathologist|(?:physio)?therapist|pharmacist|psychologist|psychiatrist|registrar|resident|specialist|hospitalist|[a-z]+ologist|p(?:a)?ediatrician|obstetrician|an(?:a)?esthetist|dentist|dietitian|GP)\b/i;
// A professional registration number under the name says the same ('HPI-I 8003...', 'GMC 1234567', 'NPI: 1234567890').
const REGISTRATION = /\b(?:HPI-?I|NPI|GMC|AHPRA|MCR|LANR|reg(?:istration)?\.?\s*no)\b/i;
const TYPED_TAIL_LINES = 15;
const POST_WITHIN = 3;
// The clinician who signs for the note, named by that role on one of its last lines ('Discharging Physician: Dr. Ana
// Ruiz, MD', 'Laboratory Director: Dr. Ana Ruiz'); a treating or attending clinician named in a header is a field.
const SIGNING_ROLE =
  /^\s*(?:(?:discharging|reporting|responsible|examining|signing|authori[sz]ing)\s+(?:physician|doctor|clinician|consultant|radiologist|pathologist|surgeon)|(?:laboratory|lab)\s+director)\s*:\s*(?:(?:dr|prof)\.?\s+[A-Z][\p{L}.'-]*(?:\s+[A-Z][\p{L}.'-]*){1,3}|[A-Z][\p{L}.'-]*(?:\s+[A-Z][\p{L}.'-]*){1,3},?\s+(?:MD|DO|MBBS|FRCP|FRCPath|MBChB))/iu;
const ROLE_TAIL_LINES = 4;

// Lines around a signing line that belong to its block: the author above, credentials or date below. Attestations
// and closings name their signer after them.
const BLOCK_BEFORE = 3;
const BLOCK_AFTER = 2;
const NAMED_AFTER = 3;

/**
 * The note's sign-off blocks, in order. A signing act counts with whatever its block says; an attestation or a
 * letter closing counts only when it names its signer, since 'I have reviewed and agree' alone is stock wording.
 */
export function readSignOffs(lines: { text: string }[]): SignOff[] {
  const text = lines.map((l) => l.text);
  const out: SignOff[] = [];
  for (const [at, line] of text.entries()) {
    if (SIGNING.test(line) && !(OTHER_PAPER.test(line) && !CREDENTIALS.test(line))) {
      if (othersSignature(line)) continue;
      const block = readBlock(text, at, Math.max(0, at - BLOCK_BEFORE), at + BLOCK_AFTER + 1);
      // A place to sign ('Signature: ______') that names nobody is waiting for a signature, not one.
      if (!block.author && SIGNATURE_PLACE.test(line)) continue;
      out.push(block);
    } else if (isClosing(line) || ATTESTATION.test(line)) {
      const block = readBlock(text, at, at, at + NAMED_AFTER + 1);
      // A letter's writer is typed under the closing, bare or not; an attestation names a clinician.
      if (block.author && (block.credentials || isClosing(line))) out.push(block);
    }
  }
  return out.length > 0 ? out : typedBlocks(text);
}

function typedBlocks(text: string[]): SignOff[] {
  const out: SignOff[] = [];
  for (let at = Math.max(0, text.length - TYPED_TAIL_LINES); at < text.length; at++) {
    const block = text.slice(at, at + POST_WITHIN + 1);
    const role = at >= text.length - ROLE_TAIL_LINES && SIGNING_ROLE.test(text[at] ?? '');
    // The name may share its line with an address printed beside it ('Dr Kay Lund    75 Lake St').
    const named = TITLED_NAME.test(text[at]?.split(/\s{2,}/)[0] ?? '') && block.slice(1).some((l) => POST.test(l) || REGISTRATION.test(l));
    if (!role && !named) continue;
    const words = block.join('\n');
    out.push({ at, author: true, credentials: CREDENTIALS.test(words), date: findDates(words).length > 0 });
  }
  return out;
}

function isClosing(line: string): boolean {
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
