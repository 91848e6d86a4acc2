// pdf.js gives each text run's width but not its glyphs'. Within a run, characters are placed by Helvetica's advance
// widths (its AFM metrics, in thousandths of an em, for ' ' to '~'), scaled so the run's characters fill its width:
// exact for Helvetica and Arial, within a fraction of a character for other faces, and exact at a run's ends.
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// Letters outside ASCII (accented Latin, Greek, Cyrillic) are about as wide as an average letter.
const OTHER_WIDTH = 556;

/** Where each character (UTF-16 unit, as strings index) of a run starts, as a share of the run's width; 1 at its end. */
export function characterStarts(text: string): number[] {
  const starts = [0];
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    sum += ASCII_WIDTHS[text.charCodeAt(i) - 32] ?? OTHER_WIDTH;
    starts.push(sum);
  }
  return starts.map((s) => (sum === 0 ? 0 : s / sum));
}
