import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { SelectField } from '@/components/ui/select-field/select-field';
import { useOutsidePointerDown } from '@/components/ui/dropdown-menu/use-outside-pointer-down';
import { monthOptions, monthValue, yearMonthOf, yearOptions, type YearMonth } from '../../utils/calendar';
import { CalendarGrid } from './calendar-grid';

const Popup = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  top: 100%;
  left: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Selects = styled.div`
  display: grid;
  grid-template-columns: 3fr 2fr;
  gap: ${({ theme }) => theme.space[2]};
`;

type CalendarPopupProps = { value: string; today: string; onSelect: (iso: string) => void; onClose: () => void };

const sameMonth = (iso: string, shown: YearMonth) => monthValue(yearMonthOf(iso)) === monthValue(shown);

/** The calendar dialog: month and year lists (15 items each), then the days; Escape or a click outside closes it. */
export function CalendarPopup({ value, today, onSelect, onClose }: CalendarPopupProps) {
  const ref = useRef<HTMLDivElement>(null);
  const start = value || today;
  const [shown, setShown] = useState<YearMonth>(yearMonthOf(start));
  const [focusDay, setFocusDay] = useState(start);
  useOutsidePointerDown(ref, true, onClose);

  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, []);

  const show = (next: YearMonth) => {
    const capped = monthValue(next) > monthValue(yearMonthOf(today)) ? yearMonthOf(today) : next;
    setShown(capped);
    if (!sameMonth(focusDay, capped)) setFocusDay(`${monthValue(capped)}-01`);
  };
  const focus = (iso: string) => {
    setFocusDay(iso);
    if (!sameMonth(iso, shown)) setShown(yearMonthOf(iso));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <Popup ref={ref} role="dialog" aria-label="Choose date of birth" onKeyDown={onKeyDown}>
      <Selects>
        <SelectField
          label="Month"
          value={monthValue(shown)}
          options={monthOptions(shown, today)}
          onChange={(event) => show(yearMonthOf(`${event.target.value}-01`))}
        />
        <SelectField
          label="Year"
          value={String(shown.year)}
          options={yearOptions(shown.year, today).map((year) => ({ value: String(year), label: String(year) }))}
          onChange={(event) => show({ year: Number(event.target.value), month: shown.month })}
        />
      </Selects>
      <CalendarGrid shown={shown} today={today} selected={value} focusDay={focusDay} onFocusDay={focus} onSelect={onSelect} />
    </Popup>
  );
}
