'use client';

import { useModal } from '@web/components/modal/ModalProvider';
import { useCallback } from 'react';
import { LOGIN_MODAL_KEY, LoginModal, type LoginModalProps } from './LoginModal.tsx';

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
