import { namePart, statesPatient } from '../header/labels.ts';
import { FULL_NAME_MATCH, locateDob, locateName, slipOfEntered } from '../header/locate-patient.ts';
import { readFields, type FieldLine } from '../header/read-fields.ts';
import type { DateConvention } from '../text/date-order.ts';

/** The patient the upload names, as the segmenter is told it: an auditor's worklist names whose record it is. */
export interface PatientInHand {
  name: string;
  /** yyyy-MM-dd */
  dob: string;
}

/** Whom a block of header lines names: the patient in hand, someone else, or no one it can tell. */
export type Whose = 'entered' | 'other' | null;

/**
 * Whom the header lines name. A label that states the patient ('Patient:', 'Patient Name:') and names someone other
 * than the patient in hand says another patient's paper (a misfiled page), as the header reader keeps such a name;
 * otherwise the patient in hand's name in full or their DOB, in any written form and with or without a label (the
 * header reader's locator: 'ROE, JANE 11/02/1984' under a laboratory's letterhead), says it is theirs. A name OCR
 * slipped on ('Jnae Roe') is still theirs.
 */
export function whoseHead(block: FieldLine[], patient: PatientInHand, dates: DateConvention): Whose {
  const page = block[0]?.page;
  if (page === undefined) return null;
  // A label that asks for a part of the name ('Patient Middle Name') is a form's box, often left empty and read with
  // the words beside it ('Test Account'): only a whole name says who someone else is.
  const named = readFields(block).filter(
    (h) => h.kind === 'name' && statesPatient(h.label) && namePart(h.label) === null && /\p{L}{2}/u.test(h.value),
  );
  // Initials or a courtesy title with the surname ('Mrs Roe') may be theirs: only a name that is not theirs in any
  // written form, nor an OCR slip of it, is someone else's.
  const theirs = (value: string) =>
    locateName(patient.name, [{ page, text: value, cells: [] }]) !== null || slipOfEntered(value, patient.name) !== null;
  // OCR slips on a short word ('red Leach' for Fred Leach) beyond what the locator forgives: a name that shares a word
  // with the patient's is not read as someone else's (a relative's misfiled page goes unseen; a slip opens nothing).
  const words = (text: string) =>
    new Set(
      text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .match(/\p{L}{2,}/gu) ?? [],
    );
  const entered = words(patient.name);
  const shares = (value: string) => [...words(value)].some((w) => entered.has(w));
  if (named.some((h) => !theirs(h.value) && !shares(h.value))) return 'other';
  if (named.length > 0) return 'entered';
  const name = locateName(patient.name, block);
  if (name?.confidence === FULL_NAME_MATCH || locateDob(patient.dob, block, dates) !== null) return 'entered';
  return null;
}
