import styled from 'styled-components';
import { displayDate, displayDateTime } from '@healthcare-portal/contracts/display-date';
import { EMPTY_VALUE } from '@/lib/text-or-dash';

// A date reads as one unit: a narrow column wraps around it, never inside it.
const Time = styled.time`
  white-space: nowrap;
`;

type DateTextProps = { value: string | null | undefined; withTime?: boolean };

/** A date as people read it ('26 May 1949', docs/dates.md), marked up as <time>; a dash when there is none. */
export function DateText({ value, withTime = false }: DateTextProps) {
  const text = withTime ? displayDateTime(value) : displayDate(value);
  return value && text ? <Time dateTime={value}>{text}</Time> : <>{EMPTY_VALUE}</>;
}
