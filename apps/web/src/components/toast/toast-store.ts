/**
 * Pure state for toast notifications. Spec: "Toast notifications at top centre, auto-close 2 s, no
 * progress bar". The provider holds a `ToastState` and removes each toast `TOAST_DURATION_MS` after it
 * appears (or when it is clicked).
 */

export const TOAST_DURATION_MS = 2000;
/** Beyond this many visible toasts the oldest are dropped. */
export const MAX_TOASTS = 5;

export type ToastKind = 'info' | 'error' | 'success';

export type ToastItem = { id: number; message: string; kind: ToastKind };

/** Visible toasts, oldest first. */
export type ToastState = readonly ToastItem[];

export const EMPTY_TOAST_STATE: ToastState = Object.freeze([]);

export function addToast(state: ToastState, item: ToastItem): ToastState {
  const next = [...state, item];
  return next.length > MAX_TOASTS ? next.slice(next.length - MAX_TOASTS) : next;
}

/** Removes a toast; the same state object comes back when the id is not there. */
export function removeToast(state: ToastState, id: number): ToastState {
  if (!state.some((toast) => toast.id === id)) return state;
  return state.filter((toast) => toast.id !== id);
}
