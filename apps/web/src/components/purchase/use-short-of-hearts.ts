'use client';

import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useRouter } from 'next/navigation';
import { type ReactNode, useCallback } from 'react';
import { chargeHref, shortOfHeartsProps } from './short-of-hearts.ts';

export const SHORT_OF_HEARTS_KEY = 'short-of-hearts';

/**
 * Hearts are short: a question, not a one-button trap. 충전하기 goes to /charge (and back here
 * after paying), 취소 (or Esc, or the overlay) only closes it. The one-button alert stays for
 * plain messages.
 */
export function useShortOfHearts(): (notice: { title: string; body: ReactNode }) => void {
  const { open } = useModal();
  const router = useRouter();
  return useCallback(
    (notice) =>
      open<ConfirmModalProps>({
        key: SHORT_OF_HEARTS_KEY,
        component: ConfirmModal,
        overlayClose: true,
        escClose: true,
        props: shortOfHeartsProps(notice, () => router.push(chargeHref(window.location.pathname))),
      }),
    [open, router],
  );
}
