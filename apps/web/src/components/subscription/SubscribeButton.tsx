'use client';

import { subscriptionTexts as text } from '@sogon/contract/messages/subscriptions';
import { subscriptionsEndpoints } from '@sogon/contract/routes/subscriptions.endpoints';
import type { TChannelSubscription, TSubscriptionProduct } from '@sogon/contract/schemas/subscriptions';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useCallback } from 'react';
import styles from './Subscription.module.css';
import { phaseOf, renewalProblem, statusLine } from './subscription-state.ts';
import { TierChoices } from './TierChoices.tsx';
import { useSubscriptionActions } from './use-subscription-actions.ts';

const api = {
  subscriptions: browserApi('subscriptions', subscriptionsEndpoints),
};

interface Props {
  channelId: number;
  channelName: string;
  /** The channel's first tier on sale, read by the page on the server; null when it sells none. */
  product: TSubscriptionProduct | null;
  /** Every tier on sale (issue 37); with more than one, each is listed with its own action. */
  products?: TSubscriptionProduct[];
  /** The member's subscription as the server read it (null for a visitor or none). */
  initialSubscription: TChannelSubscription | null;
}

/**
 * The channel's monthly subscription on a playlist page. Visitors see the product and are asked
 * to log in; members subscribe with hearts, cancel auto-renew (access stays until the period
 * end) or subscribe again while the period lasts. Channels without a product show nothing.
 *
 * The page reads the product and the member's subscription on the server, so the box comes with
 * the page (nothing moves when it hydrates); the browser asks for the subscription again.
 *
 * The action button stays one element whatever the state, so focus stays on it after a change.
 */
export function SubscribeButton({ channelId, channelName, product, products, initialSubscription }: Props) {
  const user = useStoredUser();
  const userId = user === undefined ? undefined : (user?.userInfo.id ?? null);
  const openLogin = useLoginModal();
  const mine = useApiQuery(api.subscriptions.mine, product && userId ? { id: channelId } : null);
  const { setData: setSubscription } = mine;
  // The server's answer until the browser's own (null: never subscribed, or not known to the API).
  const subscription: TChannelSubscription | null =
    userId === null || mine.error !== undefined
      ? null
      : mine.data !== undefined
        ? mine.data
        : initialSubscription;

  const onChange = useCallback(
    (changed: number, next: TChannelSubscription | null) => {
      if (changed === channelId) setSubscription(next);
    },
    [channelId, setSubscription],
  );
  const { busy, subscribe, cancel, resume, changeTier } = useSubscriptionActions(onChange);

  if (!product) return null;
  const tiers = products && products.length > 0 ? products : [product];

  const phase = phaseOf(subscription);
  const working = busy === channelId;
  const status = statusLine(subscription) || renewalProblem(subscription);
  const label = phase === 'active' ? text.cancel : phase === 'cancelled' ? text.resume : text.subscribe;

  const act = () => {
    if (working) return;
    if (phase === 'active' && subscription) cancel(subscription);
    else if (phase === 'cancelled' && subscription) void resume(subscription);
    else if (user === null) openLogin();
    // undefined: who is asking is not known yet (the server's render): nothing to do.
    else if (user) void subscribe({ id: channelId, name: channelName }, product);
  };

  if (tiers.length > 1) {
    return (
      <section className={styles.panel} aria-label={text.region(channelName)} data-phase={phase}>
        <TierChoices
          tiers={tiers}
          subscription={phase === 'none' ? null : subscription}
          working={working}
          onPick={(tier) => {
            if (working) return;
            if (phase !== 'none' && subscription) changeTier(subscription, tier);
            else if (user === null) openLogin();
            else if (user) void subscribe({ id: channelId, name: channelName }, tier);
          }}
        />
        <p role="status" className={phase === 'none' ? styles.problem : styles.status}>
          {status}
        </p>
        {phase === 'none' ? (
          user === null ? (
            <p className={styles.hint}>{text.loginFirst}</p>
          ) : null
        ) : (
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={working || undefined}
              onClick={act}
            >
              {label}
            </button>
            {phase === 'cancelled' ? <span className={styles.hint}>{text.resumeHint}</span> : null}
          </div>
        )}
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-label={text.region(channelName)} data-phase={phase}>
      {phase === 'none' ? (
        <div className={styles.product}>
          <p className={styles.productName}>
            {product.name}
            <span className={styles.price}>{text.perMonth(product.hearts)}</span>
          </p>
          {product.benefits.length > 0 ? (
            <ul className={styles.benefits} aria-label={text.benefits}>
              {product.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className={styles.meta}>
          {text.product(subscription?.productName ?? product.name, subscription?.hearts ?? product.hearts)}
        </p>
      )}
      <p role="status" className={phase === 'none' ? styles.problem : styles.status}>
        {status}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={phase === 'none' ? 'button' : 'button button-secondary'}
          aria-disabled={working || undefined}
          onClick={act}
        >
          {label}
        </button>
        {user === null ? <span className={styles.hint}>{text.loginFirst}</span> : null}
        {phase === 'cancelled' ? <span className={styles.hint}>{text.resumeHint}</span> : null}
      </div>
    </section>
  );
}
