import { subscriptionTexts } from '@sogon/contract/messages/subscriptions';
import { AppError } from '#api/http/app-error';
import type { Viewer } from '#api/modules/viewer';

/**
 * The one ownership rule: a member owns a channel when it is theirs (`channels.owner_user_id`).
 * The owner is offered the channel's studio, never its subscription, and is never charged for
 * it; the detail answers carry the result so the web decides nothing on its own.
 */
export function ownsChannel(
  viewer: Pick<Viewer, 'userId'>,
  channel: { ownerUserId: number | null },
): boolean {
  return viewer.userId !== null && channel.ownerUserId === viewer.userId;
}

/** Subscribing to one's own channel: refused before anything is charged. */
export function ownChannelSubscription(): AppError {
  return new AppError('ERROR_PERMISSION_DENIED', {
    reason: 'own-channel',
    detail: subscriptionTexts.ownChannel,
  });
}
