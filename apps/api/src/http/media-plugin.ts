import type { FastifyInstance } from 'fastify';
import { isValidKey } from '#api/adapters/storage/keys';
import type { ObjectStorage } from '#api/adapters/storage/types';
import { installErrorHandler } from './error-handler.ts';
import { objectConditionsOf, readStoredObject, sendStoredObject } from './stored-object.ts';

/** Public files may be reused for a day; their names change when their content does. */
export const PUBLIC_MEDIA_CACHE = 'public, max-age=86400';

/**
 * Public media (covers, banners, profile pictures, gallery previews) at `/media/{key}`, streamed
 * from the public store, so every server answers for every file wherever it was uploaded: byte
 * ranges, HEAD, ETag / Last-Modified revalidation. A path that cannot be a key (a dot file, `..`)
 * is as absent as a missing file. The protected routes under /media (HLS, frames, gallery
 * images) are more specific and win over this one.
 */
export function publicMediaPlugin(storage: ObjectStorage) {
  return async (app: FastifyInstance) => {
    installErrorHandler(app);
    app.route({
      method: ['GET', 'HEAD'],
      url: '/media/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const answer = isValidKey(key)
          ? await readStoredObject(storage, key, objectConditionsOf(request), {
              cacheControl: PUBLIC_MEDIA_CACHE,
            })
          : null;
        return sendStoredObject(reply, answer);
      },
    });
  };
}
