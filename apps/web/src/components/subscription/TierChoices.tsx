import { subscriptionTexts as text } from '@sogon/contract/messages/subscriptions';
import type { TChannelSubscription, TSubscriptionProduct } from '@sogon/contract/schemas/subscriptions';
import styles from './Subscription.module.css';
import { calendarLabel } from './subscription-state.ts';

/**
 * The tiers on sale, each with its price and benefits and one button: subscribe to it, or (for
 * a member) move to it. The tier held is marked 이용 중; a downgrade waiting for the renewal is said.
 */
export function TierChoices({
  tiers,
  subscription,
  working,
  onPick,
}: {
  tiers: TSubscriptionProduct[];
  subscription: TChannelSubscription | null;
  working: boolean;
  onPick: (tier: TSubscriptionProduct) => void;
}) {
  const pendingDate = subscription?.nextPaymentDate ?? null;
  return (
    <ul className={styles.tiers} aria-label={text.tiers}>
      {subscription && !tiers.some((tier) => tier.id === subscription.productId) ? (
        <li className={styles.tier} data-current="true">
          <p className={styles.productName}>
            {subscription.productName}
            <span className={styles.price}>{text.perMonth(subscription.hearts)}</span>
          </p>
          <p className={styles.hint}>{text.tierCurrent}</p>
        </li>
      ) : null}
      {tiers.map((tier) => {
        const current = subscription?.productId === tier.id;
        const pending = subscription?.pending?.productId === tier.id;
        return (
          <li key={tier.id} className={styles.tier} data-current={current || undefined}>
            <p className={styles.productName}>
              {tier.name}
              <span className={styles.price}>{text.perMonth(tier.hearts)}</span>
            </p>
            {tier.benefits.length > 0 ? (
              <ul className={styles.benefits} aria-label={text.benefits}>
                {tier.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            ) : null}
            {pending && pendingDate ? (
              <p className={styles.hint}>{text.pendingStatus(tier.name, calendarLabel(pendingDate))}</p>
            ) : null}
            {current && !subscription?.pending ? (
              <p className={styles.hint}>{text.tierCurrent}</p>
            ) : pending ? null : (
              <button
                type="button"
                className={subscription ? 'button button-secondary' : 'button'}
                aria-disabled={working || undefined}
                aria-label={subscription ? text.changeTierLabel(tier.name) : text.subscribeTier(tier.name)}
                onClick={() => onPick(tier)}
              >
                {subscription ? (current ? text.tierCurrent : text.changeTier) : text.subscribe}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
