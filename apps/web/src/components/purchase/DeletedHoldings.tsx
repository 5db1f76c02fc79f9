'use client';

import { purchaseTexts } from '@sogon/contract/messages/purchases';
import { purchasesEndpoints } from '@sogon/contract/routes/purchases.endpoints';
import { episodeHeading } from '@sogon/contract/studio-episode';
import { formatKstDate } from '@sogon/contract/time/kst';
import { EpisodePlayButton } from '@web/components/playlist/EpisodePlayButton';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import styles from './DeletedHoldings.module.css';

const api = { purchases: browserApi('purchases', purchasesEndpoints) };

/**
 * 보관함's deleted episodes (ADR 066): what creators deleted, or took off the shelves with an
 * archived playlist, that the member bought, rents or (archived) subscribes to now. They are in
 * no list or search any more, so this is where the member finds and plays them.
 */
export function DeletedHoldings() {
  const held = useApiQuery(api.purchases.deletedLibrary, {}, { member: true });
  const items = held.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="library-deleted">
      <h2 id="library-deleted" className={styles.title}>
        {purchaseTexts.deletedTitle}
      </h2>
      <p className={styles.lead}>{purchaseTexts.deletedLead}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.contentId} className={styles.item}>
            <EpisodePlayButton
              contentId={item.contentId}
              playlistId={item.playlistId}
              episodeNo={item.episodeNo}
              title={item.title}
              cover={item.coverImg}
            />
            <span className={styles.text}>
              <span className={styles.name}>{episodeHeading(item.episodeNo, item.title)}</span>
              <span className={styles.meta}>
                {item.playlistTitle} ·{' '}
                {item.subscribed
                  ? purchaseTexts.deletedSubscribed
                  : item.rentedUntil
                    ? purchaseTexts.deletedRented(formatKstDate(item.rentedUntil, 'YYYY.MM.DD'))
                    : purchaseTexts.deletedOwned}
              </span>
              {item.reason === 'archived' ? (
                <span className={styles.meta}>{purchaseTexts.archivedNotice}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
