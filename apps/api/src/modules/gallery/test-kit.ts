import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '#api/db/client';
import { galleryItems } from '#api/db/schema/index';
import { makeChannel } from '../../../test/factories.ts';

let sequence = 0;

/**
 * A gallery item row (a channel of its own unless given); with `privateRoot`, its full image file
 * too (holding `image`, by default a line naming the key).
 */
export async function makeGalleryItem(
  db: Db,
  overrides: Partial<typeof galleryItems.$inferInsert> & { privateRoot?: string; image?: string } = {},
) {
  const { privateRoot, image, ...values } = overrides;
  sequence += 1;
  const channelId = values.channelId ?? (await makeChannel(db)).id;
  const imageKey = values.imageKey ?? `gallery/test-${process.pid}-${sequence}.jpg`;
  if (privateRoot) {
    const file = path.join(privateRoot, imageKey);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, image ?? `full image ${imageKey}`);
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
