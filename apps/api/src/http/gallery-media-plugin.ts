import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GalleryService } from '#api/modules/gallery/service';
import type { ViewerOf } from '#api/modules/viewer';
import { installErrorHandler } from './error-handler.ts';

const ZParams = z.object({ itemId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * Full gallery images from the private root, only to callers the gallery service lets see them
 * (free, bought, channel owner, subscriber). Everything else is 404, so guessing ids finds
 * nothing paid. `no-cache` makes every reuse revalidate, so the access check runs each time.
 */
export function galleryMediaPlugin(options: {
  privateRoot: string;
  gallery: GalleryService;
  viewerOf: ViewerOf;
}) {
  return async (app: FastifyInstance) => {
    installErrorHandler(app);
    await app.register(fastifyStatic, { root: options.privateRoot, serve: false });
    app.get('/media/gallery/:itemId', { schema: { hide: true, params: ZParams } }, async (request, reply) => {
      const { itemId } = request.params as z.infer<typeof ZParams>;
      const key = await options.gallery.viewableImageKey(
        itemId,
        await options.viewerOf({ token: request.cookies.token ?? '' }),
      );
      reply.header('cache-control', 'private, no-cache');
      reply.header('x-content-type-options', 'nosniff');
      return reply.sendFile(path.normalize(key), options.privateRoot, { cacheControl: false });
    });
  };
}
