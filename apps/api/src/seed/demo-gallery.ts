import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '@sogon/media';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ObjectStorage } from '#api/adapters/storage/types';
import type { Db } from '#api/db/client';
import { channels, galleryItems, seedRuns } from '#api/db/schema/index';
import { galleryPreviewArgs } from '#api/media/gallery-preview';
import { DEMO_CHANNELS } from './demo-data.ts';
import { renderDemoPicture } from './demo-picture.ts';
import type { DemoScene } from './demo-scenes.ts';

const SEED_NAME = 'demo-gallery-v1';
/** Galleries seeded before the pictures were illustrations are drawn again once, under new keys. */
const ART_SEED_NAME = 'demo-gallery-art-v2';
const DAY_MS = 86_400_000;

/** Demo pictures per channel key, each with the scene it shows; prices in hearts (0 is free). */
const DEMO_GALLERY: Record<string, { title: string; scene: DemoScene; price: number }[]> = {
  moon: [
    { title: '달빛 아래 창가', scene: 'moonlitWindow', price: 0 },
    { title: '잠들기 전 하늘', scene: 'skyBeforeSleep', price: 2 },
    { title: '새벽 세 시의 별', scene: 'threeAmStars', price: 0 },
    { title: '고요한 호숫가', scene: 'quietLake', price: 3 },
    { title: '구름 사이 달', scene: 'moonInClouds', price: 5 },
    { title: '한밤의 라벤더', scene: 'midnightLavender', price: 4 },
  ],
  raindrop: [
    { title: '비 갠 오후', scene: 'afterRain', price: 0 },
    { title: '유리창의 빗방울', scene: 'raindropsOnGlass', price: 3 },
    { title: '초록 숲길', scene: 'greenForestPath', price: 0 },
    { title: '우산 아래 풍경', scene: 'underTheUmbrella', price: 2 },
    { title: '안개 낀 아침', scene: 'mistyMorning', price: 4 },
    { title: '물결 무늬', scene: 'waterPattern', price: 5 },
  ],
  toon: [
    { title: '오디오툰 1화 표지', scene: 'toonCover', price: 0 },
    { title: '등장인물 스케치', scene: 'characterSketch', price: 2 },
    { title: '작업실 풍경', scene: 'workroom', price: 0 },
    { title: '비하인드 컷', scene: 'behindTheScenes', price: 3 },
    { title: '다음 화 예고', scene: 'nextEpisodeTeaser', price: 4 },
    { title: '팬아트 특집', scene: 'fanArt', price: 5 },
  ],
};

const SIZES = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 896, height: 896 },
];

/**
 * Adds a small gallery to every demo channel once (about six pictures each, some free, some
 * 2–5 hearts; adult only where the channel is). Pictures are illustrated scenes (demo-scenes.ts)
 * rendered offline from SVG, a few tens of kilobytes each: the full image goes
 * to the private store (served only through the entitlement check), a preview to the public
 * store — blurred beyond recognition for paid items, plain for free ones. Runs on every start;
 * does nothing once a gallery exists (but draws an earlier demo gallery's noise pictures again).
 */
export async function seedDemoGallery(deps: {
  db: Db;
  publicStorage: ObjectStorage;
  privateStorage: ObjectStorage;
  log: (line: string) => void;
}) {
  const [done] = await deps.db
    .select({ name: seedRuns.name })
    .from(seedRuns)
    .where(sql`${seedRuns.name} = ${SEED_NAME}`);
  const [existing] = await deps.db.select({ id: galleryItems.id }).from(galleryItems).limit(1);
  if (done || existing) {
    await redrawEarlierPictures(deps);
    return;
  }

  const byName = new Map(DEMO_CHANNELS.map((channel) => [channel.name, channel.key]));
  const demoChannels = (
    await deps.db
      .select({ id: channels.id, name: channels.name, isAdult: channels.isAdult })
      .from(channels)
      .where(inArray(channels.name, [...byName.keys()]))
  ).flatMap((channel) => {
    const key = byName.get(channel.name);
    return key && DEMO_GALLERY[key] ? [{ ...channel, key, items: DEMO_GALLERY[key] }] : [];
  });
  if (demoChannels.length === 0) return;

  const startedAt = Date.now();
  deps.log('seeding demo galleries: drawing pictures…');
  const rows: (typeof galleryItems.$inferInsert)[] = [];
  const now = Date.now();
  const work = await mkdtemp(path.join(os.tmpdir(), 'sogon-demo-gallery-'));
  try {
    for (const [channelIndex, channel] of demoChannels.entries()) {
      for (const [index, item] of channel.items.entries()) {
        const size = SIZES[index % SIZES.length]!;
        const { imageKey, previewKey } = pictureKeys(channel.key, index);
        await drawOnce(deps, work, {
          imageKey,
          previewKey,
          scene: item.scene,
          seed: pictureSeed(channel.key, index),
          size,
          blurred: item.price > 0,
        });
        rows.push({
          channelId: channel.id,
          title: item.title,
          imageKey,
          previewImg: `/media/${previewKey}`,
          ...size,
          price: item.price,
          isAdult: channel.isAdult,
          openDt: new Date(now - (channel.items.length - index) * DAY_MS - channelIndex * 3_600_000),
        });
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }

  await deps.db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    await tx.insert(seedRuns).values({ name: ART_SEED_NAME }).onConflictDoNothing();
    await tx.insert(galleryItems).values(rows);
  });
  deps.log(`demo galleries ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

/** Where a demo picture and its preview are stored (`-art`: the illustrated ones). */
function pictureKeys(channelKey: string, index: number) {
  const name = `demo/gallery/${channelKey}-${index + 1}-art`;
  return { imageKey: `${name}.jpg`, previewKey: `${name}-preview.jpg` };
}

function pictureSeed(channelKey: string, index: number): number {
  return Object.keys(DEMO_GALLERY).indexOf(channelKey) * 100 + index;
}

/**
 * A demo gallery seeded before the pictures were illustrations (keys `demo/gallery/<channel>-<n>.jpg`)
 * gets its pictures drawn again under new keys (so no cached noise preview is ever shown for
 * them), once; the rows keep their ids, titles, prices and purchases.
 */
async function redrawEarlierPictures(deps: {
  db: Db;
  publicStorage: ObjectStorage;
  privateStorage: ObjectStorage;
  log: (line: string) => void;
}) {
  const [done] = await deps.db
    .select({ name: seedRuns.name })
    .from(seedRuns)
    .where(sql`${seedRuns.name} = ${ART_SEED_NAME}`);
  if (done) return;
  const earlier = (
    await deps.db
      .select({ id: galleryItems.id, imageKey: galleryItems.imageKey, price: galleryItems.price })
      .from(galleryItems)
      .where(sql`${galleryItems.imageKey} like 'demo/gallery/%'`)
  ).flatMap((row) => {
    const match = /^demo\/gallery\/([a-z]+)-(\d+)\.jpg$/.exec(row.imageKey);
    const channelKey = match?.[1] ?? '';
    const index = Number(match?.[2] ?? 0) - 1;
    const item = DEMO_GALLERY[channelKey]?.[index];
    return item ? [{ ...row, channelKey, index, item }] : [];
  });
  if (earlier.length > 0) {
    deps.log('redrawing the demo gallery pictures…');
    const work = await mkdtemp(path.join(os.tmpdir(), 'sogon-demo-gallery-'));
    try {
      for (const row of earlier) {
        const keys = pictureKeys(row.channelKey, row.index);
        await drawOnce(deps, work, {
          ...keys,
          scene: row.item.scene,
          seed: pictureSeed(row.channelKey, row.index),
          size: SIZES[row.index % SIZES.length]!,
          blurred: row.price > 0,
        });
        await deps.db
          .update(galleryItems)
          .set({
            imageKey: keys.imageKey,
            previewImg: `/media/${keys.previewKey}`,
            ...SIZES[row.index % SIZES.length]!,
          })
          .where(eq(galleryItems.id, row.id));
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  await deps.db.insert(seedRuns).values({ name: ART_SEED_NAME }).onConflictDoNothing();
}

/**
 * Draws one picture and its preview in `work` and stores each unless an interrupted start already
 * did (a store never holds half an object). The full picture is drawn again for a missing preview.
 */
async function drawOnce(
  stores: { publicStorage: ObjectStorage; privateStorage: ObjectStorage },
  work: string,
  picture: {
    imageKey: string;
    previewKey: string;
    scene: DemoScene;
    seed: number;
    size: { width: number; height: number };
    blurred: boolean;
  },
) {
  const [hasImage, hasPreview] = await Promise.all([
    stores.privateStorage.exists(picture.imageKey),
    stores.publicStorage.exists(picture.previewKey),
  ]);
  if (hasImage && hasPreview) return;
  const image = path.join(work, 'image.jpg');
  await renderDemoPicture({ scene: picture.scene, seed: picture.seed, ...picture.size, output: image });
  if (!hasImage) await stores.privateStorage.putFile(picture.imageKey, image, { contentType: 'image/jpeg' });
  if (!hasPreview) {
    const preview = path.join(work, 'preview.jpg');
    await runFfmpeg(galleryPreviewArgs({ input: image, blurred: picture.blurred, output: preview }), {
      timeoutMs: 120_000,
    });
    await stores.publicStorage.putFile(picture.previewKey, preview, { contentType: 'image/jpeg' });
  }
}

/** Kept here for the seed's callers and tests: the one preview path is #api/media/gallery-preview. */
export { galleryPreviewArgs };
