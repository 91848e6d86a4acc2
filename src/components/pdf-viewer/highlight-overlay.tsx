import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { PdfRect } from './highlight';

// A little room around the words, so the border never cuts through a letter.
const MARGIN_POINTS = 2;

const Box = styled.div`
  position: absolute;
  pointer-events: none;
  background: ${({ theme }) => theme.colors.highlightFill};
  /* multiply keeps the page's ink dark under the fill */
  mix-blend-mode: multiply;
  outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.highlightBorder};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

type HighlightOverlayProps = { rects: PdfRect[]; scale: number };

/**
 * The highlight's boxes over the drawn page, scaled with the zoom; the first is scrolled into the middle of the view
 * whenever the highlight or the zoom changes. Decorative for assistive technology: the viewer announces the words.
 */
export function HighlightOverlay({ rects, scale }: HighlightOverlayProps) {
  const firstRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    firstRef.current?.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  }, [rects, scale]);

  return (
    <>
      {rects.map((rect, index) => (
        <Box
          key={index}
          ref={index === 0 ? firstRef : undefined}
          aria-hidden="true"
          data-evidence-rect={[rect.x, rect.y, rect.w, rect.h].join(',')}
          style={{
            left: `${(rect.x - MARGIN_POINTS) * scale}px`,
            top: `${(rect.y - MARGIN_POINTS) * scale}px`,
            width: `${(rect.w + 2 * MARGIN_POINTS) * scale}px`,
            height: `${(rect.h + 2 * MARGIN_POINTS) * scale}px`,
          }}
        />
      ))}
    </>
  );
}
