'use client';

import { studioTexts } from '@sogon/contract/messages/studio';
import { studioEpisodeTexts } from '@sogon/contract/messages/studio-episodes';
import { endpointPath } from '@sogon/contract/routes/endpoint';
import { studioEndpoints } from '@sogon/contract/routes/studio.endpoints';
import { studioEpisodesEndpoints } from '@sogon/contract/routes/studio-episodes.endpoints';
import type { TStudioContent } from '@sogon/contract/schemas/studio';
import type { TStudioEpisode } from '@sogon/contract/schemas/studio-episodes';
import { episodeHeading } from '@sogon/contract/studio-episode';
import { ProgressMeter } from '@web/components/studio/ProgressMeter';
import { percentOf } from '@web/components/studio/progress-announcer';
import studio from '@web/components/studio/Studio.module.css';
import { decodeScript } from '@web/components/studio/script-file';
import { postForm } from '@web/components/studio/studio-request';
import { TranscodeStatus } from '@web/components/studio/TranscodeStatus';
import { startEpisodeUpload, type UploadControl } from '@web/components/studio/tus-upload';
import { StudioGate } from '@web/components/studio-catalog/StudioGate';
import { FileField, IMAGE_TYPES, SCRIPT_TYPES } from '@web/components/studio-kit/Fields';
import { FileUploadSection } from '@web/components/studio-kit/FileUploadSection';
import { studioFailureText } from '@web/components/studio-kit/failure';
import { DoneStatus, ErrorAlert } from '@web/components/studio-kit/StatusParts';
import { useConfirm } from '@web/components/studio-kit/use-confirm';
import { useFileSend } from '@web/components/studio-kit/use-studio-action';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { EpisodeTermsForm } from './EpisodeTermsForm.tsx';
import { StateBadge } from './StateBadge.tsx';
import styles from './StudioEpisodes.module.css';

const api = {
  episodes: browserApi('studioEpisodes', studioEpisodesEndpoints),
  studio: browserApi('studio', studioEndpoints),
};
const page = studioEpisodeTexts.page;

/** The transcode watcher takes the upload view of an episode; the edit view carries all of it. */
function asContent(episode: TStudioEpisode): TStudioContent {
  return { ...episode };
}

/** /studio/episodes/[id]: one of the caller's episodes — its terms, schedule, cover, script, media and deletion. */
export function EpisodeEditor({ episodeId }: { episodeId: number }) {
  const query = useApiQuery(api.episodes.get, { id: episodeId }, { member: true });
  const [episode, setEpisode] = useState<TStudioEpisode | null>(null);
  const [removed, setRemoved] = useState<TStudioEpisode | null>(null);
  if (removed) return <Removed episode={removed} />;
  return (
    <StudioGate loaded={loadable(query)} reload={query.reload}>
      {(loaded) => {
        const current = episode && episode.id === loaded.id ? episode : loaded;
        return <Editor episode={current} onChange={setEpisode} onRemoved={() => setRemoved(current)} />;
      }}
    </StudioGate>
  );
}

function Removed({ episode }: { episode: TStudioEpisode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={studio.section} aria-labelledby="episode-removed">
      <h2 id="episode-removed" ref={heading} tabIndex={-1}>
        {page.removed}
      </h2>
      <p className={studio.status} role="status">
        {episodeHeading(episode.episodeNo, episode.title)}
      </p>
      <div className={studio.actions}>
        <Link className="button" href={`/studio/playlists/${episode.playlistId}`}>
          {page.removedBack}
        </Link>
      </div>
    </section>
  );
}

function Editor({
  episode,
  onChange,
  onRemoved,
}: {
  episode: TStudioEpisode;
  onChange: (next: TStudioEpisode) => void;
  onRemoved: () => void;
}) {
  const heading = episodeHeading(episode.episodeNo, episode.title);
  return (
    <>
      <p className={styles.back}>
        <Link href={`/studio/playlists/${episode.playlistId}`}>{page.back(episode.playlistTitle)}</Link>
      </p>
      <section className={studio.section} aria-labelledby="episode-heading">
        <h2 id="episode-heading" className={styles.heading}>
          <span>{heading}</span> <StateBadge episode={episode} />
        </h2>
        {episode.state === 'processing' ? (
          <TranscodeStatus key={episode.job?.id ?? 0} initial={asContent(episode)} />
        ) : null}
      </section>
      <EpisodeTermsForm key={episode.id} episode={episode} onChange={onChange} />
      <CoverSection episode={episode} onChange={onChange} />
      <ScriptSection episode={episode} onChange={onChange} />
      <MediaSection episode={episode} onChange={onChange} />
      <RemoveSection episode={episode} onRemoved={onRemoved} />
    </>
  );
}

function CoverSection({
  episode,
  onChange,
}: {
  episode: TStudioEpisode;
  onChange: (next: TStudioEpisode) => void;
}) {
  const { toast } = useToast();
  const cover = useFileSend(studioTexts.page.mediaMissing, async (file) => {
    const form = new FormData();
    form.append('image', file);
    const next = await postForm<TStudioEpisode>(
      endpointPath(studioEpisodesEndpoints.uploadCover, { id: episode.id }),
      form,
    );
    toast(page.coverSaved, { kind: 'success' });
    onChange(next);
    return page.coverSaved;
  });
  return (
    <FileUploadSection
      headingId="episode-cover"
      title={page.cover}
      current={
        episode.coverImg ? (
          // biome-ignore lint/performance/noImgElement: a stored cover of known size, no optimiser needed
          <img
            className={styles.cover}
            src={episode.coverImg}
            alt={page.coverAlt(episode.title)}
            width={160}
            height={160}
          />
        ) : null
      }
      label={page.cover}
      hint={page.coverHint}
      accept={IMAGE_TYPES}
      buttonLabel={page.coverUpload}
      send={cover}
    />
  );
}

function ScriptSection({
  episode,
  onChange,
}: {
  episode: TStudioEpisode;
  onChange: (next: TStudioEpisode) => void;
}) {
  const { toast } = useToast();
  const script = useFileSend(studioTexts.page.mediaMissing, async (file) => {
    const source = decodeScript(new Uint8Array(await file.arrayBuffer()));
    const saved = await memberOnly(() => api.studio.replaceCaptions({ id: episode.id, body: source }));
    const message = page.scriptSaved(saved.count);
    toast(message, { kind: 'success' });
    onChange({ ...episode, captionCount: saved.count });
    return message;
  });
  return (
    <FileUploadSection
      headingId="episode-script"
      title={page.script}
      current={<p className={studio.hint}>{page.scriptCount(episode.captionCount)}</p>}
      label={studioTexts.page.script}
      hint={page.scriptHint}
      accept={SCRIPT_TYPES}
      buttonLabel={page.scriptUpload}
      send={script}
    />
  );
}

function MediaSection({
  episode,
  onChange,
}: {
  episode: TStudioEpisode;
  onChange: (next: TStudioEpisode) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const control = useRef<UploadControl | null>(null);
  useEffect(() => () => control.current?.pause(), []);
  const announce = useCallback((percent: number) => studioTexts.page.uploadAnnounce(percent), []);
  const busy = progress !== null && !done && !error;

  const start = async () => {
    if (busy) return;
    if (!file) {
      setError(studioTexts.page.mediaMissing);
      return;
    }
    setError('');
    setDone(false);
    setProgress({ sent: 0, total: file.size });
    control.current = await startEpisodeUpload(file, episode.id, {
      onProgress: (sent, total) => setProgress({ sent, total }),
      onSuccess: () => {
        control.current = null;
        setDone(true);
        void api.episodes.get({ id: episode.id }).then(onChange, () => undefined);
      },
      onError: (message) => setError(message),
    });
  };

  return (
    <section className={studio.section} aria-labelledby="episode-media">
      <h2 id="episode-media">{page.media}</h2>
      <p className={studio.hint}>{page.mediaHint}</p>
      <FileField
        label={episode.mediaType === 'video' ? studioTexts.page.mediaVideo : studioTexts.page.mediaAudio}
        hint={studioTexts.page.mediaHint}
        accept={episode.mediaType === 'video' ? 'video/*' : 'audio/*,video/*'}
        onFile={setFile}
      />
      <div className={studio.actions}>
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={busy || undefined}
          onClick={() => void start()}
        >
          {progress && error ? studioTexts.page.retryStep : page.mediaUpload}
        </button>
      </div>
      {progress ? (
        <ProgressMeter
          label={studioTexts.page.uploadProgress}
          percent={done ? 100 : percentOf(progress.sent, progress.total)}
          announce={announce}
        />
      ) : null}
      {done ? <DoneStatus done={page.mediaDone} /> : null}
      <ErrorAlert error={error} />
    </section>
  );
}

function RemoveSection({ episode, onRemoved }: { episode: TStudioEpisode; onRemoved: () => void }) {
  const ask = useConfirm();
  const { toast } = useToast();
  const [error, setError] = useState('');
  const remove = async () => {
    setError('');
    try {
      await memberOnly(() => api.episodes.remove({ id: episode.id }));
      toast(page.removed, { kind: 'success' });
      onRemoved();
    } catch (failure) {
      setError(studioFailureText(failure));
    }
  };
  const confirm = () =>
    ask('episode-remove-confirm', {
      title: page.removeConfirmTitle,
      body: page.removeConfirmBody,
      confirmLabel: page.removeConfirm,
      onConfirm: () => void remove(),
    });
  return (
    <section className={studio.section} aria-labelledby="episode-remove">
      <h2 id="episode-remove">{page.remove}</h2>
      <p className={studio.hint}>{page.removeLead}</p>
      <div className={studio.actions}>
        <button type="button" className="button button-secondary" onClick={confirm}>
          {page.removeConfirm}
        </button>
      </div>
      <ErrorAlert error={error} />
    </section>
  );
}
