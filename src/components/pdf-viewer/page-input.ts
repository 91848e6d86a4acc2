/**
 * docs/spec/validation.md: the page input accepts only a whole number from 1 to the page count that differs
 * from the current page; anything else is ignored (and only logged, without the document's content).
 */
export function acceptedPage(text: string, current: number, total: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= total && page !== current ? page : null;
}
