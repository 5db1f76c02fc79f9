import { discoveryTexts } from '@sogon/contract/messages/discovery';
import { playbackTexts } from '@sogon/contract/messages/playback';
import { reactionTexts } from '@sogon/contract/messages/reactions';
import type { TFollowState, TPreferState } from '@sogon/contract/schemas/discovery';
import type { TLikeState } from '@sogon/contract/schemas/media';
import type { ReactionKind, ReactionState } from './reaction-store.ts';

/**
 * Where each toggle reads and flips its state (spec section 7) and how its answer reads:
 * POST toggles, GET tells the caller's state and the count (visitors: off).
 */
export const REACTIONS: Record<
  ReactionKind,
  {
    path: (id: number) => string;
    /** GET path when it differs from the POST one. */
    readPath?: (id: number) => string;
    state: (answer: never) => ReactionState;
    word: string;
    countText: (count: number) => string;
  }
> = {
  like: {
    path: (id) => `/v2/content/like/${id}`,
    state: (answer: TLikeState) => ({ on: answer.liked, count: answer.likeCount }),
    word: playbackTexts.like,
    countText: playbackTexts.likeCount,
  },
  follow: {
    path: (id) => `/v2/channel/follow/${id}`,
    readPath: (id) => `/v2/channel/user/${id}`,
    state: (answer: TFollowState) => ({ on: answer.following, count: answer.followerCount }),
    word: discoveryTexts.follow,
    countText: discoveryTexts.followers,
  },
  prefer: {
    path: (id) => `/v2/playlist/prefer/${id}`,
    state: (answer: TPreferState) => ({ on: answer.preferred, count: answer.preferCount }),
    word: discoveryTexts.prefer,
    countText: reactionTexts.preferCount,
  },
};
