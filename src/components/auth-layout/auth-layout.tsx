import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandPanel } from './brand-panel';

const Shell = styled.div`
  display: grid;
  min-height: 100vh;
  grid-template-rows: auto 1fr;

  ${({ theme }) => theme.media.desktop} {
    grid-template-rows: none;
    grid-template-columns: 1fr 1fr;
  }
`;

const Content = styled.main`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    align-items: center;
    padding: ${({ theme }) => theme.space[12]};
  }
`;

const Card = styled.div<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: ${({ theme, $wide }) => ($wide ? theme.sizes.dialogLg : theme.sizes.dialogSm)};
`;

export const AuthHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const AuthSubtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type AuthLayoutProps = { children: ReactNode; wide?: boolean };

/** The public screens (sign-in, sign-up, reset): brand panel on the left when wide, stacked above when narrow. */
export function AuthLayout({ children, wide = false }: AuthLayoutProps) {
  return (
    <Shell>
      <BrandPanel />
      <Content>
        <Card $wide={wide}>{children}</Card>
      </Content>
    </Shell>
  );
}
