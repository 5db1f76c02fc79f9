import { seriesPrice } from '@sogon/contract/commerce/series-price';
import type { TPlaylistDetail } from '@sogon/contract/schemas/catalog';

/**
 * "The rest" of a playlist for the caller (ADR 066 series pricing): the paid episodes they
 * cannot play yet and what buying them at once costs. Null when the playlist is not sold whole,
 * or nothing is left to buy. A visitor's episodes are all locked: the bundle price.
 */
export function restOfPlaylist(playlist: Pick<TPlaylistDetail, 'bundlePrice' | 'episodes'>) {
  if (playlist.bundlePrice <= 0) return null;
  const paid = playlist.episodes.filter((episode) => !episode.isFree);
  const locked = paid.filter(
    (episode) =>
      episode.access === 'not_purchased' ||
      episode.access === 'login_required' ||
      episode.access === 'rental',
  );
  if (locked.length === 0) return null;
  const lockedHearts = locked.reduce((sum, episode) => sum + episode.price, 0);
  const allHearts = paid.reduce((sum, episode) => sum + episode.price, 0);
  const hearts = seriesPrice(playlist.bundlePrice, lockedHearts, allHearts);
  return hearts > 0 ? { count: locked.length, hearts, firstLocked: locked[0]! } : null;
}
