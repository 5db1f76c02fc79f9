'use client';

import { soundBedTexts } from '@sogon/contract/messages/sound-bed';
import type { PlayerEngine } from '@web/lib/player/engine';
import { soundBedFor } from '@web/lib/sound-bed/controller';
import { SOUND_IDS, type SoundId } from '@web/lib/sound-bed/ids';
import { anySoundOn } from '@web/lib/sound-bed/settings';
import { useId, useSyncExternalStore } from 'react';
import styles from './FullPlayer.module.css';
import { PlayerSwitch } from './PlayerSwitch.tsx';
import { usePlayerValue } from './player-context.ts';
import bedStyles from './SoundBed.module.css';

const percent = (level: number) => Math.round(level * 100);

/** The sound bed's settings: each sound on or off and its volume, the whole bed's volume, 계속 재생, reset. */
export default function SoundBedPanel({ engine, id }: { engine: PlayerEngine; id: string }) {
  const bed = soundBedFor(engine);
  const { settings, available } = useSyncExternalStore(bed.subscribe, bed.getSnapshot, bed.getSnapshot);
  const playing = usePlayerValue((s) => s.playing, false);
  const ids = { master: useId(), keep: useId() };
  const waiting = !settings.keepPlaying && !playing && anySoundOn(settings);

  return (
    <section id={id} className={bedStyles.panel} aria-label={soundBedTexts.panel}>
      <p className={styles.hint}>{soundBedTexts.intro}</p>
      {available ? null : (
        <p className={bedStyles.notice} role="status">
          {soundBedTexts.unavailable}
        </p>
      )}
      <ul className={bedStyles.sounds}>
        {SOUND_IDS.map((sound) => (
          <SoundRow
            key={sound}
            name={soundBedTexts.sounds[sound]}
            on={settings.sounds[sound].on}
            volume={settings.sounds[sound].volume}
            onToggle={() => bed.toggle(sound)}
            onVolume={(volume) => bed.setVolume(sound, volume)}
            sound={sound}
          />
        ))}
      </ul>
      <div className={styles.field}>
        <label htmlFor={ids.master}>{soundBedTexts.master}</label>
        <input
          id={ids.master}
          type="range"
          className={styles.range}
          min={0}
          max={100}
          step={5}
          value={percent(settings.master)}
          aria-valuetext={soundBedTexts.masterValue(percent(settings.master))}
          onChange={(event) => bed.setMaster(Number(event.target.value) / 100)}
        />
      </div>
      <PlayerSwitch
        id={ids.keep}
        label={soundBedTexts.keepPlaying}
        hint={soundBedTexts.keepPlayingHint}
        checked={settings.keepPlaying}
        onChange={(next) => bed.setKeepPlaying(next)}
      />
      {waiting ? (
        <p className={styles.hint} role="status">
          {soundBedTexts.followsPlayer}
        </p>
      ) : null}
      <p>
        <button type="button" className={styles.textButton} onClick={() => bed.reset()}>
          {soundBedTexts.reset}
        </button>
      </p>
    </section>
  );
}

function SoundRow(props: {
  sound: SoundId;
  name: string;
  on: boolean;
  volume: number;
  onToggle: () => void;
  onVolume: (volume: number) => void;
}) {
  const { sound, name, on, volume, onToggle, onVolume } = props;
  const switchId = useId();
  return (
    <li className={bedStyles.sound} data-sound={sound}>
      <PlayerSwitch id={switchId} label={name} checked={on} onChange={onToggle} />
      <input
        type="range"
        className={styles.range}
        min={0}
        max={100}
        step={5}
        value={percent(volume)}
        aria-label={soundBedTexts.soundVolume(name)}
        aria-valuetext={soundBedTexts.volumeValue(name, percent(volume))}
        data-off={!on}
        onChange={(event) => onVolume(Number(event.target.value) / 100)}
      />
    </li>
  );
}
