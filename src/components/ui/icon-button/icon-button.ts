import styled, { css, type DefaultTheme } from 'styled-components';

type IconButtonTone = 'muted' | 'primary' | 'inherit';

type IconButtonProps = {
  /** 'muted' greys the icon until hover; 'inherit' takes the colour of what it sits on (e.g. a red toast). */
  $tone?: IconButtonTone;
  $iconSize?: 'sm' | 'md';
};

const tones: Record<IconButtonTone, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  muted: (theme) => css`
    color: ${theme.colors.textMuted};

    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceHover};
      color: ${theme.colors.text};
    }
  `,
  primary: (theme) => css`
    color: ${theme.colors.primary};

    &:hover:not(:disabled) {
      background: ${theme.colors.primarySubtle};
    }
  `,
  inherit: () => css`
    color: inherit;
  `,
};

/** A square, borderless button holding one icon; give it type="button" and an aria-label. Place it with styled(IconButton). */
export const IconButton = styled.button<IconButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;
  ${({ theme, $tone = 'muted' }) => tones[$tone](theme)}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  svg {
    width: ${({ theme, $iconSize = 'md' }) => ($iconSize === 'sm' ? theme.sizes.iconSm : theme.sizes.iconMd)};
    height: ${({ theme, $iconSize = 'md' }) => ($iconSize === 'sm' ? theme.sizes.iconSm : theme.sizes.iconMd)};
  }
`;
