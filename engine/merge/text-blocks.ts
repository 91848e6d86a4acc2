// The shape both converters (DOCX and DOC) produce and the PDF layout consumes, so one layout serves both formats.

export interface TextRun {
  text: string;
  bold: boolean;
}

export type TextBlock =
  { kind: 'paragraph'; runs: TextRun[] } | { kind: 'heading'; level: number; runs: TextRun[] } | { kind: 'page-break' };

export function blockText(block: TextBlock): string {
  return block.kind === 'page-break' ? '' : block.runs.map((run) => run.text).join('');
}
