import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { ObjectStorage } from '#api/adapters/storage/types';
import type { Db } from '#api/db/client';
import {
  banners,
  channels,
  contents,
  faqs,
  notices,
  playlistCategories,
  playlists,
  seedRuns,
} from '#api/db/schema/index';
import type { MediaRoots } from '#api/media/roots';
import {
  DEMO_BANNERS,
  DEMO_CHANNELS,
  DEMO_FAQS,
  DEMO_NOTICES,
  DEMO_PLAYLIST_BANNER,
  DEMO_PLAYLISTS,
} from './demo-data.ts';
import {
  coverFor,
  type DemoDurations,
  type RenderedEpisode,
  removeDemoLoops,
  renderEpisodeMedia,
  writeSvg,
} from './demo-media.ts';
import { withTransientRetries } from './transient-retry.ts';

const SEED_NAME = 'demo-v1';
const DAY_MS = 86_400_000;

/**
 * Writes the demo catalog once. Media is rendered first (reusing files a previous, interrupted
 * start left complete); the rows then go in one transaction together with the seed marker, so
 * a database either has the whole demo or none of it.
 */
export async function seedDemoContent(deps: {
  db: Db;
  /** `private` holds the rendered demo sources the media pipeline then ingests. */
  media: MediaRoots;
  /** Where the demo's covers, channel pictures and banners go (served at /media/). */
  publicStorage: ObjectStorage;
  log: (line: string) => void;
  /** Shorter media for tests. */
  durations?: DemoDurations;
}) {
  const done = await deps.db.select().from(seedRuns).where(sql`${seedRuns.name} = ${SEED_NAME}`);
  if (done.length > 0) return;

  const startedAt = Date.now();
  deps.log('seeding demo content (first start): rendering demo audio and video…');
  const rendered = await renderAll(deps.media.private, deps.log, deps.durations);

  const now = Date.now();
  await deps.db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;

    const channelIds = new Map<string, number>();
    for (const channel of DEMO_CHANNELS) {
      const profileImg = await writeSvg(
        deps.publicStorage,
        `demo/channels/${channel.key}.svg`,
        coverFor(`ch-${channel.key}`),
      );
      const [row] = await tx
        .insert(channels)
        .values({ name: channel.name, description: channel.description, profileImg })
        .returning({ id: channels.id });
      channelIds.set(channel.key, row!.id);
    }

    const playlistIds: number[] = [];
    for (const [index, demo] of DEMO_PLAYLISTS.entries()) {
      const coverImg = await writeSvg(
        deps.publicStorage,
        `demo/covers/p${index + 1}.svg`,
        coverFor(`pl-${index}-${demo.title}`),
      );
      const openDt = new Date(now - demo.openedDaysAgo * DAY_MS);
      const [row] = await tx
        .insert(playlists)
        .values({
          channelId: channelIds.get(demo.channel)!,
          title: demo.title,
          description: demo.description,
          coverImg,
          mediaType: demo.mediaType,
          isFree: demo.price === 0,
          price: demo.price,
          bundlePrice: demo.price > 0 ? Math.max(1, demo.price * demo.episodes.length - demo.price) : 0,
          isAdult: demo.isAdult ?? false,
          tags: demo.tags,
          openDt,
          ...(demo.rental ? { rentalHours: demo.rental.hours } : {}),
          ...(demo.waitFree
            ? {
                waitFreeHours: demo.waitFree.hours,
                waitFreeExcludeNewest: demo.waitFree.excludeNewest,
                waitFreeRentalHours: demo.waitFree.rentalHours,
              }
            : {}),
        })
        .returning({ id: playlists.id });
      playlistIds.push(row!.id);
      await tx
        .insert(playlistCategories)
        .values(demo.categories.map((categoryId, sort) => ({ categoryId, playlistId: row!.id, sort })));
      await tx.insert(contents).values(
        demo.episodes.map((title, episodeIndex) => {
          const media = rendered[index]![episodeIndex]!;
          // Paid playlists keep their first episode free, as Korean serial platforms do.
          const isFree = demo.price === 0 || episodeIndex === 0;
          return {
            playlistId: row!.id,
            episodeNo: episodeIndex + 1,
            title,
            mediaType: demo.mediaType,
            isFree,
            price: isFree ? 0 : demo.price,
            rentalPrice: isFree ? 0 : (demo.rental?.price ?? 0),
            isAdult: demo.isAdult ?? false,
            durationSec: media.durationSec,
            mediaKey: media.mediaKey,
            coverImg,
            openDt: new Date(openDt.getTime() + episodeIndex * 3_600_000),
          };
        }),
      );
    }

    for (const [sort, banner] of DEMO_BANNERS.entries()) {
      const imageUrl = await writeSvg(
        deps.publicStorage,
        `demo/banners/b${sort + 1}.svg`,
        coverFor(`banner-${sort}`, { width: 1200, height: 500 }),
      );
      await tx.insert(banners).values({
        type: 'main',
        title: banner.title,
        subtitle: banner.subtitle,
        imageUrl,
        linkUrl: `/playlist/${playlistIds[banner.playlist]}`,
        playlistId: playlistIds[banner.playlist],
        sort,
      });
    }
    await tx.insert(banners).values({
      type: 'playlist',
      ...DEMO_PLAYLIST_BANNER,
      imageUrl: await writeSvg(
        deps.publicStorage,
        'demo/banners/playlist.svg',
        coverFor('banner-playlist', { width: 1200, height: 500 }),
      ),
    });
    await tx
      .insert(notices)
      .values(
        DEMO_NOTICES.map((notice, index) => ({ ...notice, publishedAt: new Date(now - index * 3 * DAY_MS) })),
      );
    await tx.insert(faqs).values(DEMO_FAQS.map((faq, sort) => ({ ...faq, sort })));
  });
  deps.log(`demo content ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

/** Renders every episode from its playlist's loop, one ffmpeg process per core at a time. */
async function renderAll(
  mediaRoot: string,
  log: (line: string) => void,
  durations: DemoDurations | undefined,
): Promise<RenderedEpisode[][]> {
  // First episodes first: the cores start on different playlists' loops rather than wait for one.
  const jobs = DEMO_PLAYLISTS.flatMap((playlist, playlistIndex) =>
    playlist.episodes.map((_, episodeIndex) => ({ playlist, playlistIndex, episodeIndex })),
  ).sort((a, b) => a.episodeIndex - b.episodeIndex);
  const loops = new Map<number, Promise<string>>();
  const results: RenderedEpisode[][] = DEMO_PLAYLISTS.map(() => []);
  let nextJob = 0;
  let finished = 0;
  const worker = async () => {
    while (nextJob < jobs.length) {
      const job = jobs[nextJob++]!;
      results[job.playlistIndex]![job.episodeIndex] = await withTransientRetries(
        () =>
          renderEpisodeMedia(mediaRoot, job.playlist, job.playlistIndex, job.episodeIndex, {
            loops,
            ...(durations ? { durations } : {}),
          }),
        { what: `demo source p${job.playlistIndex + 1}-e${job.episodeIndex + 1}`, log },
      );
      finished += 1;
      if (finished % 10 === 0 || finished === jobs.length)
        log(`  demo sources ${finished}/${jobs.length} rendered`);
    }
  };
  const concurrency = Math.max(1, os.availableParallelism());
  await Promise.all(Array.from({ length: concurrency }, worker));
  await removeDemoLoops(mediaRoot);
  return results;
}
