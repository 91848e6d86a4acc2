import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { Viewport } from './toast.styles';
import { TOAST_HOTKEY, TOAST_VIEWPORT_LABEL } from './toast-constants';
import { ToastItem } from './toast-item';
import { useToast } from './use-toast';

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The corner region that shows toasts. Mount once, inside <ToastProvider>. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const viewportRef = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const shown = toasts.find((toast) => toast.open);

  // Decided before paint: at the bottom, unless the toast there would cover the control that raised it.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    viewport.dataset.placement = 'bottom';
    const box = viewport.firstElementChild?.getBoundingClientRect();
    const cause = shown?.cause;
    if (box && cause?.isConnected && overlaps(box, cause.getBoundingClientRect())) viewport.dataset.placement = 'top';
  }, [shown]);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      viewportRef.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) {
      setFocused(false);
    }
  };

  return (
    <Viewport
      ref={viewportRef}
      aria-label={TOAST_VIEWPORT_LABEL}
      tabIndex={-1}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      {toasts
        .filter((toast) => toast.open)
        .map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            paused={hovered || focused}
            onDismiss={dismiss}
            onFocusLost={() => viewportRef.current?.focus()}
          />
        ))}
    </Viewport>
  );
}
