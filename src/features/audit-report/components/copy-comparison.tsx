import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import type { SourcedPassage } from '../utils/copied-passages';
import { markedWords } from '../utils/copied-passages';
import { pagesInWords } from '../utils/evidence-entries';
import { Note, Panel, PanelTitle } from './findings-list.styles';

const Sides = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Side = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Quote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border-left: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.highlightBorder};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Changed = styled.mark`
  padding: 0 ${({ theme }) => theme.space[1]};
  border-bottom: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.changedWordText};
  background: ${({ theme }) => theme.colors.changedWordFill};
  color: ${({ theme }) => theme.colors.changedWordText};
`;

const Steps = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

function Words({ text, changed }: { text: string; changed: number[] }) {
  return (
    <Quote>
      {markedWords(text, changed).map(({ word, changed: differs }, index) => (
        <span key={index}>
          {index > 0 ? ' ' : null}
          {differs ? <Changed>{word}</Changed> : word}
        </span>
      ))}
    </Quote>
  );
}

type CopyComparisonProps = { passages: SourcedPassage[]; index: number; onPassage: (index: number) => void };

/**
 * A copied passage and its source, word for word, the words that differ marked (a date, a dose, a negation): the
 * text the two viewers highlight (docs/findings.md, 'Copied text side by side').
 */
export function CopyComparison({ passages, index, onPassage }: CopyComparisonProps) {
  const current = passages[index];
  if (!current) return null;
  const { source, passage } = current;
  const differing = passage.changed.length;
  return (
    <Panel aria-labelledby="copy-comparison-title">
      <PanelTitle id="copy-comparison-title">Copied text</PanelTitle>
      <Note>
        Passage {index + 1} of {passages.length}: {passage.words} words
        {passage.sections.length > 0 ? ` in ${passage.sections.join(', ')}` : ''}, copied from {source.label}.{' '}
        {differing === 0 ? 'No word differs.' : `${differing} ${differing === 1 ? 'word differs' : 'words differ'} (marked).`}
      </Note>
      <Sides>
        <Side>
          <Caption>This note, {pagesInWords(passage.places)}</Caption>
          <Words text={passage.text} changed={passage.changed} />
        </Side>
        <Side>
          <Caption>
            Source, {source.label}
            {passage.sourcePlaces.length > 0 ? `, ${pagesInWords(passage.sourcePlaces)}` : ''}
          </Caption>
          <Words text={passage.sourceText} changed={passage.sourceChanged} />
        </Side>
      </Sides>
      {passages.length > 1 ? (
        <Steps>
          <Button type="button" variant="secondary" disabled={index === 0} onClick={() => onPassage(index - 1)}>
            Previous passage
          </Button>
          <Button type="button" variant="secondary" disabled={index === passages.length - 1} onClick={() => onPassage(index + 1)}>
            Next passage
          </Button>
        </Steps>
      ) : null}
    </Panel>
  );
}
