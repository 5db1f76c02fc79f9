import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isValidKey } from '#api/adapters/storage/keys';
import type { ObjectStorage } from '#api/adapters/storage/types';
import type { GalleryService } from '#api/modules/gallery';
import type { ViewerOf } from '#api/modules/viewer';
import { installErrorHandler } from './error-handler.ts';
import { objectConditionsOf, readStoredObject, sendStoredObject } from './stored-object.ts';

const ZParams = z.object({ itemId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * Full gallery images from the private store, only to callers the gallery service lets see them
 * (free, bought, channel owner, subscriber). Everything else is 404, so guessing ids finds
 * nothing paid. `no-cache` makes every reuse revalidate, so the access check runs each time.
 */
export function galleryMediaPlugin(options: {
  storage: ObjectStorage;
  gallery: GalleryService;
  viewerOf: ViewerOf;
}) {
  return async (app: FastifyInstance) => {
    installErrorHandler(app);
    app.route({
      method: ['GET', 'HEAD'],
      url: '/media/gallery/:itemId',
      schema: { hide: true, params: ZParams },
      handler: async (request, reply) => {
        const { itemId } = request.params as z.infer<typeof ZParams>;
        const key = await options.gallery.viewableImageKey(
          itemId,
          await options.viewerOf({ token: request.cookies.token ?? '' }),
        );
        reply.header('x-content-type-options', 'nosniff');
        const answer = isValidKey(key)
          ? await readStoredObject(options.storage, key, objectConditionsOf(request), {
              cacheControl: 'private, no-cache',
            })
          : null;
        return sendStoredObject(reply, answer);
      },
    });
  };
}
