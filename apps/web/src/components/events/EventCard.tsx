import { eventTexts } from '@sogon/contract/messages/events';
import type { TEventCard } from '@sogon/contract/schemas/events';
import { OperatorLink } from '@web/components/site/OperatorLink';
import styles from './Events.module.css';
import { eventHref, eventPeriod, isExternalLink } from './event-period.ts';

const text = eventTexts.page;

/** The kind (and, unless it is on, the status) over an event's banner. */
export function EventBadges({ event }: { event: Pick<TEventCard, 'kind' | 'status'> }) {
  return (
    <span className={styles.badges}>
      <span className={`${styles.badge} ${styles.kind}`}>{text.kinds[event.kind]}</span>
      {event.status === 'ongoing' ? null : <span className={styles.badge}>{text[event.status]}</span>}
    </span>
  );
}

/** One event of /event: banner, kind, title, summary and period, leading to its page (or its link). */
export function EventCard({ event, priority = false }: { event: TEventCard; priority?: boolean }) {
  const href = eventHref(event);
  const content = (
    <>
      <div className={styles.banner}>
        {event.bannerImg ? (
          // biome-ignore lint/performance/noImgElement: banner art is a small image served from /media
          <img
            src={event.bannerImg}
            alt=""
            width={720}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <EventBadges event={event} />
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{event.title}</h3>
        {event.summary ? <p className={styles.summary}>{event.summary}</p> : null}
        <p className={styles.period}>
          <span className="visually-hidden">{text.periodLabel} </span>
          {eventPeriod(event)}
        </p>
      </div>
    </>
  );
  return (
    <article className={styles.card}>
      {isExternalLink(href) ? (
        <a href={href} className={styles.cardLink} rel="noopener">
          {content}
        </a>
      ) : (
        <OperatorLink href={href} className={styles.cardLink}>
          {content}
        </OperatorLink>
      )}
    </article>
  );
}
