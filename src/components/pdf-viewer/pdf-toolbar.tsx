import { Button } from '@/components/ui/button/button';
import { PdfPageInput } from './pdf-page-input';
import { ToolGroup, Toolbar, ZoomValue } from './pdf-viewer.styles';
import { ZOOM } from './pdf-viewer-constants';
import { DownloadIcon, FitPageIcon, FitWidthIcon, NextIcon, PreviousIcon, ZoomInIcon, ZoomOutIcon } from './toolbar-icons';
import { zoomIn, zoomOut, zoomPercent } from './zoom';

type PdfToolbarProps = {
  page: number;
  total: number;
  scale: number;
  /** Which fit is on ('none': a fixed 50-300% step). */
  fit: 'width' | 'page' | 'none';
  downloading: boolean;
  onPage: (page: number) => void;
  onScale: (scale: number) => void;
  onFit: (fit: 'width' | 'page') => void;
  onDownload: () => void;
};

export function PdfToolbar({ page, total, scale, fit, downloading, onPage, onScale, onFit, onDownload }: PdfToolbarProps) {
  return (
    <Toolbar>
      <ToolGroup>
        <Button size="sm" variant="ghost" aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <PreviousIcon />
        </Button>
        <PdfPageInput page={page} total={total} onPage={onPage} />
        <span aria-live="polite">
          {page} of {total}
        </span>
        <Button size="sm" variant="ghost" aria-label="Next page" disabled={page >= total} onClick={() => onPage(page + 1)}>
          <NextIcon />
        </Button>
      </ToolGroup>
      <ToolGroup>
        <Button size="sm" variant="ghost" aria-label="Zoom out" disabled={scale <= ZOOM.min} onClick={() => onScale(zoomOut(scale))}>
          <ZoomOutIcon />
        </Button>
        <ZoomValue aria-live="polite">{zoomPercent(scale)}</ZoomValue>
        <Button size="sm" variant="ghost" aria-label="Zoom in" disabled={scale >= ZOOM.max} onClick={() => onScale(zoomIn(scale))}>
          <ZoomInIcon />
        </Button>
        <Button size="sm" variant="ghost" aria-label="Fit to width" aria-pressed={fit === 'width'} onClick={() => onFit('width')}>
          <FitWidthIcon />
        </Button>
        <Button size="sm" variant="ghost" aria-label="Fit page" aria-pressed={fit === 'page'} onClick={() => onFit('page')}>
          <FitPageIcon />
        </Button>
        <Button size="sm" variant="secondary" busy={downloading} onClick={onDownload}>
          <DownloadIcon />
          Download
        </Button>
      </ToolGroup>
    </Toolbar>
  );
}
