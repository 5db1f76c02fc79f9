'use client';

import { useModal } from '@web/components/modal/modal-context';
import { lazy, useCallback } from 'react';
import type { LoginModalProps } from './LoginModal.tsx';

export const LOGIN_MODAL_KEY = 'login';

// The dialog (form, SNS buttons, the API client they call) is a chunk of its own, out of every
// page's first load: fetched at an idle moment (ModalProvider preloads it with the other modals),
// when a pointer or focus reaches a 로그인 button, or by the first press. The press opens the
// dialog at once in the modal state; its layer shows, whole, when the chunk is there, and a
// second press meanwhile finds it already open (openModal ignores an open key).
export const loadLoginModal = () => import('./LoginModal.tsx');
const LoginModal = lazy(() => loadLoginModal().then((module) => ({ default: module.LoginModal })));

/** Fetches the dialog's chunk ahead of a press (pointer over or focus on a 로그인 button). */
export function preloadLoginModal(): void {
  loadLoginModal().catch(() => undefined);
}

/** Opens the login dialog; after login the member comes back to `returnTo` (default: here). */
export function useLoginModal() {
  const { open } = useModal();
  return useCallback(
    (returnTo?: string) => {
      const here = `${window.location.pathname}${window.location.search}`;
      open<LoginModalProps>({
        key: LOGIN_MODAL_KEY,
        component: LoginModal,
        props: { returnTo: returnTo ?? here },
        overlayClose: true,
        escClose: true,
      });
    },
    [open],
  );
}
