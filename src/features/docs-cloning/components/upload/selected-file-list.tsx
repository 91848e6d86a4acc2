import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { filesToReselect, useDocumentState } from '@/stores/document-store';
import { useFileSelection } from '../../hooks/use-file-selection';
import { formatFileSize } from '../../utils/format-file-size';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Stale = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warningText};
`;

const IconButton = styled(Button)`
  padding: 0;
  width: ${({ theme }) => theme.sizes.controlSm};
  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
  }
`;

const RESELECT_HINT = 'Files listed as "Select again" were chosen before the page reloaded: choose them again, or remove them, to upload.';

export function SelectedFileList() {
  const files = useDocumentState((state) => state.selectedFiles);
  const staleCount = useDocumentState((state) => filesToReselect(state).length);
  const { removeFile, clearFiles } = useFileSelection();
  if (files.length === 0) return null;

  return (
    <section aria-labelledby="selected-files-heading">
      <Header>
        <Heading id="selected-files-heading">Selected files ({files.length})</Heading>
        <Button type="button" variant="ghost" size="sm" onClick={clearFiles}>
          Clear all
        </Button>
      </Header>
      {staleCount > 0 ? <Stale role="note">{RESELECT_HINT}</Stale> : null}
      <List>
        {files.map((selected, index) => (
          <Item key={`${selected.name}:${selected.size}:${selected.lastModified}`}>
            <Name>{selected.name}</Name>
            {selected.file ? null : <Stale>Select again</Stale>}
            <Meta>{formatFileSize(selected.size)}</Meta>
            <IconButton type="button" variant="ghost" size="sm" aria-label={`Remove ${selected.name}`} onClick={() => removeFile(index)}>
              <CloseIcon />
            </IconButton>
          </Item>
        ))}
      </List>
    </section>
  );
}
