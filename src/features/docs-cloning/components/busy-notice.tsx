import styled from 'styled-components';
import type { BusyWait } from '@/api/retry-while-busy';
import { Banner } from '@/components/ui/banner/banner';

// Empty, the region leaves the layout (no gap in its card) but stays in the accessibility tree, ready to announce.
const Region = styled.div`
  &:empty {
    position: absolute;
  }
`;

/**
 * While a busy server is waited out (503 with Retry-After), says so and when the call goes again. The status region
 * is on the page before the notice appears in it, so screen readers announce it once per wait.
 */
export function BusyNotice({ wait }: { wait: BusyWait | null }) {
  return (
    <Region role="status">
      {wait ? (
        <Banner variant="warning" title="Server busy, retrying">
          Trying again in {wait.seconds} seconds. Your files and details are kept.
        </Banner>
      ) : null}
    </Region>
  );
}
