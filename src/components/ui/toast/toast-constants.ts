// docs/spec/constants.md: the toast system's limits, word for word.
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in state (ms) before it is removed. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Default time on screen (ms) before a toast dismisses itself. */
export const TOAST_DURATION = 5000;
/** Pixels a toast must be dragged, in TOAST_SWIPE_DIRECTION, to dismiss it. */
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_SWIPE_DIRECTION: 'left' | 'right' = 'right';
export const TOAST_HOTKEY = 'F8';
export const TOAST_VIEWPORT_LABEL = `Notifications (${TOAST_HOTKEY})`;
