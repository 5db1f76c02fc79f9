import { eventTexts } from '@sogon/contract/messages/events';
import type { TEventDetail } from '@sogon/contract/schemas/events';
import Link from 'next/link';
import styles from './Events.module.css';

const text = eventTexts.page.attendance;

/** 출석 체크's heading (with a link to the event on /event) and its rewards. */
export function AttendanceHead({
  headingId,
  event,
  linkToEvent,
}: {
  headingId: string;
  event: Pick<TEventDetail, 'id' | 'title' | 'rewardHearts' | 'streakDays' | 'streakHearts'>;
  linkToEvent: boolean;
}) {
  return (
    <>
      <div className={styles.panelHead}>
        <h2 id={headingId} className={styles.panelTitle}>
          {text.heading}
        </h2>
        {linkToEvent ? (
          <p className={styles.panelEvent}>
            <Link href={`/event/${event.id}`}>{event.title}</Link>
          </p>
        ) : null}
      </div>
      <ul className={styles.rewards}>
        {event.rewardHearts > 0 ? <li>{text.reward(event.rewardHearts)}</li> : null}
        {event.streakDays > 0 && event.streakHearts > 0 ? (
          <li>{text.streak(event.streakDays, event.streakHearts)}</li>
        ) : null}
      </ul>
    </>
  );
}
