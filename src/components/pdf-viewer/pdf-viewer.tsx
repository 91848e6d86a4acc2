import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { downloadPdf } from './download-pdf';
import type { PdfHighlight } from './highlight';
import type { LinkHandlers } from './page-links';
import { PdfDocumentView } from './pdf-document-view';
import { PdfError, PdfLoading } from './pdf-status';
import { PdfToolbar } from './pdf-toolbar';
import { ViewerRoot, ViewerTitle } from './pdf-viewer.styles';
import { FIRST_PAGE } from './pdf-viewer-constants';
import { useFitScales } from './use-fit-scales';
import { usePdfDocument } from './use-pdf-document';
import { fitOf, INITIAL_ZOOM, scaleOf, type Zoom } from './zoom';

export type PdfViewerProps = {
  url: string;
  title: string;
  fileName?: string;
  /** Evidence to show: the viewer turns to its first page and draws it (and moves keyboard focus to the page). */
  highlight?: PdfHighlight | null;
  /** Whether a new highlight takes keyboard focus (default): one viewer of a screen should, not two. */
  focusHighlight?: boolean;
  /** Told the words under the highlight once its page is drawn (docs/findings.md: the announcement). */
  onHighlightShown?: (shown: { page: number; text: string }) => void;
  /** Escape inside the viewer: back to whatever opened the highlight. */
  onEscape?: () => void;
  /** Given, the page's links to `#...` targets (the report's citations) become buttons that call it. */
  links?: LinkHandlers;
};

const BACK_KEYS = new Set(['ArrowLeft', 'ArrowUp']);
const FORWARD_KEYS = new Set(['ArrowRight', 'ArrowDown']);

/** Loading, error or the page with its controls (docs/spec/screens.md#pdf-viewer). Load it through pdf-viewer-lazy. */
export function PdfViewerCore({ url, title, fileName, ...evidence }: PdfViewerProps) {
  const { state, retry } = usePdfDocument(url);

  return (
    <ViewerRoot aria-label={title}>
      <ViewerTitle>{title}</ViewerTitle>
      {state.status === 'loading' ? <PdfLoading /> : null}
      {state.status === 'error' ? <PdfError message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        <ReadyViewer key={url} pdf={state.pdf} url={url} title={title} fileName={fileName ?? `${title}.pdf`} {...evidence} />
      ) : null}
    </ViewerRoot>
  );
}

type ReadyViewerProps = { pdf: PDFDocumentProxy; url: string; title: string; fileName: string } & Omit<
  PdfViewerProps,
  'url' | 'title' | 'fileName'
>;

function ReadyViewer({ pdf, url, title, fileName, highlight, focusHighlight = true, onHighlightShown, onEscape, links }: ReadyViewerProps) {
  const [page, setPage] = useState(FIRST_PAGE);
  const [zoom, setZoom] = useState<Zoom>(INITIAL_ZOOM);
  const areaRef = useRef<HTMLDivElement>(null);
  const fits = useFitScales(pdf, page, areaRef);
  const scale = scaleOf(zoom, fits);
  const [downloading, setDownloading] = useState(false);
  const total = pdf.numPages;
  const goTo = (next: number) => setPage(Math.min(total, Math.max(FIRST_PAGE, next)));

  // A new highlight turns to its page and takes keyboard focus there (Escape gives it back).
  useEffect(() => {
    const first = highlight?.places[0];
    if (!first) return;
    setPage(Math.min(total, Math.max(FIRST_PAGE, first.page)));
    if (focusHighlight) areaRef.current?.focus({ preventScroll: true });
  }, [highlight, total, focusHighlight]);

  // Arrow keys act only inside this viewer (it or a control in it has focus), so two viewers never move together;
  // keys a control already used (the overflow menu's arrows) are not paging.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onEscape && !event.defaultPrevented) {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.defaultPrevented || event.target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = BACK_KEYS.has(event.key) ? -1 : FORWARD_KEYS.has(event.key) ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    goTo(page + step);
  };

  const download = () => {
    setDownloading(true);
    void downloadPdf(url, fileName).finally(() => setDownloading(false));
  };

  return (
    // A focusable group: keyboard users tab into the viewer, then page with the arrow keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- the arrow keys are the group's documented shortcut
    <div role="group" aria-label={`${title} pages`} aria-roledescription="PDF viewer" tabIndex={0} onKeyDown={onKeyDown}>
      <PdfToolbar
        page={page}
        total={total}
        scale={scale}
        fit={fitOf(zoom, fits)}
        downloading={downloading}
        onPage={goTo}
        onScale={(next) => setZoom({ fit: 'none', scale: next })}
        onFit={(fit) => setZoom({ fit })}
        onDownload={download}
      />
      <PdfDocumentView
        pdf={pdf}
        title={title}
        page={page}
        scale={scale}
        areaRef={areaRef}
        highlight={highlight}
        onHighlightShown={onHighlightShown}
        links={links}
      />
    </div>
  );
}
