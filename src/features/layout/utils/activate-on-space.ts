import type { KeyboardEvent } from 'react';

/**
 * Links answer Enter natively; the layout's navigation links also answer Space, like the buttons and menu items
 * around them, so every control of the shell takes the same keys.
 */
export function activateOnSpace(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}
