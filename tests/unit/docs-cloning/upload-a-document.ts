import { uploadFiles, type MergedFile } from '@/api/s3/upload-files';
import { makeTextPdf } from '../../../fixtures/documents/make-documents';
import { asFile } from './sign-in';

/** Three one-title notes for the fixture patient, merged: the engine finds three notes in it. */
export async function uploadThreeNoteChart(): Promise<MergedFile> {
  const titles = ['Progress Note', 'Consultation Note', 'Discharge Summary'];
  const files = await Promise.all(titles.map(async (title, index) => asFile(await makeTextPdf({ title, pageCount: index === 1 ? 1 : 2 }), `note-${index + 1}.pdf`)));
  return (await uploadFiles(files)).body;
}

export const FIXTURE_PATIENT_INPUT = { name: 'Jordan Example', dob: '1961-04-12', subscriberId: 'SUB-000123' };
