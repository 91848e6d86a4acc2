/** RFC 9110 single byte range: the range to send, 'unsatisfiable' (416), or null to send the whole file. */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

export function parseByteRange(header: string | null, size: number): ByteRange {
  // Anything but one well-formed range (including multi-range lists) is ignored: the whole file is a valid answer.
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}
