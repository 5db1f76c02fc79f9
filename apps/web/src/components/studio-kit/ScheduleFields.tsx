'use client';

import { FormField } from '@web/components/form/FormField';
import studio from '@web/components/studio/Studio.module.css';

/** When an episode opens: a date and a minute (empty date: at once). */
export function ScheduleFields({
  dateId,
  dateLabel,
  timeLabel,
  date,
  time,
  error,
  onDate,
  onTime,
}: {
  /** The date input's id, for a form that moves the focus to it. */
  dateId?: string;
  dateLabel: string;
  timeLabel: string;
  date: string;
  time: string;
  error?: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}) {
  return (
    <>
      <FormField id={dateId} label={dateLabel} error={error} announceError={false}>
        {(control) => (
          <input
            {...control}
            type="date"
            className={studio.input}
            value={date}
            onChange={(event) => onDate(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={timeLabel}>
        {(control) => (
          <input
            {...control}
            type="time"
            step={60}
            className={studio.input}
            value={time}
            onChange={(event) => onTime(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
