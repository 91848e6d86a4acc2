import styled, { keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

// Decorative ring only; whoever shows it is responsible for announcing the busy state.
export const SpinnerIcon = styled.span.attrs({ 'aria-hidden': true, 'data-spinner': '' })<{ $size?: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ theme, $size = 'md' }) => ({ sm: theme.sizes.iconSm, md: theme.sizes.iconMd, lg: theme.sizes.iconLg })[$size]};
  aspect-ratio: 1;
  border: ${({ theme }) => theme.borderWidths.thick} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} ${({ theme }) => theme.durations.spin} linear infinite;
`;
