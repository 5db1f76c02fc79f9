import { remainingText, rentalTexts, timeLeftText } from '@sogon/contract/messages/rentals';
import type { TPlaylistDetail, TPlaylistEpisode } from '@sogon/contract/schemas/catalog';

/*
 * What the playlist and episode pages say about 대여 and 기다무 (ADR 066), from the page's own
 * answer (the member's parts are laid over it by the API: access, rentedUntil, waitFreeAt).
 */

/** Paid episodes a 기다무 ticket may open now: locked, not among the newest excluded. */
export function waitFreeEligible(playlist: TPlaylistDetail): TPlaylistEpisode[] {
  if (!playlist.waitFree) return [];
  const newest = new Set(
    [...playlist.episodes]
      .sort((a, b) => b.episodeNo - a.episodeNo || b.id - a.id)
      .slice(0, playlist.waitFree.excludeNewest)
      .map((episode) => episode.id),
  );
  return playlist.episodes.filter(
    (episode) => !episode.isFree && episode.access === 'not_purchased' && !newest.has(episode.id),
  );
}

export type WaitFreeState =
  | null
  /** A ticket is there: the first eligible episode (or the one asked about) opens free now. */
  | { kind: 'now'; contentId: number }
  /** The next ticket comes in `text` ("23시간 12분 후 무료"). */
  | { kind: 'wait'; text: string; at: string };

/** The member's 기다무 state on the page, or for one episode (`contentId`). Null: nothing to say. */
export function waitFreeState(playlist: TPlaylistDetail, nowMs: number, contentId?: number): WaitFreeState {
  if (!playlist.waitFree) return null;
  const eligible = waitFreeEligible(playlist);
  const target = contentId === undefined ? eligible[0] : eligible.find((episode) => episode.id === contentId);
  if (!target) return null;
  if (playlist.waitFreeAt && Date.parse(playlist.waitFreeAt) > nowMs) {
    return {
      kind: 'wait',
      at: playlist.waitFreeAt,
      text: rentalTexts.waitFreeIn(timeLeftText(Date.parse(playlist.waitFreeAt) - nowMs)),
    };
  }
  return { kind: 'now', contentId: target.id };
}

/** The price part of an episode row: "대여 중 · 2일 남음", or "대여 2하트 · 3일 / 소장 5하트". */
export function rentalLabel(
  episode: Pick<TPlaylistEpisode, 'access' | 'isFree' | 'price' | 'rentalPrice' | 'rentedUntil'>,
  rentalHours: number,
  nowMs: number,
): string | null {
  if (episode.access === 'rental' && episode.rentedUntil) {
    return rentalTexts.renting(remainingText(Date.parse(episode.rentedUntil) - nowMs));
  }
  if (episode.isFree || episode.rentalPrice <= 0) return null;
  if (episode.access !== 'not_purchased' && episode.access !== 'login_required') return null;
  return `${rentalTexts.rentPrice(episode.rentalPrice, rentalHours)} / ${rentalTexts.ownPrice(episode.price)}`;
}
