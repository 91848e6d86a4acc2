import styled from 'styled-components';
import type { ProcessProgress, ProcessStage } from '@healthcare-portal/contracts/documents/process-progress';
import { Spinner } from '@/components/ui/spinner/spinner';

const STAGE_TEXT: Record<ProcessStage, string> = {
  queued: 'Starting',
  extract: 'Reading pages',
  chunk: 'Preparing the text',
  segment: 'Finding notes',
  audit: 'Auditing notes',
  render: 'Writing audit reports',
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Bar = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.space[2]};
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const countText = ({ stage, done, total }: ProcessProgress) => `${done} of ${total} ${stage === 'render' ? 'reports' : 'pages'}`;

/** Stage and pages done of total while a document is processed; a spinner until the first report arrives. */
export function ProcessingProgress({ progress }: { progress: ProcessProgress | null }) {
  if (!progress) return <Spinner showLabel label="Processing document..." />;
  return (
    <Root>
      <Bar aria-label="Processing progress" max={progress.total || 1} value={progress.done} />
      <Text>
        {/* Only the stage is announced: a message per page would drown a screen reader. */}
        <span role="status">{STAGE_TEXT[progress.stage]}</span>: {countText(progress)}
      </Text>
    </Root>
  );
}
