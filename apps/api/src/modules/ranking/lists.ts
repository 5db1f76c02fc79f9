import { RANKING_PLAYLIST_TYPES, type TRankingPlaylistType } from '@sogon/contract/schemas/ranking';

import type { Audience } from '#api/modules/access';

/** One ranking, cut every way a request may ask for it: by media type, then by audience. */
export type RankingLists<T> = Record<TRankingPlaylistType, Record<Audience, T[]>>;

export function emptyLists<T>(): RankingLists<T> {
  const lists = {} as RankingLists<T>;
  for (const media of RANKING_PLAYLIST_TYPES) lists[media] = { everyone: [], adult: [] };
  return lists;
}
