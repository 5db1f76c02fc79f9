'use client';

import { studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import { studioCatalogEndpoints } from '@sogon/contract/routes/studio-catalog.endpoints';
import type { TStudioChannel, TStudioPlaylistDetail } from '@sogon/contract/schemas/studio-catalog';
import { FormField } from '@web/components/form/FormField';
import studio from '@web/components/studio/Studio.module.css';
import { postForm } from '@web/components/studio/studio-request';
import { FileField, IMAGE_TYPES } from '@web/components/studio-kit/Fields';
import { DoneStatus, ErrorAlert } from '@web/components/studio-kit/StatusParts';
import { useConfirm } from '@web/components/studio-kit/use-confirm';
import { useStudioAction } from '@web/components/studio-kit/use-studio-action';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { PlaylistFields } from './PlaylistFields.tsx';
import {
  createBody,
  draftOfPlaylist,
  EMPTY_PLAYLIST_DRAFT,
  moveEpisode,
  updateBody,
} from './playlist-draft.ts';
import styles from './StudioCatalog.module.css';
import { StudioGate } from './StudioGate.tsx';

const api = { studioCatalog: browserApi('studioCatalog', studioCatalogEndpoints) };
const text = studioCatalogTexts;
const form = text.playlistForm;
const listText = text.playlistsPage;

/** /studio/playlists/new: a draft playlist in one of the caller's channels. */
export function NewPlaylist() {
  const query = useApiQuery(api.studioCatalog.channels, {}, { member: true });
  return (
    <StudioGate loaded={loadable(query)} reload={query.reload}>
      {(channels) =>
        channels.length === 0 ? (
          <p className={studio.notice}>{text.noChannel}</p>
        ) : (
          <NewPlaylistForm channels={channels} />
        )
      }
    </StudioGate>
  );
}

function NewPlaylistForm({ channels }: { channels: TStudioChannel[] }) {
  const router = useRouter();
  const { toast } = useToast();
  const [channelId, setChannelId] = useState(channels[0]!.id);
  return (
    <section className={studio.section} aria-labelledby="playlist-form-title">
      <h2 id="playlist-form-title">{form.newTitle}</h2>
      {channels.length > 1 ? (
        <FormField label={form.channel}>
          {(control) => (
            <select
              {...control}
              className={studio.select}
              value={channelId}
              onChange={(event) => setChannelId(Number(event.target.value))}
            >
              {channels.map((channel) => (
                <option key={channel.id} value={channel.id}>
                  {channel.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <p className={studio.hint}>{form.coverAfterCreate}</p>
      <PlaylistFields
        initial={EMPTY_PLAYLIST_DRAFT}
        playlist={null}
        submitLabel={form.create}
        onSubmit={async (fields) => {
          const created = await memberOnly(() =>
            api.studioCatalog.createPlaylist({ body: createBody(channelId, fields) }),
          );
          toast(form.created, { kind: 'success' });
          router.push(`/studio/playlists/${created.id}`);
          return form.created;
        }}
      />
    </section>
  );
}

/** /studio/playlists/[id]: terms, cover, status and the episodes' order of one of the caller's playlists. */
export function PlaylistEditor({ playlistId }: { playlistId: number }) {
  const query = useApiQuery(api.studioCatalog.playlist, { id: playlistId }, { member: true });
  return (
    <StudioGate loaded={loadable(query)} reload={query.reload}>
      {(playlist) => <Editor playlist={playlist} onChange={(next) => query.setData(next)} />}
    </StudioGate>
  );
}

function Editor({
  playlist,
  onChange,
}: {
  playlist: TStudioPlaylistDetail;
  onChange: (next: TStudioPlaylistDetail) => void;
}) {
  return (
    <>
      <p>
        <Link href="/studio/playlists">← {form.back}</Link>
      </p>
      <StatusSection playlist={playlist} onChange={onChange} />
      <CoverSection playlist={playlist} onChange={onChange} />
      <section className={studio.section} aria-labelledby="playlist-form-title">
        <h2 id="playlist-form-title">{form.editTitle}</h2>
        <PlaylistFields
          key={playlist.id}
          initial={draftOfPlaylist(playlist)}
          playlist={playlist}
          submitLabel={text.save}
          onSubmit={async (fields) => {
            const body = updateBody(playlist, fields);
            const saved = await memberOnly(() => api.studioCatalog.updatePlaylist({ id: playlist.id, body }));
            onChange(saved);
            return text.saved;
          }}
        />
      </section>
      <EpisodeOrder playlist={playlist} onChange={onChange} />
    </>
  );
}

function StatusSection({
  playlist,
  onChange,
}: {
  playlist: TStudioPlaylistDetail;
  onChange: (next: TStudioPlaylistDetail) => void;
}) {
  const ask = useConfirm();
  const { busy, error, done: message, run } = useStudioAction();

  const setStatus = (status: 'draft' | 'published' | 'archived', done: string) =>
    run(async () => {
      onChange(
        await memberOnly(() => api.studioCatalog.updatePlaylist({ id: playlist.id, body: { status } })),
      );
      return done;
    });

  const confirmArchive = () =>
    ask('playlist-archive-confirm', {
      title: form.archiveTitle,
      body: form.archiveBody,
      confirmLabel: form.archiveConfirm,
      onConfirm: () => void setStatus('archived', form.archived),
    });

  return (
    <section className={studio.section} aria-labelledby="playlist-status-title">
      <h2 id="playlist-status-title">{form.status}</h2>
      <p className={styles.meta}>
        <span className={styles.badge} data-status={playlist.status}>
          {listText.status[playlist.status]}
        </span>
        <span>{playlist.title}</span>
      </p>
      {playlist.status === 'hidden' ? (
        <p className={studio.notice}>{text.problems.statusLockedByOps}</p>
      ) : (
        <>
          <p className={studio.hint}>{form.statusHint}</p>
          <div className={studio.actions}>
            {playlist.status === 'published' ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={() => void setStatus('draft', text.saved)}
              >
                {form.unpublish}
              </button>
            ) : (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void setStatus('published', form.published)}
              >
                {playlist.status === 'archived' ? form.restore : form.publish}
              </button>
            )}
            {playlist.status !== 'archived' ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={confirmArchive}
              >
                {form.archive}
              </button>
            ) : null}
          </div>
        </>
      )}
      <ErrorAlert error={error} />
      <DoneStatus done={message} />
    </section>
  );
}

function CoverSection({
  playlist,
  onChange,
}: {
  playlist: TStudioPlaylistDetail;
  onChange: (next: TStudioPlaylistDetail) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { busy, error, done, setError, setDone, run } = useStudioAction();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const send = () => {
    if (!file) {
      setError(text.image.missing);
      return;
    }
    void run(async () => {
      const data = new FormData();
      data.append('image', file);
      onChange(await postForm<TStudioPlaylistDetail>(`/v1/studio/playlists/${playlist.id}/cover`, data));
      setFile(null);
      setPreview(null);
      return text.channelPage.imageSaved;
    });
  };

  const shown = preview ?? playlist.coverImg;
  return (
    <section className={studio.section} aria-labelledby="playlist-cover-title">
      <h2 id="playlist-cover-title">{form.cover}</h2>
      {shown ? (
        // biome-ignore lint/performance/noImgElement: a local preview or a re-encoded JPEG from /media
        <img className={styles.coverPreview} src={shown} alt={form.coverAlt} />
      ) : (
        <p className={studio.hint}>{text.channelPage.noImage}</p>
      )}
      <FileField
        label={form.cover}
        hint={form.coverHint}
        error={error || undefined}
        accept={IMAGE_TYPES}
        onFile={(chosen) => {
          setFile(chosen);
          setDone('');
        }}
      />
      <div className={studio.actions}>
        <button type="button" className="button button-secondary" disabled={busy} onClick={send}>
          {busy ? text.uploading : text.channelPage.upload}
        </button>
        <DoneStatus done={done} />
      </div>
    </section>
  );
}

function EpisodeOrder({
  playlist,
  onChange,
}: {
  playlist: TStudioPlaylistDetail;
  onChange: (next: TStudioPlaylistDetail) => void;
}) {
  const { busy, error, done: message, run } = useStudioAction();
  const episodes = playlist.episodes;

  const move = (index: number, delta: -1 | 1) => {
    const order = moveEpisode(
      episodes.map((episode) => episode.id),
      index,
      delta,
    );
    return run(async () => {
      onChange(
        await memberOnly(() =>
          api.studioCatalog.reorderEpisodes({ id: playlist.id, body: { contentIds: order } }),
        ),
      );
      document.getElementById(`episode-${order[index + delta]}-${delta < 0 ? 'up' : 'down'}`)?.focus();
      return form.orderSaved;
    });
  };

  return (
    <section className={studio.section} aria-labelledby="playlist-episodes-title">
      <h2 id="playlist-episodes-title">{form.episodesTitle}</h2>
      {episodes.length === 0 ? (
        <p className={studio.notice}>{form.noEpisodes}</p>
      ) : (
        <ol className={styles.episodes}>
          {episodes.map((episode, index) => (
            <li key={episode.id} className={styles.episode}>
              <span className={styles.episodeTitle}>{form.episodeRow(episode.episodeNo, episode.title)}</span>
              <span className={styles.badge}>{episode.isFree ? form.free : form.hearts(episode.price)}</span>
              <button
                id={`episode-${episode.id}-up`}
                type="button"
                className={`button button-secondary ${styles.iconButton}`}
                aria-label={form.moveUp(episode.title)}
                disabled={busy || index === 0}
                onClick={() => void move(index, -1)}
              >
                ↑
              </button>
              <button
                id={`episode-${episode.id}-down`}
                type="button"
                className={`button button-secondary ${styles.iconButton}`}
                aria-label={form.moveDown(episode.title)}
                disabled={busy || index === episodes.length - 1}
                onClick={() => void move(index, 1)}
              >
                ↓
              </button>
              <Link href={`/studio/episodes/${episode.id}`}>{form.editEpisode}</Link>
            </li>
          ))}
        </ol>
      )}
      <ErrorAlert error={error} />
      <DoneStatus done={message} />
    </section>
  );
}
