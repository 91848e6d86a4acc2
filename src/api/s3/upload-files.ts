import { mergedFileSchema, UPLOAD_FIELDS, UPLOAD_FOLDER } from '@healthcare-portal/contracts/documents/upload-files';
import { apiRequest } from '../http';

export const uploadFiles = (files: readonly File[]) => {
  const form = new FormData();
  form.append(UPLOAD_FIELDS.folder, UPLOAD_FOLDER);
  for (const file of files) form.append(UPLOAD_FIELDS.files, file, file.name);
  return apiRequest({ method: 'POST', path: '/s3/upload-multiple-files', formData: form, body: mergedFileSchema });
};
