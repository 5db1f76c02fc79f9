import { studioTexts } from '@sogon/contract/messages/studio';
import { studioEpisodeTexts as text } from '@sogon/contract/messages/studio-episodes';
import type {
  TStudioEpisode,
  TStudioEpisodeList,
  TStudioEpisodePatch,
  TStudioTier,
} from '@sogon/contract/schemas/studio-episodes';
import {
  EARLY_DAYS_MAX,
  kstDateTimeToUtc,
  studioEpisodeState,
  utcToKstDateTime,
} from '@sogon/contract/studio-episode';
import { AppError } from '#api/http/app-error';
import { STUDIO_IMAGE_SHAPES, type StudioImages } from './catalog-images.ts';
import type { EpisodeChanges, OwnedEpisodeRow, StudioEpisodeRepository } from './episodes.repository.ts';

function refused(detail: string, status?: number): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail, ...(status ? { status } : {}) });
}

function notFound(): AppError {
  return new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.notFound });
}

/** The schedule and early-access fields as the create and the edit take them. */
export type EpisodeTerms = Pick<
  TStudioEpisodePatch,
  'rentalPrice' | 'openDate' | 'openTime' | 'earlyDays' | 'earlyTierIds'
>;

/** What the terms write, checked (tiers still to be checked against the channel). */
export interface CheckedTerms {
  rentalPrice?: number;
  openDt?: Date;
  earlyDays?: number;
  earlyTierIds?: number[];
}

/**
 * Reads the schedule: a KST date and time (both, or neither) into UTC, a past time as now;
 * early days within 0–30. Throws the Korean refusal; nothing is written before it passes.
 */
export function checkTerms(terms: EpisodeTerms, now: Date): CheckedTerms {
  const checked: CheckedTerms = {};
  if (terms.rentalPrice !== undefined) checked.rentalPrice = terms.rentalPrice;
  if ((terms.openDate === undefined) !== (terms.openTime === undefined))
    throw refused(text.scheduleIncomplete);
  if (terms.openDate !== undefined && terms.openTime !== undefined) {
    const at = kstDateTimeToUtc(terms.openDate, terms.openTime);
    if (!at) throw refused(text.scheduleInvalid);
    checked.openDt = at.getTime() < now.getTime() ? now : at;
  }
  if (terms.earlyDays !== undefined) {
    if (!Number.isInteger(terms.earlyDays) || terms.earlyDays < 0 || terms.earlyDays > EARLY_DAYS_MAX) {
      throw refused(text.earlyDaysRange(EARLY_DAYS_MAX));
    }
    checked.earlyDays = terms.earlyDays;
  }
  if (terms.earlyTierIds !== undefined)
    checked.earlyTierIds = [...new Set(terms.earlyTierIds)].sort((a, b) => a - b);
  return checked;
}

/**
 * The studio's episodes (issue 37): the list of a playlist with its derived statuses, one
 * episode's edit (prices, schedule, 선공개, cover) and its deletion. Everything is the caller's
 * own (the channel's owner, access/ownership-sql.ts) or answered as not found.
 */
export function createStudioEpisodes(deps: {
  episodes: StudioEpisodeRepository;
  /** The studio's image store (covers go to /media/studio/episodes/{id}/). */
  images: StudioImages;
  now?: () => Date;
  /**
   * After an episode was changed or deleted: the catalog change is announced and the open-time
   * jobs of its schedule are (re)sent (schedule module, ADR 066).
   */
  saved?: (contentId: number) => Promise<unknown>;
}) {
  const { episodes } = deps;
  const now = deps.now ?? (() => new Date());

  function describe(row: OwnedEpisodeRow, at: Date): TStudioEpisode {
    const { content } = row;
    const kst = utcToKstDateTime(content.openDt);
    return {
      id: content.id,
      playlistId: content.playlistId,
      playlistTitle: row.playlistTitle,
      channelId: row.channelId,
      episodeNo: content.episodeNo,
      title: content.title,
      description: content.description,
      mediaType: content.mediaType,
      coverImg: content.coverImg,
      isFree: content.isFree,
      price: content.price,
      rentalPrice: content.rentalPrice,
      status: content.status as TStudioEpisode['status'],
      state: studioEpisodeState({ status: content.status, openDt: content.openDt, job: row.job }, at)!,
      openDt: content.openDt.toISOString(),
      openDate: kst.date,
      openTime: kst.time,
      earlyDays: content.earlyDays,
      earlyTierIds: content.earlyTierIds,
      durationSec: content.durationSec,
      captionCount: row.captionCount,
      frameCount: row.frameCount,
      freeFirstN: row.freeFirstN,
      rentalHours: row.rentalHours,
      job: row.job,
    };
  }

  async function owned(userId: number, contentId: number): Promise<OwnedEpisodeRow> {
    const row = await episodes.ownedEpisode(userId, contentId);
    if (!row) throw notFound();
    return row;
  }

  /** Refuses tiers that are not the channel's own tiers on sale. */
  async function checkTiers(channelId: number, tierIds: readonly number[] | undefined): Promise<void> {
    if (!tierIds || tierIds.length === 0) return;
    const known = await episodes.channelTierIds(channelId, tierIds);
    if (known.length !== tierIds.length) throw refused(text.earlyTiersForeign);
  }

  /** Early days need tiers to open to. */
  function checkEarly(earlyDays: number, tierIds: readonly number[]): void {
    if (earlyDays > 0 && tierIds.length === 0) throw refused(text.earlyTiersMissing);
  }

  return {
    checkTiers,
    checkEarly,

    async list(userId: number, playlistId: number): Promise<TStudioEpisodeList> {
      const playlist = await episodes.ownedPlaylist(userId, playlistId);
      if (!playlist) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: studioTexts.playlistNotFound });
      const at = now();
      const rows = await episodes.episodesOf(userId, playlistId);
      return {
        playlistId: playlist.id,
        playlistTitle: playlist.title,
        episodes: rows.map((row) => describe(row, at)),
      };
    },

    async get(userId: number, contentId: number): Promise<TStudioEpisode> {
      return describe(await owned(userId, contentId), now());
    },

    /**
     * Changes what the creator sent and nothing else; every field is checked before anything is
     * written (one UPDATE). A paid episode needs a price; an episode within the playlist's first
     * N free stays free; a rental costs less than owning; 선공개 tiers are the channel's own.
     */
    async update(userId: number, contentId: number, patch: TStudioEpisodePatch): Promise<TStudioEpisode> {
      const row = await owned(userId, contentId);
      const current = row.content;
      const at = now();
      const terms = checkTerms(patch, at);
      const isFree = patch.isFree ?? current.isFree;
      const price = isFree ? 0 : (patch.price ?? current.price);
      if (!isFree && price < 1) throw refused(studioTexts.priceRequired);
      if (!isFree && row.freeFirstN > 0 && (await episodes.rank(contentId)) <= row.freeFirstN) {
        throw refused(text.freeFirst(row.freeFirstN));
      }
      const rentalPrice = terms.rentalPrice ?? current.rentalPrice;
      if (!isFree && rentalPrice > 0 && rentalPrice >= price) throw refused(text.rentalAboveOwn);
      const earlyDays = terms.earlyDays ?? current.earlyDays;
      const earlyTierIds = terms.earlyTierIds ?? current.earlyTierIds;
      checkEarly(earlyDays, earlyTierIds);
      await checkTiers(row.channelId, terms.earlyTierIds);
      if (patch.visibility && current.status !== 'published' && current.status !== 'hidden') {
        throw refused(text.notPublishable);
      }

      const changes: EpisodeChanges = {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.isFree !== undefined || patch.price !== undefined ? { isFree, price } : {}),
        ...terms,
        ...(patch.visibility ? { status: patch.visibility } : {}),
      };
      if (Object.keys(changes).length > 0) {
        if (!(await episodes.update(contentId, changes))) throw notFound();
        await deps.saved?.(contentId);
      }
      return describe(await owned(userId, contentId), now());
    },

    /** Tiers of the episode's channel it may open early to. */
    async tiers(userId: number, contentId: number): Promise<TStudioTier[]> {
      const row = await owned(userId, contentId);
      return episodes.tiers(row.channelId);
    },

    /**
     * Deletes the episode (ADR 066): gone from every list and search; those who bought it or
     * hold a live rental still play it (access/deleted.ts).
     */
    async remove(userId: number, contentId: number): Promise<{ id: number; deleted: true }> {
      await owned(userId, contentId);
      if (!(await episodes.markDeleted(contentId))) throw notFound();
      await deps.saved?.(contentId);
      return { id: contentId, deleted: true };
    },

    /**
     * A new cover through the studio's images (catalog-images.ts, the one still-image path of
     * ADR 061): a fresh JPEG at most 1200 px wide, never the uploaded bytes. The cover it
     * replaced is deleted when the studio stored it.
     */
    async uploadCover(userId: number, contentId: number, data: Buffer): Promise<TStudioEpisode> {
      await owned(userId, contentId);
      const owner = `episodes/${contentId}`;
      const url = await deps.images.store(owner, 'cover', STUDIO_IMAGE_SHAPES.cover, data);
      const previous = await episodes.setCover(contentId, url);
      if (previous === null) {
        await deps.images.discard(owner, url);
        throw notFound();
      }
      await deps.images.discard(owner, previous);
      return describe(await owned(userId, contentId), now());
    },
  };
}

export type StudioEpisodes = ReturnType<typeof createStudioEpisodes>;
