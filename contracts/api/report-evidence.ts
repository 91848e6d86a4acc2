import { z } from 'zod';

// What the report detail screen needs to show each finding in the original document (docs/findings.md): where every
// header value, finding and copied passage stands. Places are the engine's (engine/README.md, 'Evidence').

/** PDF points from the top left of the page as displayed (pdf.js viewport at scale 1, rotation applied). */
export const evidenceRectSchema = z.object({ x: z.number(), y: z.number(), w: z.number().nonnegative(), h: z.number().nonnegative() });
export type EvidenceRect = z.infer<typeof evidenceRectSchema>;

/** A page and the rectangles of its words (none: only the page is known); `report` names another report's original. */
export const evidencePlaceSchema = z.object({
  page: z.number().int().positive(),
  rects: z.array(evidenceRectSchema),
  report: z.string().min(1).optional(),
});
export type EvidencePlace = z.infer<typeof evidencePlaceSchema>;

export const SEVERITIES = ['fail', 'warning', 'pass'] as const;
export const CHECKS = ['identity', 'dates', 'authentication', 'completeness', 'cloning'] as const;

export const reportFindingSchema = z.object({
  check: z.enum(CHECKS),
  severity: z.enum(SEVERITIES),
  message: z.string(),
  pages: z.array(z.number().int().positive()),
  places: z.array(evidencePlaceSchema),
});
export type ReportFinding = z.infer<typeof reportFindingSchema>;

/** A header value as the engine read it (null: not found) and where it stands. */
export const headerValueSchema = z.object({ value: z.string().nullable(), places: z.array(evidencePlaceSchema) });
export type HeaderValue = z.infer<typeof headerValueSchema>;

export const HEADER_FIELDS = ['patientName', 'patientDob', 'noteDate', 'docType'] as const;
export type HeaderFieldName = (typeof HEADER_FIELDS)[number];

const wordIndexes = z.array(z.number().int().nonnegative());

/**
 * One copied passage: its words in this note and in the source, where each stands, and which words differ (indexes
 * into the text split at white space: a date, a dose, a negation changed inside otherwise copied text).
 */
export const copiedPassageSchema = z.object({
  sections: z.array(z.string()),
  words: z.number().int().nonnegative(),
  text: z.string(),
  sourceText: z.string(),
  changed: wordIndexes,
  sourceChanged: wordIndexes,
  places: z.array(evidencePlaceSchema),
  sourcePlaces: z.array(evidencePlaceSchema),
});
export type CopiedPassage = z.infer<typeof copiedPassageSchema>;

/**
 * Where the copied passages came from: another note of the same document (`note`) or an earlier report of this
 * patient (`prior`, `reportId` its id: the portal asks for it, and the owner check decides whether the user may see it).
 */
export const copySourceSchema = z.object({
  kind: z.enum(['note', 'prior']),
  label: z.string(),
  noteDate: z.string().nullable(),
  reportId: z.string().min(1).optional(),
  passages: z.array(copiedPassageSchema),
});
export type CopySource = z.infer<typeof copySourceSchema>;

export const reportEvidenceSchema = z.object({
  header: z.object({
    patientName: headerValueSchema,
    patientDob: headerValueSchema,
    noteDate: headerValueSchema,
    docType: headerValueSchema,
  }),
  /** In the report's order. */
  findings: z.array(reportFindingSchema),
  copies: z.array(copySourceSchema),
});
export type ReportEvidence = z.infer<typeof reportEvidenceSchema>;
