import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { filesToReselect, useDocumentState } from '@/stores/document-store';
import { useUploadFiles } from '../../api/use-upload-files';
import { BusyNotice } from '../busy-notice';
import { DropZone } from './drop-zone';
import { MergedFileCard } from './merged-file-card';
import { SelectedFileList } from './selected-file-list';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Files selected, then uploading, then the merged file's card in place of the panel. */
export function UploadPanel() {
  const uploadedFile = useDocumentState((state) => state.uploadedFile);
  const isUploading = useDocumentState((state) => state.isUploading);
  const mustReselect = useDocumentState((state) => filesToReselect(state).length > 0);
  const { upload, busy } = useUploadFiles();
  if (uploadedFile) return <MergedFileCard file={uploadedFile} />;

  return (
    <Card title="Upload Files">
      <DropZone />
      <SelectedFileList />
      <Actions>
        <Button type="button" busy={isUploading} busyText="Uploading..." disabled={mustReselect} onClick={() => void upload()}>
          Upload
        </Button>
      </Actions>
      <BusyNotice wait={busy} />
    </Card>
  );
}
