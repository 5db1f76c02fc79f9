import { eventTexts } from '@sogon/contract/messages/events';
import { AttendancePanel } from '@web/components/events/AttendancePanel';
import { EventBadges } from '@web/components/events/EventCard';
import styles from '@web/components/events/Events.module.css';
import { loadEvent } from '@web/components/events/event-data';
import { eventPeriod, isExternalLink, safeLink } from '@web/components/events/event-period';
import { OperatorLink } from '@web/components/site/OperatorLink';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';

const text = eventTexts.page;

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await loadEvent((await params).id);
  if (!event) return {};
  return pageMetadata({
    title: event.title,
    description: event.summary || text.description,
    image: event.bannerImg || undefined,
    path: `/event/${event.id}`,
  });
}

/** An event's page: its banner, period and text, and what it offers (check-in, coupon, playlist). */
export default async function EventPage({ params }: Props) {
  const event = await loadEvent((await params).id);
  if (!event) notFound();
  const on = event.status === 'ongoing';
  // 참여하기 follows the event's link, unless the page already offers the way in.
  const link = safeLink(event.linkUrl);
  const join =
    link && link !== `/event/${event.id}` && event.kind !== 'attendance' && event.kind !== 'coupon'
      ? !(event.kind === 'promotion' && event.playlist)
      : false;

  return (
    <div className="container">
      <article className={styles.detail} aria-labelledby="event-title">
        <Link href="/event" className={styles.back}>
          {/* An SVG, not '‹': that glyph lives in the rare font file (190 kB) and would fetch it. */}
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M15 6l-6 6 6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          {text.backToList}
        </Link>
        {event.bannerImg ? (
          <div className={styles.hero}>
            {/* biome-ignore lint/performance/noImgElement: banner art is a small image served from /media */}
            <img src={event.bannerImg} alt="" width={880} height={367} fetchPriority="high" />
          </div>
        ) : null}
        <header className={styles.detailHead}>
          <EventBadges event={event} />
          <h1 id="event-title" className={styles.detailTitle}>
            {event.title}
          </h1>
          <p className={styles.period}>
            <span className="visually-hidden">{text.periodLabel} </span>
            {eventPeriod(event)}
          </p>
        </header>
        {event.summary ? <p className={styles.lead}>{event.summary}</p> : null}
        {event.body ? <p className={styles.body}>{event.body}</p> : null}

        {event.status === 'ended' ? <p className={styles.notice}>{text.endedNotice}</p> : null}
        {event.status === 'upcoming' ? <p className={styles.notice}>{text.upcomingNotice}</p> : null}

        {event.kind === 'attendance' && on ? <AttendancePanel event={event} /> : null}

        {event.kind === 'promotion' && event.playlist ? (
          <section className={styles.section} aria-labelledby="event-playlist">
            <h2 id="event-playlist" className={styles.sectionTitle}>
              {text.promotion.playlist}
            </h2>
            <div className={styles.playlist}>
              {/* biome-ignore lint/performance/noImgElement: covers are small images served from /media */}
              <img src={event.playlist.coverImg} alt="" width={96} height={96} loading="lazy" />
              <p className={styles.playlistTitle}>{event.playlist.title}</p>
              <Link href={`/playlist/${event.playlist.id}`} className="button">
                {text.promotion.listen}
              </Link>
            </div>
          </section>
        ) : null}

        {on && (event.kind === 'coupon' || join) ? (
          <div className={styles.actions}>
            {event.kind === 'coupon' ? (
              <Link href={`/events/coupon?id=${event.id}`} className="button">
                {text.coupon.go}
              </Link>
            ) : link && isExternalLink(link) ? (
              <a href={link} className="button" rel="noopener">
                {text.promotion.join}
              </a>
            ) : (
              <OperatorLink href={link ?? '/event'} className="button">
                {text.promotion.join}
              </OperatorLink>
            )}
          </div>
        ) : null}
      </article>
    </div>
  );
}
