import { IconButton } from '@/components/ui/icon-button/icon-button';
import { CloseIcon } from '@/components/ui/icons/close-icon';

type ClearFieldButtonProps = { label: string; onClear: () => void };

export function ClearFieldButton({ label, onClear }: ClearFieldButtonProps) {
  return (
    <IconButton type="button" aria-label={label} onClick={onClear} $iconSize="sm">
      <CloseIcon />
    </IconButton>
  );
}
