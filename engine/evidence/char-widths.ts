import type { TextBox } from '../types.ts';

// pdf.js gives each text run's width but not its glyphs'. Within a run, characters are placed by the advance widths
// of the standard face of its kind (AFM metrics of Helvetica and Times-Roman, thousandths of an em, ' ' to '~';
// monospace: all alike), scaled so the run's characters fill its width: exact for those faces and their metric twins
// (Arial, Liberation), within a fraction of a character for others, and exact at a run's ends.
const SANS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const SERIF = [
  250, 333, 408, 500, 500, 833, 778, 180, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 278,
  278, 564, 564, 564, 444, 921, 722, 667, 667, 722, 611, 556, 722, 722, 333, 389, 722, 611, 889, 722, 722, 556, 722, 667, 556, 611, 722,
  722, 944, 722, 722, 611, 333, 278, 333, 469, 500, 333, 444, 500, 444, 500, 444, 333, 500, 500, 278, 278, 500, 278, 778, 500, 500, 500,
  500, 333, 389, 278, 500, 500, 722, 500, 500, 444, 480, 200, 480, 541,
];
// Letters outside ASCII (accented Latin, Greek, Cyrillic) are about as wide as an average letter.
const OTHER = { sans: 556, serif: 500 };

/** Where each character (UTF-16 unit, as strings index) of a run starts, as a share of the run's width; 1 at its end. */
export function characterStarts(text: string, face: TextBox['face']): number[] {
  const starts = [0];
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    if (face === 'mono') sum += 1;
    else sum += (face === 'serif' ? SERIF : SANS)[text.charCodeAt(i) - 32] ?? OTHER[face ?? 'sans'];
    starts.push(sum);
  }
  return starts.map((s) => (sum === 0 ? 0 : s / sum));
}
