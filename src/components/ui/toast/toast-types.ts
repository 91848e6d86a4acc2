import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Time on screen in ms; defaults to TOAST_DURATION. */
  duration?: number;
};

export type ToastRecord = Required<Pick<ToastOptions, 'variant' | 'duration'>> &
  Pick<ToastOptions, 'title' | 'description'> & {
    id: string;
    /** false once dismissed: hidden at once, kept in state until TOAST_REMOVE_DELAY has passed. */
    open: boolean;
    /** The control the user last pressed or focused when the toast was raised: the toast must not cover it. */
    cause: Element | null;
  };

export type ToastApi = {
  toasts: readonly ToastRecord[];
  toast: (options: ToastOptions) => { id: string; dismiss: () => void };
  dismiss: (id: string) => void;
};
