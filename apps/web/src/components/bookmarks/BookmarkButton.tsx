'use client';

import { bookmarkTexts } from '@sogon/contract/messages/bookmarks';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useModal } from '@web/components/modal/ModalProvider';
import { formatMoment } from '@web/lib/player/moment';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useState } from 'react';
import { BOOKMARK_DIALOG_KEY } from './bookmark-keys.ts';

const text = bookmarkTexts.player;

/**
 * 북마크 in the full player: saves the moment playing when pressed, with an optional note, in a
 * dialog whose code loads on the first press. A visitor is asked to log in.
 */
export function BookmarkButton({
  contentId,
  position,
  beforeOpen,
  className,
}: {
  contentId: number;
  /** The second playing now (read at the press). */
  position: () => number;
  /** Called before a dialog opens (the expanded player steps aside: it is a native modal). */
  beforeOpen?: () => void;
  className?: string;
}) {
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { open } = useModal();
  const [loading, setLoading] = useState(false);

  const press = async () => {
    if (loading) return;
    const at = Math.max(0, Math.floor(position()));
    if (!user) {
      beforeOpen?.();
      openLogin();
      return;
    }
    setLoading(true);
    try {
      const { BookmarkDialog } = await import('./BookmarkDialog.tsx');
      beforeOpen?.();
      open({
        key: BOOKMARK_DIALOG_KEY,
        component: BookmarkDialog,
        props: { contentId, position: at },
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
      className={className}
      aria-haspopup="dialog"
      aria-label={text.bookmarkLabel(formatMoment(position()))}
      aria-disabled={loading || undefined}
      onClick={() => void press()}
    >
      {text.bookmark}
    </button>
  );
}
