'use client';

import { STATS_MAX_DAYS } from '@sogon/contract/limits';
import { statsTexts as text } from '@sogon/contract/messages/stats';
import { type FormEvent, useId, useState } from 'react';
import styles from './Stats.module.css';
import { periodLength, presetPeriod, STATS_PRESETS } from './stats-view.ts';

interface Props {
  startDt: string;
  endDt: string;
  onChange: (period: { startDt: string; endDt: string }) => void;
}

/** 기간: 최근 7/30/90일 at one press, or two dates and 조회 (checked here before the API sees them). */
export function StatsPeriodForm({ startDt, endDt, onChange }: Props) {
  const id = useId();
  const [start, setStart] = useState(startDt);
  const [end, setEnd] = useState(endDt);
  const [error, setError] = useState('');
  const today = presetPeriod(1).endDt;

  const choose = (period: { startDt: string; endDt: string }) => {
    setStart(period.startDt);
    setEnd(period.endDt);
    setError('');
    onChange(period);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const days = periodLength(start, end);
    if (days < 1) setError(text.details.startAfterEnd);
    else if (days > STATS_MAX_DAYS) setError(text.details.tooLong);
    else choose({ startDt: start, endDt: end });
  };

  return (
    <form className={styles.periodForm} onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className={styles.label}>
        {text.page.periodLabel}
      </p>
      <div className={styles.presets}>
        {STATS_PRESETS.map((days) => {
          const preset = presetPeriod(days);
          const pressed = preset.startDt === startDt && preset.endDt === endDt;
          return (
            <button
              key={days}
              type="button"
              className={styles.preset}
              aria-pressed={pressed}
              onClick={() => choose(preset)}
            >
              {text.page.presets[days]}
            </button>
          );
        })}
      </div>
      <div className={styles.dates}>
        <div className={styles.field}>
          <label className={styles.smallLabel} htmlFor={`${id}-start`}>
            {text.page.startLabel}
          </label>
          <input
            id={`${id}-start`}
            className={styles.input}
            type="date"
            required
            value={start}
            max={today}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setStart(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.smallLabel} htmlFor={`${id}-end`}>
            {text.page.endLabel}
          </label>
          <input
            id={`${id}-end`}
            className={styles.input}
            type="date"
            required
            value={end}
            max={today}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setEnd(event.target.value)}
          />
        </div>
        <button type="submit" className={`button button-secondary ${styles.apply}`}>
          {text.page.apply}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
