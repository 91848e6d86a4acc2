// A reading that depends on its text alone (is this line a title? which section does this heading name?) is asked
// again and again for the same line: segmentation, the header's readers and the audit each ask it of every line they
// pass, 9 to 24 times per distinct text on a 100-page chart. Answered once per distinct text, a job makes 11%
// less garbage (bench/README.md, 'Through the server, seventh round').
//
// Answers are kept for one job at a time: the engine forgets them when its analysis ends (forgetTexts), so no
// patient's text outlives the job in memory, and never keeps more than a bound, so a very large chart cannot grow
// them without limit.

const MAX_TEXTS = 20_000;

const kept: Map<string, unknown>[] = [];

/**
 * `read` answered once per distinct text (until the job ends). Each answer is frozen, since every caller asking of
 * the same text gets the same object; `read` must depend on its text alone and never answer undefined.
 */
export function oncePerText<T>(read: (text: string) => T, bound = MAX_TEXTS): (text: string) => T {
  const answers = new Map<string, T>();
  kept.push(answers);
  return (text) => {
    const known = answers.get(text);
    if (known !== undefined) return known;
    const answer = Object.freeze(read(text));
    if (answers.size >= bound) answers.clear();
    answers.set(text, answer);
    return answer;
  };
}

/** Drops every kept answer: called when a job's analysis ends. */
export function forgetTexts(): void {
  for (const answers of kept) answers.clear();
}
