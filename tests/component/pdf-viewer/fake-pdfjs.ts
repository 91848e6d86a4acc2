import { vi } from 'vitest';

/** PDF points of a US Letter page. */
export const PAGE_SIZE = { width: 612, height: 792 };

export type FakeOptions = { numPages?: number; loadError?: Error; renderErrorOnPage?: number };

/**
 * jsdom has no canvas to draw on, so pdf.js itself cannot run here: this stands in for the module that
 * loadPdfJs() returns, recording what the viewer asks of it. Real pdf.js runs in the browser tests.
 */
export function fakePdfJs({ numPages = 3, loadError, renderErrorOnPage }: FakeOptions = {}) {
  const render = vi.fn((params: { viewport: { width: number }; transform?: number[] }) => ({
    params,
    promise: Promise.resolve(),
    cancel: vi.fn(),
  }));
  const getPage = vi.fn(async (pageNumber: number) => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: PAGE_SIZE.width * scale, height: PAGE_SIZE.height * scale, scale }),
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
