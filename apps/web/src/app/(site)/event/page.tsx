import { eventTexts } from '@sogon/contract/messages/events';
import type { TEventCard, TEventDetail } from '@sogon/contract/schemas/events';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { AttendancePanel } from '@web/components/events/AttendancePanel';
import { EventCard } from '@web/components/events/EventCard';
import styles from '@web/components/events/Events.module.css';
import { listEvents, loadEvent, statusOf } from '@web/components/events/event-data';
import { NavLinks } from '@web/components/tabs/NavLinks';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';

export const dynamic = 'force-dynamic';

const text = eventTexts.page;

export const metadata: Metadata = pageMetadata({
  title: text.title,
  description: text.description,
  path: '/event',
});

interface Props {
  searchParams: Promise<{ status?: string | string[] }>;
}

/** 이벤트: the events on now (or those that ended), with today's check-in on top while one runs. */
export default async function EventsPage({ searchParams }: Props) {
  const status = statusOf((await searchParams).status);
  let events: TEventCard[];
  try {
    events = await listEvents(status);
  } catch {
    return <ErrorScreen />;
  }
  const running = status === 'ongoing' ? events.find((event) => event.kind === 'attendance') : undefined;
  // The panel is extra: when its event cannot be read, the list still shows.
  const attendance: TEventDetail | null = running
    ? await loadEvent(String(running.id)).catch(() => null)
    : null;

  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{text.title}</h1>
        <p className={styles.lead}>{text.description}</p>
        <NavLinks
          label={text.statusNav}
          links={(['ongoing', 'ended'] as const).map((key) => ({
            key,
            label: text[key],
            href: key === 'ended' ? '/event?status=ended' : '/event',
            current: key === status,
          }))}
          listClassName={styles.tabs}
          linkClassName={styles.tab}
        />
        {attendance ? <AttendancePanel event={attendance} linkToEvent /> : null}
        <section aria-labelledby="event-list-title" className={styles.section}>
          <h2 id="event-list-title" className="visually-hidden">
            {text.listHeading[status]}
          </h2>
          {events.length === 0 ? (
            <p className={styles.empty}>{status === 'ended' ? text.noneEnded : text.none}</p>
          ) : (
            <ul className={styles.grid}>
              {events.map((event, index) => (
                <li key={event.id}>
                  <EventCard event={event} priority={index < 2} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
