'use client';

import { nightTexts } from '@sogon/contract/messages/night';
import { playerTexts } from '@sogon/contract/messages/player';
import { useToast } from '@web/components/toast/ToastProvider';
import type { PlayerEngine } from '@web/lib/player/engine';
import { SLEEP_MINUTES, type SleepSetting } from '@web/lib/player/sleep-timer';
import { formatClock } from '@web/lib/player/time';
import { extendAwake } from '@web/lib/sleep/extend';
import { useEffect, useId, useState } from 'react';
import styles from './FullPlayer.module.css';
import night from './Night.module.css';
import { NightWindowFields } from './NightWindowFields.tsx';

const EPISODE_END = 'episode-end';

/**
 * 15/30/45/60 minutes or the end of the episode; shows the time left, adds ten minutes (10분 더)
 * or cancels; below it the automatic night timer's hours.
 */
export function SleepTimerControl({ engine, sleep }: { engine: PlayerEngine; sleep: SleepSetting }) {
  const id = useId();
  const { toast } = useToast();
  const remaining = useRemaining(engine, sleep);
  const value =
    sleep.kind === 'minutes' ? String(sleep.minutes) : sleep.kind === 'episode-end' ? EPISODE_END : '';

  const choose = (next: string) => {
    if (next === EPISODE_END) {
      engine.sleepAtEpisodeEnd();
      toast(playerTexts.sleepSet(playerTexts.sleepEpisodeEnd));
    } else if (next) {
      engine.sleepAfterMinutes(Number(next));
      toast(playerTexts.sleepSet(playerTexts.sleepMinutes(Number(next))));
    } else {
      engine.cancelSleep();
      toast(playerTexts.sleepCancelled);
    }
  };

  const extend = () => {
    extendAwake(engine);
    toast(nightTexts.extended(formatClock((engine.sleepRemainingMs() ?? 0) / 1000)));
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{playerTexts.sleep}</label>
      <div className={styles.fieldRow}>
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{playerTexts.sleepOff}</option>
          {SLEEP_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {playerTexts.sleepMinutes(minutes)}
            </option>
          ))}
          <option value={EPISODE_END}>{playerTexts.sleepEpisodeEnd}</option>
        </select>
        {sleep.kind !== 'off' ? (
          <>
            <button type="button" className={night.extend} onClick={extend}>
              {nightTexts.extend}
            </button>
            <button type="button" className={styles.textButton} onClick={() => choose('')}>
              {playerTexts.sleepCancel}
            </button>
          </>
        ) : null}
      </div>
      {sleep.kind === 'minutes' && remaining !== null ? (
        <p className={styles.hint}>{playerTexts.sleepRemaining(formatClock(remaining / 1000))}</p>
      ) : null}
      {sleep.kind === 'episode-end' ? <p className={styles.hint}>{playerTexts.sleepAtEpisodeEnd}</p> : null}
      <NightWindowFields />
    </div>
  );
}

/** Time left on a minutes timer, refreshed every second while shown. */
function useRemaining(engine: PlayerEngine, sleep: SleepSetting): number | null {
  const [remaining, setRemaining] = useState<number | null>(() => engine.sleepRemainingMs());
  useEffect(() => {
    if (sleep.kind !== 'minutes') {
      setRemaining(null);
      return;
    }
    const update = () => setRemaining(engine.sleepRemainingMs());
    update();
    const timer = setInterval(update, 1000);
    return () => clearInterval(timer);
  }, [engine, sleep]);
  return remaining;
}
