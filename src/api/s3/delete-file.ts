import { z } from 'zod';
import { apiRequest } from '../http';

export const deleteFileRequestSchema = z.object({ key: z.string().min(1, 'A file key is required') });
export type DeleteFileRequest = z.infer<typeof deleteFileRequestSchema>;

export const deleteFileResponseSchema = z.null();

export const deleteFile = (request: DeleteFileRequest) =>
  apiRequest({ method: 'POST', path: '/s3/delete-file', json: request, body: deleteFileResponseSchema });
