'use client';

import { useModal } from '@web/components/modal/ModalProvider';
import { useCallback } from 'react';

// The dialog (form, SNS buttons) is a chunk of its own, fetched on the first press of 로그인:
// every page's header has the button, few visits press it.
const loadLoginModal = () => import('./LoginModal.tsx');

/** Opens the login dialog; after login the member comes back to `returnTo` (default: here). */
export function useLoginModal() {
  const { open } = useModal();
  return useCallback(
    (returnTo?: string) => {
      const here = `${window.location.pathname}${window.location.search}`;
      void loadLoginModal().then(({ LOGIN_MODAL_KEY, LoginModal }) =>
        open({
          key: LOGIN_MODAL_KEY,
          component: LoginModal,
          props: { returnTo: returnTo ?? here },
          overlayClose: true,
          escClose: true,
        }),
      );
    },
    [open],
  );
}
