import type { TPlaylistDetail, TPlaylistEpisode } from '@sogon/contract/schemas/catalog';
import { type Entitlement, mayPlay, playReason } from '#api/modules/access';
import { playUrl } from '#api/modules/media';
import type { MemberFacts } from './member-facts.ts';

/*
 * A member's playlist page is the shared visitor page of their audience with the fields that
 * depend on the caller laid over it. Each part lists its fields in the answer's own order (the
 * contract's schema), so member-bytes.ts can splice them into the visitor's serialized bytes.
 */

type Channel = TPlaylistDetail['channel'];

/** The caller's fields of the channel: its follows and whether the caller follows or owns it. */
export type ChannelPart = Pick<Channel, 'followerCount' | 'following' | 'isOwner'>;
/** The caller's fields of an episode: what they may play, and its likes. */
export type EpisodePart = Pick<
  TPlaylistEpisode,
  'mediaUrl' | 'access' | 'likeCount' | 'liked' | 'rentedUntil'
>;
/** The caller's fields of the playlist: its 찜 and their 기다무 timer. */
export type PlaylistPart = Pick<TPlaylistDetail, 'preferCount' | 'preferred' | 'waitFreeAt'>;

export interface MemberParts {
  channel: ChannelPart;
  episodes: EpisodePart[];
  playlist: PlaylistPart;
}

export function channelPart(channel: ChannelPart): ChannelPart {
  return { followerCount: channel.followerCount, following: channel.following, isOwner: channel.isOwner };
}

export function episodePart(episode: EpisodePart): EpisodePart {
  return {
    mediaUrl: episode.mediaUrl,
    access: episode.access,
    likeCount: episode.likeCount,
    liked: episode.liked,
    rentedUntil: episode.rentedUntil,
  };
}

export function playlistPart(playlist: PlaylistPart): PlaylistPart {
  return {
    preferCount: playlist.preferCount,
    preferred: playlist.preferred,
    waitFreeAt: playlist.waitFreeAt,
  };
}

/** When the member's next 기다무 episode opens: null when now (or the playlist has no 기다무). */
export function waitFreeAt(
  waitFree: TPlaylistDetail['waitFree'],
  lastFreeClaimAt: Date | null | undefined,
  at: Date,
): string | null {
  if (!waitFree || !lastFreeClaimAt) return null;
  const next = lastFreeClaimAt.getTime() + waitFree.hours * 3_600_000;
  return next > at.getTime() ? new Date(next).toISOString() : null;
}

/** The parts as the shared (visitor) answer has them: what member-bytes.ts looks for. */
export function sharedParts(shared: TPlaylistDetail): MemberParts {
  return {
    channel: channelPart(shared.channel),
    episodes: shared.episodes.map(episodePart),
    playlist: playlistPart(shared),
  };
}

/**
 * The member's parts of the page `shared` is the visitor answer of, from their live facts; the
 * counts are the page's own when the facts say those already include the member's reactions.
 */
export function memberParts(shared: TPlaylistDetail, facts: MemberFacts, at: Date = new Date()): MemberParts {
  const held: Entitlement = {
    member: true,
    owner: facts.isOwner,
    bundle: facts.bundle,
    contentIds: facts.owned,
    subscribed: facts.subscribed,
    ...(facts.rentedUntil ? { rentedUntil: facts.rentedUntil } : {}),
  };
  const { counts } = facts;
  return {
    channel: {
      followerCount: counts ? counts.followerCount : shared.channel.followerCount,
      following: facts.following,
      isOwner: facts.isOwner,
    },
    episodes: shared.episodes.map((episode, index) => {
      const access = playReason(episode, held);
      return {
        mediaUrl: mayPlay(access) ? playUrl(episode.id) : null,
        access,
        likeCount: counts ? (counts.likeCounts[index] ?? 0) : episode.likeCount,
        liked: facts.liked.has(episode.id),
        rentedUntil: access === 'rental' ? (facts.rentedUntil?.get(episode.id)?.toISOString() ?? null) : null,
      };
    }),
    playlist: {
      preferCount: counts ? counts.preferCount : shared.preferCount,
      preferred: facts.preferred,
      waitFreeAt: waitFreeAt(shared.waitFree, facts.lastFreeClaimAt, at),
    },
  };
}

/** The member's whole answer as an object (when its bytes cannot be spliced, and for tests). */
export function overlay(shared: TPlaylistDetail, parts: MemberParts): TPlaylistDetail {
  return {
    ...shared,
    channel: { ...shared.channel, ...parts.channel },
    episodes: shared.episodes.map((episode, index) => ({ ...episode, ...parts.episodes[index]! })),
    ...parts.playlist,
  };
}
