/** A calendar date found in text, as yyyy-MM-dd, with where it sits in the string. */
export interface FoundDate {
  iso: string;
  index: number;
  length: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

const PATTERNS: { re: RegExp; parts: (m: RegExpExecArray) => [string, string, string] | null }[] = [
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, parts: (m) => [m[1] ?? '', m[2] ?? '', m[3] ?? ''] },
  { re: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g, parts: (m) => [m[3] ?? '', m[1] ?? '', m[2] ?? ''] },
  {
    re: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'),
    parts: (m) => [m[3] ?? '', monthNumber(m[1]), m[2] ?? ''],
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH},?\\s+(\\d{4})\\b`, 'gi'),
    parts: (m) => [m[3] ?? '', monthNumber(m[2]), m[1] ?? ''],
  },
  { re: /\b(\d{1,2})([A-Za-z]{3})(\d{4})\b/g, parts: (m) => [m[3] ?? '', monthNumber(m[2]), m[1] ?? ''] },
];

function monthNumber(name: string | undefined): string {
  const i = MONTHS.indexOf((name ?? '').slice(0, 3).toLowerCase());
  return i < 0 ? '' : String(i + 1);
}

/** Every date in the text, in order of appearance; impossible dates (02/30) are skipped. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const { re, parts } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const p = parts(m);
      const iso = p ? toIso(...p) : null;
      const overlaps = found.some((f) => m !== null && m.index < f.index + f.length && f.index < m.index + m[0].length);
      if (iso && !overlaps) found.push({ iso, index: m.index, length: m[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function toIso(year: string, month: string, day: string): string | null {
  let y = Number(year);
  // Two-digit years: a DOB or visit 30+ years ahead is impossible, so '45' is 1945 and '24' is 2024.
  if (year.length === 2) y += y > 40 ? 1900 : 2000;
  const mo = Number(month);
  const d = Number(day);
  if (!y || mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && toIso(value.slice(0, 4), value.slice(5, 7), value.slice(8, 10)) === value;
}
