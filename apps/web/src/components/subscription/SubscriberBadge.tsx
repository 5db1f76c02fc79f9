'use client';

import { subscriptionTexts as text } from '@sogon/contract/messages/subscriptions';
import type { TSubscriberBadge } from '@sogon/contract/schemas/subscriptions';
import { api } from '@web/lib/api/browser';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useEffect, useState } from 'react';
import styles from './Subscription.module.css';
import { SUBSCRIPTION_CHANGED_EVENT } from './subscription-state.ts';

/** The member's subscriber pill ('구독 N개월') next to a channel's name; nothing otherwise. */
export function SubscriberBadge({ channelId }: { channelId: number }) {
  const user = useStoredUser();
  const userId = user?.userInfo.id ?? null;
  const [badge, setBadge] = useState<TSubscriberBadge | null>(null);

  useEffect(() => {
    if (userId === null) {
      setBadge(null);
      return;
    }
    let live = true;
    const load = () =>
      api.get<TSubscriberBadge>('/v1/badge', { query: { channelId } }).then(
        (found) => {
          if (live) setBadge(found);
        },
        () => {
          if (live) setBadge(null);
        },
      );
    const onChange = (event: Event) => {
      if ((event as CustomEvent<{ channelId: number }>).detail?.channelId === channelId) void load();
    };
    void load();
    window.addEventListener(SUBSCRIPTION_CHANGED_EVENT, onChange);
    return () => {
      live = false;
      window.removeEventListener(SUBSCRIPTION_CHANGED_EVENT, onChange);
    };
  }, [channelId, userId]);

  if (!badge?.subscribed || badge.months < 1) return null;
  return <span className={styles.badge}>{text.badge(badge.months)}</span>;
}
