import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/ui/card/card';

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
  return (
    <Card title={title} headingLevel={3}>
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
