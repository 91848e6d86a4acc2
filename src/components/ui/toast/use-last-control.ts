import { useEffect, useRef, type RefObject } from 'react';

const CONTROL = 'button, a, input, select, textarea, [role="button"], [role="link"]';

/**
 * The control the user last pressed or moved focus to: what a toast raised now answers. Pressing counts as well as
 * focus, since some browsers (Safari) do not focus a button that is clicked.
 */
export function useLastControl(): RefObject<Element | null> {
  const last = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: Event) => {
      if (event.target instanceof Element) last.current = event.target.closest(CONTROL) ?? event.target;
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('focusin', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('focusin', remember, true);
    };
  }, []);
  return last;
}
