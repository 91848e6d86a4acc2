import { useEffect, type RefObject } from 'react';

// Calls onOutside when the user presses anywhere outside the element while active.
export function useOutsidePointerDown(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const handlePointerDown = (event: Event) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) onOutside();
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [ref, active, onOutside]);
}
