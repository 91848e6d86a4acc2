import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { MergedFile } from '@healthcare-portal/contracts/documents/upload-files';
import { db } from '@sim/db';
import { mergeUploads } from '@healthcare-portal/engine';
import { fileUrl as filePath } from '@healthcare-portal/contracts/files';
import { fail, ok } from '@sim/lib/respond';
import { simulatorServer } from '@sim/node-setup';
import { putFile } from '@sim/storage/file-store';
import { TEST_API_BASE_URL } from '../../support/simulator';
import { documentStore, initialDocumentState } from '@/stores/document-store';
import { makeTextPdf } from '../../../fixtures/documents/make-documents';
import { renderSignedInAt } from '../layout/support/render-app';

const TOAST_WAIT_MS = 15_000;

export const CREATE_PATH = '/clinical/docs-cloning/create';

/** Each test starts with no document work (the store is a module singleton). */
export const resetDocumentWork = () => documentStore.setState(() => initialDocumentState);

/** The create screen for the Clinical User; picked files are not filtered by `accept`, as a drop is not either. */
export const openCreateScreen = () => renderSignedInAt(CREATE_PATH, 'clinical@demo.health', { applyAccept: false });

export const fileOf = (bytes: Uint8Array, name: string, type = 'application/pdf') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type, lastModified: 1 });

export const pdfFile = async (name: string, title = 'Progress Note', pageCount = 1) =>
  fileOf(await makeTextPdf({ title, pageCount }), name);

export const fileInput = () => screen.getByLabelText<HTMLInputElement>('Choose files to upload');

/** The toast on screen (docs/spec/constants.md#toasts: at most one), by its title and description. */
export async function expectToast(title: string, description: string): Promise<void> {
  // Processing a chart takes a few seconds in jsdom: wait as long as a user would.
  const toast = await screen.findByText(title, undefined, { timeout: TOAST_WAIT_MS });
  const item = toast.closest('li') ?? toast.parentElement;
  if (!item) throw new Error(`No toast around ${title}`);
  await within(item).findByText(description);
}

/**
 * A merged document made the way the upload handler makes one (real merge, stored for its owner), without the
 * multipart request: jsdom's FormData cannot be read back by Node's Request, so the component tests answer the
 * upload call with this record, and tests/unit/docs-cloning and the browser tests cover the real multipart path.
 */
export async function givenMergedDocument(files: readonly Uint8Array[]): Promise<MergedFile> {
  const merged = await mergeUploads(files.map((bytes, index) => ({ name: `file-${index + 1}.pdf`, bytes })));
  if (!merged.ok) throw new Error(merged.message);
  const key = `uploads/test-${crypto.randomUUID()}`;
  await putFile(key, merged.pdf);
  db.upload.create({ key, ownerId: 'user-clinical', fileName: 'chart.pdf', fileType: 'pdf', pageCount: merged.pageCount });
  return { key, fileName: 'chart.pdf', fileType: 'pdf', documentUrl: filePath(key) };
}

/** The upload call answers `record` (or a refusal) instead of reading the multipart body; see givenMergedDocument. */
export function answerUploadWith(answer: { record: MergedFile; message: string } | { status: number; message: string }): void {
  simulatorServer.use(
    http.post(`${TEST_API_BASE_URL}/s3/upload-multiple-files`, () =>
      'record' in answer ? ok(answer.record, answer.message) : fail(answer.status, answer.message),
    ),
  );
}
