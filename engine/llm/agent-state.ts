import type { z } from 'zod';
import type { Chunk } from '../chunk/chunk-pages.ts';
import { DOC_TYPES, type DocType } from '../header/doc-types.ts';
import { isIsoDate } from '../text/dates.ts';
import type { DocLine, Finding } from '../types.ts';
import { pageNumber } from '../types.ts';
import type { TOOL_ARGS, ToolName } from './tools.ts';

type Args<T extends ToolName> = z.infer<(typeof TOOL_ARGS)[T]>;

export interface RecordedNote {
  firstPage: number;
  lastPage: number;
  fields: Args<'record_header_field'>[];
  findings: Finding[];
}

/** What the model has read and recorded; every tool call runs against it and answers in plain text. */
export class AgentState {
  readonly notes: RecordedNote[] = [];
  finished = false;

  constructor(
    private readonly chunks: Chunk[],
    private readonly lines: DocLine[],
    private readonly pageCount: number,
  ) {}

  /** Runs one tool; a value outside the document or the schema's enums throws, which ends the run. */
  run(name: ToolName, args: unknown): string {
    switch (name) {
      case 'read_chunk': {
        const { index } = args as Args<'read_chunk'>;
        const chunk = this.chunks[index];
        if (!chunk) throw new RangeError(`chunk ${index} does not exist (0-${this.chunks.length - 1})`);
        return `Chunk ${index} (pages ${chunk.firstPage}-${chunk.lastPage}):\n${chunk.text}`;
      }
      case 'search_document': {
        const { query } = args as Args<'search_document'>;
        const hits = this.lines.filter((l) => l.text.toLowerCase().includes(query.toLowerCase())).slice(0, 20);
        return hits.length === 0 ? 'No line contains that phrase.' : hits.map((l) => `p. ${l.page}: ${l.text}`).join('\n');
      }
      case 'record_note_boundary': {
        const { firstPage, lastPage } = args as Args<'record_note_boundary'>;
        const previous = this.notes[this.notes.length - 1];
        if (lastPage < firstPage || lastPage > this.pageCount || (previous && firstPage < previous.firstPage)) {
          throw new RangeError(`note pages ${firstPage}-${lastPage} are out of order or outside 1-${this.pageCount}`);
        }
        this.notes.push({ firstPage, lastPage, fields: [], findings: [] });
        return `Recorded note ${this.notes.length}: pages ${firstPage}-${lastPage}.`;
      }
      case 'record_header_field': {
        const field = args as Args<'record_header_field'>;
        const note = this.note(field.note);
        if (field.field === 'docType' && !(DOC_TYPES as readonly string[]).includes(field.value))
          throw new RangeError(`unknown document type '${field.value}'`);
        if ((field.field === 'patientDob' || field.field === 'noteDate') && !isIsoDate(field.value))
          throw new RangeError(`${field.field} must be yyyy-MM-dd`);
        this.checkPage(field.page);
        note.fields.push(field);
        return `Recorded ${field.field} of note ${field.note}.`;
      }
      case 'record_finding': {
        const f = args as Args<'record_finding'>;
        f.pages.forEach((p) => this.checkPage(p));
        this.note(f.note).findings.push({ check: f.check, severity: f.severity, message: f.message, pages: f.pages.map(pageNumber) });
        return `Recorded a ${f.severity} finding for note ${f.note}.`;
      }
      case 'finish':
        this.finished = true;
        return 'Done.';
    }
  }

  private note(n: number): RecordedNote {
    const note = this.notes[n - 1];
    if (!note) throw new RangeError(`note ${n} has not been recorded`);
    return note;
  }

  private checkPage(p: number): void {
    if (p > this.pageCount) throw new RangeError(`page ${p} is outside 1-${this.pageCount}`);
  }
}

export function isDocType(value: string): value is DocType {
  return (DOC_TYPES as readonly string[]).includes(value);
}
