import { z } from 'zod';
import { IDENTIFIER_MAX, NAME_MAX, SHORT_TEXT_MAX, tooLong } from '../fields.ts';
import { isRealIsoDate, todayIso } from '../iso-date.ts';

export const CHUNK_SIZE = 4000;

export const patientSchema = z.object({
  name: z
    .string({ error: 'Patient name is required' })
    .trim()
    .min(1, 'Patient name is required')
    .max(NAME_MAX, tooLong('Patient name', NAME_MAX)),
  dob: z
    .string({ error: 'Date of birth is required' })
    .min(1, 'Date of birth is required')
    .refine(isRealIsoDate, 'Date of birth must be a date (YYYY-MM-DD)')
    // ISO dates compare as text; 'today' is the checker's own calendar day.
    .refine((dob) => dob <= todayIso(), 'Date of birth cannot be in the future'),
  subscriberId: z
    .string({ error: 'Subscriber ID is required' })
    .trim()
    .min(1, 'Subscriber ID is required')
    .max(IDENTIFIER_MAX, tooLong('Subscriber ID', IDENTIFIER_MAX)),
});
export type Patient = z.infer<typeof patientSchema>;

export const processRequestSchema = z.object({
  userId: z.string().min(1).max(IDENTIFIER_MAX),
  s3Key: z.string().min(1).max(SHORT_TEXT_MAX),
  fileName: z.string().max(SHORT_TEXT_MAX),
  fileType: z.string().max(IDENTIFIER_MAX),
  patient: patientSchema,
  noteDate: z.string().refine(isRealIsoDate, 'Note date must be a date (YYYY-MM-DD)'),
  allowMultiNote: z.boolean(),
  useAgentic: z.literal(true),
  chunkSize: z.number().int().positive(),
});
export type ProcessRequest = z.infer<typeof processRequestSchema>;

export const noteHeaderSchema = z.object({
  patientName: z.string().nullable().optional(),
  patientDob: z.string().nullable().optional(),
  docType: z.string().nullable().optional(),
  noteDate: z.string().nullable().optional(),
});
export type NoteHeader = z.infer<typeof noteHeaderSchema>;

export const noteSchema = z.object({
  reportUrl: z.string(),
  auditReportId: z.string().optional(),
  view: z.object({ header: noteHeaderSchema }),
});
export type Note = z.infer<typeof noteSchema>;

export const processResultSchema = z.object({
  message: z.string().optional(),
  notes: z.array(noteSchema),
  isMultiNote: z.boolean(),
  originalFileName: z.string(),
  originalFileType: z.string(),
});
export type ProcessResult = z.infer<typeof processResultSchema>;

/** docs/spec/data.md#processing: body.notes as a list, or body itself as a single note; both become a ProcessResult. */
export const processResponseSchema = z.union([
  processResultSchema,
  noteSchema.transform((note) => ({
    notes: [note],
    isMultiNote: false,
    originalFileName: '',
    originalFileType: '',
  })),
]);
