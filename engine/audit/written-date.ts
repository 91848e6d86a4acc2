import { displayDate } from '@healthcare-portal/contracts/display-date';

/** A calendar day as a person reads it ('4 March 2024', docs/dates.md); a value that is no date is written as given. */
export function writtenDate(iso: string): string {
  return displayDate(iso) ?? iso;
}
