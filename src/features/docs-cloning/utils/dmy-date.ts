import { isRealIsoDate } from '@healthcare-portal/contracts/iso-date';

// The date of birth is shown and typed as dd/MM/yyyy and held as yyyy-MM-dd (docs/spec/data.md and docs/spec/validation.md).
export const DMY_PLACEHOLDER = 'DD/MM/YYYY';
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export function formatDmy(iso: string): string {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
}

/** The yyyy-MM-dd of a typed dd/MM/yyyy, or null when the text is not a real day. */
export function parseDmy(text: string): string | null {
  const match = DMY.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${(match[2] ?? '').padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
  return isRealIsoDate(iso) ? iso : null;
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** '12 April 1961': what a screen reader says for a calendar day. */
export const longDate = (iso: string): string => LONG_DATE.format(new Date(`${iso}T00:00`));
