import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlaylistService } from '#api/modules/playlist/service';
import type { ViewerOf } from '#api/modules/viewer';
import { installErrorHandler } from './error-handler.ts';

const ZParams = z.object({ contentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * Episode media from the private root, only after the playlist service says the caller may
 * play it. Byte ranges let players seek; paid files are never reachable by path.
 */
export function episodeMediaPlugin(options: {
  privateRoot: string;
  playlists: PlaylistService;
  viewerOf: ViewerOf;
}) {
  return async (app: FastifyInstance) => {
    installErrorHandler(app);
    await app.register(fastifyStatic, { root: options.privateRoot, serve: false, acceptRanges: true });
    app.get(
      '/media/episodes/:contentId',
      { schema: { hide: true, params: ZParams } },
      async (request, reply) => {
        const { contentId } = request.params as z.infer<typeof ZParams>;
        const key = await options.playlists.playableMediaKey(
          contentId,
          await options.viewerOf({ token: request.cookies.token ?? '' }),
        );
        reply.header('cache-control', 'private, max-age=3600');
        return reply.sendFile(path.normalize(key), options.privateRoot, { cacheControl: false });
      },
    );
  };
}
