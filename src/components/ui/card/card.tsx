import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

type CardProps = {
  /** Given a title, the card is a section named by it (a landmark screen-reader users can jump to). */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Controls shown beside the title, e.g. an Edit button. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  /* A phone keeps its width for the content (a PDF page fitted to it stays above half size). */
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[6]};
  }
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export function Card({ title, headingLevel = 2, actions, children, className }: CardProps) {
  const titleId = useId();
  if (!title) return <Root className={className}>{children}</Root>;
  return (
    <Root as="section" aria-labelledby={titleId} className={className}>
      <Header>
        <Title as={`h${headingLevel}` as const} id={titleId}>
          {title}
        </Title>
        {actions}
      </Header>
      {children}
    </Root>
  );
}
