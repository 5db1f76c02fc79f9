'use client';

import { playerTexts } from '@sogon/contract/messages/player';
import type { PlayerEngine } from '@web/lib/player/engine';
import type { PlayerSnapshot } from '@web/lib/player/player-state';
import { SPEEDS } from '@web/lib/player/speed';
import { useId } from 'react';
import styles from './FullPlayer.module.css';
import { Icon } from './icons.tsx';
import { PlayerSwitch } from './PlayerSwitch.tsx';
import { SleepTimerControl } from './SleepTimerControl.tsx';
import { SoundBedToggle } from './SoundBedToggle.tsx';

/** Speed, loop, volume, sleep timer, loudness normalisation, the shortcut switch and the sound bed. */
export function PlayerSettings({ engine, state }: { engine: PlayerEngine; state: PlayerSnapshot }) {
  const ids = { speed: useId(), volume: useId(), normalise: useId(), shortcuts: useId() };
  const { rate, loop, volume, muted, normalise, shortcuts } = state.preferences;
  const loopText = playerTexts.loopModes[loop];
  const level = muted ? 0 : volume;

  return (
    <div className={styles.settings}>
      <div className={styles.field}>
        <label htmlFor={ids.speed}>{playerTexts.speed}</label>
        <select
          id={ids.speed}
          className={styles.select}
          value={String(rate)}
          onChange={(event) => engine.setRate(Number(event.target.value))}
        >
          {SPEEDS.map((speed) => (
            <option key={speed} value={String(speed)}>
              {playerTexts.speedValue(speed)}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.field}>
        <span id={`${ids.speed}-loop`}>{playerTexts.loop}</span>
        <button
          type="button"
          className={styles.chip}
          aria-label={playerTexts.loopLabel(loopText)}
          data-active={loop !== 'off'}
          onClick={() => engine.cycleLoop()}
        >
          <Icon name="loop" size={20} />
          {loopText}
        </button>
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.volume}>{playerTexts.volume}</label>
        <div className={styles.fieldRow}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={muted ? playerTexts.unmute : playerTexts.mute}
            aria-pressed={muted}
            onClick={() => engine.toggleMute()}
          >
            <Icon name={muted || volume === 0 ? 'muted' : 'volume'} size={22} />
          </button>
          <input
            id={ids.volume}
            type="range"
            className={styles.range}
            min={0}
            max={100}
            step={5}
            value={Math.round(level * 100)}
            aria-valuetext={playerTexts.volumeValue(Math.round(level * 100))}
            onChange={(event) => engine.setVolume(Number(event.target.value) / 100)}
          />
        </div>
      </div>

      <SleepTimerControl engine={engine} sleep={state.sleep} />

      <PlayerSwitch
        id={ids.normalise}
        label={playerTexts.normalise}
        hint={playerTexts.normaliseHint}
        checked={normalise}
        onChange={(next) => engine.setNormalise(next)}
      />
      <PlayerSwitch
        id={ids.shortcuts}
        label={playerTexts.shortcutsUse}
        checked={shortcuts}
        onChange={(next) => engine.setShortcuts(next)}
      />
      <SoundBedToggle engine={engine} />
    </div>
  );
}
