import { useEffect, type RefObject } from 'react';

/**
 * While `open`, Escape anywhere closes it and returns focus to `returnTo`. A key another control already
 * handled (a menu closing itself) is left alone.
 */
export function useEscapeToClose(open: boolean, close: () => void, returnTo: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      returnTo.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, returnTo]);
}
