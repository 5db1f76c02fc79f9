import { z } from 'zod';
import { ZMediaJob } from '../schemas/media.ts';
import {
  ZStudioCaptions,
  ZStudioCaptionsBody,
  ZStudioContent,
  ZStudioEpisodeBody,
  ZStudioFrames,
  ZStudioIdParams,
  ZStudioPlaylist,
} from '../schemas/studio.ts';
import { defineRoutes } from './define.ts';
import { studioEndpoints } from './studio.endpoints.ts';

/** The creator studio. Episode media itself arrives by tus upload (the API's uploads routes). */
export const studioRoutes = defineRoutes('studio', studioEndpoints, {
  playlists: {
    summary: "The caller's playlists across the channels they own (empty for a member without one)",
    answer: z.array(ZStudioPlaylist),
  },
  createEpisode: {
    summary:
      "Adds a draft episode to one of the caller's playlists, numbered after its last episode, with the " +
      "playlist's media type. Its media comes with a tus upload; it is published when the transcode is done.",
    params: ZStudioIdParams,
    body: ZStudioEpisodeBody,
    answer: ZStudioContent,
  },
  content: {
    summary: "One of the caller's episodes with its latest transcode job (poll it while processing)",
    params: ZStudioIdParams,
    answer: ZStudioContent,
  },
  retry: {
    summary: "Queues a failed transcode of one of the caller's episodes again, from the same source",
    params: ZStudioIdParams,
    answer: ZMediaJob,
  },
  replaceFrames: {
    summary:
      "Replaces an audio-toon episode's images (multipart/form-data: repeated `image` files with one `atMs` " +
      'each, optional `alt` each, paired in order). The first shows from 0 ms, each later one strictly ' +
      'after the one before. Stored as JPEG at most 1280 px wide without metadata.',
    upload: true,
    params: ZStudioIdParams,
    // Documents the form only: the multipart parser leaves the body empty, which this lets through.
    body: z
      .object({
        image: z
          .array(z.string().meta({ format: 'binary' }))
          .describe('JPG, PNG or WEBP, up to 10 MB each, 200 at most'),
        atMs: z.array(z.string()).describe('when each image starts showing, ms, in the order of the images'),
        alt: z.array(z.string()).optional().describe('a description of each image, in the same order'),
      })
      .nullish(),
    answer: ZStudioFrames,
  },
  replaceCaptions: {
    summary:
      "Replaces an episode's timed script (any media type) with the lines of an LRC, WebVTT or SRT file (UTF-8), " +
      'sent as the body; an LRC line shows until the next one starts',
    consumes: ['text/vtt', 'application/x-subrip', 'text/x-lrc', 'text/plain', 'application/json'],
    params: ZStudioIdParams,
    body: ZStudioCaptionsBody,
    answer: ZStudioCaptions,
  },
});
