import { useRef, useState } from 'react';
import styled from 'styled-components';
import { displayDate } from '@healthcare-portal/contracts/display-date';
import { todayIso } from '@healthcare-portal/contracts/iso-date';
import { IconButton } from '@/components/ui/icon-button/icon-button';
import { TextField } from '@/components/ui/text-field/text-field';
import { DMY_PLACEHOLDER, formatDmy, parseDmy } from '../../utils/dmy-date';
import { CalendarIcon } from './calendar-icon';
import { CalendarPopup } from './calendar-popup';

const Anchor = styled.div`
  position: relative;
`;

const DOB_MESSAGES = { format: 'Enter the date as DD/MM/YYYY', future: 'Date of birth cannot be in the future' } as const;

type DateOfBirthFieldProps = {
  /** yyyy-MM-dd, or '' when none (or an unreadable one) is entered */
  value: string;
  onChange: (iso: string) => void;
  onBlur: () => void;
  error?: string;
};

/** Typed as dd/MM/yyyy or picked from the calendar; held as yyyy-MM-dd; no day after today. */
export function DateOfBirthField({ value, onChange, onBlur, error }: DateOfBirthFieldProps) {
  const [text, setText] = useState(formatDmy(value));
  const [emitted, setEmitted] = useState(value);
  const [typedError, setTypedError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const today = todayIso();

  // A value that did not come from this field (restored work, a reset) replaces the text.
  if (value !== emitted) {
    setEmitted(value);
    setText(formatDmy(value));
    setTypedError(null);
  }

  const problemWith = (typed: string) => {
    const iso = parseDmy(typed);
    if (typed.trim() === '') return null;
    return !iso ? DOB_MESSAGES.format : iso > today ? DOB_MESSAGES.future : null;
  };
  const emit = (iso: string) => {
    setEmitted(iso);
    onChange(iso);
  };
  const type = (next: string) => {
    setText(next);
    // Errors wait for the blur, so half-typed dates are not flagged; a fixed one clears at once.
    if (!problemWith(next)) setTypedError(null);
    const iso = parseDmy(next);
    emit(iso && !problemWith(next) ? iso : '');
  };
  // Saying how the text was read shows a swapped day and month before the form is sent (docs/dates.md).
  const typedDay = parseDmy(text);
  const hint = typedDay ? `Reads as ${displayDate(typedDay) ?? typedDay}` : DMY_PLACEHOLDER;
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <Anchor>
      <TextField
        label="Date of Birth"
        required
        inputMode="numeric"
        autoComplete="off"
        placeholder={DMY_PLACEHOLDER}
        hint={hint}
        value={text}
        error={typedError ?? error}
        onChange={(event) => type(event.target.value)}
        onBlur={() => {
          setTypedError(problemWith(text));
          onBlur();
        }}
        endAdornment={
          <IconButton
            ref={buttonRef}
            type="button"
            $tone="primary"
            aria-label="Choose date of birth from a calendar"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen((current) => !current)}
          >
            <CalendarIcon />
          </IconButton>
        }
      />
      {open ? (
        <CalendarPopup
          value={value}
          today={today}
          onClose={close}
          onSelect={(iso) => {
            setTypedError(null);
            setText(formatDmy(iso));
            emit(iso);
            close();
          }}
        />
      ) : null}
    </Anchor>
  );
}
