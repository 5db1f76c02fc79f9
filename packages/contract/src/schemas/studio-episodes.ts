import { z } from 'zod';
import { MEDIA_TYPES } from '../enums.ts';
import { EPISODE_DESCRIPTION_MAX_LENGTH, EPISODE_MAX_PRICE, EPISODE_TITLE_MAX_LENGTH } from '../limits.ts';
import { EARLY_TIERS_MAX, STUDIO_EPISODE_STATES } from '../studio-episode.ts';
import { multiline } from '../validation/control-characters.ts';
import { ZMediaJob } from './media.ts';

// The studio's episodes (issue 37): the list of a playlist with derived statuses, one episode's
// edit (prices, cover, schedule, 선공개) and its deletion.

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const hearts = z.number().int().min(0).max(EPISODE_MAX_PRICE);

export const ZStudioEpisodeIdParams = z.object({ id });

/** The schedule's KST wall clock, checked by the API so a bad one gets the Korean detail. */
const kstDate = z.string().max(20).describe('KST date, YYYY-MM-DD');
const kstTime = z.string().max(10).describe('KST time, HH:MM (24 h)');

/** The schedule and price fields the create and the edit share; all optional. */
export const ZStudioEpisodeTerms = z.object({
  rentalPrice: hearts
    .optional()
    .describe('hearts for a rental of the playlist’s rental hours; 0 is not for rent'),
  openDate: kstDate
    .optional()
    .describe('with openTime: when it opens to everyone (KST); a past time opens now'),
  openTime: kstTime.optional(),
  earlyDays: z
    .number()
    .int()
    .optional()
    .describe('선공개: opens this many days earlier (0–30) to earlyTierIds'),
  earlyTierIds: z
    .array(id)
    .max(EARLY_TIERS_MAX)
    .optional()
    .describe('tier lineages (tier_id) of the same channel whose members hear it early'),
});

/** `PATCH /v1/studio/episodes/{id}`: what changes; omitted fields stay as they are. */
export const ZStudioEpisodePatch = ZStudioEpisodeTerms.extend({
  title: z.string().trim().min(1).max(EPISODE_TITLE_MAX_LENGTH).optional(),
  description: multiline(z.string()).trim().max(EPISODE_DESCRIPTION_MAX_LENGTH).optional(),
  isFree: z.boolean().optional(),
  price: hearts.optional().describe('hearts to own it; at least 1 when not free, stored as 0 when free'),
  visibility: z
    .enum(['published', 'hidden'])
    .optional()
    .describe('published (공개 or 예약 by open time) or hidden (비공개); only once its media is transcoded'),
});
export type TStudioEpisodePatch = z.infer<typeof ZStudioEpisodePatch>;

export const ZStudioEpisodeState = z.enum(STUDIO_EPISODE_STATES);

/** One episode as its owner's studio shows it. */
export const ZStudioEpisode = z.object({
  id: z.number().int(),
  playlistId: z.number().int(),
  playlistTitle: z.string(),
  channelId: z.number().int(),
  episodeNo: z.number().int(),
  title: z.string(),
  description: z.string(),
  mediaType: z.enum(MEDIA_TYPES),
  coverImg: z.string(),
  isFree: z.boolean(),
  price: z.number().int(),
  rentalPrice: z.number().int(),
  status: z.enum(['draft', 'processing', 'published', 'hidden']),
  state: ZStudioEpisodeState.describe('변환 중 / 예약 / 공개 / 비공개, derived (studioEpisodeState)'),
  openDt: z.string().describe('ISO instant it opens to everyone'),
  openDate: z.string().describe('the same in KST, YYYY-MM-DD'),
  openTime: z.string().describe('the same in KST, HH:MM'),
  earlyDays: z.number().int(),
  earlyTierIds: z.array(z.number().int()),
  durationSec: z.number().int(),
  captionCount: z.number().int(),
  frameCount: z.number().int(),
  /** The playlist's terms the form explains. */
  freeFirstN: z.number().int(),
  rentalHours: z.number().int(),
  job: ZMediaJob.nullable().describe('the latest transcode, null before any'),
});
export type TStudioEpisode = z.infer<typeof ZStudioEpisode>;

export const ZStudioEpisodeList = z.object({
  playlistId: z.number().int(),
  playlistTitle: z.string(),
  episodes: z.array(ZStudioEpisode).describe('in episode order; deleted ones are not listed'),
});
export type TStudioEpisodeList = z.infer<typeof ZStudioEpisodeList>;

/** A tier (lineage) of the episode's channel on sale now, for the 선공개 choice. */
export const ZStudioTier = z.object({
  tierId: z.number().int(),
  name: z.string(),
  heartsPerMonth: z.number().int(),
  earlyAccessDays: z.number().int().describe('the tier’s default days of 선공개'),
});
export type TStudioTier = z.infer<typeof ZStudioTier>;

export const ZStudioEpisodeDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });
