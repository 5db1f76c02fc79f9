import { eventTexts } from '@sogon/contract/messages/events';
import type { TEventCard } from '@sogon/contract/schemas/events';
import Link from 'next/link';
import styles from './Events.module.css';
import { eventPeriod } from './event-period.ts';

const text = eventTexts.page.coupon;
/** The page names a few live coupon events; the whole list is on /event. */
const SHOWN = 3;

/** The coupon events on now, the featured one (?id=) first: what their codes are for, not a choice. */
export function CouponEventList({ events, featuredId }: { events: TEventCard[]; featuredId: number }) {
  const ordered = [
    ...events.filter((event) => event.id === featuredId),
    ...events.filter((event) => event.id !== featuredId),
  ].slice(0, SHOWN);
  return (
    <section className={styles.section} aria-label={text.liveEvents}>
      <ul className={styles.couponEvents}>
        {ordered.map((event) => (
          <li key={event.id} className={styles.eventSummary}>
            <h2>{event.title}</h2>
            {event.summary ? <p className={styles.summary}>{event.summary}</p> : null}
            <p className={styles.period}>
              <span className="visually-hidden">{eventTexts.page.periodLabel} </span>
              {eventPeriod(event)}
            </p>
          </li>
        ))}
      </ul>
      {events.length > SHOWN ? (
        <Link href="/event" className={styles.moreEvents}>
          {text.allEvents}
        </Link>
      ) : null}
    </section>
  );
}
