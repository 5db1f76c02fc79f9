import { eventTexts } from '@sogon/contract/messages/events';
import type { TEventCard } from '@sogon/contract/schemas/events';
import { FormField } from '@web/components/form/FormField';
import styles from './Events.module.css';
import { eventPeriod } from './event-period.ts';

const text = eventTexts.page.coupon;

/** Which coupon event (a choice only when more than one is on) and its title, summary and period. */
export function CouponEventHeader({
  events,
  selected,
  onChoose,
}: {
  events: TEventCard[];
  selected: TEventCard;
  onChoose: (eventId: number) => void;
}) {
  return (
    <>
      {events.length > 1 ? (
        <FormField label={text.eventLabel}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={selected.id}
              onChange={(event) => onChoose(Number(event.target.value))}
            >
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <div className={styles.eventSummary}>
        <h2>{selected.title}</h2>
        {selected.summary ? <p className={styles.summary}>{selected.summary}</p> : null}
        <p className={styles.period}>
          <span className="visually-hidden">{eventTexts.page.periodLabel} </span>
          {eventPeriod(selected)}
        </p>
      </div>
    </>
  );
}
