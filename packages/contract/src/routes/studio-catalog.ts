import { z } from 'zod';
import {
  ZStudioCatalogIdParams,
  ZStudioChannel,
  ZStudioChannelCreate,
  ZStudioChannelImageParams,
  ZStudioChannelUpdate,
  ZStudioEpisodeOrder,
  ZStudioImageForm,
  ZStudioPlaylistCreate,
  ZStudioPlaylistDetail,
  ZStudioPlaylistUpdate,
} from '../schemas/studio-catalog.ts';
import { defineRoutes } from './define.ts';
import { studioCatalogEndpoints } from './studio-catalog.endpoints.ts';

/** The studio's channel profile and playlists (issue 37): only the channel's owner reads or writes. */
export const studioCatalogRoutes = defineRoutes('studio', studioCatalogEndpoints, {
  channels: {
    summary: "The caller's channels with their profile (empty for a member without one)",
    answer: z.array(ZStudioChannel),
  },
  createChannel: {
    summary:
      'Opens a channel for the caller (one per member): its name and an optional @handle; the caller owns it ' +
      'and runs it from the studio',
    body: ZStudioChannelCreate,
    answer: ZStudioChannel,
  },
  updateChannel: {
    summary:
      "Edits one of the caller's channels: name, @handle (unique ignoring case), introduction and up to 5 links",
    params: ZStudioCatalogIdParams,
    body: ZStudioChannelUpdate,
    answer: ZStudioChannel,
  },
  uploadChannelImage: {
    summary:
      "Replaces a channel's profile picture (`avatar`, stored as a square JPEG) or banner (`banner`, a JPEG at " +
      'most 1920 px wide): multipart/form-data, file field `image`, checked by its bytes and re-encoded',
    upload: true,
    params: ZStudioChannelImageParams,
    body: ZStudioImageForm,
    answer: ZStudioChannel,
  },
  createPlaylist: {
    summary:
      "Creates a playlist in one of the caller's channels as a draft (invisible to listeners until published)",
    body: ZStudioPlaylistCreate,
    answer: ZStudioPlaylistDetail,
  },
  playlist: {
    summary: "One of the caller's playlists with its terms and its episodes in order (any status)",
    params: ZStudioCatalogIdParams,
    answer: ZStudioPlaylistDetail,
  },
  updatePlaylist: {
    summary:
      "Edits one of the caller's playlists: texts, kind, 19+, prices, free first N (applied to the episodes), " +
      'rental and 기다무 terms, categories, tags, and publishing or archiving it',
    params: ZStudioCatalogIdParams,
    body: ZStudioPlaylistUpdate,
    answer: ZStudioPlaylistDetail,
  },
  uploadPlaylistCover: {
    summary:
      "Replaces a playlist's cover (multipart/form-data, file field `image`): checked by its bytes, stored as a " +
      'JPEG at most 1200 px wide',
    upload: true,
    params: ZStudioCatalogIdParams,
    body: ZStudioImageForm,
    answer: ZStudioPlaylistDetail,
  },
  reorderEpisodes: {
    summary:
      "Puts a playlist's episodes in the order given (every episode but deleted ones, once): numbered 1..n in " +
      'one transaction, free first N applied again',
    params: ZStudioCatalogIdParams,
    body: ZStudioEpisodeOrder,
    answer: ZStudioPlaylistDetail,
  },
});
