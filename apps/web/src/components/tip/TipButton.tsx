'use client';

import { tipTexts as text } from '@sogon/contract/messages/tips';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useState } from 'react';
import styles from './Tip.module.css';
import { TIP_DIALOG_KEY } from './tip-amount.ts';

/**
 * 후원하기 on a channel page and in the full player. The owner of the channel sees nothing; a
 * visitor is asked to log in; a member gets the tip dialog, whose code loads on the first press
 * so no page carries it in its first load.
 */
export function TipButton({
  channelId,
  channelName,
  isOwner,
  beforeOpen,
  className,
}: {
  channelId: number;
  channelName: string;
  isOwner: boolean;
  /** Called before the login or tip dialog opens (the full player steps aside: it is a native modal). */
  beforeOpen?: () => void;
  className?: string;
}) {
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { open } = useModal();
  const [loading, setLoading] = useState(false);
  if (isOwner) return null;

  const press = async () => {
    if (loading) return;
    if (!user) {
      beforeOpen?.();
      openLogin();
      return;
    }
    setLoading(true);
    try {
      const { TipDialog } = await import('./TipDialog.tsx');
      beforeOpen?.();
      open({
        key: TIP_DIALOG_KEY,
        component: TipDialog,
        props: { channelId, channelName },
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
      className={`button button-secondary ${styles.button} ${className ?? ''}`}
      aria-label={text.buttonLabel(channelName)}
      aria-disabled={loading || undefined}
      onClick={() => void press()}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z"
        />
      </svg>
      {text.button}
    </button>
  );
}
