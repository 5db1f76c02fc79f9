import type { ToastKind } from './toast-store.ts';

/**
 * A tiny module-level bus so code outside React (the API client's failure handler) can raise a toast:
 * `emitToast(message, 'error')`. The ToastProvider subscribes; toasts emitted before any subscriber
 * exists are kept (up to a few) and delivered on the first subscription.
 */

export type ToastEvent = { message: string; kind: ToastKind };
export type ToastListener = (event: ToastEvent) => void;

const MAX_PENDING = 5;

export function createToastBus() {
  const listeners = new Set<ToastListener>();
  let pending: ToastEvent[] = [];

  return {
    emit(message: string, kind: ToastKind = 'info'): void {
      const event = { message, kind };
      if (listeners.size === 0) {
        pending = [...pending, event].slice(-MAX_PENDING);
        return;
      }
      for (const listener of listeners) listener(event);
    },
    /** Returns the unsubscribe function. */
    subscribe(listener: ToastListener): () => void {
      listeners.add(listener);
      const queued = pending;
      pending = [];
      for (const event of queued) listener(event);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastBus = ReturnType<typeof createToastBus>;

export const toastBus: ToastBus = createToastBus();

export function emitToast(message: string, kind: ToastKind = 'info'): void {
  toastBus.emit(message, kind);
}
