import { createGlobalStyle } from 'styled-components';
import { FIXED_BAR } from './fixed-bar';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    /* Reserving the scrollbar's space keeps the page still when a dialog locks scrolling. */
    scrollbar-gutter: stable;
    -webkit-text-size-adjust: 100%;
  }

  /* A control scrolled to (focus, find, a link) never ends up under a fixed bar (WCAG 2.4.11). */
  html:has([${FIXED_BAR}='top']) {
    scroll-padding-top: calc(${({ theme }) => `${theme.sizes.headerHeight} + ${theme.borderWidths.thin} + ${theme.space[2]}`});
  }
  html:has([${FIXED_BAR}='bottom']) {
    scroll-padding-bottom: calc(
      ${({ theme }) => `${theme.sizes.bottomNavHeight} + ${theme.borderWidths.thin} + ${theme.space[2]}`} + env(safe-area-inset-bottom, 0px)
    );
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  img,
  svg,
  canvas {
    display: block;
    max-width: 100%;
  }

  /* Keyboard users must always see where they are; mouse clicks do not trigger :focus-visible. */
  :focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.sizes.focusOffset};
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
