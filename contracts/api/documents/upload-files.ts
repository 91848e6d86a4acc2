import { z } from 'zod';

/**
 * The client sends this folder value; the server accepts only it and never makes stored files public
 * (docs/spec/server-rules.md#documents-and-audit-reports).
 */
export const UPLOAD_FOLDER = 'public/documents';
export const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

/** The multipart field names of POST /s3/upload-multiple-files. */
export const UPLOAD_FIELDS = { folder: 'folder', files: 'files' } as const;

/** What every server answers, word for word, to an upload it cannot read as asked. */
export const UPLOAD_MESSAGES = {
  folder: `The folder must be ${UPLOAD_FOLDER}`,
  notMultipart: 'The upload must be sent as multipart form data',
} as const;

export const mergedFileSchema = z.object({
  key: z.string().min(1),
  fileName: z.string(),
  fileType: z.string(),
  documentUrl: z.string(),
});
export type MergedFile = z.infer<typeof mergedFileSchema>;
