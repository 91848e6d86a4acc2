import { z } from 'zod';
import { SHORT_TEXT_MAX, tooLong } from '../fields.ts';

export const deleteFileRequestSchema = z.object({
  key: z.string().min(1, 'A file key is required').max(SHORT_TEXT_MAX, tooLong('A file key', SHORT_TEXT_MAX)),
});
export type DeleteFileRequest = z.infer<typeof deleteFileRequestSchema>;

export const deleteFileResponseSchema = z.null();
