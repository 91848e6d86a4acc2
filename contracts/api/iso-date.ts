/** yyyy-MM-dd dates as the API carries them (date of birth, note date), compared as plain calendar days. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export const toIsoDate = (date: Date): string => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today in the user's own time zone: a date of birth or a note date is a calendar day, not an instant. */
export const todayIso = (now: Date = new Date()): string => toIsoDate(now);

/** True for a day that exists (rejects 2023-02-29, 2024-13-01). */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}
