/**
 * Levenshtein distance: the fewest letters to insert, delete or change to turn one word into the other. A caller may
 * price a change by its letters (OCR's confusions cost less than any other change: header/locate-patient.ts).
 */
export function editDistance(a: string, b: string, change?: (x: string, y: string) => number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const x = a[i - 1] ?? '';
      const y = b[j - 1] ?? '';
      const cost = x === y ? 0 : change ? change(x, y) : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

// Letters OCR takes for one another, told apart by a stroke or a mark ('ć' read 'é' is 'c' read 'e' once folded; 'o'
// read 'a'; 'rn' read 'm' is two edits and not here): changing one into the other is half a slip.
export const OCR_CONFUSED: ReadonlySet<string> = new Set(
  ['ce', 'ao', 'au', 'eo', 'il', 'lt', 'ij', 'nu', 'hn', 'mn', 'bh', 'uv', 'cg', 'ft'].flatMap((p) => [p, `${p[1]}${p[0]}`]),
);

/** What changing one letter into another costs OCR: half where it confuses them, else one. */
export const ocrChange = (x: string, y: string): number => (OCR_CONFUSED.has(`${x}${y}`) ? 0.5 : 1);

// Figures OCR reads for one another on a scan or a fax, a stroke or a loop lost or gained: each pair, read then meant.
export const LOOK_ALIKE_FIGURES: ReadonlySet<string> = new Set(
  ['08', '06', '09', '17', '38', '56', '68', '89'].flatMap((p) => [p, `${p[1]}${p[0]}`]),
);
