// The one design language of the portal: every colour, size and layer used by a component comes from here.
// Text/background pairs are chosen for WCAG AA (4.5:1); tests/component/ui/theme-contrast.test.ts keeps them honest.

const grey = {
  50: '#F5F7F8',
  100: '#EEF2F4',
  200: '#D5DDE2',
  300: '#B8C4CB',
  400: '#8A9AA3',
  500: '#6B7C85',
  600: '#4A5A63',
  700: '#33434B',
  800: '#1A2B33',
  900: '#0E1A20',
} as const;

const colors = {
  grey,
  primary: '#0B6E79',
  primaryHover: '#095A63',
  primaryActive: '#074850',
  primarySubtle: '#E6F3F4',
  onPrimary: '#FFFFFF',

  danger: '#B42318',
  dangerHover: '#912018',
  dangerSubtle: '#FEF3F2',
  dangerText: '#912018',
  dangerBorder: '#F4B9B2',
  onDanger: '#FFFFFF',

  warningSubtle: '#FFF4CC',
  warningBorder: '#E0B100',
  warningText: '#5C4300',

  success: '#17723A',
  successSubtle: '#ECF8F0',
  successBorder: '#A6DDB8',
  successText: '#115C2E',

  infoSubtle: '#EFF6FF',
  infoBorder: '#B2CCFF',
  infoText: '#1849A9',

  text: grey[800],
  textMuted: grey[600],
  textInverse: '#FFFFFF',
  background: grey[50],
  surface: '#FFFFFF',
  surfaceMuted: grey[100],
  surfaceHover: grey[100],
  border: grey[200],
  // Form controls need 3:1 against the surface (WCAG 1.4.11), decorative borders do not.
  borderStrong: grey[500],
  focus: '#1D4ED8',
  // Evidence drawn over a PDF page (docs/findings.md): a see-through fill keeps the words legible under it, the
  // border gives the box 3:1 against a white page (WCAG 1.4.11) whatever the words' colour.
  highlightFill: 'rgba(255, 200, 0, 0.35)',
  highlightBorder: '#B54708',
  // Words that differ between a copy and its source.
  changedWordFill: '#FEE4E2',
  changedWordText: '#7A271A',
  overlay: 'rgba(14, 26, 32, 0.55)',
  skeleton: grey[200],
  skeletonHighlight: grey[100],
} as const;

const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '2rem',
} as const;

const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

const lineHeights = { tight: 1.25, normal: 1.5 } as const;

const radii = { sm: '4px', md: '6px', lg: '10px', pill: '999px', round: '50%' } as const;

const borderWidths = { thin: '1px', thick: '2px' } as const;

const shadows = {
  sm: '0 1px 2px rgba(14, 26, 32, 0.08)',
  md: '0 4px 12px rgba(14, 26, 32, 0.12)',
  lg: '0 12px 32px rgba(14, 26, 32, 0.18)',
} as const;

const breakpoints = { mobile: 390, tablet: 768, desktop: 1024 } as const;

/** The same widths for code that must choose what to render (useMediaQuery), not only how it looks. */
const queries = {
  tablet: `(min-width: ${breakpoints.tablet}px)`,
  desktop: `(min-width: ${breakpoints.desktop}px)`,
} as const;

const media = {
  tablet: `@media ${queries.tablet}`,
  desktop: `@media ${queries.desktop}`,
} as const;

const zIndices = { base: 0, dropdown: 1000, sticky: 1100, overlay: 1300, modal: 1400, toast: 1500 } as const;

const sizes = {
  controlSm: '2rem',
  controlMd: '2.5rem',
  controlLg: '3rem',
  // The smallest box a finger can hit reliably (WCAG 2.5.5): 44 x 44 px.
  touchTarget: '2.75rem',
  iconSm: '1rem',
  iconMd: '1.25rem',
  iconLg: '2rem',
  checkbox: '1.125rem',
  dialogSm: '400px',
  dialogMd: '560px',
  dialogLg: '760px',
  menuMinWidth: '12rem',
  // The narrowest column of a label/value grid before it wraps to fewer columns.
  detailColumnMin: '10rem',
  // A comfortable line length for running text.
  proseMaxWidth: '48rem',
  skeletonRow: '1rem',
  // docs/spec/constants.md: the toast corner is at most 420px wide.
  toastMaxWidth: '420px',
  // The audit table scrolls inside its card beyond this height.
  tableMaxHeight: '500px',
  // The profile header's portrait, larger than any control.
  avatarPortrait: '5rem',
  // The admin sidebar's width when it stands beside the content.
  sidebarWidth: '16rem',
  // The fixed bottom navigation bar; the role layout reserves this much below its content.
  bottomNavHeight: '4rem',
  // The sticky header of the role layouts (at least this tall).
  headerHeight: '4rem',
  focusRing: '2px',
  // A severity badge ('Warning') keeps one width, so the findings list's lines start in one column.
  badgeMinWidth: '4.5rem',
  // The findings list beside the two viewers on a desktop.
  findingsMin: '15rem',
  findingsMax: '19rem',
  focusOffset: '2px',
} as const;

const durations = { fast: '120ms', normal: '200ms', spin: '800ms', pulse: '1.5s' } as const;

export const theme = {
  colors,
  space,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  borderWidths,
  shadows,
  breakpoints,
  queries,
  media,
  zIndices,
  sizes,
  durations,
} as const;

export type AppTheme = typeof theme;
