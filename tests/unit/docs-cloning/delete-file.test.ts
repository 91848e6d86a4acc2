import { describe, expect, it } from 'vitest';
import { deleteFile } from '@/api/s3/delete-file';
import { processDocument } from '@/api/rag/process-document';
import { TEST_API_BASE_URL, useSimulator } from '../../support/simulator';
import { signIn } from './sign-in';
import { uploadThreeNoteChart } from './upload-a-document';

useSimulator();

const fileStatus = async (url: string) => (await fetch(`${TEST_API_BASE_URL}${url.replace('/api/v1', '')}`)).status;

describe('POST /s3/delete-file', () => {
  it('deletes the caller’s own merged document', async () => {
    await signIn();
    const { merged } = await uploadThreeNoteChart();
    await expect(deleteFile({ key: merged.key })).resolves.toMatchObject({ message: 'File deleted successfully' });
    expect(await fileStatus(merged.documentUrl)).toBe(404);
    await expect(deleteFile({ key: merged.key })).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for someone else’s upload and leaves it alone', async () => {
    await signIn();
    const { merged } = await uploadThreeNoteChart();
    await signIn('staff@demo.health');
    await expect(deleteFile({ key: merged.key })).rejects.toMatchObject({ status: 404, message: 'File not found' });
    await signIn();
    expect(await fileStatus(merged.documentUrl)).toBe(200);
  });

  it('keeps a document that an audit report uses, so the report still shows its original', async () => {
    await signIn();
    const { merged, chart } = await uploadThreeNoteChart();
    await processDocument({
      userId: 'user-clinical',
      s3Key: merged.key,
      fileName: merged.fileName,
      fileType: 'pdf',
      patient: chart.patient,
      noteDate: '2026-11-20',
      allowMultiNote: false,
      useAgentic: true,
      chunkSize: 4000,
    });
    await deleteFile({ key: merged.key });
    expect(await fileStatus(merged.documentUrl)).toBe(200);
  });
});
