import { playerTexts } from '@sogon/contract/messages/player';
import { purchaseTexts } from '@sogon/contract/messages/purchases';
import { ReactionToggle } from '@web/components/reactions/ReactionToggle';
import { TipButton } from '@web/components/tip/TipButton';
import type { PlayerEngine } from '@web/lib/player/engine';
import type { PlayerSnapshot } from '@web/lib/player/player-state';
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './FullPlayer.module.css';

/** The expanded player's title block: the episode, its channel and playlist, 좋아요, and `actions`. */
export function FullPlayerHead({
  engine,
  state,
  episodeHref,
  headingLevel,
  actions,
}: {
  engine: PlayerEngine;
  state: PlayerSnapshot;
  episodeHref: string | null;
  headingLevel: 2 | 3;
  actions?: ReactNode;
}) {
  const { source } = state;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.head}>
      <div className={styles.headText}>
        <p className={styles.kicker}>{playerTexts.fullTitle}</p>
        <Heading className={styles.heading}>
          {source ? playerTexts.episodeTitle(source.episodeNo, source.title) : (state.hint?.title ?? '')}
        </Heading>
        {source ? (
          <p className={styles.sub}>
            {source.channelName} ·{' '}
            {episodeHref && !source.archived ? (
              <Link href={episodeHref} onClick={() => engine.setView('mini')}>
                {source.playlistTitle}
              </Link>
            ) : (
              source.playlistTitle
            )}
          </p>
        ) : null}
        {source?.deleted ? (
          <p className={styles.sub}>{purchaseTexts.deletedNotice}</p>
        ) : source?.archived ? (
          <p className={styles.sub}>{purchaseTexts.archivedNotice}</p>
        ) : null}
        {/* The expanded player shows the episode, so it offers its 좋아요 (in step with the page's). */}
        {source ? (
          <div className={styles.headActions}>
            <ReactionToggle kind="like" id={source.contentId} />
            <TipButton
              channelId={source.channelId}
              channelName={source.channelName}
              isOwner={source.isOwner}
              beforeOpen={() => engine.setView('mini')}
            />
          </div>
        ) : null}
      </div>
      {actions}
    </div>
  );
}
