import { ACCEPTED_EXTENSIONS } from '@healthcare-portal/contracts/documents/upload-files';
import type { SelectedFile } from '@/stores/document-store';

/** For the picker's accept attribute; the server still checks content, this only spares a wasted upload. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const isAccepted = (name: string) => {
  const extension = name.includes('.') ? name.split('.').pop()?.toLowerCase() : undefined;
  return ACCEPTED_EXTENSIONS.some((accepted) => accepted === extension);
};

const toSelectedFile = (file: File): SelectedFile => ({
  name: file.name,
  size: file.size,
  lastModified: file.lastModified,
  type: file.type,
  file,
});

/** Splits a pick or a drop into the files kept (PDF, DOC, DOCX) and how many were dropped. */
export function partitionAcceptedFiles(files: readonly File[]): { accepted: SelectedFile[]; skipped: number } {
  const accepted = files.filter((file) => isAccepted(file.name)).map(toSelectedFile);
  return { accepted, skipped: files.length - accepted.length };
}
