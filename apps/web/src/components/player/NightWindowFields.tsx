'use client';

import { nightTexts } from '@sogon/contract/messages/night';
import { playerTexts } from '@sogon/contract/messages/player';
import { SLEEP_MINUTES } from '@web/lib/player/sleep-timer';
import { loadNightWindow, type NightWindow, saveNightWindow } from '@web/lib/sleep/night-window';
import { useId, useState } from 'react';
import styles from './FullPlayer.module.css';
import night from './Night.module.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The automatic sleep timer's hours (KST, crossing midnight) and length, kept in this browser. */
export function NightWindowFields() {
  const ids = { from: useId(), to: useId(), length: useId(), hint: useId() };
  const [value, setValue] = useState<NightWindow>(loadNightWindow);
  const update = (patch: Partial<NightWindow>) => {
    const next = { ...value, ...patch };
    setValue(next);
    saveNightWindow(next);
  };

  return (
    <fieldset className={night.window} aria-describedby={ids.hint}>
      <legend>{nightTexts.windowLegend}</legend>
      <label className={night.check}>
        <input
          type="checkbox"
          checked={value.enabled}
          onChange={(event) => update({ enabled: event.target.checked })}
        />
        {nightTexts.windowToggle}
      </label>
      <div className={night.hours}>
        <label htmlFor={ids.from}>{nightTexts.windowFrom}</label>
        <select
          id={ids.from}
          className={styles.select}
          value={value.fromHour}
          onChange={(event) => update({ fromHour: Number(event.target.value) })}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {nightTexts.hour(hour)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.to}>{nightTexts.windowTo}</label>
        <select
          id={ids.to}
          className={styles.select}
          value={value.toHour}
          onChange={(event) => update({ toHour: Number(event.target.value) })}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {nightTexts.hour(hour)}
            </option>
          ))}
        </select>
      </div>
      <div className={night.hours}>
        <label htmlFor={ids.length}>{nightTexts.windowLength}</label>
        <select
          id={ids.length}
          className={styles.select}
          value={value.minutes}
          onChange={(event) => update({ minutes: Number(event.target.value) })}
        >
          {SLEEP_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {playerTexts.sleepMinutes(minutes)}
            </option>
          ))}
        </select>
      </div>
      <p id={ids.hint} className={styles.hint}>
        {nightTexts.windowHint(nightTexts.hour(value.fromHour), nightTexts.hour(value.toHour))}
      </p>
    </fieldset>
  );
}
