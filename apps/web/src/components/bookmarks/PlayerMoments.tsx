'use client';

import { BookmarkButton } from './BookmarkButton.tsx';
import styles from './Bookmarks.module.css';
import { MomentShare } from './MomentShare.tsx';

/** The full player's 북마크 and 공유 (현재 위치에서 공유) for the episode playing. */
export function PlayerMoments({
  playlistId,
  contentId,
  title,
  position,
  beforeOpen,
}: {
  playlistId: number;
  contentId: number;
  title: string;
  /** The second playing now. */
  position: () => number;
  beforeOpen?: () => void;
}) {
  return (
    <div className={styles.moments}>
      <BookmarkButton
        contentId={contentId}
        position={position}
        beforeOpen={beforeOpen}
        className="button button-secondary"
      />
      <MomentShare
        playlistId={playlistId}
        contentId={contentId}
        title={title}
        position={position}
        className="button button-secondary"
      />
    </div>
  );
}
