import { vi } from 'vitest';

/** PDF points of a US Letter page. */
export const PAGE_SIZE = { width: 612, height: 792 };

/** A text item as pdf.js gives it: its transform's last two numbers are the baseline's origin (PDF space). */
export type FakeTextItem = { str: string; transform: number[]; width: number; height: number };

export type FakeOptions = {
  numPages?: number;
  loadError?: Error;
  renderErrorOnPage?: number;
  /** each page's text layer (none: an empty one) */
  text?: Record<number, FakeTextItem[]>;
  /** each page's link annotations (rect in PDF space: x1, y1, x2, y2 from the bottom left) */
  links?: Record<number, { rect: number[]; unsafeUrl: string }[]>;
};

/** A link over a line written by textAt: the annotation's rectangle in PDF space, as pdf.js reports it. */
export const linkOver = (item: FakeTextItem, unsafeUrl: string) => {
  const [, , , , x = 0, baseline = 0] = item.transform;
  return { rect: [x, baseline - 2, x + item.width, baseline + item.height], unsafeUrl };
};

/** A line of text at `x`, with its top `top` points below the page's top edge (as the evidence measures it). */
export const textAt = (str: string, x: number, top: number, size = 10): FakeTextItem => ({
  str,
  // Helvetica-like: half an em a character.
  width: str.length * size * 0.5,
  height: size,
  transform: [size, 0, 0, size, x, PAGE_SIZE.height - top - size],
});

/**
 * jsdom has no canvas to draw on, so pdf.js itself cannot run here: this stands in for the module that
 * loadPdfJs() returns, recording what the viewer asks of it. Real pdf.js runs in the browser tests.
 */
export function fakePdfJs({ numPages = 3, loadError, renderErrorOnPage, text = {}, links = {} }: FakeOptions = {}) {
  const render = vi.fn((params: { viewport: { width: number }; transform?: number[] }) => ({
    params,
    promise: Promise.resolve(),
    cancel: vi.fn(),
  }));
  const getPage = vi.fn(async (pageNumber: number) => ({
    getViewport: ({ scale }: { scale: number }) => ({
      width: PAGE_SIZE.width * scale,
      height: PAGE_SIZE.height * scale,
      scale,
      // An upright page: y turns from upwards-from-the-bottom to downwards-from-the-top.
      convertToViewportPoint: (x: number, y: number) => [x * scale, (PAGE_SIZE.height - y) * scale],
      convertToViewportRectangle: ([x1 = 0, y1 = 0, x2 = 0, y2 = 0]: number[]) => [
        x1 * scale,
        (PAGE_SIZE.height - y1) * scale,
        x2 * scale,
        (PAGE_SIZE.height - y2) * scale,
      ],
    }),
    getAnnotations: async () => (links[pageNumber] ?? []).map((link) => ({ subtype: 'Link', ...link })),
    getTextContent: async () => ({ items: text[pageNumber] ?? [] }),
    render: (params: { viewport: { width: number }; transform?: number[] }) =>
      pageNumber === renderErrorOnPage ? { promise: Promise.reject(new Error('bad page')), cancel: vi.fn() } : render(params),
  }));
  const document = { numPages, getPage };
  const getDocument = vi.fn((source: Record<string, unknown>) => ({
    source,
    promise: loadError ? Promise.reject(loadError) : Promise.resolve(document),
    destroy: vi.fn(async () => undefined),
  }));
  return { module: { GlobalWorkerOptions: { workerSrc: '' }, getDocument }, getDocument, getPage, render };
}

/** What pdf.js throws when the file answers with an error status. */
export function responseException(status: number): Error {
  const error = new Error(`Unexpected server response (${status}) while retrieving PDF.`);
  error.name = 'ResponseException';
  return error;
}
