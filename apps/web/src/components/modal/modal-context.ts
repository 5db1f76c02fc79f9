'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { ModalEntry } from './modal-store.ts';

export type AlertOptions = {
  title: string;
  /** Plain strings keep their line breaks. */
  body?: ReactNode;
  heartIcon?: boolean;
  /** Called after the alert has closed. */
  onConfirm?: () => void;
  /** Defaults to `ALERT_MODAL_KEY`; pass another key to stack a second alert instead of ignoring it. */
  key?: string;
};

export type VerificationOptions = {
  /** `1` shows the event banner. */
  authEvent?: number;
  /** Open the identity popups at once instead of after 100 ms. */
  immediate?: boolean;
};

export type WelcomeOptions = {
  /** Called when the user confirms (the caller sets the per-user flag cookie to 0 for 10 days). */
  onConfirm?: () => void;
  /** Passed on to the verification modal opened on confirm. */
  authEvent?: number;
};

export type ModalApi = {
  open: <P extends object>(entry: ModalEntry<P>) => void;
  close: (key: string) => void;
  closeAll: () => void;
  openAlert: (options: AlertOptions) => void;
  openVerification: (options?: VerificationOptions) => void;
  openWelcome: (options?: WelcomeOptions) => void;
};

export const ModalContext = createContext<ModalApi | null>(null);

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal() must be used inside <ModalProvider>');
  return api;
}
