import { z } from 'zod';
import { PLAYTIME_BATCH_MAX } from '../limits.ts';
import { OFFLINE_QUALITIES } from '../media-constants.ts';
import { PLAY_END_REASONS, PLAY_SOURCES } from './audience.ts';

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ZContentParams = z.object({ id: Id });

export { PLAYTIME_BATCH_MAX } from '../limits.ts';
export { FINISHED_MARGIN_SEC, PREVIEW_SECONDS, PREVIEW_SHARE, TARGET_LUFS } from '../media-constants.ts';

export const ZAudiotoonFrame = z.object({
  atMs: z.number().int().min(0).describe('shown from this time until the next frame'),
  src: z.string().describe('signed image URL'),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type TAudiotoonFrame = z.infer<typeof ZAudiotoonFrame>;

export const ZCaption = z.object({
  startMs: z.number().int().min(0),
  endMs: z.number().int().min(0),
  text: z.string(),
});
export type TCaption = z.infer<typeof ZCaption>;

/**
 * What the player needs to play one episode: a signed HLS master URL (the token sits in the path,
 * so every relative URI inside the playlists carries it, native HLS included).
 */
export const ZPlaySource = z.object({
  contentId: z.number().int(),
  playlistId: z.number().int(),
  episodeNo: z.number().int(),
  title: z.string(),
  playlistTitle: z.string(),
  channelName: z.string(),
  channelId: z.number().int(),
  isOwner: z.boolean().describe('the caller owns the channel (no 후원 to oneself)'),
  cover: z.string(),
  kind: z.enum(['audio', 'video', 'audiotoon']),
  src: z.string().describe('HLS master playlist URL'),
  scope: z
    .enum(['full', 'preview'])
    .describe('preview: `src` is the preview, a separate package with its own key (first segments only)'),
  previewSec: z
    .number()
    .int()
    .nullable()
    .describe(
      'preview: its length in seconds (at most 60 s and a fifth of the episode, whole segments); full: null',
    ),
  expiresAt: z
    .string()
    .describe('when the signed URLs stop working (ISO 8601); public ones: null')
    .nullable(),
  durationSec: z.number(),
  loudness: z
    .object({ integratedLufs: z.number(), truePeakDb: z.number() })
    .nullable()
    .describe('EBU R128 measured at ingest'),
  peaks: z.array(z.number().int().min(0).max(255)).describe('waveform, evenly spaced'),
  frames: z.array(ZAudiotoonFrame),
  captions: z.array(ZCaption),
  resumeAt: z.number().min(0).describe('seconds; where the member left off (0 for visitors)'),
  next: z.object({ contentId: z.number().int(), title: z.string() }).nullable(),
  archived: z
    .boolean()
    .optional()
    .describe('the creator archived the playlist (issue 37): it plays for holders only, on a page of theirs'),
  deleted: z
    .boolean()
    .optional()
    .describe('the creator deleted the episode (issue 37): it plays for holders only, on a page of theirs'),
});
export type TPlaySource = z.infer<typeof ZPlaySource>;

/** POST /v2/content/playtime/{id} (spec section 3). */
export const ZPlaytimeBody = z.object({
  playtime: z.number().min(0).max(86_400).describe('current position, seconds'),
  interval: z.number().min(0).max(3_600).describe('seconds listened since the last report'),
  end: z
    .enum(PLAY_END_REASONS)
    .optional()
    .describe(
      'this report ends the play: sleep (sleep timer), close (page closed), switch (another episode), ' +
        'skip (sought ahead), end (played to the end); the retention curve counts it',
    ),
  source: z
    .enum(PLAY_SOURCES)
    .optional()
    .describe(
      'where the listener started the play (search, home, feed, partner, other); read on its first report',
    ),
});
export type TPlaytimeBody = z.infer<typeof ZPlaytimeBody>;

/** One report of a batch: the single endpoint's body plus the episode it is about. */
export const ZPlaytimeEvent = ZPlaytimeBody.extend({ id: Id.describe('content id') });
export type TPlaytimeEvent = z.infer<typeof ZPlaytimeEvent>;

/** POST /v2/content/playtime (our addition to the spec): several reports in one request. */
export const ZPlaytimeBatchBody = z.object({
  events: z
    .array(ZPlaytimeEvent)
    .min(1)
    .max(PLAYTIME_BATCH_MAX)
    .describe(`1-${PLAYTIME_BATCH_MAX} reports, applied in order as if sent one by one at the same moment`),
  uuid: z
    .string()
    .max(64)
    .optional()
    .describe('the browser id (x-uuid) for senders that cannot set headers (sendBeacon); the header wins'),
});
export type TPlaytimeBatchBody = z.infer<typeof ZPlaytimeBatchBody>;

export const ZPlaytime = z.object({
  contentId: z.number().int(),
  playtime: z.number().int().describe('seconds'),
  durationSec: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type TPlaytime = z.infer<typeof ZPlaytime>;

export const ZPlaytimePutBody = z.object({ playtime: z.number().min(0).max(86_400) });

export const ZPlaytimeDeleteQuery = z.object({
  items: z
    .string()
    .describe('JSON array or comma list of content ids, e.g. [1,2] or 1,2')
    .transform((raw, ctx) => {
      const parts = raw
        .replace(/^\[|\]$/g, '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const ids = parts.map(Number);
      if (ids.length === 0 || ids.length > 100 || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
        ctx.addIssue({ code: 'custom', message: 'items: 1-100 positive integer ids' });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
});

export const ZLikeState = z.object({
  contentId: z.number().int(),
  liked: z.boolean(),
  likeCount: z.number().int(),
});
export type TLikeState = z.infer<typeof ZLikeState>;

export const ZVisitQuery = z.object({ contentId: Id });

export const ZVisitStats = z.object({
  contentId: z.number().int(),
  visits: z.number().int().describe('all-time visits'),
  today: z.number().int().describe('visits today (Asia/Seoul)'),
});
export type TVisitStats = z.infer<typeof ZVisitStats>;

/** One card of the "continue listening" shelf. */
export const ZContinueItem = z.object({
  contentId: z.number().int(),
  playlistId: z.number().int(),
  episodeNo: z.number().int(),
  title: z.string(),
  playlistTitle: z.string(),
  channelName: z.string(),
  coverImg: z.string(),
  mediaType: z.enum(['audio', 'video', 'audiotoon']),
  playtime: z.number().int(),
  durationSec: z.number().int(),
  updatedAt: z.string(),
  gone: z
    .enum(['deleted', 'archived'])
    .nullable()
    .describe(
      'null for an episode on the shelves; deleted / archived: gone from every list, kept here because the member holds it',
    ),
});
export type TContinueItem = z.infer<typeof ZContinueItem>;

export const MEDIA_JOB_STATES = ['queued', 'running', 'failed', 'done'] as const;

export const ZMediaJob = z.object({
  id: z.number().int(),
  contentId: z.number().int(),
  status: z.enum(MEDIA_JOB_STATES),
  progress: z.number().min(0).max(1),
  attempts: z.number().int(),
  error: z.string().describe('Korean message when failed'),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TMediaJob = z.infer<typeof ZMediaJob>;

/** Answer of POST /v2/content/playtime/{id}: what the report did (positions are written in batches). */
export const ZPlaytimeReport = ZPlaytime.extend({
  saved: z.boolean().describe('the position is kept for this member (visitors: false)'),
  counted: z.number().describe('seconds counted as listened (interval capped per report)'),
});
export type TPlaytimeReport = z.infer<typeof ZPlaytimeReport>;

/** Answer of POST /v2/content/playtime: what each report did, in the order sent. */
export const ZPlaytimeBatchReport = z.object({ items: z.array(ZPlaytimeReport) });
export type TPlaytimeBatchReport = z.infer<typeof ZPlaytimeBatchReport>;

/** Answer of DELETE /v1/user/playtime/v2 and DELETE /v2/user/library/own/recent/{id}. */
export const ZPlaytimeRemoved = z.object({
  removed: z.number().int().describe('positions removed'),
});
export type TPlaytimeRemoved = z.infer<typeof ZPlaytimeRemoved>;

/** GET /v2/user/library/own/recent (spec: offset = page size, page from 1). */
export const ZRecentQuery = z.object({
  offset: z.coerce.number().int().min(1).max(100).default(10).describe('page size (spec default 10)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** The "continue listening" list: one item per playlist (its latest episode played), newest first. */
export const ZContinueList = z.object({
  items: z.array(ZContinueItem),
  total: z.number().int().describe('playlists with a position'),
  offset: z.number().int(),
  page: z.number().int(),
});
export type TContinueList = z.infer<typeof ZContinueList>;

export { OFFLINE_QUALITIES, OFFLINE_TOKEN } from '../media-constants.ts';

/** POST /v2/content/offline/{id}: which rendition to save (the member's 표준 / 고음질 setting). */
export const ZOfflineLicenceBody = z.object({
  quality: z.enum(OFFLINE_QUALITIES).default('standard').describe('standard: 128 kb/s audio; high: the best'),
});
export type TOfflineLicenceBody = z.infer<typeof ZOfflineLicenceBody>;

/** What a licence allows: one member, one episode, one package version and rendition, until `expiresAt`. */
export const ZOfflineTerms = z.object({
  memberId: z.number().int(),
  contentId: z.number().int(),
  version: z.number().int().describe('the package version saved; a republish needs a new download'),
  rendition: z.string(),
  quality: z.enum(OFFLINE_QUALITIES),
  issuedAt: z.string().describe('ISO 8601'),
  expiresAt: z.string().describe('ISO 8601; renewed by POST /v2/content/offline while entitled'),
});
export type TOfflineTerms = z.infer<typeof ZOfflineTerms>;

/** One file to download and where the worker keeps it (its same-origin path under OFFLINE_TOKEN). */
export const ZOfflineFile = z.object({
  url: z.string().describe('signed URL to fetch now (the download grant is in the path)'),
  saveAs: z.string().describe('the path the saved copy answers at'),
});

export const ZOfflineLicence = z.object({
  terms: ZOfflineTerms,
  key: z
    .string()
    .nullable()
    .describe('the AES-128 key of the package, base64; null for a package stored in the clear'),
  source: ZPlaySource.describe('the play answer with `src` and frame URLs pointing at the saved copy'),
  download: z.object({
    expiresAt: z.string().nullable().describe('when the download URLs stop working; public ones: null'),
    master: z.string().describe('the master playlist of the saved copy: the chosen rendition only'),
    files: z.array(ZOfflineFile).describe('the media playlist, its segments and the audio-toon images'),
  }),
});
export type TOfflineLicence = z.infer<typeof ZOfflineLicence>;

/** POST /v2/content/offline: the episodes the member keeps saved on this device. */
export const ZOfflineCheckBody = z.object({
  contentIds: z.array(Id).max(1000),
});

export const ZOfflineCheck = z.object({
  items: z.array(
    z.object({
      contentId: z.number().int(),
      valid: z.boolean().describe('false: refunded, subscription ended, hidden or gone; delete the copy'),
      expiresAt: z.string().nullable().describe('the renewed expiry of a valid licence'),
    }),
  ),
});
export type TOfflineCheck = z.infer<typeof ZOfflineCheck>;
