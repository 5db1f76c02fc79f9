import { ZPlaylistDetail } from '../schemas/catalog.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams } from './params.ts';
import { playlistEndpoints } from './playlist.endpoints.ts';

export const playlistRoutes = defineRoutes('playlist', playlistEndpoints, {
  get: {
    summary: 'A playlist with its episodes; mediaUrl is set for the episodes the caller may play',
    params: ZIdParams,
    answer: ZPlaylistDetail,
    aliases: ['/v1/service/playlist/:id'],
  },
});
