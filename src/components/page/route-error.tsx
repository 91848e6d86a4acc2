import styled from 'styled-components';
import { Banner } from '@/components/ui/banner/banner';
import { Button } from '@/components/ui/button/button';

const Wrap = styled.main`
  max-width: ${({ theme }) => theme.sizes.dialogLg};
  margin: ${({ theme }) => `${theme.space[12]} auto`};
  padding: ${({ theme }) => theme.space[4]};
`;

/**
 * Shown when a screen fails unexpectedly. It says what the user can do and never shows the error itself, which
 * may quote patient data; work in progress lives in the stores and survives the reload.
 */
export function RouteError() {
  return (
    <Wrap>
      <Banner
        variant="error"
        title="This screen could not be shown"
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      >
        Something went wrong on our side. Reload the page to try again; your work in progress is kept.
      </Banner>
    </Wrap>
  );
}
