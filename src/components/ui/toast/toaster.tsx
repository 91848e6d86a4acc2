import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Viewport } from './toast.styles';
import { TOAST_HOTKEY, TOAST_VIEWPORT_LABEL } from './toast-constants';
import { ToastItem } from './toast-item';
import { useToast } from './use-toast';

/** The corner region that shows toasts. Mount once, inside <ToastProvider>. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const viewportRef = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

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
