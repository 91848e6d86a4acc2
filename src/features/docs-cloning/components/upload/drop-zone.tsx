import { useId, useRef, type DragEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { useDocumentState } from '@/stores/document-store';
import { useFileSelection } from '../../hooks/use-file-selection';
import { ACCEPT_ATTRIBUTE } from '../../utils/accepted-files';

const Zone = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thick} dashed
    ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySubtle : theme.colors.surfaceMuted)};
  text-align: center;
  transition: background-color ${({ theme }) => theme.durations.fast} ease-out;
`;

const Lead = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Drag and drop, with a file picker button as the keyboard and screen-reader way to add the same files. */
export function DropZone() {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const dragActive = useDocumentState((state) => state.dragActive);
  const { addFiles, setDragActive } = useFileSelection();

  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    if (!dragActive) setDragActive(true);
  };
  const onDragLeave = (event: DragEvent) => {
    // Leaving for a child of the zone is not leaving the zone.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragActive(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragActive(false);
    addFiles([...event.dataTransfer.files]);
  };

  return (
    <Zone
      data-testid="drop-zone"
      data-drag-active={dragActive}
      $active={dragActive}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <Lead>{dragActive ? 'Drop the files to add them' : 'Drag and drop files here'}</Lead>
      <Hint id={hintId}>PDF, DOC or DOCX; they are merged into one document in the order listed.</Hint>
      <Button type="button" variant="secondary" aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
        Choose files
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        hidden
        aria-label="Choose files to upload"
        onChange={(event) => {
          addFiles([...(event.target.files ?? [])]);
          // Cleared so picking the same file again (e.g. after removing it) fires a change.
          event.target.value = '';
        }}
      />
    </Zone>
  );
}
