import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** docs/spec/messages.md: a failed list load replaces the screen; Refresh reloads the page. */
export function HistoryErrorPanel() {
  return (
    <Panel role="alert">
      <Title>Internal Server Error</Title>
      <Message>Sorry, something went wrong. Please try again later.</Message>
      <Button onClick={() => window.location.reload()}>Refresh</Button>
    </Panel>
  );
}
