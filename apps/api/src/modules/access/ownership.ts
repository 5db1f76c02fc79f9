import { AppError } from '#api/http/app-error';
import type { Viewer } from '#api/modules/viewer';

/**
 * The one ownership rule: a member owns a channel when it is theirs (`channels.owner_user_id`).
 * The owner is offered the channel's studio, never its subscription, is never charged for it,
 * plays and views everything in it, writes its board and moderates its comments.
 */
export function ownsChannel(
  viewer: Pick<Viewer, 'userId'>,
  channel: { ownerUserId: number | null },
): boolean {
  return viewer.userId !== null && channel.ownerUserId === viewer.userId;
}

/** Acting as the channel's owner; `detail` says to whoever is refused what they tried. */
export function requireChannelOwner<T extends { ownerUserId: number | null }>(
  viewer: Pick<Viewer, 'userId'>,
  channel: T,
  detail: string,
): T {
  if (!ownsChannel(viewer, channel)) throw new AppError('ERROR_PERMISSION_DENIED', { detail });
  return channel;
}
