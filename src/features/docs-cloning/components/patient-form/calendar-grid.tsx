import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { displayDate } from '@healthcare-portal/contracts/display-date';
import { addDays, addMonthsToDay, monthGrid, type YearMonth } from '../../utils/calendar';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const DAYS_PER_WEEK = 7;

// Keys of the WAI-ARIA date picker dialog pattern: where each one moves the focused day.
const KEY_MOVES: Record<string, (iso: string) => string> = {
  ArrowLeft: (iso) => addDays(iso, -1),
  ArrowRight: (iso) => addDays(iso, 1),
  ArrowUp: (iso) => addDays(iso, -DAYS_PER_WEEK),
  ArrowDown: (iso) => addDays(iso, DAYS_PER_WEEK),
  PageUp: (iso) => addMonthsToDay(iso, -1),
  PageDown: (iso) => addMonthsToDay(iso, 1),
  Home: (iso) => startOfWeek(iso),
  End: (iso) => addDays(startOfWeek(iso), DAYS_PER_WEEK - 1),
};

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th {
    padding: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td {
    padding: 0;
    text-align: center;
  }
`;

const Day = styled.button<{ $selected: boolean }>`
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  border: ${({ theme }) => theme.borderWidths.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  cursor: pointer;
  &[aria-current='date'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover:not(:disabled) {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.primaryHover : theme.colors.surfaceHover)};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.grey[400]};
    cursor: not-allowed;
  }
`;

type CalendarGridProps = {
  shown: YearMonth;
  today: string;
  selected: string;
  focusDay: string;
  onFocusDay: (iso: string) => void;
  onSelect: (iso: string) => void;
};

function startOfWeek(iso: string): string {
  return addDays(iso, -((new Date(`${iso}T00:00`).getDay() + DAYS_PER_WEEK - 1) % DAYS_PER_WEEK));
}

/** One month of day buttons; arrows, Page Up/Down, Home and End move the focus, and never past today. */
export function CalendarGrid({ shown, today, selected, focusDay, onFocusDay, onSelect }: CalendarGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-iso="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focusDay);
    moved.current = true;
    onFocusDay(next > today ? today : next);
  };

  return (
    <Table ref={tableRef} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col">
              <abbr title={weekday}>{weekday.slice(0, 2)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(shown, today).map((week, row) => (
          <tr key={row}>
            {week.map((cell, column) => (
              <td key={column}>
                {cell ? (
                  <Day
                    type="button"
                    data-iso={cell.iso}
                    tabIndex={cell.iso === focusDay ? 0 : -1}
                    disabled={cell.disabled}
                    aria-label={displayDate(cell.iso) ?? cell.iso}
                    aria-pressed={cell.iso === selected}
                    aria-current={cell.iso === today ? 'date' : undefined}
                    $selected={cell.iso === selected}
                    onClick={() => onSelect(cell.iso)}
                  >
                    {cell.day}
                  </Day>
                ) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
