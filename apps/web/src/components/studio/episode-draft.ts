import { EPISODE_MAX_PRICE, STUDIO_UPLOAD_MAX_BYTES } from '@sogon/contract/limits';
import { studioTexts } from '@sogon/contract/messages/studio';
import { studioEpisodeTexts } from '@sogon/contract/messages/studio-episodes';
import { kstDateTimeToUtc } from '@sogon/contract/studio-episode';
import { checkFrameDrafts, type FrameDraft } from './frame-drafts.ts';
import type { EpisodeRequest } from './use-episode-upload.ts';

const text = studioTexts.page;

/** The new-episode form as typed. */
export interface EpisodeDraft {
  playlistId: number;
  /** The playlist is an audio-toon: images go with the file. */
  isToon: boolean;
  title: string;
  description: string;
  isFree: boolean;
  /** As typed, hearts. */
  price: string;
  file: File | null;
  frames: FrameDraft[];
  script: File | null;
  /** When it opens (KST), both or neither; empty: it opens when its transcode is done. */
  openDate?: string;
  openTime?: string;
}

export type EpisodeErrors = Partial<Record<'title' | 'price' | 'file' | 'frames' | 'schedule', string>>;

/** The upload request for a draft, or what to fix in it (in Korean, per field). */
export function checkEpisodeDraft(
  draft: EpisodeDraft,
): { ok: true; request: EpisodeRequest } | { ok: false; errors: EpisodeErrors } {
  const errors: EpisodeErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = text.titleMissing;
  const hearts = Number(draft.price);
  if (!draft.isFree && (!Number.isInteger(hearts) || hearts < 1 || hearts > EPISODE_MAX_PRICE)) {
    errors.price = studioTexts.priceRequired;
  }
  const { file } = draft;
  if (!file) errors.file = text.mediaMissing;
  else if (file.size === 0) errors.file = studioTexts.uploadEmpty;
  else if (file.size > STUDIO_UPLOAD_MAX_BYTES) errors.file = studioTexts.uploadTooLarge;
  const frameCheck =
    draft.isToon && draft.frames.length > 0
      ? checkFrameDrafts(draft.frames)
      : { ok: true as const, atMs: [] };
  if (!frameCheck.ok) errors.frames = frameCheck.error;
  const openDate = draft.openDate?.trim() ?? '';
  const openTime = draft.openTime?.trim() ?? '';
  if ((openDate === '') !== (openTime === '')) errors.schedule = studioEpisodeTexts.scheduleIncomplete;
  else if (openDate !== '' && !kstDateTimeToUtc(openDate, openTime))
    errors.schedule = studioEpisodeTexts.scheduleInvalid;
  if (Object.keys(errors).length > 0 || !file || !frameCheck.ok) return { ok: false, errors };
  const description = draft.description.trim();
  return {
    ok: true,
    request: {
      create: {
        playlistId: draft.playlistId,
        body: {
          title,
          ...(description ? { description } : {}),
          isFree: draft.isFree,
          price: draft.isFree ? 0 : hearts,
          ...(openDate !== '' ? { openDate, openTime } : {}),
        },
      },
      file,
      frames: draft.isToon ? draft.frames : [],
      atMs: frameCheck.atMs,
      script: draft.script,
    },
  };
}
