import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { visuallyHiddenStyles } from '@/components/ui/visually-hidden/visually-hidden';
import { PAGE_AREA_MAX_HEIGHT } from './pdf-viewer-constants';

export const ViewerRoot = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }
`;

export const ViewerTitle = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

/** The toolbar's width below which the fit buttons move into the overflow menu and Download shows its icon alone. */
const NARROW_TOOLBAR = '24rem';

export const Toolbar = styled.div`
  /* The toolbar answers its own width, not the window's: the detail screen puts two viewers side by side. */
  container: pdf-toolbar / inline-size;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

export const ToolGroup = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/** Every control is a finger's size (44 x 44 px, WCAG 2.5.5) and shows its icon at a readable size. */
export const ToolButton = styled(Button)`
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[2]};

  svg {
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
    flex: none;
  }
`;

/** Controls that stay in the row while it is wide enough. */
export const WideOnly = styled.span`
  display: contents;
  @container pdf-toolbar (max-width: ${NARROW_TOOLBAR}) {
    display: none;
  }
`;

/** The overflow menu that takes them when it is not. */
export const NarrowOnly = styled.span`
  display: none;
  svg {
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
  }
  @container pdf-toolbar (max-width: ${NARROW_TOOLBAR}) {
    display: contents;
  }
`;

/** A button's words, read by screen readers always and shown while the row has room. */
export const WideLabel = styled.span`
  @container pdf-toolbar (max-width: ${NARROW_TOOLBAR}) {
    ${visuallyHiddenStyles}
  }
`;

export const PageNumberInput = styled.input`
  width: ${({ theme }) => theme.sizes.controlLg};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[1]};
  text-align: center;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const ZoomValue = styled.span`
  min-width: ${({ theme }) => theme.sizes.controlLg};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

// Block layout, not flex centering: a zoomed page wider than the area must scroll to its left edge too.
export const PageArea = styled.div`
  min-height: ${({ theme }) => theme.space[16]};
  max-height: ${PAGE_AREA_MAX_HEIGHT};
  overflow: auto;
  /* A phone gives the page all the width it can: fitted to it, the page is more than half its size. */
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[4]};
  }
  border-radius: ${({ theme }) => `0 0 ${theme.radii.lg} ${theme.radii.lg}`};
`;

/** The drawn page and what is laid over it (highlight, citation links), in one box the size of the canvas. */
export const PageSheet = styled.div`
  position: relative;
  width: max-content;
  margin: 0 auto;
`;

export const PageCanvas = styled.canvas`
  display: block;
  /* The zoom sets the size; a global max-width would squeeze the page out of proportion. */
  max-width: none;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const StatusBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  text-align: center;
`;

export const ErrorTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.dangerText};
`;

export const ErrorMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
