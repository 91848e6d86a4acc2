// A note date read from a labelled date of service. Below this the date may be a misread (a date from the
// narrative, an unlabelled line), and a misread date must not turn a copy into the original.
const RELIABLE_DATE = 0.85;

export interface DatedNote {
  noteDate: string | null;
  /** how sure the reading of the note date is (0..1); a date without one counts as reliable */
  dateConfidence?: number;
}

/**
 * Which of two notes of one document was written first: by their note dates when both are reliable and differ,
 * else by their places in the document, read backwards when the reliable dates say it was printed newest first.
 */
export function writtenBefore(notes: DatedNote[]): (a: number, b: number) => boolean {
  const dates = notes.map((n) => ((n.dateConfidence ?? 1) >= RELIABLE_DATE ? n.noteDate : null));
  const newestFirst = runsBackwards(dates);
  return (a, b) => {
    const da = dates[a];
    const db = dates[b];
    if (da && db && da !== db) return da < db;
    return newestFirst ? a > b : a < b;
  };
}

function runsBackwards(dates: (string | null)[]): boolean {
  const known = dates.filter((d): d is string => d !== null);
  let forward = 0;
  let backward = 0;
  for (let i = 1; i < known.length; i++) {
    const [before, after] = [known[i - 1] ?? '', known[i] ?? ''];
    if (after > before) forward += 1;
    if (after < before) backward += 1;
  }
  return backward > forward;
}
