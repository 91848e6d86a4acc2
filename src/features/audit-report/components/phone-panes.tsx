import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';

export type Pane = 'findings' | 'original' | 'report' | 'source';

const PANE_NAMES: Record<Pane, string> = {
  findings: 'Findings',
  original: 'Original',
  report: 'AI Audit Report',
  source: 'Source',
};

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

type PhonePanesProps = { panes: Pane[]; current: Pane; onPane: (pane: Pane) => void };

/** On a phone one viewer at a time: which is shown, and the way to each of the others. */
export function PhonePanes({ panes, current, onPane }: PhonePanesProps) {
  return (
    <Bar aria-label="Report views">
      {panes.map((pane) => (
        <Button
          key={pane}
          type="button"
          variant={pane === current ? 'primary' : 'secondary'}
          aria-pressed={pane === current}
          onClick={() => onPane(pane)}
        >
          {PANE_NAMES[pane]}
        </Button>
      ))}
    </Bar>
  );
}
