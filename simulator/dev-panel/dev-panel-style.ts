// The panel is a developer's tool beside the portal, not part of it: it keeps its own small palette (matching the
// portal's look) so the simulator never imports the portal.
const colors = {
  text: '#1A2B33',
  grey: { 700: '#33434B', 800: '#1A2B33' },
  textInverse: '#FFFFFF',
  border: '#D5DDE2',
  borderStrong: '#6B7C85',
  surface: '#FFFFFF',
  primary: '#0B6E79',
  textMuted: '#4A5A63',
};
const space = { 2: '0.5rem', 3: '0.75rem', 4: '1rem', 16: '4rem' };
const fontSizes = { sm: '0.875rem', md: '1rem' };
const radii = { sm: '4px', md: '6px' };
const shadows = { md: '0 4px 12px rgba(14, 26, 32, 0.12)', lg: '0 12px 32px rgba(14, 26, 32, 0.18)' };
const sizes = { controlSm: '2rem' };
const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, Menlo, Consolas, "Liberation Mono", monospace',
};
const borderWidths = { thin: '1px' };

/** The panel's own CSS (scoped by its root id). */
export const devPanelCss = `
/* In the page flow after the app, never over it: last in the tab order, clear of the portal's fixed bottom bar (4rem). */
#sim-dev-panel { display: flex; flex-direction: column; align-items: flex-start; padding: ${space[2]} ${space[2]} ${space[16]}; font: ${fontSizes.sm}/1.4 ${fonts.body}; color: ${colors.text}; }
#sim-dev-panel button, #sim-dev-panel select { font: inherit; min-height: ${sizes.controlSm}; border-radius: ${radii.sm}; }
#sim-dev-panel .sim-toggle { padding: 0 ${space[2]}; border: ${borderWidths.thin} solid ${colors.grey[700]}; background: ${colors.grey[800]}; color: ${colors.textInverse}; box-shadow: ${shadows.md}; cursor: pointer; }
#sim-dev-panel .sim-body { width: min(26rem, calc(100vw - ${space[4]})); max-height: 60vh; overflow: auto; margin-bottom: ${space[2]}; padding: ${space[3]}; border: ${borderWidths.thin} solid ${colors.border}; border-radius: ${radii.md}; background: ${colors.surface}; box-shadow: ${shadows.lg}; }
#sim-dev-panel .sim-body[hidden] { display: none; }
#sim-dev-panel h2 { margin: 0 0 ${space[2]}; font-size: ${fontSizes.md}; }
#sim-dev-panel .sim-row { display: flex; flex-wrap: wrap; gap: ${space[2]}; align-items: center; margin-bottom: ${space[3]}; }
#sim-dev-panel .sim-row button { padding: 0 ${space[2]}; border: ${borderWidths.thin} solid ${colors.borderStrong}; background: ${colors.surface}; color: ${colors.text}; cursor: pointer; }
#sim-dev-panel ol { margin: 0; padding-left: ${space[4]}; }
#sim-dev-panel li { margin-bottom: ${space[2]}; word-break: break-all; }
#sim-dev-panel .sim-secret { font-family: ${fonts.mono}; font-weight: 700; color: ${colors.primary}; }
#sim-dev-panel a { color: ${colors.primary}; }
#sim-dev-panel .sim-muted { color: ${colors.textMuted}; }
`;
