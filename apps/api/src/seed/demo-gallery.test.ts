import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { probe } from '@sogon/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '#api/adapters/storage/local';
import { galleryItems, seedRuns } from '#api/db/schema/index';
import { type MediaRoots, mediaRoots } from '#api/media/roots';
import { makeChannel } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { DEMO_CHANNELS } from './demo-data.ts';
import { galleryPreviewArgs, seedDemoGallery } from './demo-gallery.ts';

let database: TestDatabase;
let dir: string;
let media: MediaRoots;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'sogon-demo-gallery-'));
  media = mediaRoots(dir);
});
// The stores as a server on local disk builds them (adapters/storage/select.ts).
const stores = () => ({
  publicStorage: createLocalStorage({ root: media.public }),
  privateStorage: createLocalStorage({ root: media.private }),
});
afterAll(async () => {
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('demo gallery seed', () => {
  it('does nothing without demo channels', async () => {
    await seedDemoGallery({ db: database.db, ...stores(), log: () => {} });
    expect(await database.db.select().from(galleryItems)).toEqual([]);
  });

  it('draws about six pictures for a demo channel once: full images private, previews public', async () => {
    // One demo channel keeps the drawing short; it is marked 19+ to see the flag carried over.
    const channel = await makeChannel(database.db, { name: DEMO_CHANNELS[0]!.name, isAdult: true });
    const lines: string[] = [];
    await seedDemoGallery({ db: database.db, ...stores(), log: (line) => lines.push(line) });

    const items = await database.db.select().from(galleryItems).where(eq(galleryItems.channelId, channel.id));
    expect(items).toHaveLength(6);
    expect(items.filter((item) => item.price === 0).length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      expect(item.price === 0 || (item.price >= 2 && item.price <= 5)).toBe(true);
      expect(item.isAdult).toBe(true);
      const full = path.join(media.private, item.imageKey);
      const preview = path.join(media.public, item.previewImg.replace(/^\/media\//, ''));
      expect(existsSync(path.join(media.public, item.imageKey))).toBe(false);
      expect((await probe(full)).video).toMatchObject({ width: item.width, height: item.height });
      expect((await probe(preview)).video?.width).toBe(360);
      // Illustrations of smooth shapes stay small.
      expect(statSync(full).size).toBeLessThan(150_000);
    }
    await seedDemoGallery({ db: database.db, ...stores(), log: (line) => lines.push(line) });
    expect(await database.db.select().from(galleryItems)).toHaveLength(6);
    expect(lines.filter((line) => line.startsWith('seeding demo galleries'))).toHaveLength(1);
  }, 120_000);

  it('shrinks a paid preview to a few pixels before blurring it, and only scales a free one', () => {
    const filter = (blurred: boolean) => {
      const args = galleryPreviewArgs({ input: '/tmp/in.jpg', blurred, output: '/tmp/out.jpg' });
      return args[args.indexOf('-vf') + 1];
    };
    expect(filter(true)).toMatch(/^scale=24:-2,.*gblur=/);
    expect(filter(false)).toBe('scale=360:-2');
  });

  it('draws an earlier demo gallery again under new keys, once, keeping its rows', async () => {
    // As a database seeded before the illustrations: its gallery is there, the redraw is not done.
    await database.db.delete(seedRuns).where(eq(seedRuns.name, 'demo-gallery-art-v2'));
    const channel = await makeChannel(database.db, {
      name: DEMO_CHANNELS.find((c) => c.key === 'raindrop')!.name,
    });
    const [row] = await database.db
      .insert(galleryItems)
      .values({
        channelId: channel.id,
        title: '유리창의 빗방울',
        imageKey: 'demo/gallery/raindrop-2.jpg',
        previewImg: '/media/demo/gallery/raindrop-2-preview.jpg',
        width: 10,
        height: 10,
        price: 3,
        isAdult: false,
        openDt: new Date(),
      })
      .returning();
    const lines: string[] = [];
    await seedDemoGallery({ db: database.db, ...stores(), log: (line) => lines.push(line) });
    const [redrawn] = await database.db.select().from(galleryItems).where(eq(galleryItems.id, row!.id));
    expect(redrawn).toMatchObject({
      title: '유리창의 빗방울',
      price: 3,
      imageKey: 'demo/gallery/raindrop-2-art.jpg',
      previewImg: '/media/demo/gallery/raindrop-2-art-preview.jpg',
      width: 1024,
      height: 768,
    });
    expect((await probe(path.join(media.private, redrawn!.imageKey))).video).toMatchObject({
      width: 1024,
      height: 768,
    });
    await seedDemoGallery({ db: database.db, ...stores(), log: (line) => lines.push(line) });
    expect(lines.filter((line) => line.startsWith('redrawing'))).toHaveLength(1);
  }, 120_000);
});
