import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';
import { getFocusable } from './focusable';

/**
 * While mounted: moves focus into the container (the given element, else its first focusable one) and, on
 * unmount, back to whatever had it before (the opener). Returns the Tab handler that keeps focus cycling inside.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, initialFocusRef?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? getFocusable(container)[0] ?? container).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [containerRef, initialFocusRef]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const container = containerRef.current;
      if (event.key !== 'Tab' || !container) return;
      const focusable = getFocusable(container);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [containerRef],
  );
}
