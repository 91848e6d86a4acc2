import { describe, expect, it } from 'vitest';
import { findDates, findDayMonths, isIsoDate } from './dates.ts';

describe('findDates', () => {
  it('reads the ways charts write dates', () => {
    const text = 'Seen 03/04/2024, again 3/5/24, on 2024-03-06, March 7, 2024, 8 Mar 2024 and 09-03-2024.';
    expect(findDates(text).map((d) => d.iso)).toEqual(['2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07', '2024-03-08', '2024-09-03']);
  });

  it('skips impossible dates and reads two-digit years as the likely century', () => {
    expect(findDates('02/30/2024')).toEqual([]);
    expect(findDates('DOB 1/2/45')[0]?.iso).toBe('1945-01-02');
  });

  it('reads written-out and abbreviated forms a parser knows, and no times or relative words', () => {
    expect(findDates('Admn. Dt. 12-Jan-2023, seen Tuesday, 2nd of February 2021 at 10:30, tomorrow').map((d) => d.iso)).toEqual([
      '2023-01-12',
      '2021-02-02',
    ]);
    expect(findDates('today at 5pm, in 2 weeks, 10/2023')).toEqual([]);
  });

  it('reads a day, a month name and a two-digit year as one date ("15-Feb-21", "3 Mar 19")', () => {
    expect(findDates('Date Collected  15-Feb-21  Reported 17/Feb/21').map((d) => d.iso)).toEqual(['2021-02-15', '2021-02-17']);
    expect(findDates('seen 3 Mar 19, DOB 04-APR-47', 'day-first').map((d) => d.iso)).toEqual(['2019-03-03', '1947-04-04']);
    // A time after a day and month is no year; a month and a number alone are no calendar day.
    expect(findDates('Drawn 15 Feb 21:30')).toEqual([]);
    expect(findDates('Feb 21 results')).toEqual([]);
  });

  it('reads a full month name written with a period as abbreviations are ("May. 28, 1974")', () => {
    expect(findDates('DOB: MAY. 28, 1974 (48Y)').map((d) => d.iso)).toEqual(['1974-05-28']);
    expect(findDates('seen June. 3, 2020 and July. 4, 2020').map((d) => d.iso)).toEqual(['2020-06-03', '2020-07-04']);
  });

  it('reads numeric dates in the order the document writes them', () => {
    expect(findDates('Seen 04/03/2024 and 4.3.2024', 'day-first').map((d) => d.iso)).toEqual(['2024-03-04', '2024-03-04']);
    expect(findDates('Seen 04/03/2024', 'month-first').map((d) => d.iso)).toEqual(['2024-04-03']);
    // Spelled-out and ISO dates read the same either way.
    expect(findDates('4 March 2024, March 5, 2024, 2024-03-06', 'day-first').map((d) => d.iso)).toEqual([
      '2024-03-04',
      '2024-03-05',
      '2024-03-06',
    ]);
  });

  it('reads Spanish dates, with their positions in the text', () => {
    const text = 'Fecha: 12 de enero de 2025; nacido el 3 ene. 1950';
    const found = findDates(text, 'day-first');
    expect(found.map((d) => d.iso)).toEqual(['2025-01-12', '1950-01-03']);
    expect(text.slice(found[0]?.index, (found[0]?.index ?? 0) + (found[0]?.length ?? 0))).toBe('12 de enero de 2025');
  });

  it('validates ISO dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('03/04/2024')).toBe(false);
  });
});

describe('findDates in German, Italian, Portuguese, French and Dutch', () => {
  it('reads their month names and a German day with its period', () => {
    const text = 'Geb. 14. Oktober 2009, Befund 3. November 2009; nata il Aprile 28, 1968; 15 de janeiro de 2025; le 3 mars 2024';
    expect(findDates(text, 'day-first').map((d) => d.iso)).toEqual(['2009-10-14', '2009-11-03', '1968-04-28', '2025-01-15', '2024-03-03']);
  });
  it('reads Dutch month names, which no other parser knows, with their positions', () => {
    const text = 'Op 3 maart 2025 zag ik haar; geboren 17 mei 1961, controle 9 oktober 2025.';
    expect(findDates(text, 'day-first').map((d) => [d.iso, text.slice(d.index, d.index + d.length)])).toEqual([
      ['2025-03-03', '3 maart 2025'],
      ['1961-05-17', '17 mei 1961'],
      ['2025-10-09', '9 oktober 2025'],
    ]);
  });

  it('reads a date whose parts are spaced after their separators', () => {
    expect(findDates('Geb.Dat.: 12. 12. 1937').map((d) => [d.iso, d.length])).toEqual([['1937-12-12', 12]]);
    expect(findDates('Data Richiesta: 13/ 01/ 2023 11:22', 'day-first').map((d) => d.iso)).toEqual(['2023-01-13']);
    expect(findDates('Drawn 03/ 04/ 2023').map((d) => d.iso)).toEqual(['2023-03-04']);
  });

  it('reads both dates of a range, each where it is written', () => {
    const text = 'Stay: 3/1/2024 – 3/5/2024';
    const found = findDates(text);
    expect(found.map((d) => [d.iso, text.slice(d.index, d.index + d.length)])).toEqual([
      ['2024-03-01', '3/1/2024'],
      ['2024-03-05', '3/5/2024'],
    ]);
    expect(findDates('03-01-2024 - 03-05-2024').map((d) => d.iso)).toEqual(['2024-03-01', '2024-03-05']);
  });
  it('reads a text asked again once, sharing an answer no caller can change', () => {
    const first = findDates('Seen 03/04/2024, follow-up 04/05/2024');
    expect(findDates('Seen 03/04/2024, follow-up 04/05/2024')).toBe(first);
    expect(findDates('Seen 03/04/2024, follow-up 04/05/2024', 'day-first')).not.toBe(first);
    expect(Object.isFrozen(first) && first.every((date) => Object.isFrozen(date))).toBe(true);
  });
});

describe('findDates in the languages no parser of chrono reads', () => {
  it('reads a day and a month’s name in Central European, Baltic, Nordic, Turkish, Malay, Indonesian and Swahili, with positions', () => {
    const cases: [string, string][] = [
      ['Tanggal Masuk  5 Agustus 2024', '2024-08-05'],
      ['Tarikh: 5 Ogos 2024', '2024-08-05'],
      ['Data przyjęcia: 5 sierpnia 2024 r.', '2024-08-05'],
      ['Brno, 5. srpna 2024', '2024-08-05'],
      ['Split, 5. kolovoza 2024.', '2024-08-05'],
      ['Cluj-Napoca, 5 august 2024', '2024-08-05'],
      ['İzmir, 5 Ağustos 2024', '2024-08-05'],
      ['Göteborg den 5 augusti 2024', '2024-08-05'],
      ['Tampere 5. elokuuta 2024', '2024-08-05'],
      ['Moshi, tarehe 5 Agosti 2024', '2024-08-05'],
      ['Praha 14. listopadu 2024', '2024-11-14'],
      ['Zagreb, 3. prosinca 2024.', '2024-12-03'],
    ];
    for (const [text, iso] of cases)
      expect(
        findDates(text).map((d) => d.iso),
        text,
      ).toEqual([iso]);
    const text = 'Masuk 3 Agustus 2026, keluar 8 Agustus 2026.';
    expect(findDates(text)).toEqual([
      { iso: '2026-08-03', index: 6, length: 14 },
      { iso: '2026-08-08', index: 29, length: 14 },
    ]);
  });

  it('reads a date written year first with its month’s name (Hungarian, Lithuanian) or its parts (Vietnamese)', () => {
    expect(findDates('Pécs, 2024. augusztus 5.').map((d) => d.iso)).toEqual(['2024-08-05']);
    expect(findDates('Vilnius, 2024 m. rugpjūčio 5 d.').map((d) => d.iso)).toEqual(['2024-08-05']);
    expect(findDates('Huế, ngày 5 tháng 8 năm 2024').map((d) => d.iso)).toEqual(['2024-08-05']);
  });

  it('reads a numeric date written year first with dots, spaced or not, as Hungary writes it', () => {
    expect(findDates('Ellátás ideje: 2024. 08. 05. 10:20').map((d) => d.iso)).toEqual(['2024-08-05']);
    expect(findDates('Szül.: 1951.03.14.').map((d) => d.iso)).toEqual(['1951-03-14']);
  });

  it('leaves a month’s word that two languages read as different months, and a name without a year', () => {
    // 'listopada' is November in Polish and October in Croatian.
    expect(findDates('Kraków, 5 listopada 2024')).toEqual([]);
    expect(findDates('Kontrol 5 Agustus')).toEqual([]);
  });
});

describe('findDayMonths', () => {
  it('reads a day and a month’s name written without a year, in the languages letters arrive in', () => {
    // The date as chrono reads it may open with its leading word ('on 9th October', 'am 4. Juni').
    const read = (text: string, order: 'day-first' | 'month-first' = 'day-first') =>
      findDayMonths(text, order).map((d) => [d.day, d.month, text.slice(d.index, d.index + d.length).replace(/^(?:on|am|il)\s+/, '')]);
    expect(read('I saw her in surgery on 9th October with a cough.')).toEqual([[9, 10, '9th October']]);
    expect(read('vue le 3 mai en consultation')).toEqual([[3, 5, '3 mai']]);
    expect(read('stellte sich am 4. Juni vor')).toEqual([[4, 6, '4. Juni']]);
    expect(read('acudió el día 5 de marzo del corriente')).toEqual([[5, 3, '5 de marzo']]);
    expect(read('ho visitato il 3 maggio in ambulatorio')).toEqual([[3, 5, '3 maggio']]);
    expect(read('Ik zag uw patiënt op 4 mei op de polikliniek.')).toEqual([[4, 5, '4 mei']]);
    expect(read('seen March 12 at the clinic', 'month-first')).toEqual([[12, 3, 'March 12']]);
  });

  it('leaves out a date with its year, and a day and month in figures alone (a ratio, a score)', () => {
    expect(findDayMonths('seen on 9 October 2026 and on 3/4', 'day-first')).toEqual([]);
    expect(findDayMonths('GCS 15/15, power 4/5', 'day-first')).toEqual([]);
  });
});

describe('findDates: a day spelled out in words (twelfth round)', () => {
  it('reads a day written in Spanish or Portuguese words before its month and year, as certificates date themselves', () => {
    const es = 'Salto, veintitrés de marzo de 2025.';
    expect(findDates(es)).toEqual([{ iso: '2025-03-23', index: 7, length: es.length - 8 }]);
    expect(findDates('Lima, primero de julio del 2024').map((d) => d.iso)).toEqual(['2024-07-01']);
    expect(findDates('Cusco, treinta y uno de enero de 2024').map((d) => d.iso)).toEqual(['2024-01-31']);
    expect(findDates('Recife, vinte e dois de setembro de 2025').map((d) => d.iso)).toEqual(['2025-09-22']);
    expect(findDates('Porto, quinze de outubro de 2025').map((d) => d.iso)).toEqual(['2025-10-15']);
  });

  it('reads no day in words that is not one, nor a month without its year', () => {
    expect(findDates('treinta y dos de marzo de 2025')).toEqual([]);
    expect(findDates('reposo por cinco días desde marzo')).toEqual([]);
  });
});

describe('findDates: a year no chart date has (thirteenth round)', () => {
  it('reads no date whose year is another calendar’s (Bikram Sambat, Buddhist, Solar Hijri) or an order number’s', () => {
    expect(findDates('Sample: 2082/09/15 (29/12/2025)', 'day-first').map((d) => d.iso)).toEqual(['2025-12-29']);
    expect(findDates('วันที่ 2568-01-20', 'day-first')).toEqual([]);
    expect(findDates('Visit 1404/07/11', 'day-first')).toEqual([]);
    expect(findDates('Order no. 12-05-1042', 'day-first')).toEqual([]);
  });

  it('still reads a birth date of the nineteen-hundreds and a follow-up some years ahead', () => {
    expect(findDates('DOB 02/03/1901, colonoscopy due 05/06/2031', 'day-first').map((d) => d.iso)).toEqual(['1901-03-02', '2031-06-05']);
  });
});

describe('findDates: a time of day in four figures between two dates (fifteenth round)', () => {
  it("reads both dates of a log's row ('01/14/2025 0630 01/15/2025 0915')", () => {
    expect(findDates('01/14/2025 0630 01/15/2025 0915 Routine').map((d) => [d.iso, d.index])).toEqual([
      ['2025-01-14', 0],
      ['2025-01-15', 16],
    ]);
    expect(findDates('14/01/2025 2310 15/01/2025', 'day-first').map((d) => d.iso)).toEqual(['2025-01-14', '2025-01-15']);
    // A year after a day and a month's name is no time, whatever date follows it.
    expect(findDates('Ann Roe  Mar 2 1958  08/04/2022 07:20').map((d) => d.iso)).toEqual(['1958-03-02', '2022-08-04']);
  });
});

describe('findDates: a figure group OCR parted with a space (eighteenth round)', () => {
  it("reads a numeric date whose year or day OCR split in two ('05/08/1 956', '04/1 1/2026'), where it is written", () => {
    const text = 'DOB 05/08/1 956 Age 68';
    expect(findDates(text, 'day-first').map((d) => [d.iso, text.slice(d.index, d.index + d.length)])).toEqual([
      ['1956-08-05', '05/08/1 956'],
    ]);
    expect(findDates('seen in my rooms on 04/1 1/2026, well', 'day-first').map((d) => d.iso)).toEqual(['2026-11-04']);
    expect(findDates('Date of service: 3/1 2/2025').map((d) => d.iso)).toEqual(['2025-03-12']);
    expect(findDates('DOB 11/22/198 6').map((d) => d.iso)).toEqual(['1986-11-22']);
  });

  it('reads no split group that is two numbers: a two-digit year and a count, a dose, a date and a number', () => {
    // A two-digit year is a date of its own; the figures after it are another number, not the year's end.
    expect(findDates('on 1/2/20 25 mg daily').map((d) => d.iso)).toEqual(['2020-01-02']);
    expect(findDates('3/4/1 200 mg').map((d) => d.iso)).toEqual([]);
    expect(findDates('12/05/2025 1 3/4 tabs').map((d) => d.iso)).toEqual(['2025-12-05']);
    expect(findDates('BP 12/1 1/2').map((d) => d.iso)).toEqual([]);
  });
});
