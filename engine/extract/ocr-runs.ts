// The runs a recogniser's lines give the line grouping (group-lines.ts), placed as a text layer's runs are.
import type { PlacedText } from './group-lines.ts';
import type { OcrLine } from './ocr.ts';

/** The middle of the values (halfway between the two middles when they are even). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length / 2;
  const upper = sorted[Math.floor(half)] ?? 0;
  return Number.isInteger(half) ? ((sorted[half - 1] ?? upper) + upper) / 2 : upper;
}

// A word over twice the page's text height is a box's edge, a rule or a mark read as a word (or a word whose box took
// in the rule it touches) when such words are most of a line that also holds words of text height. Alone in a line
// of letters it may be a letter (a signer's surname in a script face, 2.4 times the text's height beside its
// credential), and there the median already follows the letters; a title's words are all tall.
const MARK_HEIGHT = 2;

/**
 * One run a recogniser's line, scaled by (sx, sy) from image pixels to the page's reading frame, each word keeping its
 * box. The run's baseline and size are its words' medians, not their extremes: a rule's piece or a mark read as a word
 * (33 px among 14 px letters on a ruled form's head) would otherwise set them, and the same-line tolerance, a share of
 * the taller run's size, would merge the row above or below into its line. Where marks are most of a line (a boxed
 * label row read as three box edges and two small words), its median is a mark's too, so the medians are taken over
 * the line's words that are not marks by the page's own text height, when the marks are most of it.
 */
export function ocrRuns(lines: OcrLine[], sx: number, sy: number): PlacedText[] {
  const shown = lines.map((l) => l.words.filter((w) => w.text.trim() !== ''));
  const textHeight = median(shown.flat().map((w) => w.bottom - w.top));
  return shown.flatMap((words) => {
    if (words.length === 0) return [];
    const left = Math.min(...words.map((w) => w.left));
    const right = Math.max(...words.map((w) => w.right));
    const letters = words.filter((w) => w.bottom - w.top <= MARK_HEIGHT * textHeight);
    const body = letters.length > 0 && letters.length * 2 < words.length ? letters : words;
    const bottom = median(body.map((w) => w.bottom));
    const height = median(body.map((w) => w.bottom - w.top));
    return [
      {
        text: words.map((w) => w.text).join(' '),
        x: left * sx,
        top: bottom * sy,
        width: (right - left) * sx,
        fontSize: Math.max(height * sy, 6),
        boxes: words.map((w) => ({
          text: w.text,
          x: w.left * sx,
          top: w.top * sy,
          width: (w.right - w.left) * sx,
          height: (w.bottom - w.top) * sy,
        })),
      },
    ];
  });
}
