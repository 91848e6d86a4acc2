import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { User } from '@healthcare-portal/contracts/user';
import { fixedBar } from '@/theme/fixed-bar';
import { useHeaderTitle } from '../hooks/use-header-title';
import { UserMenu, type HeaderVariant } from './user-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.headerHeight};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  }
`;

// The screen's title keeps its words; the account menu beside it gives way first.
const Title = styled.p`
  flex: 1 0 auto;
  max-width: 100%;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

type AppHeaderProps = {
  user: User;
  variant: HeaderVariant;
  /** Shown before the title, e.g. the admin sidebar's toggle. */
  start?: ReactNode;
};

/** The title of the current screen and the account menu. */
export function AppHeader({ user, variant, start }: AppHeaderProps) {
  const title = useHeaderTitle();
  return (
    <Bar {...fixedBar('top')}>
      {start}
      <Title>{title}</Title>
      <UserMenu user={user} variant={variant} />
    </Bar>
  );
}
