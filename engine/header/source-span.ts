import type { PageNumber, SourceSpan } from '../types.ts';
import type { FieldHit } from './read-fields.ts';

interface SpanLine {
  page: PageNumber;
  text: string;
}

/**
 * Where a value is written on a line, from character `from` on: exactly, or with other spacing or case (values are
 * read from cells and tidied). Undefined when the line does not hold it (a value put together from several places).
 */
export function spanIn(line: SpanLine | undefined, value: string, from = 0): SourceSpan | undefined {
  const wanted = value.trim();
  if (!line || wanted === '') return undefined;
  const exact = line.text.indexOf(wanted, from);
  if (exact >= 0) return { page: line.page, line: line.text, start: exact, end: exact + wanted.length };
  const pattern = wanted
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const loose = new RegExp(pattern, 'giu');
  loose.lastIndex = from;
  const m = loose.exec(line.text);
  return m ? { page: line.page, line: line.text, start: m.index, end: m.index + m[0].length } : undefined;
}

/** A whole line as the span of what it says (a title), without its surrounding spaces. */
export function lineSpan(line: SpanLine): SourceSpan {
  const start = line.text.length - line.text.trimStart().length;
  return { page: line.page, line: line.text, start, end: line.text.trimEnd().length };
}

/**
 * Where `value` stands on the line that holds a field's value: on the label's line after the label, or (a table's
 * value row, a stacked value, a value in the next cell) on the line below.
 */
export function hitSpan(hit: FieldHit, lines: SpanLine[], value: string): SourceSpan | undefined {
  const own = lines[hit.line];
  const below = lines[hit.line + 1];
  const afterLabel = own ? Math.max(0, own.text.indexOf(hit.label) + hit.label.length) : 0;
  return hit.layout === 'inline' ? spanIn(own, value, afterLabel) : (spanIn(below, value) ?? spanIn(own, value, afterLabel));
}

/** Where the start of a value stands when the rest of it wraps onto the next line: the most of its words the line holds. */
export function leadingSpan(hit: FieldHit, lines: SpanLine[], value: string): SourceSpan | undefined {
  const words = value.trim().split(/\s+/);
  for (let n = words.length; n >= 1; n--) {
    const span = hitSpan(hit, lines, words.slice(0, n).join(' '));
    if (span) return span;
  }
  return undefined;
}
