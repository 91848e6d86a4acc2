import styled from 'styled-components';

const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Not found, or the fetch failed: the title of docs/spec/messages.md#audit-report-detail, and its hint where it has one. */
export function ReportProblem({ title, hint }: { title: string; hint?: string }) {
  return (
    <Panel role="alert">
      <Title>{title}</Title>
      {hint ? <Hint>{hint}</Hint> : null}
    </Panel>
  );
}
