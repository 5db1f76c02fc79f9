'use client';

import { ApiError } from '@sogon/contract/api-client';
import { purchaseTexts } from '@sogon/contract/messages/purchases';
import { remainingText, rentalTexts } from '@sogon/contract/messages/rentals';
import { rentalsEndpoints } from '@sogon/contract/routes/rentals.endpoints';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import styles from '@web/components/purchase/UnlockPanel.module.css';
import { useShortOfHearts } from '@web/components/purchase/use-short-of-hearts';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { refreshHeartBalance } from '@web/lib/hearts/heart-balance';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

const api = { rentals: browserApi('rentals', rentalsEndpoints) };

interface Props {
  playlistId: number;
  contentId: number;
  title: string;
  /** Hearts to rent it; 0: not for rent (no rent button). */
  rentalPrice: number;
  rentalHours: number;
  /** 기다무: 'now' offers "지금 무료로 보기"; a text ("23시간 12분 후 무료") is shown as it is; null nothing. */
  waitFree: 'now' | string | null;
}

/**
 * 대여 and 기다무 beside the own button (UnlockPanel): "대여하기 · N하트 · 3일" with a confirmation
 * before hearts are spent, and the 기다무 ticket ("지금 무료로 보기") or the time until the next one.
 */
export function RentPanel({ playlistId, contentId, title, rentalPrice, rentalHours, waitFree }: Props) {
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { open } = useModal();
  const shortOfHearts = useShortOfHearts();
  const { toast } = useToast();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'ERROR_HEART_NOT_ENOUGH') {
      shortOfHearts({ title: purchaseTexts.notEnoughTitle, body: error.detail });
    } else if (error instanceof ApiError) {
      toast(error.detail, { kind: 'error' });
    }
  };

  const rent = async () => {
    setBusy(true);
    try {
      const done = await api.rentals.rent(
        { playlistId, contentId },
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
      toast(rentalTexts.rented(remainingText(Date.parse(done.endsAt) - Date.now())), { kind: 'success' });
      void refreshHeartBalance();
      router.refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const claim = async () => {
    if (!user) {
      openLogin();
      return;
    }
    setBusy(true);
    try {
      await api.rentals.claimWaitFree({ playlistId, contentId });
      toast(rentalTexts.waitFreeClaimed, { kind: 'success' });
      router.refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const askRent = () => {
    if (!user) {
      openLogin();
      return;
    }
    open<ConfirmModalProps>({
      key: 'rent-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: rentalTexts.rent(rentalPrice, rentalHours),
        heartIcon: true,
        body: rentalTexts.confirmRent(title, rentalPrice, rentalHours),
        confirmLabel: rentalTexts.rent(rentalPrice, rentalHours),
        onConfirm: () => void rent(),
      },
    });
  };

  if (rentalPrice <= 0 && waitFree === null) return null;
  return (
    <div className={styles.actions}>
      {waitFree === 'now' ? (
        <button type="button" className="button" disabled={busy} onClick={() => void claim()}>
          {rentalTexts.waitFreeNow}
        </button>
      ) : waitFree !== null ? (
        <p className={styles.hint}>{waitFree}</p>
      ) : null}
      {rentalPrice > 0 ? (
        <button type="button" className="button button-secondary" disabled={busy} onClick={askRent}>
          {rentalTexts.rent(rentalPrice, rentalHours)}
        </button>
      ) : null}
    </div>
  );
}
