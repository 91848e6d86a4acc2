import styled from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { SpinnerIcon, type SpinnerSize } from './spinner-icon';

type SpinnerProps = {
  /** What is loading; read by screen readers, and shown when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: SpinnerSize;
  className?: string;
};

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primary};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function Spinner({ label = 'Loading...', showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <Wrapper role="status" className={className}>
      <SpinnerIcon $size={size} />
      {showLabel ? <Label>{label}</Label> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrapper>
  );
}
