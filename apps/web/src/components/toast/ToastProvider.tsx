'use client';

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styles from './Toast.module.css';
import { toastBus } from './toast-bus.ts';
import {
  addToast,
  EMPTY_TOAST_STATE,
  removeToast,
  TOAST_DURATION_MS,
  type ToastItem,
  type ToastKind,
  type ToastState,
} from './toast-store.ts';

export type ToastOptions = { kind?: ToastKind };
export type ToastFn = (message: string, options?: ToastOptions) => void;

const ToastContext = createContext<{ toast: ToastFn } | null>(null);

/** `const { toast } = useToast(); toast(myTexts.saved, { kind: 'info' })`. */
export function useToast(): { toast: ToastFn } {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast() must be used inside <ToastProvider>');
  return value;
}

/** `regionLabel` names the live region (ko.toast.region, passed by the root layout on the server). */
export function ToastProvider({ regionLabel, children }: { regionLabel: string; children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastState>(EMPTY_TOAST_STATE);
  const nextId = useRef(1);

  const toast = useCallback<ToastFn>((message, options) => {
    const id = nextId.current++;
    setToasts((state) => addToast(state, { id, message, kind: options?.kind ?? 'info' }));
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((state) => removeToast(state, id));
  }, []);

  useEffect(() => toastBus.subscribe((event) => toast(event.message, { kind: event.kind })), [toast]);

  const value = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext value={value}>
      {children}
      {/* Always rendered: a live region must exist before content is added to be announced. */}
      <div role="status" aria-live="polite" aria-label={regionLabel} className={styles.region}>
        {toasts.map((item) => (
          <ToastView key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext>
  );
}

function ToastView({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { id } = item;
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [id, onDismiss]);

  return (
    <button
      type="button"
      className={`${styles.toast} ${styles[item.kind] ?? ''}`}
      onClick={() => onDismiss(id)}
    >
      <span className={styles.message}>{item.message}</span>
      <span className={styles.dismiss} aria-hidden="true">
        ×
      </span>
    </button>
  );
}
