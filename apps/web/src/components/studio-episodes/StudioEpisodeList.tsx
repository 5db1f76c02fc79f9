'use client';

import { ApiError } from '@sogon/contract/api-client';
import { studioEpisodeTexts as text } from '@sogon/contract/messages/studio-episodes';
import { studioEndpoints } from '@sogon/contract/routes/studio.endpoints';
import { studioEpisodesEndpoints } from '@sogon/contract/routes/studio-episodes.endpoints';
import type { TStudioEpisode } from '@sogon/contract/schemas/studio-episodes';
import { episodeHeading } from '@sogon/contract/studio-episode';
import studio from '@web/components/studio/Studio.module.css';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useApiQuery } from '@web/lib/api/use-api-query';
import Link from 'next/link';
import { useState } from 'react';
import { StateBadge } from './StateBadge.tsx';
import styles from './StudioEpisodes.module.css';

const api = {
  episodes: browserApi('studioEpisodes', studioEpisodesEndpoints),
  studio: browserApi('studio', studioEndpoints),
};

/**
 * A playlist's episodes with their studio status (변환 중 / 예약 / 공개 / 비공개): a failed
 * transcode says so and offers 다시 시도; each links to its edit page. Deleted ones are not listed.
 */
export function StudioEpisodeList({ playlistId }: { playlistId: number }) {
  const query = useApiQuery(api.episodes.list, { id: playlistId }, { member: true });
  // A visitor is asked to log in by the page around this list.
  if (query.error instanceof ApiError && query.error.status === 401) return null;
  if (query.error) {
    return (
      <p className={studio.error} role="alert">
        {text.list.loadFailed}
      </p>
    );
  }
  if (!query.data) return null;
  const { episodes } = query.data;
  return (
    <section className={studio.section} aria-labelledby="studio-episode-states">
      <h2 id="studio-episode-states">{text.list.title}</h2>
      {episodes.length === 0 ? (
        <p className={studio.notice}>{text.list.empty}</p>
      ) : (
        <ul className={styles.list}>
          {episodes.map((episode) => (
            <EpisodeRow key={episode.id} episode={episode} onRetried={query.reload} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EpisodeRow({ episode, onRetried }: { episode: TStudioEpisode; onRetried: () => void }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const heading = episodeHeading(episode.episodeNo, episode.title);
  const failed = episode.job?.status === 'failed';
  const retry = async () => {
    if (!episode.job || busy) return;
    setBusy(true);
    setError('');
    try {
      await memberOnly(() => api.studio.retry({ id: episode.job!.id }));
      toast(text.retried, { kind: 'success' });
      onRetried();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.item}>
      <span className={styles.itemTitle}>{heading}</span>
      <StateBadge episode={episode} />
      <Link href={`/studio/episodes/${episode.id}`} aria-label={text.list.edit(heading)}>
        {text.page.heading}
      </Link>
      {failed ? (
        <>
          <p className={styles.failure}>
            {text.transcodeFailed} {episode.job!.error}
          </p>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy || undefined}
            onClick={() => void retry()}
          >
            {text.retry}
          </button>
        </>
      ) : null}
      {error ? (
        <p className={studio.error} role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
