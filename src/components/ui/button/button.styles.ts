import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean };

const variantStyles: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
      border-color: ${theme.colors.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${theme.colors.primaryActive};
    }
  `,
  secondary: (theme) => css`
    background: ${theme.colors.surface};
    border-color: ${theme.colors.borderStrong};
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceHover};
    }
  `,
  ghost: (theme) => css`
    background: transparent;
    border-color: transparent;
    color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primarySubtle};
    }
  `,
  danger: (theme) => css`
    background: ${theme.colors.danger};
    border-color: ${theme.colors.danger};
    color: ${theme.colors.onDanger};
    &:hover:not(:disabled) {
      background: ${theme.colors.dangerHover};
      border-color: ${theme.colors.dangerHover};
    }
  `,
};

const sizeStyles: Record<ButtonSize, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (theme) => css`
    min-height: ${theme.sizes.controlSm};
    padding: 0 ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
  `,
  md: (theme) => css`
    min-height: ${theme.sizes.controlMd};
    padding: 0 ${theme.space[4]};
    font-size: ${theme.fontSizes.md};
  `,
  lg: (theme) => css`
    min-height: ${theme.sizes.controlLg};
    padding: 0 ${theme.space[6]};
    font-size: ${theme.fontSizes.lg};
  `,
};

export const StyledButton = styled.button<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: ${({ theme }) => theme.borderWidths.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast} ease-out,
    border-color ${({ theme }) => theme.durations.fast} ease-out;
  ${({ theme, $variant }) => variantStyles[$variant](theme)}
  ${({ theme, $size }) => sizeStyles[$size](theme)}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;
