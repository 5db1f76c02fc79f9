import type { TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { LazyRentPanel } from './LazyRentPanel.tsx';
import { waitFreeState } from './rental-state.ts';

/** A locked episode's 대여 and 기다무 options (server-rendered; the buttons hydrate later). */
export function RentOptions({
  playlist,
  contentId,
  title,
}: {
  playlist: TPlaylistDetail;
  contentId: number;
  title: string;
}) {
  const episode = playlist.episodes.find((candidate) => candidate.id === contentId);
  if (!episode) return null;
  const state = waitFreeState(playlist, Date.now(), contentId);
  const waitFree = state === null ? null : state.kind === 'now' ? 'now' : state.text;
  if (episode.rentalPrice <= 0 && waitFree === null) return null;
  return (
    <LazyRentPanel
      playlistId={playlist.id}
      contentId={contentId}
      title={title}
      rentalPrice={episode.rentalPrice}
      rentalHours={playlist.rentalHours}
      waitFree={waitFree}
    />
  );
}
