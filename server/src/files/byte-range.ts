import type { StoredRange } from '../storage/storage.ts';

/** What to answer a Range header with: one range (206), 'unsatisfiable' (416) or 'whole' (200, the whole file). */
export type RangeAnswer = StoredRange | 'unsatisfiable' | 'whole';

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * RFC 9110 single byte range. Anything else (several ranges, another unit, nonsense) is answered with the whole
 * file, which the RFC allows; only a well-formed range that starts past the end, or an empty suffix, is 416.
 */
export function answerRange(header: string | undefined, size: number): RangeAnswer {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
