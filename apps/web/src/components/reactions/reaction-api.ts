import { discoveryTexts } from '@sogon/contract/messages/discovery';
import { playbackTexts } from '@sogon/contract/messages/playback';
import { reactionTexts } from '@sogon/contract/messages/reactions';
import { playbackEndpoints } from '@sogon/contract/routes/playback.endpoints';
import { socialEndpoints } from '@sogon/contract/routes/social.endpoints';
import type { TFollowState, TPreferState } from '@sogon/contract/schemas/discovery';
import type { TLikeState } from '@sogon/contract/schemas/media';
import { browserApi } from '@web/lib/api/browser';
import type { ReactionKind, ReactionState } from './reaction-store.ts';

const api = {
  playback: browserApi('playback', playbackEndpoints),
  social: browserApi('social', socialEndpoints),
};

/** How the answers of each kind read: whether the caller is on, and the count. */
const likeState = (answer: TLikeState): ReactionState => ({ on: answer.liked, count: answer.likeCount });
const followState = (answer: TFollowState): ReactionState => ({
  on: answer.following,
  count: answer.followerCount,
});
const preferState = (answer: TPreferState): ReactionState => ({
  on: answer.preferred,
  count: answer.preferCount,
});

/**
 * How each toggle flips and reads its state (spec section 7): the POST toggles, the GET tells the
 * caller's state and the count (visitors: off).
 */
export const REACTIONS: Record<
  ReactionKind,
  {
    toggle: (id: number) => Promise<ReactionState>;
    read: (id: number) => Promise<ReactionState>;
    word: string;
    countText: (count: number) => string;
  }
> = {
  like: {
    toggle: async (id) => likeState(await api.playback.toggleLike({ id })),
    read: async (id) => likeState(await api.playback.likeState({ id })),
    word: playbackTexts.like,
    countText: playbackTexts.likeCount,
  },
  follow: {
    toggle: async (id) => followState(await api.social.toggleFollow({ id })),
    read: async (id) => followState(await api.social.followState({ id })),
    word: discoveryTexts.follow,
    countText: discoveryTexts.followers,
  },
  prefer: {
    toggle: async (id) => preferState(await api.social.togglePrefer({ id })),
    read: async (id) => preferState(await api.social.preferState({ id })),
    word: discoveryTexts.prefer,
    countText: reactionTexts.preferCount,
  },
};
