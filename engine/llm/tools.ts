import { z } from 'zod';
import { DOC_TYPES } from '../header/doc-types.ts';
import type { ToolSpec } from './chat-client.ts';

const page = z.number().int().min(1);
const noteNumber = z.number().int().min(1).describe('1-based number of the note, in the order boundaries were recorded');

/** Argument schemas: a tool call whose arguments do not parse is an answer out of schema. */
export const TOOL_ARGS = {
  read_chunk: z.object({ index: z.number().int().min(0) }),
  search_document: z.object({ query: z.string().min(1).max(200) }),
  record_note_boundary: z.object({ firstPage: page, lastPage: page }),
  record_header_field: z.object({
    note: noteNumber,
    field: z.enum(['patientName', 'patientDob', 'docType', 'noteDate']),
    value: z.string().min(1),
    page,
    confidence: z.number().min(0).max(1).default(0.8),
  }),
  record_finding: z.object({
    note: noteNumber,
    check: z.enum(['identity', 'dates', 'authentication', 'completeness', 'cloning']),
    severity: z.enum(['pass', 'warning', 'fail']),
    message: z.string().min(1).max(1000),
    pages: z.array(page).max(200),
  }),
  finish: z.object({}),
} as const;

export type ToolName = keyof typeof TOOL_ARGS;

const DESCRIPTIONS: Record<ToolName, string> = {
  read_chunk: 'Read one chunk of the document text; each chunk says which pages it covers.',
  search_document: 'Find the lines that contain a phrase (case-insensitive), with their page numbers.',
  record_note_boundary: 'Record one note (a clinical document in the merged file) by its first and last page, in document order.',
  record_header_field: `Record a header field of a note with the page it was read on. docType is one of: ${DOC_TYPES.join(', ')}. Dates as yyyy-MM-dd.`,
  record_finding: 'Record an audit finding for a note, with its severity and the pages it cites.',
  finish: 'Call once every note boundary and header field has been recorded.',
};

export const TOOL_SPECS: ToolSpec[] = (Object.keys(TOOL_ARGS) as ToolName[]).map((name) => ({
  type: 'function',
  function: { name, description: DESCRIPTIONS[name], parameters: z.toJSONSchema(TOOL_ARGS[name]) as Record<string, unknown> },
}));

export function isToolName(name: string): name is ToolName {
  return name in TOOL_ARGS;
}
