'use client';

import { ApiError } from '@sogon/contract/api-client';
import { seriesTexts } from '@sogon/contract/messages/commerce';
import { purchaseTexts } from '@sogon/contract/messages/purchases';
import { rentalTexts } from '@sogon/contract/messages/rentals';
import { purchasesEndpoints } from '@sogon/contract/routes/purchases.endpoints';
import type { TValidation } from '@sogon/contract/schemas/purchases';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { GiftButton } from '@web/components/gift/GiftButton';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { refreshHeartBalance } from '@web/lib/hearts/heart-balance';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import styles from './UnlockPanel.module.css';
import { useShortOfHearts } from './use-short-of-hearts.ts';

const api = {
  purchases: browserApi('purchases', purchasesEndpoints),
};

interface Props {
  playlistId: number;
  contentId: number;
  title: string;
  playlistTitle: string;
  price: number;
  bundlePrice: number;
  /** How many paid episodes are left to buy: the bundle button says "남은 N화 한 번에 구매" (series pricing). */
  restCount?: number;
}

/**
 * Unlocking a paid episode: a price button (and the whole playlist when sold so), a heart-icon
 * confirmation before anything is spent, and when hearts are short the offer to charge (or not).
 */
export function UnlockPanel({
  playlistId,
  contentId,
  title,
  playlistTitle,
  price,
  bundlePrice,
  restCount,
}: Props) {
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { open } = useModal();
  const shortOfHearts = useShortOfHearts();
  const { toast } = useToast();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const purchase = async (bundle: boolean) => {
    setBusy(true);
    try {
      await api.purchases.buy(
        { playlistId, contentId: bundle ? 0 : contentId },
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
      toast(purchaseTexts.bought, { kind: 'success' });
      void refreshHeartBalance();
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ERROR_HEART_NOT_ENOUGH') {
        shortOfHearts({ title: purchaseTexts.notEnoughTitle, body: error.detail });
      } else if (error instanceof ApiError) {
        toast(error.detail, { kind: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  const ask = async (bundle: boolean) => {
    if (!user) {
      openLogin();
      return;
    }
    setBusy(true);
    let check: TValidation;
    try {
      check = await api.purchases.validation({ playlistId, contentId });
    } catch (error) {
      if (error instanceof ApiError) toast(error.detail, { kind: 'error' });
      setBusy(false);
      return;
    }
    setBusy(false);
    if (check.playable && !bundle) {
      router.refresh();
      return;
    }
    const hearts = bundle ? check.bundlePrice : check.price;
    const have = check.balance?.total ?? 0;
    if (hearts > have) {
      shortOfHearts({ title: purchaseTexts.notEnoughTitle, body: purchaseTexts.notEnoughBody(hearts, have) });
      return;
    }
    open<ConfirmModalProps>({
      key: 'purchase-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: purchaseTexts.confirmTitle,
        heartIcon: true,
        body: `${bundle ? purchaseTexts.confirmBundle(playlistTitle, hearts) : purchaseTexts.confirmEpisode(title, hearts)}${
          !bundle && check.rentalCredit > 0 ? `\n${rentalTexts.ownAfterRent(check.rentalCredit)}` : ''
        }\n${purchaseTexts.balance(have)}`,
        confirmLabel: purchaseTexts.buy,
        onConfirm: () => void purchase(bundle),
      },
    });
  };

  return (
    <div className={styles.actions}>
      <button type="button" className="button" disabled={busy} onClick={() => void ask(false)}>
        {purchaseTexts.buyEpisode(price)}
      </button>
      {bundlePrice > 0 ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void ask(true)}
        >
          {restCount ? seriesTexts.buyRest(restCount, bundlePrice) : purchaseTexts.buyBundle(bundlePrice)}
        </button>
      ) : null}
      {price > 0 ? (
        <GiftButton
          offer={{
            target: 'episode',
            playlistId,
            contentId,
            title: `${playlistTitle} · ${title}`,
            hearts: price,
          }}
        />
      ) : null}
      {user === null ? <p className={styles.hint}>{purchaseTexts.loginFirst}</p> : null}
    </div>
  );
}
