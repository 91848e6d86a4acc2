/**
 * Marks a fixed bar over the page: 'top' (the role layouts' header), 'bottom' (the bottom navigation). Toasts keep
 * clear of them (toast.styles.ts) and so does scrolling to a focused control (global-style.ts), found with CSS :has.
 */
export const FIXED_BAR = 'data-fixed-bar';
export type FixedBarEdge = 'top' | 'bottom';

/** Spread onto the bar's element. */
export const fixedBar = (edge: FixedBarEdge) => ({ [FIXED_BAR]: edge });
