import { z } from 'zod';
import {
  ZStudioEpisode,
  ZStudioEpisodeDeleted,
  ZStudioEpisodeIdParams,
  ZStudioEpisodeList,
  ZStudioEpisodePatch,
  ZStudioTier,
} from '../schemas/studio-episodes.ts';
import { defineRoutes } from './define.ts';
import { studioEpisodesEndpoints } from './studio-episodes.endpoints.ts';

/** The studio's episodes (issue 37): list with statuses, edit, cover, 선공개 tiers, delete. */
export const studioEpisodesRoutes = defineRoutes('studio', studioEpisodesEndpoints, {
  list: {
    summary:
      "The episodes of one of the caller's playlists with their derived status (변환 중 / 예약 / 공개 / 비공개); " +
      'deleted ones are not listed',
    params: ZStudioEpisodeIdParams,
    answer: ZStudioEpisodeList,
  },
  get: {
    summary:
      "One of the caller's episodes as the studio edits it (prices, schedule in KST, 선공개, transcode)",
    params: ZStudioEpisodeIdParams,
    answer: ZStudioEpisode,
  },
  update: {
    summary:
      "Changes one of the caller's episodes: title, description, prices (own, free, rental), visibility, and " +
      'the schedule — openDate + openTime in KST (a past time opens now), earlyDays 0–30 and earlyTierIds ' +
      "(tiers of the same channel). An episode within the playlist's first N free stays free. Nothing " +
      'changes when any field is refused.',
    params: ZStudioEpisodeIdParams,
    body: ZStudioEpisodePatch,
    answer: ZStudioEpisode,
  },
  remove: {
    summary:
      "Deletes one of the caller's episodes: gone from every list and search; members who bought it or hold " +
      'a live rental still play it',
    params: ZStudioEpisodeIdParams,
    answer: ZStudioEpisodeDeleted,
  },
  uploadCover: {
    summary:
      "Replaces the episode's cover (multipart/form-data, one `image` file: JPG, PNG, WEBP or GIF up to 5 MB), " +
      'stored re-encoded as a JPEG at most 1200 px wide without metadata',
    upload: true,
    params: ZStudioEpisodeIdParams,
    body: z.object({ image: z.string().meta({ format: 'binary' }) }).nullish(),
    answer: ZStudioEpisode,
  },
  tiers: {
    summary: "The tiers of the episode's channel on sale now: what 선공개 may open to",
    params: ZStudioEpisodeIdParams,
    answer: z.array(ZStudioTier),
  },
});
