import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COVER_PALETTES, runFfmpeg } from '@sogon/media';
import { inArray, sql } from 'drizzle-orm';
import type { ObjectStorage } from '#api/adapters/storage/types';
import type { Db } from '#api/db/client';
import { channels, galleryItems, seedRuns } from '#api/db/schema/index';
import { DEMO_CHANNELS } from './demo-data.ts';

const SEED_NAME = 'demo-gallery-v1';
const DAY_MS = 86_400_000;

/** Demo pictures per channel key; prices in hearts (0 is free). */
const DEMO_GALLERY: Record<string, { title: string; price: number }[]> = {
  moon: [
    { title: '달빛 아래 창가', price: 0 },
    { title: '잠들기 전 하늘', price: 2 },
    { title: '새벽 세 시의 별', price: 0 },
    { title: '고요한 호숫가', price: 3 },
    { title: '구름 사이 달', price: 5 },
    { title: '한밤의 라벤더', price: 4 },
  ],
  raindrop: [
    { title: '비 갠 오후', price: 0 },
    { title: '유리창의 빗방울', price: 3 },
    { title: '초록 숲길', price: 0 },
    { title: '우산 아래 풍경', price: 2 },
    { title: '안개 낀 아침', price: 4 },
    { title: '물결 무늬', price: 5 },
  ],
  toon: [
    { title: '오디오툰 1화 표지', price: 0 },
    { title: '등장인물 스케치', price: 2 },
    { title: '작업실 풍경', price: 0 },
    { title: '비하인드 컷', price: 3 },
    { title: '다음 화 예고', price: 4 },
    { title: '팬아트 특집', price: 5 },
  ],
};

const SIZES = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 896, height: 896 },
];

/** Previews are this wide; paid ones are first shrunk to `BLUR_FROM` pixels so no detail survives. */
const PREVIEW_WIDTH = 360;
const BLUR_FROM = 24;

/**
 * Adds a small gallery to every demo channel once (about six pictures each, some free, some
 * 2–5 hearts; adult only where the channel is). Pictures are drawn by ffmpeg: the full image goes
 * to the private store (served only through the entitlement check), a preview to the public
 * store — blurred beyond recognition for paid items, plain for free ones. Runs on every start;
 * does nothing once a gallery exists.
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
  if (done || existing) return;

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
        const name = `demo/gallery/${channel.key}-${index + 1}`;
        const imageKey = `${name}.jpg`;
        const previewKey = `${name}-preview.jpg`;
        await drawOnce(deps, work, {
          imageKey,
          previewKey,
          seed: channelIndex * 100 + index,
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
    await tx.insert(galleryItems).values(rows);
  });
  deps.log(`demo galleries ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
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
  await runFfmpeg(galleryArtArgs({ seed: picture.seed, ...picture.size, output: image }), {
    timeoutMs: 120_000,
  });
  if (!hasImage) await stores.privateStorage.putFile(picture.imageKey, image, { contentType: 'image/jpeg' });
  if (!hasPreview) {
    const preview = path.join(work, 'preview.jpg');
    await runFfmpeg(galleryPreviewArgs({ input: image, blurred: picture.blurred, output: preview }), {
      timeoutMs: 120_000,
    });
    await stores.publicStorage.putFile(picture.previewKey, preview, { contentType: 'image/jpeg' });
  }
}

/** A deterministic number in [0, 1) for (seed, n). */
function noise(seed: number, n: number): number {
  const x = Math.sin(seed * 12.9898 + n * 78.233) * 43_758.5453;
  return x - Math.floor(x);
}

const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const fixed = (value: number) => value.toFixed(3);

/**
 * ffmpeg arguments for one demo picture in the covers' palettes: a three-stop gradient with
 * soft orbs (drawn at a quarter size and scaled up, as it is smooth), then thin sound-wave lines
 * at half size — detail a blurred preview visibly lacks — and a little grain at full size.
 */
export function galleryArtArgs(options: { seed: number; width: number; height: number; output: string }) {
  const { seed, width, height, output } = options;
  if (!output || output.startsWith('-')) throw new TypeError('output must be a path');
  const palette = COVER_PALETTES[seed % COVER_PALETTES.length]!;
  const angle = noise(seed, 1) * Math.PI * 2;
  const orbs = [0, 1, 2, 3].map((n) => ({
    colour: rgb(palette.accents[n % palette.accents.length]!),
    x: noise(seed, 10 + n),
    y: noise(seed, 20 + n) * 0.8,
    spread: 0.01 + noise(seed, 30 + n) * 0.04,
    opacity: 0.3 + noise(seed, 40 + n) * 0.35,
  }));
  const band = 0.45 + noise(seed, 2) * 0.25;
  const waves = [0, 1, 2, 3].map((n) => ({
    colour: rgb(palette.accents[(n + 1) % palette.accents.length]!),
    y: band + n * 0.035,
    amplitude: 0.02 + noise(seed, 50 + n) * 0.04,
    cycles: 1.5 + noise(seed, 3) * 2,
    phase: noise(seed, 60 + n),
    thickness: 2 + n,
    opacity: 0.85 - n * 0.15,
  }));

  const background = (channel: number) => {
    const [a, b, c] = palette.background.map((hex) => rgb(hex)[channel]!) as [number, number, number];
    let expression =
      `st(0,clip(0.5+(X/W-0.5)*${fixed(Math.cos(angle))}+(Y/H-0.5)*${fixed(Math.sin(angle))},0,1));` +
      `st(1,if(lt(ld(0),0.55),${a}+(${b - a})*ld(0)/0.55,${b}+(${c - b})*(ld(0)-0.55)/0.45));`;
    for (const orb of orbs) {
      expression +=
        `st(2,${fixed(orb.opacity)}*exp(-(pow(X/W-${fixed(orb.x)},2)+pow((Y/H-${fixed(orb.y)})*H/W,2))/${fixed(orb.spread)}));` +
        `st(1,ld(1)*(1-ld(2))+${orb.colour[channel]}*ld(2));`;
    }
    return `${expression}ld(1)`;
  };
  // Only the band the waves cross is computed; the rest of the frame passes through.
  const low = band - 0.08;
  const high = band + 0.035 * 3 + 0.08;
  const lines = (channel: number) => {
    let expression = 'st(1,p(X,Y));';
    for (const wave of waves) {
      const curve =
        `H*(${fixed(wave.y)}+${fixed(wave.amplitude)}*sin(6.2832*(X/W*${fixed(wave.cycles)}+${fixed(wave.phase)}))` +
        '*(0.3+0.7*sin(3.1416*X/W)))';
      expression +=
        `st(2,${fixed(wave.opacity)}*clip(1-abs(Y-${curve})/${fixed(wave.thickness / 2)},0,1));` +
        `st(1,ld(1)*(1-ld(2))+${wave.colour[channel]}*ld(2));`;
    }
    return `if(between(Y/H,${fixed(low)},${fixed(high)}),${expression}ld(1),p(X,Y))`;
  };
  const geq = (expression: (channel: number) => string) =>
    `geq=r='${expression(0)}':g='${expression(1)}':b='${expression(2)}'`;
  const graph = [
    `color=c=black:s=${Math.round(width / 4)}x${Math.round(height / 4)}:d=1`,
    'format=rgb24',
    geq(background),
    `scale=${Math.round(width / 2)}:${Math.round(height / 2)}:flags=bicubic`,
    geq(lines),
    `scale=${width}:${height}:flags=lanczos`,
    'noise=alls=4:allf=t',
    'vignette=PI/5',
  ].join(',');
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    graph,
    '-frames:v',
    '1',
    '-q:v',
    '3',
    '-map_metadata',
    '-1',
    '-f',
    'image2',
    output,
  ];
}

/** ffmpeg arguments for a preview: a plain small copy, or for paid items one blurred beyond recognition. */
export function galleryPreviewArgs(options: { input: string; blurred: boolean; output: string }) {
  const { input, blurred, output } = options;
  if (!output || output.startsWith('-') || !input || input.startsWith('-')) {
    throw new TypeError('input and output must be paths');
  }
  const filter = blurred
    ? `scale=${BLUR_FROM}:-2,scale=${PREVIEW_WIDTH}:-2:flags=bicubic,gblur=sigma=8`
    : `scale=${PREVIEW_WIDTH}:-2`;
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-i',
    input,
    '-vf',
    filter,
    '-frames:v',
    '1',
    '-q:v',
    '4',
    '-map_metadata',
    '-1',
    '-f',
    'image2',
    output,
  ];
}
