import { DropdownMenu } from '@/components/ui/dropdown-menu/dropdown-menu';
import { PdfPageInput } from './pdf-page-input';
import { NarrowOnly, ToolButton, ToolGroup, Toolbar, WideLabel, WideOnly, ZoomValue } from './pdf-viewer.styles';
import { ZOOM } from './pdf-viewer-constants';
import { DownloadIcon, FitPageIcon, FitWidthIcon, MoreIcon, NextIcon, PreviousIcon, ZoomInIcon, ZoomOutIcon } from './toolbar-icons';
import { zoomIn, zoomOut, zoomPercent } from './zoom';

type Fit = 'width' | 'page';

type PdfToolbarProps = {
  page: number;
  total: number;
  scale: number;
  /** Which fit is on ('none': a fixed 50-300% step). */
  fit: Fit | 'none';
  downloading: boolean;
  onPage: (page: number) => void;
  onScale: (scale: number) => void;
  onFit: (fit: Fit) => void;
  onDownload: () => void;
};

const FITS = [
  { fit: 'width', label: 'Fit to width', icon: <FitWidthIcon /> },
  { fit: 'page', label: 'Fit page', icon: <FitPageIcon /> },
] as const;

/**
 * Paging, zoom, the two fits and Download, each a 44 px target with its icon. Where the toolbar is narrow (a phone)
 * the fits, used least, move into a 'More view options' menu and Download keeps its icon alone.
 */
export function PdfToolbar({ page, total, scale, fit, downloading, onPage, onScale, onFit, onDownload }: PdfToolbarProps) {
  return (
    <Toolbar>
      <ToolGroup>
        <ToolButton size="sm" variant="ghost" aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <PreviousIcon />
        </ToolButton>
        <PdfPageInput page={page} total={total} onPage={onPage} />
        <span aria-live="polite">
          {page} of {total}
        </span>
        <ToolButton size="sm" variant="ghost" aria-label="Next page" disabled={page >= total} onClick={() => onPage(page + 1)}>
          <NextIcon />
        </ToolButton>
      </ToolGroup>
      <ToolGroup>
        <ToolButton size="sm" variant="ghost" aria-label="Zoom out" disabled={scale <= ZOOM.min} onClick={() => onScale(zoomOut(scale))}>
          <ZoomOutIcon />
        </ToolButton>
        <ZoomValue aria-live="polite">{zoomPercent(scale)}</ZoomValue>
        <ToolButton size="sm" variant="ghost" aria-label="Zoom in" disabled={scale >= ZOOM.max} onClick={() => onScale(zoomIn(scale))}>
          <ZoomInIcon />
        </ToolButton>
        <WideOnly>
          {FITS.map((item) => (
            <ToolButton
              key={item.fit}
              size="sm"
              variant="ghost"
              aria-label={item.label}
              aria-pressed={fit === item.fit}
              onClick={() => onFit(item.fit)}
            >
              {item.icon}
            </ToolButton>
          ))}
        </WideOnly>
        <ToolButton size="sm" variant="secondary" busy={downloading} onClick={onDownload}>
          <DownloadIcon />
          <WideLabel>Download</WideLabel>
        </ToolButton>
        <NarrowOnly>
          <DropdownMenu
            label="More view options"
            trigger={<MoreIcon />}
            items={FITS.map((item) => ({
              id: item.fit,
              label: (
                <>
                  {item.icon}
                  {item.label}
                </>
              ),
              checked: fit === item.fit,
              onSelect: () => onFit(item.fit),
            }))}
          />
        </NarrowOnly>
      </ToolGroup>
    </Toolbar>
  );
}
