'use client';

import { studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import { studioEndpoints } from '@sogon/contract/routes/studio.endpoints';
import studio from '@web/components/studio/Studio.module.css';
import { browserApi } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import Link from 'next/link';
import styles from './StudioCatalog.module.css';
import { StudioGate } from './StudioGate.tsx';

const api = { studio: browserApi('studio', studioEndpoints) };
const text = studioCatalogTexts.playlistsPage;

/** /studio/playlists: every playlist of the caller's channels, whatever its status, and 새 플레이리스트. */
export function PlaylistList() {
  const query = useApiQuery(api.studio.playlists, {}, { member: true });
  return (
    <StudioGate loaded={loadable(query)} reload={query.reload}>
      {(playlists) => (
        <>
          <div className={studio.actions}>
            <Link className="button" href="/studio/playlists/new">
              {text.create}
            </Link>
          </div>
          {playlists.length === 0 ? (
            <p className={studio.notice}>{text.empty}</p>
          ) : (
            <ul className={styles.list}>
              {playlists.map((playlist) => (
                <li key={playlist.id} className={styles.card}>
                  {playlist.coverImg ? (
                    // biome-ignore lint/performance/noImgElement: covers are small files served from /media
                    <img className={styles.cover} src={playlist.coverImg} alt="" width={72} height={72} />
                  ) : (
                    <span className={styles.cover} aria-hidden="true" />
                  )}
                  <div>
                    <p className={styles.cardTitle}>
                      <Link href={`/studio/playlists/${playlist.id}`}>{playlist.title}</Link>
                    </p>
                    <p className={styles.meta}>
                      <span className={styles.badge} data-status={playlist.status}>
                        {text.status[playlist.status]}
                      </span>
                      <span>{text.kind[playlist.mediaType]}</span>
                      <span>{text.episodes(playlist.episodeCount)}</span>
                      <span>{playlist.channelName}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </StudioGate>
  );
}
