'use client';

import { ApiError } from '@sogon/contract/api-client';
import { errorMessages } from '@sogon/contract/messages/errors';
import { studioTexts } from '@sogon/contract/messages/studio';
import { studioEndpoints } from '@sogon/contract/routes/studio.endpoints';
import type { TStudioPlaylist } from '@sogon/contract/schemas/studio';
import { StudioGate } from '@web/components/studio-catalog/StudioGate';
import { browserApi } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useEffect, useState } from 'react';
import { EpisodeForm } from './EpisodeForm.tsx';
import { EpisodeProgress } from './EpisodeProgress.tsx';
import { PendingPanel } from './PendingPanel.tsx';
import { clearPendingUpload, type PendingUpload, readPendingUpload } from './pending-upload.ts';
import styles from './Studio.module.css';
import { StudioStart } from './StudioStart.tsx';
import { useEpisodeUpload } from './use-episode-upload.ts';

const api = {
  studio: browserApi('studio', studioEndpoints),
};

const text = studioTexts.page;

/**
 * /studio: a channel owner adds an episode to one of their playlists and uploads its media,
 * then watches it being transcoded. Visitors get the login prompt.
 */
export function StudioPage() {
  const playlists = useApiQuery(api.studio.playlists, {}, { member: true });
  const loaded = loadable(playlists);
  const load = playlists.reload;
  const [pending, setPending] = useState<PendingUpload | null>(null);
  const [withAssets, setWithAssets] = useState({ frames: false, script: false });
  const [resumeError, setResumeError] = useState('');
  const episode = useEpisodeUpload();

  const { watch } = episode;
  useEffect(() => {
    const found = readPendingUpload();
    if (!found) return;
    // A reload right after the last byte: the file is in, only the transcode is left to watch.
    api.studio.content({ id: found.contentId }).then(
      (content) => {
        if (content.job && content.job.status !== 'failed') {
          clearPendingUpload();
          watch(content);
        } else {
          setPending(found);
        }
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) clearPendingUpload();
        else setPending(found);
      },
    );
  }, [watch]);

  const resumePending = async (file: File) => {
    if (!pending) return;
    setResumeError('');
    try {
      const content = await api.studio.content({ id: pending.contentId });
      setPending(null);
      setWithAssets({ frames: false, script: false });
      episode.start({ content, file, frames: [], atMs: [], script: null });
    } catch (error) {
      setResumeError(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL);
    }
  };

  const ready = (playlists: TStudioPlaylist[]) => {
    if (episode.run) {
      return (
        <EpisodeProgress
          run={episode.run}
          withFrames={withAssets.frames}
          withScript={withAssets.script}
          onRetry={episode.retry}
          onReplaceFile={episode.replaceFile}
          onPause={episode.pause}
          onResume={episode.resume}
          onReset={() => {
            episode.reset();
            load();
          }}
        />
      );
    }

    return (
      <>
        {pending ? (
          <>
            <PendingPanel
              pending={pending}
              onResume={(file) => void resumePending(file)}
              onDiscard={() => {
                clearPendingUpload();
                setPending(null);
              }}
            />
            {resumeError ? (
              <p className={styles.error} role="alert">
                {resumeError}
              </p>
            ) : null}
          </>
        ) : null}
        {playlists.length === 0 ? (
          // Nothing to upload into yet: opening a channel or a first playlist comes first.
          <StudioStart />
        ) : (
          <section className={styles.section} aria-labelledby="studio-form-title">
            <h2 id="studio-form-title">{text.formTitle}</h2>
            <EpisodeForm
              playlists={playlists}
              onSubmit={(request) => {
                setWithAssets({ frames: request.frames.length > 0, script: request.script !== null });
                episode.start(request);
              }}
            />
          </section>
        )}
      </>
    );
  };

  return (
    <StudioGate loaded={loaded} reload={load} failed={text.loadFailed}>
      {ready}
    </StudioGate>
  );
}
