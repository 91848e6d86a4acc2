import { z } from 'zod';

export const deleteFileRequestSchema = z.object({ key: z.string().min(1, 'A file key is required') });
export type DeleteFileRequest = z.infer<typeof deleteFileRequestSchema>;

export const deleteFileResponseSchema = z.null();
