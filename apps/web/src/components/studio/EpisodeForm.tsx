'use client';

import {
  EPISODE_DESCRIPTION_MAX_LENGTH,
  EPISODE_MAX_PRICE,
  EPISODE_TITLE_MAX_LENGTH,
  STUDIO_UPLOAD_MAX_BYTES,
} from '@sogon/contract/limits';
import { ko } from '@sogon/contract/messages/ko';
import { studioTexts } from '@sogon/contract/messages/studio';
import type { TStudioPlaylist } from '@sogon/contract/schemas/studio';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FramesEditor } from './FramesEditor.tsx';
import { checkFrameDrafts, type FrameDraft } from './frame-drafts.ts';
import styles from './Studio.module.css';
import type { EpisodeRequest } from './use-episode-upload.ts';

const text = studioTexts.page;

type Errors = Partial<Record<'title' | 'price' | 'file' | 'frames', string>>;

/** Choose a playlist, describe the episode, pick its file (and, for audio-toon, images and a script). */
export function EpisodeForm({
  playlists,
  onSubmit,
}: {
  playlists: readonly TStudioPlaylist[];
  onSubmit: (request: EpisodeRequest) => void;
}) {
  const id = useId();
  const [playlistId, setPlaylistId] = useState(playlists[0]!.id);
  const playlist = playlists.find((item) => item.id === playlistId) ?? playlists[0]!;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isFree, setIsFree] = useState(playlist.isFree);
  const [price, setPrice] = useState(String(playlist.price || 1));
  const [file, setFile] = useState<File | null>(null);
  const [frames, setFrames] = useState<FrameDraft[]>([]);
  const [script, setScript] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const isToon = playlist.mediaType === 'audiotoon';
  const mediaLabel = playlist.mediaType === 'video' ? text.mediaVideo : text.mediaAudio;

  const choosePlaylist = (next: number) => {
    const chosen = playlists.find((item) => item.id === next);
    if (!chosen) return;
    setPlaylistId(next);
    setIsFree(chosen.isFree);
    setPrice(String(chosen.price || 1));
    if (chosen.mediaType !== 'audiotoon') {
      setFrames([]);
      setScript(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    const trimmed = title.trim();
    if (!trimmed) found.title = text.titleMissing;
    const hearts = Number(price);
    if (!isFree && (!Number.isInteger(hearts) || hearts < 1 || hearts > EPISODE_MAX_PRICE)) {
      found.price = studioTexts.priceRequired;
    }
    if (!file) found.file = text.mediaMissing;
    else if (file.size === 0) found.file = studioTexts.uploadEmpty;
    else if (file.size > STUDIO_UPLOAD_MAX_BYTES) found.file = studioTexts.uploadTooLarge;
    const frameCheck =
      isToon && frames.length > 0 ? checkFrameDrafts(frames) : { ok: true as const, atMs: [] };
    if (!frameCheck.ok) found.frames = frameCheck.error;
    setErrors(found);
    if (Object.keys(found).length > 0 || !file || !frameCheck.ok) {
      // The first field to fix gets the focus; its message is tied to it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit({
      create: {
        playlistId,
        body: {
          title: trimmed,
          ...(description.trim() ? { description: description.trim() } : {}),
          isFree,
          price: isFree ? 0 : hearts,
        },
      },
      file,
      frames: isToon ? frames : [],
      atMs: frameCheck.atMs,
      script: isToon ? script : null,
    });
  };

  const described = (name: keyof Errors, hint?: string) =>
    [hint, errors[name] ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const errorLine = (name: keyof Errors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-playlist`}>
          {text.playlist}
        </label>
        <select
          id={`${id}-playlist`}
          className={styles.select}
          value={playlistId}
          onChange={(event) => choosePlaylist(Number(event.target.value))}
        >
          {playlists.map((item) => (
            <option key={item.id} value={item.id}>
              {text.playlistOption(item.title, ko.mediaType[item.mediaType], item.episodeCount)}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-title`}>
          {text.episodeTitle}
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={title}
          maxLength={EPISODE_TITLE_MAX_LENGTH}
          required
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described('title')}
          onChange={(event) => setTitle(event.target.value)}
        />
        {errorLine('title')}
      </div>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-description`}>
          {text.description}
        </label>
        <textarea
          id={`${id}-description`}
          className={styles.textarea}
          value={description}
          maxLength={EPISODE_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>

      <label className={styles.check}>
        <input type="checkbox" checked={isFree} onChange={(event) => setIsFree(event.target.checked)} />
        {text.free}
      </label>
      {isFree ? null : (
        <div className={`${styles.field} ${styles.priceRow}`}>
          <label className={styles.label} htmlFor={`${id}-price`}>
            {text.price}
          </label>
          <input
            id={`${id}-price`}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={1}
            max={EPISODE_MAX_PRICE}
            step={1}
            value={price}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={described('price', `${id}-price-hint`)}
            onChange={(event) => setPrice(event.target.value)}
          />
          <p id={`${id}-price-hint`} className={styles.hint}>
            {text.priceHint}
          </p>
          {errorLine('price')}
        </div>
      )}

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-file`}>
          {mediaLabel}
        </label>
        <input
          id={`${id}-file`}
          className={styles.file}
          type="file"
          accept="audio/*,video/*"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={described('file', `${id}-file-hint`)}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-file-hint`} className={styles.hint}>
          {text.mediaHint}
        </p>
        {errorLine('file')}
      </div>

      {isToon ? (
        <>
          <FramesEditor frames={frames} onChange={setFrames} error={errors.frames} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-script`}>
              {text.script}
            </label>
            <input
              id={`${id}-script`}
              className={styles.file}
              type="file"
              accept=".vtt,.srt,text/vtt,application/x-subrip"
              aria-describedby={`${id}-script-hint`}
              onChange={(event) => setScript(event.target.files?.[0] ?? null)}
            />
            <p id={`${id}-script-hint`} className={styles.hint}>
              {text.scriptHint}
            </p>
          </div>
        </>
      ) : null}

      <div className={styles.actions}>
        <button type="submit" className="button">
          {text.submit}
        </button>
      </div>
    </form>
  );
}
