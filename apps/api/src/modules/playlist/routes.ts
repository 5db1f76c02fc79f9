import { ZPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { PlaylistService } from './service.ts';

export const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function registerPlaylistRoutes(app: ApiApp, playlists: PlaylistService, viewerOf: ViewerOf): void {
  for (const url of ['/v2/playlist/:id', '/v1/service/playlist/:id']) {
    app.get(url, {
      schema: {
        tags: ['playlist'],
        summary: 'A playlist with its episodes; mediaUrl is set for the episodes the caller may play',
        params: ZIdParams,
        response: { 200: envelope(ZPlaylistDetail) },
      },
      handler: async (request) => ok(await playlists.detail(request.params.id, await viewerOf(request.ctx))),
    });
  }
}
