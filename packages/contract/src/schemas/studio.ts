import { z } from 'zod';
import { MEDIA_TYPES } from '../enums.ts';
import { EPISODE_DESCRIPTION_MAX_LENGTH, EPISODE_MAX_PRICE, EPISODE_TITLE_MAX_LENGTH } from '../limits.ts';
import { multiline } from '../validation/control-characters.ts';
import { ZMediaJob } from './media.ts';
import { ZStudioEpisodeTerms } from './studio-episodes.ts';

export {
  CAPTIONS_MAX_BYTES,
  CAPTIONS_MAX_CUES,
  EPISODE_DESCRIPTION_MAX_LENGTH,
  EPISODE_MAX_PRICE,
  EPISODE_TITLE_MAX_LENGTH,
  FRAME_ALT_MAX_LENGTH,
  FRAME_MAX_AT_MS,
  FRAME_MAX_BYTES,
  FRAME_MAX_COUNT,
  FRAME_MAX_WIDTH,
  FRAME_REQUEST_MAX_PIXELS,
  STUDIO_POLL_MS,
  STUDIO_UPLOAD_CHUNK_BYTES,
  STUDIO_UPLOAD_EXPIRY_MS,
  STUDIO_UPLOAD_MAX_BYTES,
  STUDIO_UPLOAD_PATH,
} from '../limits.ts';

// The creator studio (issue 6): a channel owner adds an episode to one of their playlists,
// uploads its media with tus, watches the transcode and, for audio-toon, sets images and a script.

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ZStudioIdParams = z.object({ id });

/** One of the caller's playlists, with what a new episode inherits from it. */
export const ZStudioPlaylist = z.object({
  id: z.number().int(),
  title: z.string(),
  mediaType: z.enum(MEDIA_TYPES),
  episodeCount: z.number().int().describe('episodes of every status, drafts included'),
  channelId: z.number().int(),
  channelName: z.string(),
  coverImg: z.string(),
  isFree: z.boolean(),
  price: z.number().int().describe('hearts per paid episode: the default for a new one'),
  status: z
    .enum(['draft', 'published', 'hidden', 'archived'])
    .describe('draft (not yet published), published, hidden (by the console) or archived'),
});
export type TStudioPlaylist = z.infer<typeof ZStudioPlaylist>;

/**
 * `POST /v1/studio/playlists/{id}/contents`: a draft episode, numbered after the last one, with
 * the edit's optional rental price and schedule (studio-episodes.ts).
 */
export const ZStudioEpisodeBody = ZStudioEpisodeTerms.extend({
  title: z.string().trim().min(1).max(EPISODE_TITLE_MAX_LENGTH),
  description: multiline(z.string()).trim().max(EPISODE_DESCRIPTION_MAX_LENGTH).optional(),
  isFree: z.boolean(),
  price: z
    .number()
    .int()
    .min(0)
    .max(EPISODE_MAX_PRICE)
    .describe('hearts; at least 1 when not free, stored as 0 when free'),
});
export type TStudioEpisodeBody = z.infer<typeof ZStudioEpisodeBody>;

export const ZStudioContent = z.object({
  id: z.number().int(),
  playlistId: z.number().int(),
  playlistTitle: z.string(),
  episodeNo: z.number().int(),
  title: z.string(),
  description: z.string(),
  mediaType: z.enum(MEDIA_TYPES),
  isFree: z.boolean(),
  price: z.number().int(),
  status: z.enum(['draft', 'processing', 'published', 'hidden', 'deleted']),
  durationSec: z.number().int(),
  frameCount: z.number().int().describe('audio-toon images set'),
  captionCount: z.number().int().describe('script lines set'),
  job: ZMediaJob.nullable().describe("the latest transcode of the episode's upload, null before any"),
});
export type TStudioContent = z.infer<typeof ZStudioContent>;

export const ZStudioFrame = z.object({
  seq: z.number().int(),
  atMs: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type TStudioFrame = z.infer<typeof ZStudioFrame>;

export const ZStudioFrames = z.object({ frames: z.array(ZStudioFrame) });
export type TStudioFrames = z.infer<typeof ZStudioFrames>;

/** `PUT /v1/studio/contents/{id}/captions`: the LRC, WebVTT or SRT text itself. */
export const ZStudioCaptionsBody = multiline(z.string()).describe(
  'an LRC, WebVTT or SRT file (text/x-lrc, text/vtt, application/x-subrip, text/plain, or a JSON string)',
);

export const ZStudioCaptions = z.object({
  count: z.number().int().describe('script lines stored'),
  endMs: z.number().int().describe('when the last line ends'),
});
export type TStudioCaptions = z.infer<typeof ZStudioCaptions>;
