import type { ReactNode } from 'react';
import styled from 'styled-components';

type EmptyStateProps = {
  title: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Make the title a heading when the empty state stands for a whole page section; a paragraph otherwise. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Icon = styled.div`
  color: ${({ theme }) => theme.colors.grey[400]};

  svg {
    width: ${({ theme }) => theme.sizes.iconLg};
    height: ${({ theme }) => theme.sizes.iconLg};
  }
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

export function EmptyState({ title, hint, icon, action, headingLevel, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title as={headingLevel ? (`h${headingLevel}` as const) : 'p'}>{title}</Title>
      {hint ? <Hint>{hint}</Hint> : null}
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
