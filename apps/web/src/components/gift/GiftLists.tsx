'use client';

import { ApiError } from '@sogon/contract/api-client';
import { giftTexts } from '@sogon/contract/messages/commerce';
import { commonTexts } from '@sogon/contract/messages/common';
import { commerceEndpoints } from '@sogon/contract/routes/commerce.endpoints';
import type { TGift } from '@sogon/contract/schemas/commerce';
import { formatKstDate } from '@sogon/contract/time/kst';
import { LoginPrompt } from '@web/components/library/LoginPrompt';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useApiQuery } from '@web/lib/api/use-api-query';
import Link from 'next/link';
import { useState } from 'react';
import styles from './Gift.module.css';

const api = { commerce: browserApi('commerce', commerceEndpoints) };

/** Where a gift leads once it is the member's. */
function hrefOf(gift: TGift): string | null {
  if (gift.contentId && gift.playlistId) return `/playlist/${gift.playlistId}/${gift.contentId}`;
  if (gift.playlistId) return `/playlist/${gift.playlistId}`;
  if (gift.channelId) return `/channel/${gift.channelId}`;
  return null;
}

function GiftItem({ gift, children }: { gift: TGift; children?: React.ReactNode }) {
  const href = gift.status === 'accepted' ? hrefOf(gift) : null;
  return (
    <li className={styles.item}>
      <div className={styles.body}>
        <p>{href ? <Link href={href}>{gift.title}</Link> : <strong>{gift.title}</strong>}</p>
        {gift.message ? <p>“{gift.message}”</p> : null}
        <p className={styles.meta}>
          {giftTexts.price(gift.hearts)} · {formatKstDate(gift.createdAt)} · {giftTexts.status[gift.status]}
        </p>
      </div>
      {children}
    </li>
  );
}

/**
 * 보관함 → 선물: gifts received (받기 makes one the member's) and gifts sent (선물 취소 takes
 * back a pending one within 7 days, after a confirmation). Every success says so.
 */
export function GiftLists() {
  const received = useApiQuery(api.commerce.receivedGifts, {}, { member: true });
  const sent = useApiQuery(api.commerce.sentGifts, {}, { member: true });
  const { open } = useModal();
  const { toast } = useToast();
  const [busy, setBusy] = useState<number | null>(null);
  const needLogin =
    received.error instanceof ApiError && received.error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST';
  if (needLogin) return <LoginPrompt />;

  const accept = async (gift: TGift) => {
    setBusy(gift.id);
    try {
      const answer = await api.commerce.acceptGift({ id: gift.id });
      received.setData((list) => list?.map((item) => (item.id === gift.id ? answer.gift : item)));
      toast(giftTexts.accepted, { kind: 'success' });
    } catch (failed) {
      toast(failureText(failed), { kind: 'error' });
      received.reload();
    } finally {
      setBusy(null);
    }
  };

  const refund = (gift: TGift) =>
    open<ConfirmModalProps>({
      key: 'gift-refund',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: giftTexts.refundConfirmTitle,
        heartIcon: true,
        body: giftTexts.refundConfirmBody(gift.hearts),
        confirmLabel: giftTexts.refund,
        onConfirm: async () => {
          setBusy(gift.id);
          try {
            const answer = await api.commerce.refundGift({ id: gift.id });
            sent.setData((list) => list?.map((item) => (item.id === gift.id ? answer.gift : item)));
            toast(giftTexts.refunded, { kind: 'success' });
          } catch (failed) {
            toast(failureText(failed), { kind: 'error' });
            sent.reload();
          } finally {
            setBusy(null);
          }
        },
      },
    });

  const stillRefundable = (gift: TGift) =>
    gift.status === 'pending' &&
    gift.refundableUntil !== null &&
    Date.parse(gift.refundableUntil) > Date.now();

  return (
    <div>
      <section aria-labelledby="gifts-received">
        <h2 id="gifts-received" className={styles.heading}>
          {giftTexts.received}
        </h2>
        {!received.data ? (
          <p role="status">{commonTexts.loading}</p>
        ) : received.data.length === 0 ? (
          <p>{giftTexts.receivedEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {received.data.map((gift) => (
              <GiftItem key={gift.id} gift={gift}>
                <p className={styles.meta}>{giftTexts.from(gift.senderNickname)}</p>
                {gift.status === 'pending' ? (
                  <button
                    type="button"
                    className="button"
                    aria-disabled={busy === gift.id || undefined}
                    aria-label={`${giftTexts.accept}: ${gift.title}`}
                    onClick={() => busy === null && void accept(gift)}
                  >
                    {giftTexts.accept}
                  </button>
                ) : null}
              </GiftItem>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="gifts-sent">
        <h2 id="gifts-sent" className={styles.heading}>
          {giftTexts.sentList}
        </h2>
        {!sent.data ? (
          <p role="status">{commonTexts.loading}</p>
        ) : sent.data.length === 0 ? (
          <p>{giftTexts.sentEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {sent.data.map((gift) => (
              <GiftItem key={gift.id} gift={gift}>
                <p className={styles.meta}>{giftTexts.to(gift.recipientNickname)}</p>
                {stillRefundable(gift) ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-disabled={busy === gift.id || undefined}
                    aria-label={`${giftTexts.refund}: ${gift.title}`}
                    onClick={() => busy === null && refund(gift)}
                  >
                    {giftTexts.refund}
                  </button>
                ) : null}
              </GiftItem>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
