import type { Db } from '#api/db/client';
import type { ReadDb } from '#api/db/replica/read-side';
import type { Entitlements } from '#api/modules/access';
import type { PlaylistRepository } from '#api/modules/playlist';
import { createEpisodesRepository } from './episodes.repository.ts';
import { createEpisodesService } from './episodes.service.ts';
import { createFeedsRepository } from './feeds.repository.ts';
import { createFeedsService } from './feeds.service.ts';
import { createSocialRepository } from './social.repository.ts';
import { createSocialService } from './social.service.ts';

/** Discovery: catalog-wide feeds, follows and 찜, and episode reads (its module.ts composes it). */
export function createDiscovery(deps: {
  db: Db;
  /** Lag-tolerant reads (the feeds); the primary when not given. */
  reads?: ReadDb;
  playlists: PlaylistRepository;
  entitlements: Entitlements;
  /** Writes the member's buffered playback positions before their history is read. */
  flushPositions?: (userId: number) => Promise<unknown>;
  /** The clock episode schedules are read at (ADR 066). */
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const episodes = createEpisodesRepository(deps.db, now);
  return {
    feeds: createFeedsService({ feeds: createFeedsRepository(deps.reads ?? deps.db, now), episodes }),
    social: createSocialService({ social: createSocialRepository(deps.db, now), playlists: deps.playlists }),
    episodes: createEpisodesService({
      episodes,
      playlists: deps.playlists,
      entitlements: deps.entitlements,
      flushPositions: deps.flushPositions,
    }),
  };
}

export type Discovery = ReturnType<typeof createDiscovery>;
