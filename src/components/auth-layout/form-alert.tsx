import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type AlertTone = 'error' | 'success' | 'info';

const tones = (theme: DefaultTheme) => ({
  error: { background: theme.colors.dangerSubtle, border: theme.colors.dangerBorder, text: theme.colors.dangerText },
  success: { background: theme.colors.successSubtle, border: theme.colors.successBorder, text: theme.colors.successText },
  info: { background: theme.colors.infoSubtle, border: theme.colors.infoBorder, text: theme.colors.infoText },
});

const Box = styled.div<{ $tone: AlertTone }>`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme, $tone }) => tones(theme)[$tone].border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => tones(theme)[$tone].background};
  color: ${({ theme, $tone }) => tones(theme)[$tone].text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A form's banner; errors interrupt (role alert), other news waits its turn (role status). */
export function FormAlert({ tone, children }: { tone: AlertTone; children: ReactNode }) {
  if (!children) return null;
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </Box>
  );
}
