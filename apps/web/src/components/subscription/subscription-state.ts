import { subscriptionTexts as text } from '@sogon/contract/messages/subscriptions';
import type { TChannelSubscription } from '@sogon/contract/schemas/subscriptions';
import { formatCalendarDate, formatKstDate } from '@sogon/contract/time/kst';

/** 'YYYY-MM-DD' (a Seoul calendar date from the API) as 'YYYY.MM.DD'. */
export function calendarLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return formatCalendarDate({ year, month, day });
}

/** The last Seoul day of the paid period, as 'YYYY.MM.DD'. */
export const periodEndLabel = (subscription: TChannelSubscription) =>
  formatKstDate(subscription.currentPeriodEnd);

/**
 * What a member can do about a channel, from their latest subscription to it:
 * - `active`: paid and renewing → 구독 해지
 * - `cancelled`: paid until the period end, not renewing → 다시 구독 (no charge)
 * - `none`: never subscribed, or the subscription ended → 구독하기 (charges the first month)
 */
export type SubscriptionPhase = 'active' | 'cancelled' | 'none';

export function phaseOf(subscription: TChannelSubscription | null | undefined): SubscriptionPhase {
  // A tier without paid episodes is live too (its other benefits hold); `entitled` is about episodes.
  if (!subscription?.live) return 'none';
  if (subscription.status === 'active') return 'active';
  if (subscription.status === 'cancelled') return 'cancelled';
  return 'none';
}

/** The status line of a live subscription ('' when there is none). */
export function statusLine(subscription: TChannelSubscription | null | undefined): string {
  if (!subscription) return '';
  switch (phaseOf(subscription)) {
    case 'active':
      return subscription.nextPaymentDate
        ? text.activeStatus(calendarLabel(subscription.nextPaymentDate))
        : text.activeNoRenewStatus(periodEndLabel(subscription));
    case 'cancelled':
      return text.cancelledStatus(periodEndLabel(subscription));
    default:
      return '';
  }
}

/** Why an ended subscription stopped, when a renewal failed. */
export function renewalProblem(subscription: TChannelSubscription | null | undefined): string {
  if (!subscription || phaseOf(subscription) !== 'none' || !subscription.lastRenewalError) return '';
  return text.renewalErrors[subscription.lastRenewalError] ?? text.renewalFailed;
}

/** Fired on window after a subscription changed, so the badge next to the channel name updates. */
export const SUBSCRIPTION_CHANGED_EVENT = 'sogon:subscription-changed';

export function announceSubscriptionChange(channelId: number): void {
  window.dispatchEvent(new CustomEvent(SUBSCRIPTION_CHANGED_EVENT, { detail: { channelId } }));
}
