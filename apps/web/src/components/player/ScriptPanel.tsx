import { playerTexts } from '@sogon/contract/messages/player';
import type { TPlaySource } from '@sogon/contract/schemas/media';
import { captionIndexAt, captionInViewAt } from '@web/lib/player/timeline';
import { useId } from 'react';
import styles from './FullPlayer.module.css';
import { ScriptView } from './ScriptView.tsx';

/** 스크립트: the timed script, which can be folded away; a line seeks to its time. */
export function ScriptPanel({
  captions,
  ms,
  onSeek,
  showScript,
  onToggle,
}: {
  captions: TPlaySource['captions'];
  /** Where playback is, in milliseconds. */
  ms: number;
  onSeek: (seconds: number) => void;
  /** Shown or folded: the player keeps the choice from one episode to the next. */
  showScript: boolean;
  onToggle: () => void;
}) {
  const scriptId = useId();
  return (
    <div className={styles.scriptBox}>
      <div className={styles.scriptHead}>
        <h3 className={styles.smallHeading}>{playerTexts.script}</h3>
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={showScript}
          aria-controls={scriptId}
          onClick={onToggle}
        >
          {showScript ? playerTexts.scriptHide : playerTexts.scriptShow}
        </button>
      </div>
      <div id={scriptId} hidden={!showScript}>
        {showScript ? (
          <ScriptView
            captions={captions}
            active={captionIndexAt(captions, ms)}
            inView={captionInViewAt(captions, ms)}
            onSeek={onSeek}
          />
        ) : null}
      </div>
    </div>
  );
}
