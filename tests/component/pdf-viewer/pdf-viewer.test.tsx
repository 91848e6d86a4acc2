import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPdfJs } from '@/components/pdf-viewer/load-pdfjs';
import { PdfViewer } from '@/components/pdf-viewer/pdf-viewer-lazy';
import { renderWithTheme } from '../ui/render-with-theme';
import { fakePdfJs, responseException, type FakeOptions } from './fake-pdfjs';

vi.mock('@/components/pdf-viewer/load-pdfjs', () => ({ loadPdfJs: vi.fn() }));

function useFake(options: FakeOptions = {}) {
  const fake = fakePdfJs(options);
  vi.mocked(loadPdfJs).mockResolvedValue(fake.module as unknown as Awaited<ReturnType<typeof loadPdfJs>>);
  return fake;
}

async function openViewer(options: FakeOptions = {}, title = 'AI Audit Report') {
  const fake = useFake(options);
  const view = renderWithTheme(<PdfViewer url="/api/v1/files/report.pdf" title={title} />);
  await screen.findByRole('img', { name: `${title}, page 1 of ${options.numPages ?? 3}` });
  return { ...view, fake };
}

const counter = (title = 'AI Audit Report') => within(screen.getByRole('region', { name: title })).getByText(/^\d+ of \d+$/);

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PdfViewer', () => {
  it("shows 'Loading PDF...', then page 1 of the document at 120%, opened for range loading without eval", async () => {
    const fake = useFake();
    renderWithTheme(<PdfViewer url="/api/v1/files/report.pdf" title="AI Audit Report" />);
    expect(await screen.findByText('Loading PDF...')).toBeInTheDocument();
    await screen.findByRole('img', { name: 'AI Audit Report, page 1 of 3' });
    expect(counter()).toHaveTextContent('1 of 3');
    expect(screen.getByText('120%')).toBeInTheDocument();
    expect(fake.getDocument).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/v1/files/report.pdf', isEvalSupported: false, disableAutoFetch: true, disableStream: true }),
    );
  });

  it('pages with previous and next, disabled on the first and last page', async () => {
    const { user } = await openViewer({ numPages: 2 });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(counter()).toHaveTextContent('2 of 2');
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(counter()).toHaveTextContent('1 of 2');
  });

  it('accepts only whole page numbers within 1..total other than the current page; others are logged and ignored', async () => {
    const { user } = await openViewer({ numPages: 5 });
    const input = screen.getByRole('textbox', { name: 'Page number' });
    for (const value of ['0', '6', '2.5', 'two', '1']) {
      await user.clear(input);
      await user.type(input, `${value}{Enter}`);
      expect(counter()).toHaveTextContent('1 of 5');
      expect(input).toHaveValue('1');
    }
    expect(console.info).toHaveBeenCalledTimes(5);
    await user.clear(input);
    await user.type(input, '4{Enter}');
    expect(counter()).toHaveTextContent('4 of 5');
  });

  it('zooms in 20% steps between 50% and 300%, re-rendering each time', async () => {
    const { user, fake } = await openViewer();
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (const expected of ['100%', '80%', '60%', '50%']) {
      await user.click(zoomOut);
      expect(screen.getByText(expected)).toBeInTheDocument();
    }
    expect(zoomOut).toBeDisabled();
    for (let step = 0; step < 13; step += 1) if (!zoomIn.hasAttribute('disabled')) await user.click(zoomIn);
    expect(screen.getByText('300%')).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();
    await waitFor(() => expect(fake.render.mock.calls.at(-1)?.[0].viewport.width).toBeCloseTo(612 * 3));
  });

  it('fits the page to the width by default when the card is narrower than the page at 120% (a phone); fit-page and the steps beside it', async () => {
    // A 358 x 400 px page area, as on a 390 px phone (jsdom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const { user, fake } = await openViewer();
    const fitWidth = screen.getByRole('button', { name: 'Fit to width' });
    const fitPage = screen.getByRole('button', { name: 'Fit page' });
    await waitFor(() => expect(fitWidth).toHaveAttribute('aria-pressed', 'true'));
    const drawn = () => fake.render.mock.calls.at(-1)?.[0].viewport as { width: number; height: number };
    await waitFor(() => expect(drawn().width).toBeLessThanOrEqual(358));
    expect(drawn().width).toBeGreaterThan(300);
    const fitted = Math.round((drawn().width / 612) * 100);
    expect(screen.getByText(`${fitted}%`)).toBeInTheDocument();

    await user.click(fitPage);
    expect(fitPage).toHaveAttribute('aria-pressed', 'true');
    expect(fitWidth).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(drawn().height).toBeLessThanOrEqual(400));

    // The steps go on from the fitted size; the page input and the keys are untouched.
    const pageScale = Math.round((drawn().width / 612) * 100);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText(`${pageScale + 20}%`)).toBeInTheDocument();
    expect(fitPage).toHaveAttribute('aria-pressed', 'false');
    await user.click(fitWidth);
    expect(screen.getByText(`${fitted}%`)).toBeInTheDocument();
  });

  it('starts at 120% without a fit when the card is wider than the page at 120%', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
    await openViewer();
    expect(screen.getByText('120%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Fit page' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('draws on a canvas sized for the screen pixel ratio, so it stays sharp on high-DPI screens', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    const { fake } = await openViewer();
    const canvas = screen.getByRole('img', { name: /page 1/ }) as HTMLCanvasElement;
    await waitFor(() => expect(fake.render).toHaveBeenCalled());
    expect(canvas.width).toBe(Math.floor(612 * 1.2 * 2));
    expect(canvas.style.width).toBe(`${Math.floor(612 * 1.2)}px`);
    expect(fake.render.mock.calls[0]?.[0].transform).toEqual([2, 0, 0, 2, 0, 0]);
  });

  it('moves with the arrow keys only in the viewer that has focus', async () => {
    useFake({ numPages: 4 });
    renderWithTheme(
      <>
        <PdfViewer url="/a.pdf" title="Original Document" />
        <PdfViewer url="/b.pdf" title="AI Audit Report" />
      </>,
    );
    await screen.findByRole('img', { name: 'Original Document, page 1 of 4' });
    await screen.findByRole('img', { name: 'AI Audit Report, page 1 of 4' });
    const group = screen.getByRole('group', { name: 'AI Audit Report pages' });
    group.focus();
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    fireEvent.keyDown(group, { key: 'ArrowDown' });
    expect(counter('AI Audit Report')).toHaveTextContent('3 of 4');
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(counter('AI Audit Report')).toHaveTextContent('2 of 4');
    fireEvent.keyDown(group, { key: 'ArrowUp' });
    fireEvent.keyDown(group, { key: 'ArrowUp' });
    expect(counter('AI Audit Report')).toHaveTextContent('1 of 4');
    expect(counter('Original Document')).toHaveTextContent('1 of 4');
  });

  it("shows 'Error' with 'Failed to load PDF: Failed to fetch PDF' and a working Retry", async () => {
    useFake({ loadError: responseException(404) });
    const { user } = renderWithTheme(<PdfViewer url="/api/v1/files/gone.pdf" title="Original Document" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to load PDF: Failed to fetch PDF');
    useFake();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Original Document, page 1 of 3' })).toBeInTheDocument();
  });

  it("words other load failures 'Failed to load PDF: {reason}' and a missing library 'PDF.js failed to load'", async () => {
    useFake({ loadError: new Error('Invalid PDF structure.') });
    const first = renderWithTheme(<PdfViewer url="/broken.pdf" title="Original Document" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load PDF: Invalid PDF structure.');
    first.unmount();

    vi.mocked(loadPdfJs).mockRejectedValue(new Error('PDF.js failed to load'));
    renderWithTheme(<PdfViewer url="/any.pdf" title="Original Document" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('PDF.js failed to load');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows 'Failed to render page {n}: {reason}' when one page cannot be drawn", async () => {
    const { user } = await openViewer({ numPages: 3, renderErrorOnPage: 2 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to render page 2: bad page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('downloads the file as a blob under its name, and opens the URL in a new tab when that fails', async () => {
    const { user } = await openViewer({}, 'AI Audit Report');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['%PDF-']), { status: 200 })),
    );

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('AI Audit Report.pdf');
    expect(open).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/v1/files/report.pdf', '_blank', 'noopener'));
    expect(console.error).toHaveBeenCalledWith(expect.any(String), 'Failed to fetch PDF');
  });
});
