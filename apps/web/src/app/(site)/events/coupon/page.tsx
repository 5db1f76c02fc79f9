import { eventTexts } from '@sogon/contract/messages/events';
import type { TEventCard } from '@sogon/contract/schemas/events';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { CouponRedeem } from '@web/components/events/CouponRedeem';
import styles from '@web/components/events/Events.module.css';
import { listEvents } from '@web/components/events/event-data';
import type { Metadata } from 'next';
import Link from 'next/link';

export const dynamic = 'force-dynamic';

const text = eventTexts.page.coupon;

export const metadata: Metadata = {
  title: text.title,
  description: text.description,
  robots: { index: false, follow: false },
};

interface Props {
  searchParams: Promise<{ id?: string | string[] }>;
}

/** 쿠폰 등록: the coupon events on now are read here; the code alone is redeemed in the browser. */
export default async function CouponPage({ searchParams }: Props) {
  const { id } = await searchParams;
  let events: TEventCard[];
  try {
    events = await listEvents('ongoing', 'coupon');
  } catch {
    return <ErrorScreen />;
  }
  const wanted = typeof id === 'string' ? Number(id) : Number.NaN;
  const initial = events.find((event) => event.id === wanted) ?? events[0];

  return (
    <div className="container">
      <div className={styles.narrow}>
        <h1 className="page-title">{text.title}</h1>
        <p className={styles.lead}>{text.description}</p>
        {initial ? (
          <CouponRedeem events={events} initialId={initial.id} />
        ) : (
          <>
            <p className={styles.empty}>{text.noEvent}</p>
            <div>
              <Link href="/event" className="button button-secondary">
                {eventTexts.page.title}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
