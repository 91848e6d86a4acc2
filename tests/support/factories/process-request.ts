import { CHUNK_SIZE, type Patient, type ProcessRequest } from '@healthcare-portal/contracts/documents/process-document';

type Document = { s3Key: string; fileName: string; fileType: string; patient: Patient };

/** A process request as the Create screen sends it for a document; each test overrides only what it is about. */
export const processRequestFor = (document: Document, overrides: Partial<ProcessRequest> = {}): ProcessRequest => ({
  userId: 'user-clinical',
  ...document,
  noteDate: '2026-11-20',
  allowMultiNote: true,
  useAgentic: true,
  chunkSize: CHUNK_SIZE,
  ...overrides,
});
