import styled from 'styled-components';
import { CloseIcon } from '@/components/ui/icons/close-icon';

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  padding: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
  }
`;

type ClearFieldButtonProps = { label: string; onClear: () => void };

export function ClearFieldButton({ label, onClear }: ClearFieldButtonProps) {
  return (
    <IconButton type="button" aria-label={label} onClick={onClear}>
      <CloseIcon />
    </IconButton>
  );
}
