import { useRef, type KeyboardEvent } from 'react';
import { CloseIcon } from '../icons/close-icon';
import { ToastClose, ToastDescription, ToastRoot, ToastTitle } from './toast.styles';
import type { ToastRecord } from './toast-types';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';
import { useToastTimer } from './use-toast-timer';

type ToastItemProps = {
  toast: ToastRecord;
  paused: boolean;
  onDismiss: (id: string) => void;
  /** Called when the toast closes while it holds focus, so focus is not lost to the page's top. */
  onFocusLost: () => void;
};

export function ToastItem({ toast, paused, onDismiss, onFocusLost }: ToastItemProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const close = () => {
    if (rootRef.current?.contains(document.activeElement)) onFocusLost();
    onDismiss(toast.id);
  };
  const { offset, onPointerDown } = useSwipeToDismiss(close);
  useToastTimer(toast.duration, paused, () => onDismiss(toast.id));

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  const destructive = toast.variant === 'destructive';
  return (
    <ToastRoot
      ref={rootRef}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      tabIndex={0}
      onKeyDown={handleKeyDown}
      onPointerDown={onPointerDown}
      style={offset !== 0 ? { transform: `translateX(${offset}px)` } : undefined}
      $variant={toast.variant}
      $swiping={offset !== 0}
    >
      <ToastTitle>{toast.title}</ToastTitle>
      {toast.description ? <ToastDescription>{toast.description}</ToastDescription> : null}
      <ToastClose type="button" aria-label="Close" onClick={close}>
        <CloseIcon />
      </ToastClose>
    </ToastRoot>
  );
}
