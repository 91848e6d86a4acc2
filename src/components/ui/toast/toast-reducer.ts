import { TOAST_LIMIT } from './toast-constants';
import type { ToastRecord } from './toast-types';

export type ToastState = { toasts: readonly ToastRecord[] };

export type ToastAction = { type: 'add'; toast: ToastRecord } | { type: 'dismiss'; id: string } | { type: 'remove'; id: string };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      // Newest first; anything beyond the limit is dropped, so a new toast replaces the shown one.
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((toast) => (toast.id === action.id ? { ...toast, open: false } : toast)),
      };
    case 'remove':
      return { toasts: state.toasts.filter((toast) => toast.id !== action.id) };
  }
}
