'use client';

import { passTexts } from '@sogon/contract/messages/commerce';
import { commerceEndpoints } from '@sogon/contract/routes/commerce.endpoints';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import styles from './Pass.module.css';

const api = { commerce: browserApi('commerce', commerceEndpoints) };

/**
 * 이용권으로 보기 on a playlist of a pass pool: shown to a member whose pool holds the playlist,
 * with the tickets left and the next grant. A ticket rents `contentId` (a locked paid episode)
 * for the pool's ticket hours, after a confirmation; the page then reloads what it plays.
 */
export function PassButton({
  playlistId,
  contentId,
  title,
}: {
  playlistId: number;
  contentId: number;
  title: string;
}) {
  const user = useStoredUser();
  const passes = useApiQuery(api.commerce.passes, user ? { query: { playlistId } } : null, { member: true });
  const { open } = useModal();
  const { toast } = useToast();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const pass = passes.data?.[0];
  if (!pass) return null;
  const tickets = passes.data!.reduce((sum, item) => sum + item.tickets, 0);

  const use = async () => {
    setBusy(true);
    try {
      await api.commerce.spendPass({ body: { contentId } });
      toast(passTexts.used, { kind: 'success' });
      passes.reload();
      router.refresh();
    } catch (failed) {
      toast(failureText(failed), { kind: 'error' });
      passes.reload();
    } finally {
      setBusy(false);
    }
  };

  const ask = () =>
    open<ConfirmModalProps>({
      key: 'pass-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: passTexts.confirmTitle,
        body: passTexts.confirmBody(title, pass.ticketHours),
        confirmLabel: passTexts.confirm,
        onConfirm: () => void use(),
      },
    });

  return (
    <div className={styles.pass}>
      <button
        type="button"
        className="button"
        aria-disabled={busy || tickets === 0 || undefined}
        onClick={() => !busy && tickets > 0 && ask()}
      >
        {passTexts.use}
      </button>
      <span className={styles.hint}>{passTexts.summary(tickets, pass.nextGrantTime)}</span>
    </div>
  );
}
