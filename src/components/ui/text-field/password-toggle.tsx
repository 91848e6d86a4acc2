import { IconButton } from '../icon-button/icon-button';

type PasswordToggleProps = {
  revealed: boolean;
  controls: string;
  onToggle: () => void;
};

export function PasswordToggle({ revealed, controls, onToggle }: PasswordToggleProps) {
  return (
    <IconButton
      type="button"
      aria-label={revealed ? 'Hide password' : 'Show password'}
      aria-pressed={revealed}
      aria-controls={controls}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
        {revealed ? <path d="M3 3l18 18" /> : null}
      </svg>
    </IconButton>
  );
}
