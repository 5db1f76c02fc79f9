import path from 'node:path';
import { studioTexts as text } from '@sogon/contract/messages/studio';
import { studioEpisodeTexts as episodeTexts } from '@sogon/contract/messages/studio-episodes';
import type { TMediaJob } from '@sogon/contract/schemas/media';
import {
  CAPTIONS_MAX_CUES,
  FRAME_MAX_WIDTH,
  FRAME_REQUEST_MAX_PIXELS,
  type TStudioCaptions,
  type TStudioContent,
  type TStudioEpisodeBody,
  type TStudioFrames,
  type TStudioPlaylist,
} from '@sogon/contract/schemas/studio';
import type { ObjectStorage } from '#api/adapters/storage/types';
import { AppError } from '#api/http/app-error';
import type { MediaPipeline } from '#api/modules/media';
import { type CaptionProblem, DEFAULT_CAPTION_LIMITS, parseCaptions } from './captions.ts';
import { checkTerms } from './episodes.service.ts';
import {
  declaredFramePixels,
  type FrameTools,
  frameSetPrefix,
  newFrameSetTag,
  renderFrames,
} from './frame-files.ts';
import { checkFrameSet } from './frame-set.ts';
import type { StudioContentRow, StudioRepository } from './repository.ts';

/** What the studio asks of the media pipeline (its worker side is none of the studio's business). */
export type StudioPipeline = Pick<MediaPipeline, 'submit' | 'retry' | 'latestJob'>;

/** An image set as it arrived: files on local disk and the form's `atMs` / `alt` fields, in order. */
export interface FrameUpload {
  images: readonly string[];
  atMs: readonly string[];
  alts: readonly string[];
}

function refused(detail: string, status?: number): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail, ...(status ? { status } : {}) });
}

function captionDetail(problem: CaptionProblem): string {
  switch (problem.kind) {
    case 'format':
      return text.captionsFormat;
    case 'empty':
      return text.captionsEmpty;
    case 'timing':
      return text.captionsTiming(problem.line);
    case 'order':
      return text.captionsOrder(problem.line);
    case 'tooMany':
      return text.captionsTooMany(problem.max);
    case 'textTooLong':
      return text.captionsTextTooLong(problem.line);
  }
}

/**
 * The creator studio: a channel owner's playlists, new episodes, their upload, transcode and
 * timed assets. Every function checks first that the caller owns the channel; anything that is
 * not theirs is answered as not found, so ids of other channels' drafts reveal nothing.
 */
export function createStudioService(deps: {
  studio: StudioRepository;
  pipeline: StudioPipeline;
  /** Where audio-toon images go (frames/{contentId}/s{set}/{seq}.jpg), served by the media delivery. */
  storage: ObjectStorage;
  tools?: FrameTools;
}) {
  const { studio, pipeline } = deps;

  async function ownedContent(userId: number, contentId: number): Promise<StudioContentRow> {
    const content = await studio.ownedContent(userId, contentId);
    if (!content) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.contentNotFound });
    return content;
  }

  async function describe(content: StudioContentRow): Promise<TStudioContent> {
    const [job, counts] = await Promise.all([
      pipeline.latestJob(content.id),
      studio.timedAssetCounts(content.id),
    ]);
    return {
      id: content.id,
      playlistId: content.playlistId,
      playlistTitle: content.playlistTitle,
      episodeNo: content.episodeNo,
      title: content.title,
      description: content.description,
      mediaType: content.mediaType,
      isFree: content.isFree,
      price: content.price,
      status: content.status,
      durationSec: content.durationSec,
      frameCount: counts.frames,
      captionCount: counts.captions,
      job,
    };
  }

  return {
    async playlists(userId: number): Promise<TStudioPlaylist[]> {
      return studio.ownedPlaylists(userId);
    },

    async createEpisode(
      userId: number,
      playlistId: number,
      body: TStudioEpisodeBody,
    ): Promise<TStudioContent> {
      if (!body.isFree && body.price < 1) throw refused(text.priceRequired);
      // The edit's rules for the schedule and rental (episodes.service.ts), before anything is written.
      const terms = checkTerms(body, new Date());
      if (!body.isFree && (terms.rentalPrice ?? 0) > 0 && terms.rentalPrice! >= body.price) {
        throw refused(episodeTexts.rentalAboveOwn);
      }
      if ((terms.earlyDays ?? 0) > 0 && (terms.earlyTierIds ?? []).length === 0) {
        throw refused(episodeTexts.earlyTiersMissing);
      }
      if (terms.earlyTierIds && terms.earlyTierIds.length > 0) {
        const known = await studio.playlistTierIds(userId, playlistId, terms.earlyTierIds);
        if (known.length !== terms.earlyTierIds.length) throw refused(episodeTexts.earlyTiersForeign);
      }
      const row = await studio.insertDraftEpisode(userId, playlistId, {
        title: body.title,
        description: body.description ?? '',
        isFree: body.isFree,
        price: body.isFree ? 0 : body.price,
        ...terms,
      });
      if (!row) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.playlistNotFound });
      return describe(await ownedContent(userId, row.id));
    },

    async content(userId: number, contentId: number): Promise<TStudioContent> {
      return describe(await ownedContent(userId, contentId));
    },

    async retry(userId: number, jobId: number): Promise<TMediaJob> {
      const contentId = await studio.ownedJobContentId(userId, jobId);
      if (contentId === null) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.jobNotFound });
      return pipeline.retry(jobId);
    },

    /** Before an upload is created: the episode is the caller's and no transcode of it is under way. */
    async prepareUpload(userId: number, contentId: number): Promise<void> {
      const content = await ownedContent(userId, contentId);
      // A deleted episode takes no new media (its buyers keep the package they bought).
      if (content.status === 'deleted')
        throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.contentNotFound });
      const job = await pipeline.latestJob(contentId);
      if (job && (job.status === 'queued' || job.status === 'running')) throw refused(text.uploadBusy, 409);
    },

    /** A finished upload becomes the episode's source; the pipeline consumes the file, or refuses it. */
    async submitUpload(
      userId: number,
      upload: { contentId: number; localPath: string; filename: string },
    ): Promise<TMediaJob> {
      await ownedContent(userId, upload.contentId);
      return pipeline.submit({ ...upload, createdBy: userId });
    },

    /** Called before the image form is read: refuse early, before megabytes of someone else's upload. */
    async checkFramesTarget(userId: number, contentId: number): Promise<void> {
      const content = await ownedContent(userId, contentId);
      if (content.mediaType !== 'audiotoon') throw refused(text.notAudiotoon);
    },

    /**
     * Replaces the episode's audio-toon images: every image is checked and re-encoded before
     * anything changes; the new set goes to storage under a folder of its own, the rows switch
     * to it in one transaction, and only then is the old set removed.
     */
    async replaceFrames(
      userId: number,
      contentId: number,
      upload: FrameUpload & { workDir: string },
    ): Promise<TStudioFrames> {
      const content = await ownedContent(userId, contentId);
      if (content.mediaType !== 'audiotoon') throw refused(text.notAudiotoon);
      const check = checkFrameSet({ imageCount: upload.images.length, atMs: upload.atMs, alts: upload.alts });
      if (!check.ok) throw refused(check.detail);
      // Every header is read before any image is decoded: a request over the budget costs no decoding.
      const pixels = await declaredFramePixels(upload.images);
      if (pixels > FRAME_REQUEST_MAX_PIXELS) {
        throw refused(text.framesTooManyPixels(FRAME_REQUEST_MAX_PIXELS, pixels, FRAME_MAX_WIDTH));
      }

      const rendered = await renderFrames(upload.images, path.join(upload.workDir, 'frames'), deps.tools);
      const prefix = frameSetPrefix(contentId, newFrameSetTag());
      const rows = check.frames.map((frame, seq) => ({
        seq,
        atMs: frame.atMs,
        imageKey: `${prefix}/${seq}.jpg`,
        width: rendered[seq]!.width,
        height: rendered[seq]!.height,
        alt: frame.alt,
      }));
      let previousKeys: string[];
      try {
        await deps.storage.putDirectory(prefix, path.join(upload.workDir, 'frames'), () => 'image/jpeg');
        previousKeys = await studio.replaceFrames(contentId, rows);
      } catch (error) {
        await deps.storage.deletePrefix(`${prefix}/`).catch(() => undefined);
        throw error;
      }
      // Sets live in folders of their own; keys of another layout (seeded demo images) are left alone.
      const previousSets = new Set(
        previousKeys
          .map((key) => path.posix.dirname(key))
          .filter((dir) => dir.startsWith(`frames/${contentId}/s`)),
      );
      previousSets.delete(prefix);
      for (const set of previousSets) await deps.storage.deletePrefix(`${set}/`).catch(() => undefined);
      return { frames: rows.map(({ imageKey: _key, ...frame }) => frame) };
    },

    /** Replaces the episode's script (audio, video or audio-toon) with the lines of an LRC, WebVTT or SRT file. */
    async replaceCaptions(userId: number, contentId: number, source: string): Promise<TStudioCaptions> {
      await ownedContent(userId, contentId);
      const parsed = parseCaptions(source, { ...DEFAULT_CAPTION_LIMITS, maxCues: CAPTIONS_MAX_CUES });
      if (!parsed.ok) throw refused(captionDetail(parsed.problem));
      await studio.replaceCaptions(contentId, parsed.cues);
      return {
        count: parsed.cues.length,
        endMs: parsed.cues.reduce((latest, cue) => Math.max(latest, cue.endMs), 0),
      };
    },
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
