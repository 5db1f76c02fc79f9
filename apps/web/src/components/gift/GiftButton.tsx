'use client';

import { giftTexts } from '@sogon/contract/messages/commerce';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useState } from 'react';
import { GIFT_DIALOG_KEY, type GiftOffer } from './gift-target.ts';

/**
 * 선물하기 beside a purchase (an episode, a playlist, a tier month). A visitor is asked to log
 * in; a member gets the gift dialog, whose code loads on the first press.
 */
export function GiftButton({ offer, className }: { offer: GiftOffer; className?: string }) {
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { open } = useModal();
  const [loading, setLoading] = useState(false);

  const press = async () => {
    if (loading) return;
    if (!user) {
      openLogin();
      return;
    }
    setLoading(true);
    try {
      const { GiftDialog } = await import('./GiftDialog.tsx');
      open({
        key: GIFT_DIALOG_KEY,
        component: GiftDialog,
        props: { offer },
        overlayClose: true,
        escClose: true,
      });
    } finally {
      setLoading(false);
    }
  };

  return (
    <button
      type="button"
      className={`button button-secondary ${className ?? ''}`}
      aria-label={`${giftTexts.give}: ${offer.title}`}
      aria-disabled={loading || undefined}
      onClick={() => void press()}
    >
      {giftTexts.give}
    </button>
  );
}
