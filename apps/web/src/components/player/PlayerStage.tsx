import { playerTexts } from '@sogon/contract/messages/player';
import type { PlayerEngine } from '@web/lib/player/engine';
import type { PlayerSnapshot } from '@web/lib/player/player-state';
import { frameIndexAt } from '@web/lib/player/timeline';
import { Artwork } from './Artwork.tsx';
import styles from './FullPlayer.module.css';
import { Icon } from './icons.tsx';
import { VideoSlot } from './VideoSlot.tsx';
import { requestVideoFullscreen } from './video-fullscreen.ts';

/** The large picture: the video (with 전체 화면), the audio-toon image at this moment, or the cover. */
export function PlayerStage({
  engine,
  state,
  placement,
}: {
  engine: PlayerEngine;
  state: PlayerSnapshot;
  placement: 'page' | 'dialog';
}) {
  const { source, status, playableUntil } = state;
  return (
    <div className={styles.stage}>
      {source?.kind === 'video' ? (
        <div className={styles.videoWrap}>
          <VideoSlot active slot={placement} className={styles.video} />
          <button
            type="button"
            className={styles.overlayButton}
            aria-label={playerTexts.fullscreen}
            onClick={() => requestVideoFullscreen(engine.element)}
          >
            <Icon name="fullscreen" size={20} />
          </button>
        </div>
      ) : source ? (
        <Artwork
          frames={source.frames}
          frameIndex={frameIndexAt(source.frames, state.time * 1000)}
          cover={source.cover}
        />
      ) : (
        <div className={styles.artwork} aria-busy={status === 'loading'} />
      )}
      {playableUntil !== null ? (
        <p className={styles.previewBadge}>{playerTexts.previewSeconds(playableUntil)}</p>
      ) : null}
    </div>
  );
}
