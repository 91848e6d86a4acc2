import type { Finding, PageNumber } from '../types.ts';
import { CARRIED_FORWARD, SECTION_NAMES } from '../sections/dictionary.ts';
import type { Section } from '../sections/split-sections.ts';
import { toWords } from '../text/words.ts';
import { alignCopies, indexShingles, shingles, WINDOW } from './align-copies.ts';
import { findTemplateShingles } from './template-shingles.ts';

// Shares of the must-be-new sections (HPI, exam, assessment, plan ...) copied from elsewhere that draw a warning
// and a failure. Carried-forward history (PMH, PSH, FH, SH, medications, allergies) is reported but never flagged.
export const CLONE_WARNING_SHARE = 0.3;
export const CLONE_FAIL_SHARE = 0.6;
// Below this many words in the must-be-new sections a share says nothing, and fewer copied words than this are
// the short stock phrases of templated notes (nursing checklists, normal imaging impressions), not copy-forward.
const MIN_NEW_WORDS = 20;
const MIN_COPIED_WORDS = 25;
// Copy-forward moves whole passages; isolated stock sentences shared by chance stay under this run length.
const MIN_FLAG_RUN = 2 * WINDOW;

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
}

/** Cloned documentation for every note: copied from an earlier note of this document or an earlier report. */
export function checkCloning(notes: CloneNote[], priors: CloneSourceText[]): { cloning: Cloning; finding: Finding }[] {
  const noteWords = notes.map(clinicalWords);
  const priorWords = priors.map((p) => toWords(p.text));
  const ignore = findTemplateShingles([...noteWords.map((w) => w.map((x) => x.key)), ...priorWords.map((w) => w.map((x) => x.key))]);
  const sources = [
    ...notes.map((n, i) => ({
      id: n.id,
      label: n.label,
      kind: 'note' as const,
      noteDate: n.noteDate,
      pages: n.pages,
      order: i,
      words: noteWords[i] ?? [],
    })),
    ...priors.map((p, i) => ({ ...p, order: -1, words: priorWords[i] ?? [] })),
  ].map((s) => ({ ...s, keys: s.words.map((w) => w.key), index: indexShingles(s.words.map((w) => w.key)) }));

  return notes.map((note, j) => {
    const words = noteWords[j] ?? [];
    const keys = words.map((w) => w.key);
    const noteShingles = shingles(keys);
    // Template wording is neither copied nor new: it is left out of every share.
    const template = templateMask(noteShingles, keys.length, ignore);
    const covered = new Array<boolean>(words.length).fill(false);
    // Words inside one single-source run of MIN_FLAG_RUN encounter words or more: what the flag counts.
    const inLongRun = new Array<boolean>(words.length).fill(false);
    let longestNewRun = 0;
    const earlier = sources
      .filter((s) => (s.kind === 'prior' ? true : isEarlier(s.noteDate, s.order, note.noteDate, j)))
      .sort((a, b) => (b.noteDate ?? '').localeCompare(a.noteDate ?? '') || b.order - a.order);
    const found: CloneSource[] = [];
    let longestRun = 0;
    for (const source of earlier) {
      const passages: CopiedPassage[] = [];
      let copiedWords = 0;
      for (const run of alignCopies(keys, noteShingles, source.keys, source.index, ignore)) {
        const span = words.slice(run.noteStart, run.noteStart + run.length);
        const fresh = span.filter((_, k) => !covered[run.noteStart + k] && !template[run.noteStart + k]).length;
        if (fresh < WINDOW) continue;
        for (let k = 0; k < run.length; k++) covered[run.noteStart + k] = true;
        const encounter = span.filter((w, k) => !template[run.noteStart + k] && !isCarried(w)).length;
        longestNewRun = Math.max(longestNewRun, encounter);
        if (encounter >= MIN_FLAG_RUN) for (let k = 0; k < run.length; k++) inLongRun[run.noteStart + k] = true;
        copiedWords += fresh;
        longestRun = Math.max(longestRun, run.length);
        passages.push(...splitBySection(span, source.words.slice(run.sourceStart, run.sourceStart + run.sourceLength)));
      }
      if (passages.length > 0) {
        found.push({
          id: source.id,
          label: source.label,
          kind: source.kind,
          noteDate: source.noteDate,
          pages: source.pages,
          copiedWords,
          passages,
        });
      }
    }
    const kept = (_: unknown, i: number) => !template[i];
    return summarize(
      { words: words.filter(kept), covered: covered.filter(kept), inLongRun: inLongRun.filter(kept) },
      { longestRun, longestNewRun },
      found,
      note,
    );
  });
}

function templateMask(noteShingles: string[], length: number, ignore: ReadonlySet<string>): boolean[] {
  const mask = new Array<boolean>(length).fill(false);
  noteShingles.forEach((key, i) => {
    if (ignore.has(key)) for (let k = i; k < i + WINDOW; k++) mask[k] = true;
  });
  return mask;
}

function isEarlier(date: string | null, order: number, noteDate: string | null, noteOrder: number): boolean {
  if (order === noteOrder) return false;
  if (date && noteDate && date !== noteDate) return date < noteDate;
  return order < noteOrder;
}

function clinicalWords(note: CloneNote): NoteWord[] {
  // The header block and the signature repeat legitimately from note to note.
  return note.sections
    .filter((s) => s.key !== 'header' && s.key !== 'signature')
    .flatMap((s) => s.parts.flatMap((p) => toWords(p.text).map((w) => ({ ...w, section: s.key, page: p.page }))));
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
    sections: sections.map((s) => (s === 'header' ? 'Header' : SECTION_NAMES[s])),
    carriedForward: sections.every((s) => s !== 'header' && CARRIED_FORWARD.has(s)),
    pages: [...new Set(span.map((w) => w.page))].sort((a, b) => a - b),
    words: span.length,
    text: span.map((w) => w.display).join(' '),
    sourceText: source.map((w) => w.display).join(' '),
  };
}

function isCarried(w: NoteWord): boolean {
  return w.section !== 'header' && CARRIED_FORWARD.has(w.section);
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
  return { cloning, finding: cloneFinding(cloning, fresh.all, note, words, covered) };
}

function cloneFinding(c: Cloning, newWords: number, note: CloneNote, words: NoteWord[], covered: boolean[]): Finding {
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const names = c.sources.map((s) => s.label).join(', ');
  const copiedPages = [...new Set(words.filter((w, i) => covered[i] && !isCarried(w)).map((w) => w.page))].sort((a, b) => a - b);
  const carried = c.carriedForwardShare > 0 ? ` Carried-forward history (not flagged): ${pct(c.carriedForwardShare)} copied.` : '';
  const copiedNew = c.newSectionsShare * newWords;
  if (newWords >= MIN_NEW_WORDS && copiedNew >= MIN_COPIED_WORDS && c.newSectionsShare >= CLONE_WARNING_SHARE) {
    const severity = c.newSectionsShare >= CLONE_FAIL_SHARE ? 'fail' : 'warning';
    const message = `${pct(c.newSectionsShare)} of the sections that must be new for this encounter is copied from ${names}; longest copied run ${c.longestNewRun} words.${carried}`;
    return { check: 'cloning', severity, message, pages: copiedPages.length > 0 ? copiedPages : note.pages };
  }
  const message =
    c.sources.length === 0
      ? 'No text copied from other notes was found.'
      : `${pct(c.newSectionsShare)} of the encounter-specific text matches earlier notes (${names}), below the ${pct(CLONE_WARNING_SHARE)} threshold.${carried}`;
  return { check: 'cloning', severity: 'pass', message, pages: note.pages };
}
