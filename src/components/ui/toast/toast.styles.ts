import styled from 'styled-components';
import { IconButton } from '../icon-button/icon-button';
import { FIXED_BAR } from '@/theme/fixed-bar';
import type { ToastVariant } from './toast-types';

/**
 * The bottom corner, above the bottom navigation wherever that bar is on screen; moved to the top, below the header,
 * when a toast would cover the control that raised it (toaster.tsx sets data-placement).
 */
export const Viewport = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  body:has([${FIXED_BAR}='bottom']) & {
    bottom: calc(${({ theme }) => `${theme.sizes.bottomNavHeight} + ${theme.borderWidths.thin}`} + env(safe-area-inset-bottom, 0px));
  }
  &[data-placement='top'] {
    top: 0;
    bottom: auto;
  }
  body:has([${FIXED_BAR}='top']) &[data-placement='top'] {
    top: calc(${({ theme }) => `${theme.sizes.headerHeight} + ${theme.borderWidths.thin}`});
  }
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.toastMaxWidth};
  padding: ${({ theme }) => theme.space[4]};
  /* The empty corner must not swallow clicks meant for the page beneath. */
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

export const ToastRoot = styled.div<{ $variant: ToastVariant; $swiping: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  padding-right: ${({ theme }) => theme.space[10]};
  border: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.onDanger : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* Vertical scrolling still works on touch screens; horizontal drags are ours. */
  touch-action: pan-y;
  user-select: ${({ $swiping }) => ($swiping ? 'none' : 'auto')};
  transition: transform ${({ theme, $swiping }) => ($swiping ? '0s' : theme.durations.normal)} ease-out;
`;

export const ToastTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const ToastDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ToastClose = styled(IconButton).attrs({ $tone: 'inherit', $iconSize: 'sm' } as const)`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
`;
