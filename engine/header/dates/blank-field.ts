// A form's field for the date of care left blank ('Exam Date:' with nothing after it or under it, or only a rule to
// write on): the paper itself says it does not give the day the care happened.
import { findDates } from '../../text/dates.ts';
import type { DateOrder } from '../../text/date-order.ts';
import { classifyLabel } from '../labels.ts';
import { splitPadded, type FieldLine } from '../read-fields.ts';
import { roleOfLabel } from './date-role.ts';

// A cell that is only a label and its colon.
const LABEL_ALONE = /^([^:\d]{2,40}):$/;

/** Whether the note prints a field for its date of care (a visit, exam, collection or discharge) and leaves it blank. */
export function leavesCareDateBlank(lines: FieldLine[], order: DateOrder): boolean {
  return lines.some((line, i) => {
    const cells = splitPadded(line.cells.length > 0 ? line.cells : [{ text: line.text, x: 0 }]);
    const blank = cells.some((c, k) => {
      const label = LABEL_ALONE.exec(c.text.trim())?.[1];
      const role = label ? roleOfLabel(label) : null;
      // The cell after a label holds its value ('Encounter Date:' then 'November 5,', its year wrapped onto the next
      // line) unless it is another label ('Collected:' then 'Time:').
      const next = cells[k + 1]?.text.trim();
      const filled = next !== undefined && next !== '' && !LABEL_ALONE.test(next);
      // A heading that names a part of the note ('Physical Exam:', 'Treatment Plan:') is no field for a date.
      const kind = label ? classifyLabel(label) : null;
      return (role === 'service' || role === 'discharge') && (kind === 'dos' || kind === 'discharge') && !filled;
    });
    // A label over its value on the next line ('Exam Date:' over '08/04/2021') is filled in, and so is a label over
    // the text it heads ('Study:' over a sentence of what was done).
    const next = lines[i + 1];
    return blank && !(next && (findDates(next.text, order).length > 0 || headsText(next.text)));
  });
}

// A line of running text under a label: several words, not another field ('Plan: rest.') or a short title.
function headsText(text: string): boolean {
  const t = text.trim();
  return !/^[^:]{1,40}:/.test(t) && t.split(/\s+/).length >= 4;
}
