import type { TBanner, TFaq, TNotice } from '@sogon/contract/schemas/catalog';
import type { TSitePopup } from '@sogon/contract/schemas/ops-site';
import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { ReadDb } from '#api/db/replica/read-side';
import { banners, faqs, notices, sitePopup } from '#api/db/schema/index';
import { adultAllowedSql, linkedPlaylistAllowedSql } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';

/**
 * What members see of banners, notices, FAQ and the popup: only what is not hidden and inside
 * its period by `clock` (the API's one clock, `kernel.settings.clock`).
 */
export function createSiteRepository(db: ReadDb, clock: () => Date = () => new Date()) {
  return {
    async activeBanners(filter: {
      type: string;
      grade?: string;
      viewer: Viewer;
      /** Playlist banners: those for this playlist and those for every playlist (no playlist set). */
      playlistId?: number;
      now?: Date;
    }): Promise<TBanner[]> {
      const now = filter.now ?? clock();
      const rows = await db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.type, filter.type),
            isNull(banners.hiddenAt),
            filter.grade ? eq(banners.grade, filter.grade) : undefined,
            adultAllowedSql(filter.viewer, banners),
            // A banner tied to a 19+ playlist or channel is as adult as its playlist.
            linkedPlaylistAllowedSql(filter.viewer, banners.playlistId),
            filter.playlistId === undefined
              ? undefined
              : or(isNull(banners.playlistId), eq(banners.playlistId, filter.playlistId)),
            or(isNull(banners.startsAt), lte(banners.startsAt, now)),
            or(isNull(banners.endsAt), gt(banners.endsAt, now)),
          ),
        )
        .orderBy(asc(banners.sort), desc(banners.id));
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        grade: row.grade,
        title: row.title,
        subtitle: row.subtitle,
        imageUrl: row.imageUrl,
        imageAlt: row.imageAlt,
        linkUrl: row.linkUrl,
        isAdult: row.isAdult,
      }));
    },

    async notices(limit: number): Promise<TNotice[]> {
      const rows = await db
        .select()
        .from(notices)
        .where(and(lte(notices.publishedAt, clock()), isNull(notices.hiddenAt)))
        .orderBy(desc(notices.isPinned), desc(notices.publishedAt), desc(notices.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        isPinned: row.isPinned,
        publishedAt: row.publishedAt.toISOString(),
      }));
    },

    async faqs(): Promise<TFaq[]> {
      const rows = await db
        .select()
        .from(faqs)
        .where(isNull(faqs.hiddenAt))
        .orderBy(asc(faqs.sort), asc(faqs.id));
      return rows.map(({ id, category, question, answer }) => ({ id, category, question, answer }));
    },

    /** The home popup while its window is open (start inclusive, end exclusive); else null. */
    async openPopup(): Promise<TSitePopup | null> {
      const now = clock();
      const [row] = await db
        .select()
        .from(sitePopup)
        .where(and(lte(sitePopup.startsAt, now), gt(sitePopup.endsAt, now)))
        .orderBy(asc(sitePopup.id))
        .limit(1);
      if (!row) return null;
      return {
        title: row.title,
        body: row.body,
        imageUrl: row.imageUrl,
        imageAlt: row.imageAlt,
        linkUrl: row.linkUrl,
        linkLabel: row.linkLabel,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
      };
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
