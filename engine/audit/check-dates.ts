import type { Finding, SourceSpan } from '../types.ts';
import { type NoteContext } from './note-context.ts';
import { writtenDate } from './written-date.ts';

// Below this confidence the date was not labelled as the date of service, so the auditor should confirm it.
const LABELLED = 0.85;

/** Dates: a date of service exists, is not in the future and not before the date of birth. */
export function checkDates(ctx: NoteContext): Finding {
  const { noteDate, patientDob } = ctx.header;
  const dob = patientDob.value ?? ctx.patient.dob;
  const pages = noteDate.page ? [noteDate.page] : [ctx.first];
  const cites: SourceSpan[] = noteDate.source ? [noteDate.source] : [];
  const day = noteDate.value ? writtenDate(noteDate.value) : null;
  if (!noteDate.value) {
    return { check: 'dates', severity: 'fail', message: 'No date of service was found in the note.', pages: [ctx.first] };
  }
  if (noteDate.value > ctx.today) {
    return {
      check: 'dates',
      severity: 'fail',
      message: `The date of service ${day} is in the future (today is ${writtenDate(ctx.today)}).`,
      pages,
      cites,
    };
  }
  if (noteDate.value < dob) {
    return {
      check: 'dates',
      severity: 'fail',
      message: `The date of service ${day} is before the date of birth ${writtenDate(dob)}.`,
      pages,
      cites,
    };
  }
  if (noteDate.confidence < LABELLED) {
    return {
      check: 'dates',
      severity: 'warning',
      message: `No labelled date of service; ${day} was read from the note's opening lines and should be confirmed.`,
      pages,
      cites,
    };
  }
  return { check: 'dates', severity: 'pass', message: `Date of service ${day} is present and plausible.`, pages, cites };
}
