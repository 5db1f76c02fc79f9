'use client';

import { subscriptionTexts as text } from '@sogon/contract/messages/subscriptions';
import { subscriptionsEndpoints } from '@sogon/contract/routes/subscriptions.endpoints';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useEffect } from 'react';
import styles from './Subscription.module.css';
import { SUBSCRIPTION_CHANGED_EVENT } from './subscription-state.ts';

const api = {
  subscriptions: browserApi('subscriptions', subscriptionsEndpoints),
};

/** The member's subscriber pill ('VIP · 구독 N개월') next to a channel's name; nothing otherwise. */
export function SubscriberBadge({ channelId }: { channelId: number }) {
  const user = useStoredUser();
  const userId = user?.userInfo.id ?? null;
  const asked = useApiQuery(api.subscriptions.badge, userId === null ? null : { query: { channelId } });
  const badge = userId === null || asked.error !== undefined ? null : asked.data;
  const { reload } = asked;

  // A subscribe or cancel anywhere on the page asks again.
  useEffect(() => {
    const onChange = (event: Event) => {
      if ((event as CustomEvent<{ channelId: number }>).detail?.channelId === channelId) reload();
    };
    window.addEventListener(SUBSCRIPTION_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(SUBSCRIPTION_CHANGED_EVENT, onChange);
  }, [channelId, reload]);

  if (!badge?.subscribed || badge.months < 1) return null;
  // The tier's own badge (issue 37) comes first when it has one.
  const label = badge.label ? `${badge.label} · ${text.badge(badge.months)}` : text.badge(badge.months);
  return <span className={styles.badge}>{label}</span>;
}
