// A visit a paper tells of without its year ('I saw her in surgery on 9th October', 'le 3 mai', 'am 4. Juni'): only
// the paper's own date can say which year it is. A visit is before the paper that tells it (one to come is told so:
// roleInSentence reads it as another time), so its year is the latest that puts it on or before that date.
import { findDayMonths, isIsoDate } from '../../text/dates.ts';
import type { DateOrder } from '../../text/date-order.ts';
import type { FieldLine } from '../read-fields.ts';
import { sentencesOf } from '../sentences.ts';
import type { DateMention } from './date-mentions.ts';
import { roleInSentence } from './date-role.ts';

/** Each visit the lines tell without its year, dated by the paper's own date (an ISO day). */
export function yearlessVisits(lines: FieldLine[], ownDate: string, order: DateOrder): DateMention[] {
  const out: DateMention[] = [];
  lines.forEach((line, i) => {
    for (const d of findDayMonths(line.text, order)) {
      // A sentence wrapped from the line before is read whole.
      const prev = lines[i - 1]?.text ?? '';
      const wrapped = prev !== '' && !/[.:!?]\s*$/.test(prev) ? `${prev} ` : '';
      const sentence = sentencesOf(`${wrapped}${line.text.slice(0, d.index)}`).pop() ?? '';
      const written = line.text.slice(d.index, d.index + d.length);
      const after = line.text.slice(d.index + d.length);
      const iso = beforeOrOn(d.month, d.day, ownDate);
      // 29 February completed into a year that has none.
      if (roleInSentence(sentence, after, written) !== 'visit' || !isIsoDate(iso)) continue;
      out.push({
        iso,
        page: line.page,
        line: i,
        zone: 'body',
        label: '',
        labelForm: 'none',
        sentence,
        after,
        source: { page: line.page, line: line.text, start: d.index, end: d.index + d.length },
      });
    }
  });
  return out;
}

/** The month and day in the latest year that puts them on or before the ISO day given. */
function beforeOrOn(month: number, day: number, iso: string): string {
  const md = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const year = Number(iso.slice(0, 4)) - (md > iso.slice(5) ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${md}`;
}
