import { useEffect } from 'react';

// Shared by every lock holder so stacked dialogs restore the page only when the last one closes.
let lockCount = 0;
let overflowBeforeLock = '';

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    if (lockCount === 0) {
      overflowBeforeLock = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    lockCount += 1;
    return () => {
      lockCount -= 1;
      if (lockCount === 0) document.body.style.overflow = overflowBeforeLock;
    };
  }, [active]);
}
