// Shared shapes that flow between the pipeline stages. Page numbers are branded so a 1-based page can never be
// mixed up with a 0-based array index or a chunk index.
export type PageNumber = number & { readonly __unit: 'page-1-based' };

export function pageNumber(n: number): PageNumber {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`page numbers are 1-based integers, got ${n}`);
  return n as PageNumber;
}

/** A run of text on one line, with its left edge in PDF points (used to read table-style header rows). */
export interface LineCell {
  text: string;
  x: number;
}

export interface TextLine {
  text: string;
  cells: LineCell[];
  /** distance from the top of the page in points; lower is higher on the page */
  top: number;
  /** the runs the line was made of (text-layer items, OCR words), left to right: where its characters stand */
  boxes?: TextBox[];
}

/**
 * A run of text as the page prints it (a pdf.js text item, or a word OCR read) and its box in the page's reading
 * frame (extract/page-frame.ts): points from the top left of the page turned so that its text runs left to right.
 */
export interface TextBox {
  text: string;
  x: number;
  top: number;
  width: number;
  height: number;
  /** the kind of face it is set in, as pdf.js tells it (absent: sans-serif, or unknown) */
  face?: 'serif' | 'mono';
}

export interface PageText {
  page: PageNumber;
  /** the page's lines without running headers and footers */
  lines: TextLine[];
  /** running headers and footers (letterheads, fax banners, "Page 3 of 9") kept apart from the note text */
  running: TextLine[];
  source: 'text-layer' | 'ocr' | 'empty' | 'unreadable';
  /** 0..1; 1 for a text layer, the recogniser's own figure for OCR */
  ocrConfidence: number;
  /** the page as displayed and how its reading frame is turned on it (absent for pages made by hand in tests) */
  frame?: PageFrame;
  /** signature fields on the page that hold a digital signature (extract/digital-signatures.ts); absent: none */
  digitalSignatures?: DigitalSignature[];
  /**
   * a scanned page's ink that no recognised word covers (extract/ink.ts), in the reading frame; absent where no
   * page image was read (a text layer, a fax stream the recogniser read itself), empty where none was found
   */
  ink?: InkMark[];
}

/**
 * A run of ink on a scanned page outside its recognised words: a drawn signature, a rule, a stamp, a logo, a tick.
 * Its box in the page's reading frame, as a TextBox's (points from the top left), and the share of that box inked
 * (on the grid it was found on): a rule or a blot near 1, a pen's stroke far less.
 */
export interface InkMark {
  x: number;
  top: number;
  width: number;
  height: number;
  fill: number;
}

/** A digital signature applied to the file in a signature field: what its dictionary says, its certificate unread. */
export interface DigitalSignature {
  /** the signer's name as the signature dictionary gives it; null when only the certificate names them */
  signer: string | null;
  /** yyyy-MM-dd, the signing time the dictionary gives; null when none */
  signedAt: string | null;
}

/**
 * A page as displayed (pdf.js viewport at scale 1, the page's rotation applied; points) and the clockwise quarter
 * turn that takes its reading frame (the frame line positions are measured in) onto the display.
 */
export interface PageFrame {
  width: number;
  height: number;
  turn: 0 | 90 | 180 | 270;
}

/** A rectangle on a page as displayed: PDF points from the page's top left corner. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where something stands: a page and the rectangles of its words (one per line it spans; none when only the page is
 * known). `report` names an earlier report whose original document it is in; without it, this document.
 */
export interface Place {
  page: PageNumber;
  rects: Rect[];
  report?: string;
}

/**
 * Where a value was read: its page, the text of the line it stands on (one of the note's lines or one of the page's
 * running header and footer lines, as extraction gives them) and the characters [start, end) of the value as written
 * there. The evidence stage turns a span into rectangles on the page, so the portal can show the value in place.
 */
export interface SourceSpan {
  page: PageNumber;
  line: string;
  start: number;
  end: number;
}

/** One line of the document, in reading order, with the page it came from. */
export interface DocLine {
  page: PageNumber;
  /** position in the document's line list (0-based index) */
  index: number;
  text: string;
  cells: LineCell[];
}

export interface PageRange {
  first: PageNumber;
  last: PageNumber;
}

export type Severity = 'pass' | 'warning' | 'fail';

export type CheckName = 'identity' | 'dates' | 'authentication' | 'completeness' | 'cloning';

export interface Finding {
  check: CheckName;
  severity: Severity;
  message: string;
  pages: PageNumber[];
  /** the text a reader should look at, as the check found it; the evidence stage turns it into places */
  cites?: SourceSpan[];
  /** a signature drawn by hand that the finding reads (audit/drawn-signature.ts): its ink's box in the reading frame */
  drawn?: { page: PageNumber; rect: Rect };
}

export interface PatientInput {
  name: string;
  /** yyyy-MM-dd */
  dob: string;
  subscriberId: string;
}
