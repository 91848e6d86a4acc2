// docs/dates.md's display format, known to the tests without asking contracts/api/display-date.ts: the platform's own
// en-GB long date writes a day the same way ('26 May 1949'), so it serves as an independent oracle.
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '1949-05-26' as a screen must show it: '26 May 1949'. */
export const readableDate = (iso: string): string => LONG_DATE.format(new Date(`${iso}T00:00:00Z`));

const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December)';
export const READABLE_DATE = new RegExp(`^\\d{1,2} ${MONTH} \\d{4}$`);
export const READABLE_DATE_TIME = new RegExp(`^\\d{1,2} ${MONTH} \\d{4}, \\d{2}:\\d{2}$`);

/** Dates written any other way: 1949-05-26, 05/26/1949, 26/05/1949, 26.05.1949, May 26, 1949. */
export const OTHER_DATE_FORMS = new RegExp(`\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}\\b|${MONTH} \\d{1,2}, \\d{4}`);
