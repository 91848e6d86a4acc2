// pdf.js reads a page without ever yielding to timers, so a page it loops on (a JBIG2 image its decoder never
// finishes, a content stream without end) can only be stopped by ending the thread it runs in. A host that can start
// threads (engine/node/pdf-thread.ts) gives pdf.js one per document; the page budget then ends it and opens the
// document afresh in a new one (issue 27). Without one, pdf.js runs beside the engine and the budget stops only
// what lets it look at the clock (page-budget.ts).

/** What pdf.js's PDFWorker takes as its `port`: a Worker-like message channel to its worker code. */
export interface PdfjsPort {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void, options?: { signal?: AbortSignal }): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export interface PdfThread {
  port: PdfjsPort;
  /** Rejects if the thread dies (out of memory, or ended); never resolves. */
  died: Promise<never>;
  /** The document is read: the thread may serve the next one. */
  release(): void;
  /** Ends the thread, even in the middle of a page. */
  end(): Promise<void>;
}

/** A thread running pdf.js's worker code, with its own memory limit (a new one, or one another reading released). */
export type StartPdfThread = () => PdfThread;
