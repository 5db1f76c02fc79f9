'use client';

import { authTexts } from '@sogon/contract/messages/auth';
import { commonTexts } from '@sogon/contract/messages/common';
import { myTexts } from '@sogon/contract/messages/my';
import { subscriptionTexts as text } from '@sogon/contract/messages/subscriptions';
import { subscriptionsEndpoints } from '@sogon/contract/routes/subscriptions.endpoints';
import type { TChannelSubscription } from '@sogon/contract/schemas/subscriptions';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { browserApi } from '@web/lib/api/browser';
import { usePagedList } from '@web/lib/api/use-paged-list';
import Link from 'next/link';
import { useCallback } from 'react';
import styles from './Subscription.module.css';
import { phaseOf, statusLine } from './subscription-state.ts';
import { useSubscriptionActions } from './use-subscription-actions.ts';

const api = {
  subscriptions: browserApi('subscriptions', subscriptionsEndpoints),
};

/** Spec section 9: the channel subscription list asks for offset 10, page 1. */
const PAGE_SIZE = 10;

/** 마이페이지 → 채널 구독 관리: the member's live subscriptions with 구독 해지 / 다시 구독. */
export function SubscriptionList() {
  const openLogin = useLoginModal();
  const fetchPage = useCallback(
    (page: number) => api.subscriptions.list({ query: { offset: PAGE_SIZE, page } }),
    [],
  );

  const { list, setList, needLogin, failed, loadingMore, more } = usePagedList(fetchPage);

  const onChange = useCallback(
    (channelId: number, next: TChannelSubscription | null) => {
      setList((current) =>
        current && next
          ? { ...current, items: current.items.map((item) => (item.channel.id === channelId ? next : item)) }
          : current,
      );
    },
    [setList],
  );

  const { busy, cancel, resume } = useSubscriptionActions(onChange);

  if (needLogin) {
    return (
      <section className={styles.empty}>
        <p>{myTexts.needLogin}</p>
        <button type="button" className="button" onClick={() => openLogin()}>
          {authTexts.login}
        </button>
      </section>
    );
  }
  if (failed && !list) return <p role="alert">{failed}</p>;
  if (!list) return <p role="status">{commonTexts.loading}</p>;

  if (list.items.length === 0) {
    return (
      <section className={styles.empty}>
        <p>{text.listEmpty}</p>
        <Link href="/" className="button button-secondary">
          {text.goPlaylists}
        </Link>
      </section>
    );
  }

  return (
    <section aria-labelledby="subscriptions-title" className={styles.listSection}>
      <h2 id="subscriptions-title" className="visually-hidden">
        {text.list}
      </h2>
      <p className={styles.summary}>{text.listCount(list.total)}</p>
      <ul className={styles.list}>
        {list.items.map((item) => {
          const phase = phaseOf(item);
          const working = busy === item.channel.id;
          return (
            <li key={item.id} className={styles.item} data-phase={phase}>
              {/* biome-ignore lint/performance/noImgElement: channel avatars are small SVGs */}
              <img className={styles.avatar} src={item.channel.profileImg} alt="" width={56} height={56} />
              <div className={styles.itemMain}>
                <h3 className={styles.channelName}>{item.channel.name}</h3>
                <p className={styles.meta}>
                  {text.product(item.productName, item.hearts)} · {text.months(item.months)}
                </p>
                <p role="status" className={styles.status}>
                  {statusLine(item) || text.expired}
                </p>
              </div>
              {phase === 'none' ? null : (
                <div className={styles.itemActions}>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={
                      phase === 'active'
                        ? text.cancelLabel(item.channel.name)
                        : text.resumeLabel(item.channel.name)
                    }
                    aria-disabled={working || undefined}
                    onClick={() => {
                      if (working) return;
                      if (phase === 'active') cancel(item);
                      else void resume(item);
                    }}
                  >
                    {phase === 'active' ? text.cancel : text.resume}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {list.items.length < list.total ? (
        <button
          type="button"
          className={`button button-secondary ${styles.more}`}
          aria-disabled={loadingMore || undefined}
          onClick={() => void more()}
        >
          {text.more}
        </button>
      ) : null}
      {failed ? <p role="alert">{failed}</p> : null}
    </section>
  );
}
