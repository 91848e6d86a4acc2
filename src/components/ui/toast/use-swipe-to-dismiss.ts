import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD } from './toast-constants';

const DIRECTION_SIGN = TOAST_SWIPE_DIRECTION === 'right' ? 1 : -1;

/**
 * Drag in TOAST_SWIPE_DIRECTION to dismiss. Moves are tracked on the document so a drag that leaves the toast
 * still counts; drags the other way are ignored. Returns the signed offset (px) to draw and the start handler.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const [offset, setOffset] = useState(0);
  const stopTracking = useRef<(() => void) | null>(null);

  useEffect(() => () => stopTracking.current?.(), []);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    const startX = event.clientX;
    const distance = (moveEvent: MouseEvent) => Math.max(0, (moveEvent.clientX - startX) * DIRECTION_SIGN);

    const handleMove = (moveEvent: MouseEvent) => setOffset(distance(moveEvent) * DIRECTION_SIGN);
    const handleUp = (upEvent: MouseEvent) => {
      stop();
      setOffset(0);
      if (distance(upEvent) >= TOAST_SWIPE_THRESHOLD) onDismiss();
    };
    const handleCancel = () => {
      stop();
      setOffset(0);
    };
    const stop = () => {
      document.removeEventListener('pointermove', handleMove);
      document.removeEventListener('pointerup', handleUp);
      document.removeEventListener('pointercancel', handleCancel);
      stopTracking.current = null;
    };

    stopTracking.current?.();
    document.addEventListener('pointermove', handleMove);
    document.addEventListener('pointerup', handleUp);
    document.addEventListener('pointercancel', handleCancel);
    stopTracking.current = stop;
  };

  return { offset, onPointerDown };
}
