'use client';

import { ApiError } from '@sogon/contract/api-client';
import { commonTexts } from '@sogon/contract/messages/common';
import { playlistTexts } from '@sogon/contract/messages/playlist';
import { remainingText, rentalTexts } from '@sogon/contract/messages/rentals';
import { rentalsEndpoints } from '@sogon/contract/routes/rentals.endpoints';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import Link from 'next/link';
import styles from './Rental.module.css';

const api = { rentals: browserApi('rentals', rentalsEndpoints) };

/** 보관함's rentals: "대여 중 · 2일 남음", or 대여 기간이 끝났어요 for those ended lately. */
export function RentedLibrary() {
  const rented = useApiQuery(api.rentals.library, {}, { member: true });
  if (rented.error instanceof ApiError) return null;
  const items = rented.data ?? null;
  if (!items) return <p role="status">{commonTexts.loading}</p>;
  if (items.length === 0) return null;
  const now = Date.now();
  return (
    <section aria-labelledby="rentals-heading">
      <h2 id="rentals-heading">{rentalTexts.library}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.contentId} className={styles.item}>
            <Link href={`/playlist/${item.playlistId}/${item.contentId}`}>
              {item.playlistTitle} · {playlistTexts.episodeTitle(item.episodeNo, item.title)}
            </Link>
            {item.live && Date.parse(item.endsAt) > now ? (
              <span>{rentalTexts.renting(remainingText(Date.parse(item.endsAt) - now))}</span>
            ) : (
              <span className={styles.ended}>{rentalTexts.ended}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
