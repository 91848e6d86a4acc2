import { cloneNoteId, type AnalyzedNote } from '../analyze-notes.ts';
import type { CloneSource, CopiedPassage } from '../audit/check-cloning.ts';
import type { HeaderField, NoteHeader } from '../header/find-header.ts';
import { lineSpan } from '../header/source-span.ts';
import type { DocLine, Finding, PageNumber, PageText, Place, SourceSpan, TextLine } from '../types.ts';
import { findPassage, lineWords, type LineWord } from './find-words.ts';
import { textLinesOf } from './note-lines.ts';
import { displayRects, placeSpan } from './place-span.ts';
import { joinByPage, pagesOnly, placesOfWords, type LineRects } from './places.ts';
import { spanRects } from './span-rects.ts';
import { layoutOf, layoutRects, type TextLayoutLine } from './text-layout.ts';

export interface PriorText {
  id: string;
  text: string;
  textLayout?: TextLayoutLine[];
}

export interface PassagePlaces {
  /** where this note's copy stands */
  places: Place[];
  /** where the source passage stands: in this document, or in an earlier report's (Place.report) */
  sourcePlaces: Place[];
}

/** Everything of one note the portal can show in place. */
export interface NoteEvidence {
  header: Record<keyof NoteHeader, Place[]>;
  /** in the order of the note's findings */
  findings: Place[][];
  /** by clone source, then passage, in the order of the note's cloning result */
  passages: PassagePlaces[][];
  textLayout: TextLayoutLine[];
}

// A finding about something missing points where a reader would look for it: a date of service in the note's first
// lines, a signature in its last lines. Other findings without words to show carry their pages only.
const LOOK_LINES = 3;

interface NoteLines {
  lines: DocLine[];
  placed: (TextLine | undefined)[];
  words: LineWord[] | null;
}

/**
 * The evidence stage: turns where each header value, finding and copied passage was read (SourceSpan, the clone
 * check's passages) into places on the pages as displayed (Place: page and rectangles), and gives each note the
 * layout of its text, for callers to pass back with it as an earlier report.
 */
export function placeEvidence(input: { pages: PageText[]; lines: DocLine[]; notes: AnalyzedNote[]; priors: PriorText[] }): NoteEvidence[] {
  const byPage = new Map<PageNumber, PageText>(input.pages.map((p) => [p.page, p]));
  const placed = textLinesOf(input.lines, input.pages);
  const notes: NoteLines[] = input.notes.map((n) => ({
    lines: input.lines.slice(n.span.fromLine, n.span.toLine),
    placed: placed.slice(n.span.fromLine, n.span.toLine),
    words: null,
  }));
  const noteIndex = new Map(input.notes.map((_, i) => [cloneNoteId(i), i]));
  const priorWords = new Map<string, LineWord[]>();

  const wordsOf = (note: NoteLines) => (note.words ??= lineWords(note.lines.map((l) => l.text)));
  const lineRectsOf =
    (note: NoteLines): LineRects =>
    (line, start, end) => {
      const doc = note.lines[line];
      const page = doc ? byPage.get(doc.page) : undefined;
      if (!doc || !page) return null;
      const text = note.placed[line];
      return { page: doc.page, rects: text ? displayRects(page, spanRects(text, start, end)) : [] };
    };
  const passageIn = (note: NoteLines, text: string, pages: PageNumber[]) =>
    placesOfWords(
      findPassage(wordsOf(note), text, (line) => pages.includes(note.lines[line]?.page ?? (0 as PageNumber))),
      lineRectsOf(note),
    );
  const sourcePlaces = (source: CloneSource, passage: CopiedPassage): Place[] => {
    if (source.kind === 'note') {
      const note = notes[noteIndex.get(source.id) ?? -1];
      return note ? passageIn(note, passage.sourceText, source.pages) : [];
    }
    const prior = input.priors.find((p) => p.id === source.id);
    if (!prior?.textLayout) return [];
    let words = priorWords.get(prior.id);
    if (!words) {
      words = lineWords(prior.text.split('\n'));
      priorWords.set(prior.id, words);
    }
    return placesOfWords(findPassage(words, passage.sourceText), layoutRects(prior.textLayout), prior.id);
  };

  return input.notes.map((analyzed, j) => {
    const note = notes[j] ?? { lines: [], placed: [], words: null };
    const resolve = (span: SourceSpan, taken: Set<TextLine>): Place => {
      const page = byPage.get(span.page);
      if (!page) return { page: span.page, rects: [] };
      const own = note.placed.filter((l, i): l is TextLine => l !== undefined && note.lines[i]?.page === span.page);
      return placeSpan(page, span, [...own, ...page.running, ...page.lines], taken);
    };
    const spansPlaces = (spans: SourceSpan[]) => {
      const taken = new Set<TextLine>();
      return joinByPage(spans.map((s) => resolve(s, taken)));
    };
    const field = <T>(f: HeaderField<T>): Place[] => {
      if (f.value === null || f.page === null) return [];
      return f.source ? spansPlaces([f.source]) : pagesOnly([f.page]);
    };
    const passages = analyzed.cloning.sources.map((source) =>
      source.passages.map((p) => ({ places: passageIn(note, p.text, p.pages), sourcePlaces: sourcePlaces(source, p) })),
    );
    // A signature drawn by hand is shown by its ink's box beside the line it signs (audit/drawn-signature.ts).
    const drawnPlaces = ({ drawn }: Finding): Place[] => {
      const page = drawn && byPage.get(drawn.page);
      return drawn && page ? [{ page: drawn.page, rects: displayRects(page, [drawn.rect]) }] : [];
    };
    const findingPlaces = (f: Finding): Place[] => {
      if (f.check === 'cloning') return clonePlaces(f, analyzed.cloning.sources, passages);
      if (f.cites && f.cites.length > 0) return joinByPage([...spansPlaces(f.cites), ...drawnPlaces(f)]);
      if (f.check === 'dates') return spansPlaces(note.lines.slice(0, LOOK_LINES).map(lineSpan));
      if (f.check === 'authentication') return spansPlaces(note.lines.slice(-LOOK_LINES).map(lineSpan));
      return pagesOnly(f.pages);
    };
    return {
      header: {
        patientName: field(analyzed.header.patientName),
        patientDob: field(analyzed.header.patientDob),
        docType: field(analyzed.header.docType),
        noteDate: field(analyzed.header.noteDate),
      },
      findings: analyzed.findings.map(findingPlaces),
      passages,
      textLayout: layoutOf(note.lines, note.placed, (l) => byPage.get(l.page)),
    };
  });
}

/** A copy flagged shows its passages that must be new; a copy that passes shows every passage it found. */
function clonePlaces(f: Finding, sources: CloneSource[], passages: PassagePlaces[][]): Place[] {
  const shown = sources.flatMap((s, i) =>
    s.passages.flatMap((p, k) => (f.severity === 'pass' || !p.carriedForward ? (passages[i]?.[k]?.places ?? []) : [])),
  );
  return shown.length > 0 ? joinByPage(shown) : pagesOnly(f.pages);
}
