import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';

// Plain markup rather than the shared Banner: this screen is part of the first screen's bundle (issue 15's budget).
const Wrap = styled.main`
  max-width: ${({ theme }) => theme.sizes.dialogLg};
  margin: ${({ theme }) => `${theme.space[12]} auto`};
  padding: ${({ theme }) => theme.space[4]};
`;

const Alert = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
`;

/**
 * Shown when a screen fails unexpectedly. It says what the user can do and never shows the error itself, which
 * may quote patient data; work in progress lives in the stores and survives the reload.
 */
export function RouteError() {
  return (
    <Wrap>
      <Alert role="alert">
        <Heading>This screen could not be shown</Heading>
        <Text>Something went wrong on our side. Reload the page to try again; your work in progress is kept.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Alert>
    </Wrap>
  );
}
