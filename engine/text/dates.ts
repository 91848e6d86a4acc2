import * as chrono from 'chrono-node';
import type { DateOrder } from './date-order.ts';

/** A calendar date found in text, as yyyy-MM-dd, with where it sits in the string. */
export interface FoundDate {
  iso: string;
  index: number;
  length: number;
}

/** A day and a month's name written without a year ('seen on 9th October', 'le 3 mai', 'am 4. Juni'). */
export interface DayMonth {
  month: number;
  day: number;
  index: number;
  length: number;
}

// Dates are read by chrono-node (strict mode: no relative words like 'today' or 'next week', no bare times), and
// only those with year, month and day all written count: a chart date of service is a calendar day. A two-digit year
// counts after a numeric day and month ('3/5/24') or after a day and a month's name ('15-Feb-21', '3 Mar 19', as labs
// and letters outside the US write it), never after a month and day alone ('Feb 21, 22' is too easily a count).
const WRITTEN_YEAR = /\d{4}|\d[/.-]\d{2}$|^\d{1,2}[-/. ]\p{L}{3,9}\.?[-/. ]\d{2}$/u;
const THIS_YEAR = new Date().getUTCFullYear();
const REFERENCE = new Date(Date.UTC(2000, 0, 1));
// A range as chrono reads it: the first date, what joins them, the second date.
const RANGE_PARTS = /^(.*?\d)(\s+-\s*|\s*[–—]\s*|\s+(?:to|through|thru|until|till|al|bis|au|a|hasta)\s+)(\S.*)$/is;
const SPACED_PARTS = /\b(\d{1,2})([./-])\s(\d{1,2})\2\s(\d{4})\b/g;
// A numeric date one of whose figure groups OCR parted with a space ('05/08/1 956', '04/1 1/2026'): a day or month of
// two figures read as one and one, or a year as one and three or three and one. A year of two and two is left alone: a
// date with a two-digit year and a number after it ('1/2/20 25 mg') reads the same.
const SPLIT_FIGURES = /(?<![\d./-])(\d \d|\d{1,2})([./-])(\d \d|\d{1,2})\2(\d \d{3}|\d{3} \d|\d{4})(?![\d./-])/g;
const FULL_MONTH_WITH_PERIOD = /\b(january|february|march|april|may|june|july|august|september|october|november|december)\./gi;
// English parsers for each order of numeric dates (chrono's strict mode: no casual words), and one parser per other
// language charts come in, run only where the text names one of its months (months spelled as in English, or words
// English text uses, are left out of the tests), so an English line pays nothing for them.
const PARSERS: Record<DateOrder, chrono.Chrono> = {
  'month-first': chrono.en.strict,
  'day-first': new chrono.Chrono(chrono.en.configuration.createConfiguration(true, true)),
};
const LANGUAGES: { parser: chrono.Chrono; months: RegExp }[] = [
  {
    parser: chrono.es.strict,
    months: /\b(enero|febrero|marzo|abril|mayo|junio|julio|agosto|se?ptiembre|octubre|noviembre|diciembre|ene|abr|dic)\b/i,
  },
  {
    parser: chrono.de.strict,
    // Months spelled as in English are German only after a day with its period ('14. November 2009').
    months: /\b(januar|jänner|februar|märz|maerz|mai|juni|juli|oktober|dezember|okt|dez)\b|\d\.\s*(april|august|september|november)\b/i,
  },
  {
    parser: chrono.it.strict,
    months: /\b(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/i,
  },
  {
    parser: chrono.pt.strict,
    months: /\b(janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/i,
  },
  {
    // Dutch months not spelled as in English or German ('maart', 'mei', 'oktober' after a day without its period).
    parser: chrono.nl.strict,
    months: /\b(januari|februari|maart|mei|augustus)\b|\d\s+(juni|juli|oktober)\b/i,
  },
  {
    parser: chrono.fr.strict,
    months: /\b(janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre)\b/i,
  },
];

// Months' names in the languages no parser of chrono reads, as they are written after a day (genitives: 'sierpnia',
// 'srpna', 'kolovoza', 'rugpjūčio', 'elokuuta'), read with accents folded: Indonesian and Malay, Polish, Czech,
// Croatian, Romanian, Hungarian, Turkish, Lithuanian, the Nordic languages, Finnish and Swahili. 'Listopad(a)' is
// left out: November in Polish, October in Croatian.
const MONTH_WORDS: string[] = [
  'januari januar janvier ianuarie januar stycznia styczen ledna leden sijecnja sijecanj ocak sausio sausis tammikuuta tammikuu',
  'februari februar februarie lutego luty unora unor veljace veljaca subat vasario vasaris helmikuuta helmikuu',
  'maret mac marts mars martie marcius mart marca marzec brezna brezen ozujka ozujak kovo kovas maaliskuuta maaliskuu machi',
  'april aprilie aprilis kwietnia kwiecien dubna duben travnja travanj nisan balandzio balandis huhtikuuta huhtikuu aprili',
  'mei maj maja mai majus mayis kvetna kveten svibnja svibanj geguzes geguze toukokuuta toukokuu',
  'juni jun iunie junius czerwca czerwiec cervna cerven lipnja lipanj haziran birzelio birzelis kesakuuta kesakuu',
  'juli julai iulie julius lipca lipiec cervence cervenec srpnja srpanj temmuz liepos liepa heinakuuta heinakuu',
  'agustus ogos augusti august augusztus agustos sierpnia sierpien srpna srpen kolovoza kolovoz rugpjucio rugpjutis elokuuta elokuu agosti',
  'september septembrie szeptember eylul wrzesnia wrzesien zari rujna rujan rugsejo rugsejis syyskuuta syyskuu septemba',
  'oktober octombrie oktober ekim pazdziernika pazdziernik rijna rijen spalio spalis lokakuuta lokakuu oktoba',
  'november noiembrie kasim listopadu studenoga studeni lapkricio lapkritis marraskuuta marraskuu novemba',
  'desember disember december decembrie aralik grudnia grudzien prosince prosinec prosinca prosinac gruodzio gruodis joulukuuta joulukuu desemba',
];
/** Each word of the lists to its line's number, from 1 (a month's or a day's); '_' stands for a space inside a word group. */
function numbered(lists: string[]): Map<string, number> {
  const out = new Map<string, number>();
  lists.forEach((words, i) => {
    for (const w of words.split(' ')) out.set(w.replace(/_/g, ' '), i + 1);
  });
  return out;
}
/** The words as alternatives of a pattern, the longest first (so 'treinta y uno' is tried before 'treinta'). */
const longestFirst = (keys: Iterable<string>) => [...keys].sort((a, b) => b.length - a.length).join('|');
const MONTH_OF = numbered(MONTH_WORDS);
const MONTH_ALTERNATIVES = longestFirst(MONTH_OF.keys());
// A day, its month's name and the year ('5 Agustus 2024', '5. srpna 2024', '5. kolovoza 2024.'); the year first,
// then the month's name and the day ('2024. augusztus 5.', '2024 m. rugpjūčio 5 d.'); Vietnamese 'ngày 5 tháng 8 năm
// 2024' (day 5, month 8, year 2024); a numeric date year first with dots, spaced or not ('2024. 08. 05.').
const DAY_MONTH_YEAR = new RegExp(String.raw`(?<![\p{L}\d.])(\d{1,2})\.?\s+(${MONTH_ALTERNATIVES})\.?,?\s+(\d{4})(?![\d])`, 'gu');
const YEAR_MONTH_DAY = new RegExp(
  String.raw`(?<![\p{L}\d])(\d{4})\.?\s*(?:m\.\s*)?(${MONTH_ALTERNATIVES})\s+(\d{1,2})(?![\d])(?:\.|\s*d\.)?`,
  'gu',
);
const VIETNAMESE = /\bngay\s+(\d{1,2})\s+thang\s+(\d{1,2})\s+nam\s+(\d{4})\b/gu;
const YEAR_FIRST_DOTS = /(?<![\d.])(\d{4})\.\s?(\d{1,2})\.\s?(\d{1,2})\.?(?![\d])/g;
const HAS_MONTH_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${MONTH_ALTERNATIVES})(?![\p{L}])`, 'u');

// A day spelled out in words before its month and year, as certificates and deeds date themselves in Spanish and
// Portuguese ('Montevideo, doce de agosto de 2026', 'Recife, vinte e dois de setembro de 2025'), read with accents
// folded. Each line lists the words for one day, from the first.
const DAY_WORDS: string[] = [
  'uno primero um primeiro',
  'dos dois duas',
  'tres',
  'cuatro quatro',
  'cinco',
  'seis',
  'siete sete',
  'ocho oito',
  'nueve nove',
  'diez dez',
  'once onze',
  'doce doze',
  'trece treze',
  'catorce catorze quatorze',
  'quince quinze',
  'dieciseis dezesseis dezasseis',
  'diecisiete dezessete dezassete',
  'dieciocho dezoito',
  'diecinueve dezenove dezanove',
  'veinte vinte',
  'veintiuno veintiun vinte_e_um',
  'veintidos vinte_e_dois',
  'veintitres vinte_e_tres',
  'veinticuatro vinte_e_quatro',
  'veinticinco vinte_e_cinco',
  'veintiseis vinte_e_seis',
  'veintisiete vinte_e_sete',
  'veintiocho vinte_e_oito',
  'veintinueve vinte_e_nove',
  'treinta trinta',
  'treinta_y_uno trinta_e_um',
];
const DAY_OF_WORD = numbered(DAY_WORDS);
const SPOKEN_MONTHS = [
  'enero janeiro',
  'febrero fevereiro',
  'marzo marco',
  'abril',
  'mayo maio',
  'junio junho',
  'julio julho',
  'agosto',
  'septiembre setiembre setembro',
  'octubre outubro',
  'noviembre novembro',
  'diciembre dezembro',
];
const SPOKEN_MONTH_OF = numbered(SPOKEN_MONTHS);
// Not a day's last word after 'y' or 'e' ('treinta y dos' is no day, and 'dos' in it none either).
const DAY_IN_WORDS = new RegExp(
  String.raw`(?<![\p{L}])(?<!\s[ye]\s)(${longestFirst(DAY_OF_WORD.keys())})\s+de\s+(${longestFirst(SPOKEN_MONTH_OF.keys())})\s+(?:de|del)\s+(\d{4})(?![\d])`,
  'gu',
);
const SPOKEN_MONTH = new RegExp(String.raw`(?<![\p{L}])(?:${longestFirst(SPOKEN_MONTH_OF.keys())})\s+(?:de|del)\s+\d{4}`, 'u');

/** The text in lower case with accents folded letter by letter, so every position stays where it was. */
function foldInPlace(text: string): string {
  let out = '';
  for (const c of text.toLowerCase()) {
    const f = c === 'ı' ? 'i' : c === 'ł' ? 'l' : c.normalize('NFD').replace(/\p{M}/gu, '');
    out += f.length === c.length ? f : c;
  }
  return out;
}

/** The dates written in the forms above, in the order each pattern gives its parts. */
function datesOfOtherLanguages(text: string): FoundDate[] {
  const out: FoundDate[] = [];
  const push = (iso: string | null, index: number, length: number) => {
    if (iso) out.push({ iso, index, length });
  };
  for (const m of text.matchAll(YEAR_FIRST_DOTS)) push(toIso(m[1] ?? '', m[2] ?? '', m[3] ?? ''), m.index, m[0].length);
  if (!/\p{L}{3}/u.test(text)) return out;
  const folded = foldInPlace(text);
  if (HAS_MONTH_WORD.test(folded)) {
    for (const m of folded.matchAll(DAY_MONTH_YEAR))
      push(toIso(m[3] ?? '', String(MONTH_OF.get(m[2] ?? '')), m[1] ?? ''), m.index, m[0].length);
    for (const m of folded.matchAll(YEAR_MONTH_DAY))
      push(toIso(m[1] ?? '', String(MONTH_OF.get(m[2] ?? '')), m[3] ?? ''), m.index, m[0].length);
  }
  for (const m of folded.matchAll(VIETNAMESE)) push(toIso(m[3] ?? '', m[2] ?? '', m[1] ?? ''), m.index, m[0].length);
  if (SPOKEN_MONTH.test(folded)) {
    for (const m of folded.matchAll(DAY_IN_WORDS))
      push(toIso(m[3] ?? '', String(SPOKEN_MONTH_OF.get(m[2] ?? '')), String(DAY_OF_WORD.get(m[1] ?? ''))), m.index, m[0].length);
  }
  return out;
}

// Segmenting and reading a note ask for the dates of the same lines many times (a line's date of service, its note
// date, a DOB): each text is parsed once. The answers are frozen, since callers share them; the oldest go past a bound.
interface Parsed {
  dates: FoundDate[];
  dayMonths: DayMonth[];
}
const parsed = new Map<string, Parsed>();
const MAX_PARSED = 5000;

/**
 * Every date in the text, in order of appearance; impossible dates (02/30) are skipped. Numeric dates are read in the
 * order the document writes them (date-order.ts); month first unless told.
 */
export function findDates(text: string, order: DateOrder = 'month-first'): FoundDate[] {
  return parsedOf(text, order).dates;
}

/**
 * Every day written with its month's name but no year, in order of appearance: only the paper's own date can say
 * which year it is (a letter's 'I saw her on 9th October'), so the caller completes it.
 */
export function findDayMonths(text: string, order: DateOrder = 'month-first'): DayMonth[] {
  return parsedOf(text, order).dayMonths;
}

const NOTHING: Parsed = Object.freeze({
  dates: Object.freeze([]) as unknown as FoundDate[],
  dayMonths: Object.freeze([]) as unknown as DayMonth[],
});

function parsedOf(text: string, order: DateOrder): Parsed {
  if (!/\d/.test(text)) return NOTHING;
  const key = `${order}\u0000${text}`;
  let found = parsed.get(key);
  if (!found) {
    const { dates, dayMonths } = parseDates(text, order);
    found = Object.freeze({
      dates: Object.freeze(dates.map((date) => Object.freeze(date))) as FoundDate[],
      dayMonths: Object.freeze(dayMonths.map((date) => Object.freeze(date))) as DayMonth[],
    });
    if (parsed.size >= MAX_PARSED) parsed.delete(parsed.keys().next().value as string);
    parsed.set(key, found);
  }
  return found;
}

// A time of day in four figures after a date and before the next ('01/14/2025 0630 01/15/2025 0915', a log's or a
// table's row as OCR reads it): the parser takes it with the date after it and loses that date, so it is read as
// blanks (same length, so positions hold). Only after a date in figures: a year after a day ('Mar 2 1958') is none.
const FOUR_FIGURE_TIME = /(?<=\d[./-]\d{2,4}\s+)(?:[01]\d|2[0-3])[0-5]\d(?=\s+\d{1,2}[./-]\d)/g;

// A month written as a word: a day and a month in figures alone ('3/4') is as often a ratio or a score.
const MONTH_WORD = /\p{L}{3}/u;

function parseDates(text: string, order: DateOrder): Parsed {
  const found: FoundDate[] = [];
  const dayMonths: DayMonth[] = [];
  // 'May. 28, 1974': a full month name with an abbreviation's period, which the parser does not read (same length, so
  // positions hold).
  const readable = text.replace(FULL_MONTH_WITH_PERIOD, '$1 ').replace(FOUR_FIGURE_TIME, (t) => ' '.repeat(t.length));
  const english = PARSERS[order].parse(readable, REFERENCE);
  const results = english.filter(isCalendarDay);
  const partial = english.filter(isDayOfMonth);
  const overlaps = (r: chrono.ParsedResult, others: chrono.ParsedResult[]) =>
    others.some((e) => r.index < e.index + e.text.length && e.index < r.index + r.text.length);
  for (const { parser, months } of LANGUAGES) {
    if (!months.test(readable)) continue;
    const theirs = parser.parse(readable, REFERENCE);
    for (const r of theirs.filter(isCalendarDay)) if (!overlaps(r, results)) results.push(r);
    for (const r of theirs.filter(isDayOfMonth)) if (!overlaps(r, partial)) partial.push(r);
  }
  for (const r of partial) {
    if (overlaps(r, results)) continue;
    dayMonths.push({ month: Number(r.start.get('month')), day: Number(r.start.get('day')), index: r.index, length: r.text.length });
  }
  for (const r of results) {
    const c = r.start;
    const raw = /^(.*?\d)(?:\s+(?:at\s+)?\d{1,2}:\d{2}.*)?$/s.exec(r.text)?.[1] ?? r.text;
    // Relative phrases ('in 2 weeks') come back with a computed year; a written date shows its year.
    if (!WRITTEN_YEAR.test(raw)) continue;
    // A range ('3/1/2024 – 3/5/2024') is two dates, each where it is written.
    const range = r.end ? RANGE_PARTS.exec(raw) : null;
    const first = range?.[1] ?? raw;
    // A year of another calendar ('2082/09/15' Bikram Sambat, '2568' Buddhist, '1404' Solar Hijri) or of no date (an
    // order number '12-05-1042'), which the parser moves to a century of its own: no chart date.
    if (!writesItsYear(first, c.get('year'))) continue;
    const iso = toIso(
      twoDigitYear(first) ? String(c.get('year') ?? 0).slice(2) : String(c.get('year') ?? 0),
      String(c.get('month')),
      String(c.get('day')),
    );
    if (iso) found.push({ iso, index: r.index, length: first.length });
    const e = r.end;
    const last = range?.[3];
    if (e && last && WRITTEN_YEAR.test(last) && e.isCertain('day') && e.isCertain('month') && writesItsYear(last, e.get('year'))) {
      const end = toIso(
        twoDigitYear(last) ? String(e.get('year') ?? 0).slice(2) : String(e.get('year') ?? 0),
        String(e.get('month')),
        String(e.get('day')),
      );
      if (end) found.push({ iso: end, index: r.index + first.length + (range?.[2]?.length ?? 0), length: last.length });
    }
  }
  // '12. 12. 1937', '13/ 01/ 2023': a form or text layer spaces the parts after their separators, which the parsers do
  // not read. Dotted dates are day first wherever they are written.
  for (const m of text.matchAll(SPACED_PARTS)) {
    const dayFirst = m[2] === '.' || order === 'day-first';
    const iso = toIso(m[4] ?? '', (dayFirst ? m[3] : m[1]) ?? '', (dayFirst ? m[1] : m[3]) ?? '');
    const index = m.index ?? 0;
    if (iso && !found.some((f) => index < f.index + f.length && f.index < index + m[0].length))
      found.push({ iso, index, length: m[0].length });
  }
  for (const m of text.matchAll(SPLIT_FIGURES)) {
    // Only a date OCR parted once: one space inside it.
    if (m[0].split(' ').length !== 2) continue;
    const [day, month, year] = [m[1], m[3], m[4]].map((part) => (part ?? '').replace(' ', ''));
    const dayFirst = m[2] === '.' || order === 'day-first';
    const iso = toIso(year ?? '', (dayFirst ? month : day) ?? '', (dayFirst ? day : month) ?? '');
    const index = m.index ?? 0;
    if (iso && !found.some((f) => index < f.index + f.length && f.index < index + m[0].length))
      found.push({ iso, index, length: m[0].length });
  }
  for (const d of datesOfOtherLanguages(text))
    if (!found.some((f) => d.index < f.index + f.length && f.index < d.index + d.length)) found.push(d);
  return { dates: found.sort((a, b) => a.index - b.index), dayMonths: dayMonths.sort((a, b) => a.index - b.index) };
}

function isDayOfMonth(r: chrono.ParsedResult): boolean {
  return !r.start.isCertain('year') && r.start.isCertain('month') && r.start.isCertain('day') && MONTH_WORD.test(r.text);
}

function isCalendarDay(r: chrono.ParsedResult): boolean {
  return r.start.isCertain('year') && r.start.isCertain('month') && r.start.isCertain('day');
}

/** Whether a date as written ends in a two-digit year ('3/5/24'), which chrono reads as this century. */
function twoDigitYear(raw: string): boolean {
  // A date written year first ('2025/09/15') ends in its day.
  return /(?:^|[^\d])\d{2}$/.test(raw) && !/\d{4}$/.test(raw) && !/^\d{4}\D/.test(raw);
}

// The years a chart's dates fall in: births of the oldest patients living to bookings some years ahead. A year
// outside them is another calendar's (Bikram Sambat runs 56 years ahead, the Buddhist era 543; Solar and lunar Hijri
// years are 1400s) or no year at all.
const FIRST_YEAR = 1880;
const YEARS_AHEAD = 10;

/** Whether a date as written shows, where it writes four figures of a year, the year it is read as. */
function writesItsYear(raw: string, year: number | null): boolean {
  const written = raw.match(/(?<!\d)\d{4}(?!\d)/g);
  return written === null || written.some((y) => Number(y) === year);
}

function toIso(year: string, month: string, day: string): string | null {
  let y = Number(year);
  // Two-digit years: the latest century that does not put the date more than a year ahead ('45' is 1945).
  if (year.length === 2) y += y <= (THIS_YEAR % 100) + 1 ? 2000 : 1900;
  const mo = Number(month);
  const d = Number(day);
  if (!y || y < FIRST_YEAR || y > THIS_YEAR + YEARS_AHEAD || mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Eight digits as a date whose separators were lost (an OCR'd form's '03122024'): year first ('20240312'), else in
 * the document's order, else in the other when only it makes a day; null when they make no calendar day of 1900 to 2099. Only a caller that knows a date label
 * stands before them may ask: eight digits alone are as often an identifier.
 */
export function runTogetherDate(digits: string, order: DateOrder = 'month-first'): string | null {
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(digits);
  if (!m) return null;
  const plausible = (iso: string | null) => (iso && /^(19|20)/.test(iso) ? iso : null);
  const [first = '', second = '', year = ''] = m.slice(1);
  const other: DateOrder = order === 'day-first' ? 'month-first' : 'day-first';
  // A part over 12 says the order outright, as in a written date ('04272025' is 27 April in any document).
  return (
    plausible(toIso(digits.slice(0, 4), digits.slice(4, 6), digits.slice(6))) ??
    plausible(partsDate(first, second, year, order)) ??
    plausible(partsDate(first, second, year, other))
  );
}

/** A date given as its two numbers and its year in the order named (a form's boxes under 'MM DD YY'), or null. */
export function partsDate(first: string, second: string, year: string, order: DateOrder): string | null {
  return order === 'day-first' ? toIso(year, second, first) : toIso(year, first, second);
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && toIso(value.slice(0, 4), value.slice(5, 7), value.slice(8, 10)) === value;
}
