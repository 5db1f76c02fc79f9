'use client';

import { EPISODE_DESCRIPTION_MAX_LENGTH, EPISODE_TITLE_MAX_LENGTH } from '@sogon/contract/limits';
import { mediaTypeTexts } from '@sogon/contract/messages/common';
import { studioTexts } from '@sogon/contract/messages/studio';
import { studioEpisodeTexts } from '@sogon/contract/messages/studio-episodes';
import type { TStudioPlaylist } from '@sogon/contract/schemas/studio';
import { FormField } from '@web/components/form/FormField';
import { FileField, SCRIPT_TYPES } from '@web/components/studio-kit/Fields';
import { ScheduleFields } from '@web/components/studio-kit/ScheduleFields';
import { type FormEvent, useRef, useState } from 'react';
import { AudiotoonFields } from './AudiotoonFields.tsx';
import { checkEpisodeDraft, type EpisodeErrors } from './episode-draft.ts';
import type { FrameDraft } from './frame-drafts.ts';
import { PriceFields } from './PriceFields.tsx';
import styles from './Studio.module.css';
import type { EpisodeRequest } from './use-episode-upload.ts';

const text = studioTexts.page;
const scheduleText = studioEpisodeTexts.page;

/** Choose a playlist, describe the episode, pick its file and, optionally, a script (and, for audio-toon, images). */
export function EpisodeForm({
  playlists,
  onSubmit,
}: {
  playlists: readonly TStudioPlaylist[];
  onSubmit: (request: EpisodeRequest) => void;
}) {
  const [playlistId, setPlaylistId] = useState(playlists[0]!.id);
  const playlist = playlists.find((item) => item.id === playlistId) ?? playlists[0]!;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isFree, setIsFree] = useState(playlist.isFree);
  const [price, setPrice] = useState(String(playlist.price || 1));
  const [file, setFile] = useState<File | null>(null);
  const [frames, setFrames] = useState<FrameDraft[]>([]);
  const [script, setScript] = useState<File | null>(null);
  const [openDate, setOpenDate] = useState('');
  const [openTime, setOpenTime] = useState('');
  const [errors, setErrors] = useState<EpisodeErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const isToon = playlist.mediaType === 'audiotoon';

  const choosePlaylist = (next: number) => {
    const chosen = playlists.find((item) => item.id === next);
    if (!chosen) return;
    setPlaylistId(next);
    setIsFree(chosen.isFree);
    setPrice(String(chosen.price || 1));
    if (chosen.mediaType !== 'audiotoon') setFrames([]);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkEpisodeDraft({
      playlistId,
      isToon,
      title,
      description,
      isFree,
      price,
      file,
      frames,
      script,
      openDate,
      openTime,
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) {
      onSubmit(checked.request);
      return;
    }
    // The first field to fix gets the focus; its message is tied to it.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  // Errors are not announced one by one: the focus goes to the first field to fix, which reads its own.
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <FormField label={text.playlist}>
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={playlistId}
            onChange={(event) => choosePlaylist(Number(event.target.value))}
          >
            {playlists.map((item) => (
              <option key={item.id} value={item.id}>
                {text.playlistOption(item.title, mediaTypeTexts[item.mediaType], item.episodeCount)}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField label={text.episodeTitle} error={errors.title} announceError={false}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            value={title}
            maxLength={EPISODE_TITLE_MAX_LENGTH}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FormField>

      <FormField label={text.description}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            value={description}
            maxLength={EPISODE_DESCRIPTION_MAX_LENGTH}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>

      <PriceFields isFree={isFree} price={price} error={errors.price} onFree={setIsFree} onPrice={setPrice} />

      <fieldset className={styles.fieldset}>
        <legend>{scheduleText.scheduleOptional}</legend>
        <p className={styles.hint}>{scheduleText.scheduleOptionalHint}</p>
        <ScheduleFields
          dateLabel={scheduleText.openDate}
          timeLabel={scheduleText.openTime}
          date={openDate}
          time={openTime}
          error={errors.schedule}
          onDate={setOpenDate}
          onTime={setOpenTime}
        />
      </fieldset>

      <FileField
        label={playlist.mediaType === 'video' ? text.mediaVideo : text.mediaAudio}
        hint={text.mediaHint}
        error={errors.file}
        announceError={false}
        accept="audio/*,video/*"
        onFile={setFile}
      />

      {isToon ? <AudiotoonFields frames={frames} framesError={errors.frames} onFrames={setFrames} /> : null}

      <FileField label={text.script} hint={text.scriptHint} accept={SCRIPT_TYPES} onFile={setScript} />

      <div className={styles.actions}>
        <button type="submit" className="button">
          {text.submit}
        </button>
      </div>
    </form>
  );
}
