import styled from 'styled-components';
import type { MergedFile } from '@healthcare-portal/contracts/documents/upload-files';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { useDocumentState } from '@/stores/document-store';
import { useDeleteMergedFile } from '../../api/use-delete-merged-file';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Type = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The merged document that will be processed; deleting it returns to file selection. */
export function MergedFileCard({ file }: { file: MergedFile }) {
  const isDeleting = useDocumentState((state) => state.isDeleting);
  const remove = useDeleteMergedFile();

  return (
    <Card title="Merged Document">
      <Row>
        <Name>
          {file.fileName}
          <Type>{file.fileType.toUpperCase()} · ready to process</Type>
        </Name>
        <Button type="button" variant="danger" busy={isDeleting} busyText="Deleting..." onClick={() => void remove()}>
          Delete document
        </Button>
      </Row>
    </Card>
  );
}
