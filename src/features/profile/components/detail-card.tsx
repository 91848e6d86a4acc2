import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Heading = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Term = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Value = styled.dd`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** A titled card; the title names the region so screen reader users can jump between cards. */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <List>{children}</List>
    </Card>
  );
}

export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Row>
      <Term>{term}</Term>
      <Value>{children}</Value>
    </Row>
  );
}
