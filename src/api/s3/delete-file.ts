import { deleteFileResponseSchema, type DeleteFileRequest } from '@healthcare-portal/contracts/documents/delete-file';
import { apiRequest } from '../http';

export const deleteFile = (request: DeleteFileRequest) =>
  apiRequest({ method: 'POST', path: '/s3/delete-file', json: request, body: deleteFileResponseSchema });
