import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { TOAST_DURATION, TOAST_REMOVE_DELAY } from './toast-constants';
import { ToastContext } from './toast-context';
import { toastReducer } from './toast-reducer';
import type { ToastApi, ToastOptions } from './toast-types';
import { useLastControl } from './use-last-control';

type ToastProviderProps = { children: ReactNode };

export function ToastProvider({ children }: ToastProviderProps) {
  const [state, dispatch] = useReducer(toastReducer, { toasts: [] });
  const nextId = useRef(0);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const lastControl = useLastControl();

  useEffect(() => {
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const scheduleRemoval = useCallback((id: string) => {
    if (removalTimers.current.has(id)) return;
    const timer = setTimeout(() => {
      removalTimers.current.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY);
    removalTimers.current.set(id, timer);
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      dispatch({ type: 'dismiss', id });
      scheduleRemoval(id);
    },
    [scheduleRemoval],
  );

  const toast = useCallback(
    ({ title, description, variant = 'default', duration = TOAST_DURATION }: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      dispatch({ type: 'add', toast: { id, title, description, variant, duration, open: true, cause: lastControl.current } });
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss, lastControl],
  );

  const api = useMemo<ToastApi>(() => ({ toasts: state.toasts, toast, dismiss }), [state.toasts, toast, dismiss]);

  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}
