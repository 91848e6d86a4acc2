import { describe, expect, it } from 'vitest';
import { theme } from '@/theme/theme';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const { colors } = theme;
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe('theme colour contrast', () => {
  it.each([
    ['text on surface', colors.text, colors.surface],
    ['text on background', colors.text, colors.background],
    ['muted text on surface', colors.textMuted, colors.surface],
    ['muted text on background', colors.textMuted, colors.background],
    ['muted text on muted surface', colors.textMuted, colors.surfaceMuted],
    ['primary button label', colors.onPrimary, colors.primary],
    ['primary button hover label', colors.onPrimary, colors.primaryHover],
    ['primary text on surface', colors.primary, colors.surface],
    ['primary text on its subtle tint', colors.primary, colors.primarySubtle],
    ['danger button label', colors.onDanger, colors.danger],
    ['danger text on surface', colors.dangerText, colors.surface],
    ['error banner', colors.dangerText, colors.dangerSubtle],
    ['warning banner', colors.warningText, colors.warningSubtle],
    ['success banner', colors.successText, colors.successSubtle],
    ['success text on surface', colors.success, colors.surface],
    ['info banner', colors.infoText, colors.infoSubtle],
    ['a changed word of a copy', colors.changedWordText, colors.changedWordFill],
  ])('%s meets AA for text', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['control border on surface', colors.borderStrong, colors.surface],
    ['focus ring on surface', colors.focus, colors.surface],
    ['focus ring on background', colors.focus, colors.background],
    // docs/findings.md: the evidence box over a (white) PDF page, and around a chosen finding on a tinted one.
    ['evidence highlight border on a page', colors.highlightBorder, colors.surface],
    ['chosen finding border on its tint', colors.highlightBorder, colors.warningSubtle],
  ])('%s meets AA for non-text', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});
