import { RANKING_PLAYLIST_TYPES, type TRankingPlaylistType } from '@sogon/contract/schemas/ranking';

/**
 * Who a list is for: `everyone` leaves out adult playlists and channels (and, for channels, the
 * signals of their adult playlists); `adult` is the whole ranking, for a verified adult with
 * adult mode on. Ranks are positions within the list, so neither has gaps.
 */
export const AUDIENCES = ['everyone', 'adult'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** One ranking, cut every way a request may ask for it: by media type, then by audience. */
export type RankingLists<T> = Record<TRankingPlaylistType, Record<Audience, T[]>>;

export function emptyLists<T>(): RankingLists<T> {
  const lists = {} as RankingLists<T>;
  for (const media of RANKING_PLAYLIST_TYPES) lists[media] = { everyone: [], adult: [] };
  return lists;
}

export function audienceOf(viewer: { canSeeAdult: boolean }): Audience {
  return viewer.canSeeAdult ? 'adult' : 'everyone';
}
