import styled, { type DefaultTheme } from 'styled-components';

export type BannerVariant = 'info' | 'warning' | 'error' | 'success';

const palette = (theme: DefaultTheme, variant: BannerVariant) =>
  ({
    info: { background: theme.colors.infoSubtle, border: theme.colors.infoBorder, text: theme.colors.infoText },
    warning: { background: theme.colors.warningSubtle, border: theme.colors.warningBorder, text: theme.colors.warningText },
    error: { background: theme.colors.dangerSubtle, border: theme.colors.dangerBorder, text: theme.colors.dangerText },
    success: { background: theme.colors.successSubtle, border: theme.colors.successBorder, text: theme.colors.successText },
  })[variant];

export const Root = styled.div<{ $variant: BannerVariant }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme, $variant }) => palette(theme, $variant).border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $variant }) => palette(theme, $variant).background};
  color: ${({ theme, $variant }) => palette(theme, $variant).text};

  & > svg {
    flex-shrink: 0;
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
  }
`;

export const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Body = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Action = styled.div`
  flex-shrink: 0;
`;
