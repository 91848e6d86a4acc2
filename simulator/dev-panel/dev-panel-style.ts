import { theme } from '@/theme/theme';

const { colors, space, fontSizes, radii, shadows, zIndices, sizes, fonts, borderWidths } = theme;

/** The panel's own CSS (scoped by its root id); colours and sizes come from the portal's theme. */
export const devPanelCss = `
#sim-dev-panel { position: fixed; left: ${space[2]}; bottom: ${space[16]}; z-index: ${zIndices.toast}; font: ${fontSizes.sm}/1.4 ${fonts.body}; color: ${colors.text}; }
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
