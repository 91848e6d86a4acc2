import type { ReportEvidence } from '@healthcare-portal/contracts/report-evidence';
import { findingEntries, headerEntries, pagesInWords, type EvidenceEntry } from '../utils/evidence-entries';
import {
  Badge,
  Entries,
  EntryButton,
  EntryText,
  GroupTitle,
  Note,
  EntryLine,
  Panel,
  PanelTitle,
  PhoneAction,
  Where,
} from './findings-list.styles';

export const SEVERITY_WORDS = { fail: 'Fail', warning: 'Warning', pass: 'Pass' } as const;

type FindingsListProps = {
  evidence: ReportEvidence | null | undefined;
  chosenId: string | null;
  onChoose: (entry: EvidenceEntry) => void;
};

function Entry({ entry, chosen, onChoose }: { entry: EvidenceEntry; chosen: boolean; onChoose: () => void }) {
  const badge = entry.severity ? (
    <Badge $kind={entry.severity}>{SEVERITY_WORDS[entry.severity]}</Badge>
  ) : (
    <Badge $kind="value">Value</Badge>
  );
  const line = (
    <EntryLine>
      {entry.title}: {entry.text}{' '}
      <Where>
        ({entry.places.length > 0 ? pagesInWords(entry.places) : entry.copies.length > 0 ? 'copied text' : 'not in the original'})
      </Where>
    </EntryLine>
  );
  if (entry.places.length === 0 && entry.copies.length === 0) {
    return (
      <EntryText>
        {badge}
        {line}
      </EntryText>
    );
  }
  return (
    <EntryButton type="button" aria-pressed={chosen} data-entry-id={entry.id} onClick={onChoose}>
      {badge}
      {line}
      <PhoneAction>Show in original</PhoneAction>
    </EntryButton>
  );
}

type GroupProps = { id: string; title: string; entries: EvidenceEntry[] } & Omit<FindingsListProps, 'evidence'>;

function Group({ id, title, entries, chosenId, onChoose }: GroupProps) {
  return (
    <>
      <GroupTitle id={id}>{title}</GroupTitle>
      <Entries aria-labelledby={id}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Entry entry={entry} chosen={chosenId === entry.id} onChoose={() => onChoose(entry)} />
          </li>
        ))}
      </Entries>
    </>
  );
}

/**
 * The report's findings beside the viewers (docs/findings.md): the header values and the findings in the report's
 * order, one line each; choosing one shows it in the Original Document. A report made before evidence was kept says so.
 */
export function FindingsList({ evidence, chosenId, onChoose }: FindingsListProps) {
  return (
    <Panel aria-labelledby="findings-title">
      <PanelTitle id="findings-title">Findings</PanelTitle>
      {evidence ? (
        <>
          <Note>Choose a finding or a header value to see it in the Original Document. Escape returns here.</Note>
          <Group
            id="findings-header-values"
            title="Header values"
            entries={headerEntries(evidence)}
            chosenId={chosenId}
            onChoose={onChoose}
          />
          <Group id="findings-checks" title="Checks" entries={findingEntries(evidence)} chosenId={chosenId} onChoose={onChoose} />
        </>
      ) : (
        <Note>
          This report was made before findings were linked to the original document: there are none to show here. The AI Audit Report lists
          them.
        </Note>
      )}
    </Panel>
  );
}
