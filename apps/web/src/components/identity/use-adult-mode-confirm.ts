'use client';

import { identityTexts } from '@sogon/contract/messages/identity';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useCallback } from 'react';

const text = identityTexts.adultMode;

export const ADULT_MODE_CONFIRM_KEY = 'adult-mode-confirm';

/**
 * Asks before adult mode goes on (19+ items start to show): 켜기 or 취소. Turning it off needs
 * no question; either way the caller says it succeeded.
 */
export function useAdultModeConfirm(): (turnOn: () => void) => void {
  const { open } = useModal();
  return useCallback(
    (turnOn: () => void) =>
      open<ConfirmModalProps>({
        key: ADULT_MODE_CONFIRM_KEY,
        component: ConfirmModal,
        overlayClose: true,
        escClose: true,
        props: {
          title: text.confirmTitle,
          body: text.confirmBody,
          confirmLabel: text.confirm,
          onConfirm: turnOn,
        },
      }),
    [open],
  );
}
