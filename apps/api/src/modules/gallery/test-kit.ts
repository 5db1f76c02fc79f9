import type { ObjectStorage } from '#api/adapters/storage/types';
import type { Db } from '#api/db/client';
import { galleryItems } from '#api/db/schema/index';
import { makeChannel } from '../../../test/factories.ts';

let sequence = 0;

/**
 * A gallery item row (a channel of its own unless given); with `storage` (the private store), its
 * full image too (holding `image`, by default a line naming the key).
 */
export async function makeGalleryItem(
  db: Db,
  overrides: Partial<typeof galleryItems.$inferInsert> & { storage?: ObjectStorage; image?: string } = {},
) {
  const { storage, image, ...values } = overrides;
  sequence += 1;
  const channelId = values.channelId ?? (await makeChannel(db)).id;
  const imageKey = values.imageKey ?? `gallery/test-${process.pid}-${sequence}.jpg`;
  if (storage) {
    await storage.putBytes(imageKey, Buffer.from(image ?? `full image ${imageKey}`), {
      contentType: 'image/jpeg',
    });
  }
  const [row] = await db
    .insert(galleryItems)
    .values({
      title: `그림 ${sequence}`,
      previewImg: `/media/gallery-previews/test-${sequence}.jpg`,
      width: 768,
      height: 1024,
      ...values,
      imageKey,
      channelId,
    })
    .returning();
  return row!;
}
