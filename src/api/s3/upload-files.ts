import { z } from 'zod';
import { apiRequest } from '../http';

export const UPLOAD_FOLDER = 'public/documents';
export const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

export const mergedFileSchema = z.object({
  key: z.string().min(1),
  fileName: z.string(),
  fileType: z.string(),
  documentUrl: z.string(),
});
export type MergedFile = z.infer<typeof mergedFileSchema>;

export const uploadFiles = (files: readonly File[]) => {
  const form = new FormData();
  form.append('folder', UPLOAD_FOLDER);
  for (const file of files) form.append('files', file, file.name);
  return apiRequest({ method: 'POST', path: '/s3/upload-multiple-files', formData: form, body: mergedFileSchema });
};
