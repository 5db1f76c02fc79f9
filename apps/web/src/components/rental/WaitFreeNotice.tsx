import { playlistTexts } from '@sogon/contract/messages/playlist';
import { rentalTexts } from '@sogon/contract/messages/rentals';
import type { TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { LazyRentPanel } from './LazyRentPanel.tsx';
import styles from './Rental.module.css';
import { waitFreeState } from './rental-state.ts';

/**
 * 기다무 on a playlist page: the terms ("24시간마다 한 회차, 3일 대여 · 최신 1화 제외") and the
 * member's state — "23시간 12분 후 무료", or "지금 무료로 보기" for the first episode a ticket opens.
 */
export function WaitFreeNotice({ playlist, now }: { playlist: TPlaylistDetail; now: number }) {
  const terms = playlist.waitFree;
  if (!terms) return null;
  const state = waitFreeState(playlist, now);
  const target =
    state?.kind === 'now' ? playlist.episodes.find((episode) => episode.id === state.contentId) : undefined;
  return (
    <section className={styles.notice} aria-label={rentalTexts.waitFreeBadge(terms.hours)}>
      <p className={styles.terms}>
        {rentalTexts.waitFreeTerms(terms.hours, terms.rentalHours, terms.excludeNewest)}
      </p>
      {state?.kind === 'wait' ? (
        <p className={styles.state}>
          <time dateTime={state.at}>{state.text}</time>
        </p>
      ) : null}
      {target ? (
        <LazyRentPanel
          playlistId={playlist.id}
          contentId={target.id}
          title={playlistTexts.episodeTitle(target.episodeNo, target.title)}
          rentalPrice={0}
          rentalHours={playlist.rentalHours}
          waitFree="now"
        />
      ) : null}
    </section>
  );
}
