import { pageNumber, type DocLine, type Finding, type PageNumber, type Severity } from '../types.ts';
import type { DocType } from '../header/doc-types.ts';
import { CARRIED_FORWARD } from '../sections/dictionary.ts';
import { sectionName, splitSections, type Section } from '../sections/split-sections.ts';
import { toWords } from '../text/words.ts';
import { alignCopies, indexShingles, shingles, WINDOW, type CopiedRun } from './align-copies.ts';
import { writtenBefore } from './copy-direction.ts';
import { findTemplateShingles, type TemplateText } from './template-shingles.ts';

// Shares of the must-be-new sections (HPI, exam, assessment, plan ...) copied from elsewhere that draw a warning
// and a failure. Carried-forward history (PMH, PSH, FH, SH, medications, allergies) is reported but never flagged;
// so is the technique of an operative or procedure note, which a surgeon writes the same way for each operation.
export const CLONE_WARNING_SHARE = 0.3;
export const CLONE_FAIL_SHARE = 0.6;
// Below this many words in the must-be-new sections a share says nothing, and fewer copied words than this are
// the short stock phrases of templated notes (nursing checklists, normal imaging impressions), not copy-forward.
const MIN_NEW_WORDS = 20;
const MIN_COPIED_WORDS = 25;
// Copy-forward moves whole passages; isolated stock sentences shared by chance stay under this run length.
const MIN_FLAG_RUN = 2 * WINDOW;
// A section is judged on its own from this many words, and counts as copied when at least this share of it is;
// this many copied sections draw a warning whatever the word share.
const MIN_SECTION_WORDS = 10;
const SECTION_COPIED_SHARE = 0.5;
const MIN_COPIED_SECTIONS = 2;
const TECHNIQUE_REPEATS: ReadonlySet<DocType> = new Set<DocType>(['Operative Report', 'Procedure Note']);

export interface CloneSourceText {
  id: string;
  label: string;
  kind: 'note' | 'prior';
  noteDate: string | null;
  pages: PageNumber[];
  text: string;
}

export interface CloneNote {
  id: string;
  label: string;
  noteDate: string | null;
  /** how sure the reading of the note date is (0..1): a doubtful date leaves the direction of a copy to page order */
  dateConfidence?: number;
  /** an operative or procedure note's technique may repeat from one operation to the next */
  docType?: DocType | null;
  pages: PageNumber[];
  sections: Section[];
}

export interface CopiedPassage {
  sections: string[];
  carriedForward: boolean;
  pages: PageNumber[];
  words: number;
  text: string;
  sourceText: string;
}

export interface CloneSource {
  id: string;
  label: string;
  kind: 'note' | 'prior';
  noteDate: string | null;
  pages: PageNumber[];
  copiedWords: number;
  passages: CopiedPassage[];
}

export interface Cloning {
  /** share of the note's clinical words found in a 10-word window of an earlier text */
  copiedShare: number;
  /** share of the must-be-new sections copied in single-source passages of 20 words or more: what the flag is based on */
  newSectionsShare: number;
  carriedForwardShare: number;
  longestRun: number;
  /** the longest copied single-source run inside the sections that must be new, template wording left out */
  longestNewRun: number;
  sources: CloneSource[];
}

interface NoteWord {
  key: string;
  display: string;
  section: Section['key'];
  page: PageNumber;
  /** wording that may repeat from note to note: carried-forward history, a procedure's technique */
  repeats: boolean;
}

interface Source {
  id: string;
  label: string;
  kind: 'note' | 'prior';
  noteDate: string | null;
  pages: PageNumber[];
  /** the note's place in the document; earlier reports have none */
  order: number | null;
  words: { key: string; display: string }[];
  keys: string[];
  shingles: string[];
  index: Map<string, number[]>;
}

/** What one note's alignment against its earlier sources marks, word by word. */
interface Marks {
  covered: boolean[];
  /** inside one single-source run of MIN_FLAG_RUN encounter words or more: what the flag counts */
  inLongRun: boolean[];
  longestRun: number;
  longestNewRun: number;
}

/** Cloned documentation for every note: copied from an earlier note of this document or an earlier report. */
export function checkCloning(notes: CloneNote[], priors: CloneSourceText[]): { cloning: Cloning; finding: Finding }[] {
  const noteWords = notes.map(clinicalWords);
  // Each note's shingles are made once: for template wording, as a source and as the note compared.
  const noteKeys = noteWords.map((words) => words.map((w) => w.key));
  const noteShingles = noteKeys.map(shingles);
  const priorWords = priors.map((p) => sectionedWords(p.text));
  const ignore = findTemplateShingles([
    ...noteWords.map((words, i) => templateText(words, noteShingles[i] ?? [])),
    ...priorWords.map((words) => templateText(words, shingles(words.map((w) => w.key)))),
  ]);
  const sources: Source[] = [
    ...notes.map((n, i) => ({
      ...n,
      kind: 'note' as const,
      order: i,
      words: noteWords[i] ?? [],
      keys: noteKeys[i] ?? [],
      shingles: noteShingles[i] ?? [],
    })),
    ...priors.map((p) => {
      const words = toWords(p.text);
      const keys = words.map((w) => w.key);
      return { ...p, order: null, words, keys, shingles: shingles(keys) };
    }),
  ].map((s) => ({ ...s, index: indexShingles(s.shingles) }));
  const before = writtenBefore(notes);
  const isEarlier = (s: Source, j: number) => s.order === null || (s.order !== j && before(s.order, j) && !summarises(notes[j], s));
  const nearestFirst = nearestFirstBy(before);

  return notes.map((note, j) => {
    const words = noteWords[j] ?? [];
    const keys = noteKeys[j] ?? [];
    const shingled = noteShingles[j] ?? [];
    // Template wording is neither copied nor new: it is left out of every share.
    const template = templateMask(shingled, keys.length, ignore);
    const marks: Marks = {
      covered: new Array<boolean>(words.length).fill(false),
      inLongRun: new Array<boolean>(words.length).fill(false),
      longestRun: 0,
      longestNewRun: 0,
    };
    const found = sources
      .filter((s) => isEarlier(s, j))
      .sort(nearestFirst)
      .flatMap((source) => {
        const runs = alignCopies(keys, shingled, source.keys, source.index, ignore);
        return toCloneSource(source, markRuns(runs, words, template, marks, source.words));
      });
    const kept = (_: unknown, i: number) => !template[i];
    return summarize(
      { words: words.filter(kept), covered: marks.covered.filter(kept), inLongRun: marks.inLongRun.filter(kept) },
      marks,
      found,
      note,
    );
  });
}

// A discharge summary retells its stay: what it shares with the notes written during the stay is its summary, not a
// copy. A stay is taken to start at most this many days before the summary (its admission date is not passed here).
const MAX_STAY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function summarises(note: CloneNote | undefined, source: Source): boolean {
  if (note?.docType !== 'Discharge Summary' || !note.noteDate || !source.noteDate || source.kind !== 'note') return false;
  const days = (Date.parse(note.noteDate) - Date.parse(source.noteDate)) / DAY_MS;
  return days >= 0 && days <= MAX_STAY_DAYS;
}

// The nearest earlier text claims a passage first: copy-forward takes the last note, not the first. Notes of this
// document come before earlier reports, which are older than any of them.
function nearestFirstBy(before: (a: number, b: number) => boolean): (a: Source, b: Source) => number {
  return (a, b) => {
    if (a.order !== null && b.order !== null) return before(a.order, b.order) ? 1 : -1;
    if (a.order !== null || b.order !== null) return a.order === null ? 1 : -1;
    return (b.noteDate ?? '').localeCompare(a.noteDate ?? '');
  };
}

/** Marks the note's words each run of one source covers; the passages it adds and their fresh words. */
function markRuns(
  runs: CopiedRun[],
  words: NoteWord[],
  template: boolean[],
  marks: Marks,
  sourceWords: { display: string }[],
): { passages: CopiedPassage[]; copiedWords: number } {
  const passages: CopiedPassage[] = [];
  let copiedWords = 0;
  for (const run of runs) {
    const span = words.slice(run.noteStart, run.noteStart + run.length);
    const at = (k: number) => run.noteStart + k;
    // A long run counts toward the flag even where a nearer text already gave most of it: siblings of one copy
    // chain, each edited apart, cover a copy only between them.
    // Both counted in one pass, not by filter: no arrays made for counts (and filter's arrays differ in kind once
    // optimised, which deoptimised this function). Nothing is covered yet while counting.
    let encounter = 0;
    let fresh = 0;
    span.forEach((w, k) => {
      if (template[at(k)]) return;
      if (!isCarried(w)) encounter += 1;
      if (!marks.covered[at(k)]) fresh += 1;
    });
    if (encounter >= MIN_FLAG_RUN) for (let k = 0; k < run.length; k++) marks.inLongRun[at(k)] = true;
    marks.longestNewRun = Math.max(marks.longestNewRun, encounter);
    if (fresh < WINDOW) continue;
    for (let k = 0; k < run.length; k++) marks.covered[at(k)] = true;
    marks.longestRun = Math.max(marks.longestRun, run.length);
    copiedWords += fresh;
    passages.push(...splitBySection(span, sourceWords.slice(run.sourceStart, run.sourceStart + run.sourceLength)));
  }
  return { passages, copiedWords };
}

function toCloneSource(source: Source, copied: { passages: CopiedPassage[]; copiedWords: number }): CloneSource[] {
  if (copied.passages.length === 0) return [];
  const { id, label, kind, noteDate, pages } = source;
  return [{ id, label, kind, noteDate, pages, ...copied }];
}

function templateMask(noteShingles: string[], length: number, ignore: ReadonlySet<string>): boolean[] {
  const mask = new Array<boolean>(length).fill(false);
  noteShingles.forEach((key, i) => {
    if (ignore.has(key)) for (let k = i; k < i + WINDOW; k++) mask[k] = true;
  });
  return mask;
}

function templateText(words: NoteWord[], textShingles: string[]): TemplateText {
  // An earlier report without headings is read whole: there is no telling its sections apart.
  const headless = words.every((w) => w.section === 'header');
  const encounter = headless ? words : words.filter((w) => w.section !== 'header' && !isCarried(w));
  return { shingles: textShingles, encounter: encounter.map((w) => w.key) };
}

/** An earlier report's words by section, read from its plain text as a note's lines are. */
function sectionedWords(text: string): NoteWord[] {
  const page = pageNumber(1);
  const lines: DocLine[] = text.split('\n').map((t, index) => ({ page, index, text: t, cells: [{ text: t, x: 72 }] }));
  return splitSections(lines)
    .filter((s) => s.key !== 'signature')
    .flatMap((s) => toWords(s.text).map((w) => ({ ...w, section: s.key, page, repeats: mayRepeat(s.key) })));
}

function clinicalWords(note: CloneNote): NoteWord[] {
  // The header block and the signature repeat legitimately from note to note.
  return note.sections
    .filter((s) => s.key !== 'header' && s.key !== 'signature')
    .flatMap((s) => {
      const repeats = mayRepeat(s.key, note.docType);
      return s.parts.flatMap((p) => toWords(p.text).map((w) => ({ ...w, section: s.key, page: p.page, repeats })));
    });
}

/** One passage per section of the note, so the report shows HPI beside HPI; the source side is cut at the same offsets. */
function splitBySection(span: NoteWord[], source: { display: string }[]): CopiedPassage[] {
  const out: CopiedPassage[] = [];
  let from = 0;
  for (let k = 1; k <= span.length; k++) {
    if (k < span.length && span[k]?.section === span[from]?.section) continue;
    const to = k === span.length ? source.length : Math.min(k, source.length);
    if (k - from >= 3) out.push(toPassage(span.slice(from, k), source.slice(Math.min(from, source.length), to)));
    from = k;
  }
  return out;
}

function toPassage(span: NoteWord[], source: { display: string }[]): CopiedPassage {
  const sections = [...new Set(span.map((w) => w.section))];
  return {
    sections: sections.map(sectionName),
    carriedForward: span.every(isCarried),
    pages: [...new Set(span.map((w) => w.page))].sort((a, b) => a - b),
    words: span.length,
    text: span.map((w) => w.display).join(' '),
    sourceText: source.map((w) => w.display).join(' '),
  };
}

function mayRepeat(section: Section['key'], docType?: DocType | null): boolean {
  if (section === 'header' || section === 'narrative') return false;
  return CARRIED_FORWARD.has(section) || (section === 'procedure' && docType != null && TECHNIQUE_REPEATS.has(docType));
}

function isCarried(w: NoteWord): boolean {
  return w.repeats;
}

// In the sections that must be new, only single-source passages of MIN_FLAG_RUN words or more count toward the
// flag: copy-forward moves whole passages from one note, while stock sentences recur by chance, one here, one there.
function summarize(
  marks: { words: NoteWord[]; covered: boolean[]; inLongRun: boolean[] },
  runs: { longestRun: number; longestNewRun: number },
  sources: CloneSource[],
  note: CloneNote,
) {
  const { words, covered, inLongRun } = marks;
  const share = (pick: (w: NoteWord) => boolean, copied: (i: number) => boolean) => {
    const all = words.filter(pick).length;
    return { all, share: all === 0 ? 0 : words.filter((w, i) => pick(w) && copied(i)).length / all };
  };
  const total = share(
    () => true,
    (i) => covered[i] === true,
  );
  const fresh = share(
    (w) => !isCarried(w),
    (i) => inLongRun[i] === true,
  );
  const carried = share(isCarried, (i) => covered[i] === true);
  const cloning: Cloning = {
    copiedShare: total.share,
    newSectionsShare: fresh.share,
    carriedForwardShare: carried.share,
    ...runs,
    sources,
  };
  const copiedPages = [...new Set(words.filter((w, i) => covered[i] && !isCarried(w)).map((w) => w.page))];
  const evidence = { newWords: fresh.all, sections: sectionCopies(words, inLongRun), copiedPages };
  return { cloning, finding: cloneFinding(cloning, evidence, note) };
}

interface SectionCopies {
  /** must-be-new sections long enough to judge */
  judged: number;
  /** the names of those at least half copied */
  copied: string[];
}

// A copy confined to a few sections is diluted in the word share by long new sections elsewhere (a results table,
// a long exam), so each must-be-new section is also judged on its own.
function sectionCopies(words: NoteWord[], inLongRun: boolean[]): SectionCopies {
  const tally = new Map<Section['key'], { all: number; copied: number }>();
  words.forEach((w, i) => {
    if (isCarried(w)) return;
    const t = tally.get(w.section) ?? { all: 0, copied: 0 };
    t.all += 1;
    if (inLongRun[i]) t.copied += 1;
    tally.set(w.section, t);
  });
  const judged = [...tally].filter(([, t]) => t.all >= MIN_SECTION_WORDS);
  const copied = judged.filter(([, t]) => t.copied >= SECTION_COPIED_SHARE * t.all).map(([key]) => sectionName(key));
  return { judged: judged.length, copied };
}

// 30% of the must-be-new words copied is a warning, 60% a failure; so are two or more must-be-new sections mostly
// copied, and 60% of them.
function severityOf(c: Cloning, newWords: number, sections: SectionCopies): Severity {
  if (newWords < MIN_NEW_WORDS || c.newSectionsShare * newWords < MIN_COPIED_WORDS) return 'pass';
  const bySections = sections.copied.length >= MIN_COPIED_SECTIONS;
  const sectionShare = sections.judged === 0 ? 0 : sections.copied.length / sections.judged;
  if (c.newSectionsShare >= CLONE_FAIL_SHARE || (bySections && sectionShare >= CLONE_FAIL_SHARE)) return 'fail';
  return c.newSectionsShare >= CLONE_WARNING_SHARE || bySections ? 'warning' : 'pass';
}

function cloneFinding(
  c: Cloning,
  evidence: { newWords: number; sections: SectionCopies; copiedPages: PageNumber[] },
  note: CloneNote,
): Finding {
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const names = c.sources.map((s) => s.label).join(', ');
  const what =
    note.docType && TECHNIQUE_REPEATS.has(note.docType) ? 'Carried-forward history and procedure technique' : 'Carried-forward history';
  const carried = c.carriedForwardShare > 0 ? ` ${what} (not flagged): ${pct(c.carriedForwardShare)} copied.` : '';
  const severity = severityOf(c, evidence.newWords, evidence.sections);
  if (severity !== 'pass') {
    const copied = evidence.sections.copied;
    const which = copied.length > 0 ? ` (mostly copied: ${copied.join(', ')})` : '';
    const message = `${pct(c.newSectionsShare)} of the sections that must be new for this encounter is copied from ${names}${which}; longest copied run ${c.longestNewRun} words.${carried}`;
    const pages = [...evidence.copiedPages].sort((a, b) => a - b);
    return { check: 'cloning', severity, message, pages: pages.length > 0 ? pages : note.pages };
  }
  // A share over the threshold passes only when the copied words are too few to say anything.
  const why =
    c.newSectionsShare >= CLONE_WARNING_SHARE
      ? `: ${Math.round(c.newSectionsShare * evidence.newWords)} words, too few to count as copying.`
      : `, below the ${pct(CLONE_WARNING_SHARE)} threshold.`;
  const message =
    c.sources.length === 0
      ? 'No text copied from other notes was found.'
      : `${pct(c.newSectionsShare)} of the encounter-specific text matches earlier notes (${names})${why}${carried}`;
  return { check: 'cloning', severity: 'pass', message, pages: note.pages };
}
