'use client';

import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useCallback } from 'react';

/**
 * Asks before a studio change that cannot be taken back (delete, stop selling, a new version):
 * the confirm modal, closed by its overlay and Esc as well as by 취소.
 */
export function useConfirm(): (key: string, props: ConfirmModalProps) => void {
  const { open } = useModal();
  return useCallback(
    (key: string, props: ConfirmModalProps) => {
      open<ConfirmModalProps>({ key, component: ConfirmModal, overlayClose: true, escClose: true, props });
    },
    [open],
  );
}
