import { playerTexts } from '@sogon/contract/messages/player';
import { SKIP_SECONDS } from '@web/lib/player/constants';
import type { PlayerEngine } from '@web/lib/player/engine';
import type { PlayerSnapshot } from '@web/lib/player/player-state';
import styles from './FullPlayer.module.css';
import { Icon } from './icons.tsx';

/** 처음부터, 10초 뒤로, 재생/일시정지, 10초 앞으로, 다음 에피소드. */
export function PlayerTransport({ engine, state }: { engine: PlayerEngine; state: PlayerSnapshot }) {
  const { source, status, playing } = state;
  const canNext = Boolean(source?.next) || state.preferences.loop === 'playlist';
  return (
    <div className={styles.transport}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={playerTexts.previous}
        onClick={() => engine.seek(0)}
        disabled={!source}
      >
        <Icon name="restart" />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={playerTexts.back10}
        onClick={() => engine.skip(-SKIP_SECONDS)}
        disabled={!source}
      >
        <Icon name="back10" />
        <span className={styles.skipNumber} data-seconds={SKIP_SECONDS} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.playButton}
        data-autofocus=""
        aria-label={playing ? playerTexts.pause : playerTexts.play}
        aria-busy={status === 'loading' || state.waiting}
        onClick={() => engine.toggle()}
      >
        <Icon name={playing ? 'pause' : 'play'} size={34} />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={playerTexts.forward10}
        onClick={() => engine.skip(SKIP_SECONDS)}
        disabled={!source}
      >
        <Icon name="forward10" />
        <span className={styles.skipNumber} data-seconds={SKIP_SECONDS} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={source?.next ? playerTexts.nextTitle(source.next.title) : playerTexts.next}
        onClick={() => engine.next()}
        disabled={!canNext}
      >
        <Icon name="next" />
      </button>
    </div>
  );
}
