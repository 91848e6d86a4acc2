// Results as a Markdown table, padded so it also reads in a terminal, and pasted as it is into bench/README.md.

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  rows.forEach((row) => console.log(line(row)));
}

/** A figure rounded as a reader compares it: whole numbers from 100, three significant digits below. */
export const figure = (value: number): string =>
  value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toPrecision(3).replace(/\.?0+$/, '');

/** `value / reference` as "0.42x" (two significant digits below 0.1, where the native tools leave us); a dash without one. */
export function ratio(value: number, reference: number | undefined): string {
  if (!reference || reference <= 0) return '-';
  const r = value / reference;
  return `${r >= 0.1 ? r.toFixed(2) : r.toPrecision(2)}x`;
}
