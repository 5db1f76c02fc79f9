import type { TBanner, TFaq, TNotice } from '@sogon/contract/schemas/catalog';
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { banners, faqs, notices } from '#api/db/schema/index';
import { adultAllowedSql, linkedPlaylistAllowedSql } from '#api/modules/access/visibility-sql';
import type { Viewer } from '#api/modules/viewer';

export function createSiteRepository(db: Db) {
  return {
    async activeBanners(filter: {
      type: string;
      grade?: string;
      viewer: Viewer;
      /** Playlist banners: those for this playlist and those for every playlist (no playlist set). */
      playlistId?: number;
      now?: Date;
    }): Promise<TBanner[]> {
      const now = filter.now ?? new Date();
      const rows = await db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.type, filter.type),
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
        linkUrl: row.linkUrl,
        isAdult: row.isAdult,
      }));
    },

    async notices(limit: number): Promise<TNotice[]> {
      const rows = await db
        .select()
        .from(notices)
        .where(lte(notices.publishedAt, sql`now()`))
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
      const rows = await db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
      return rows.map(({ id, category, question, answer }) => ({ id, category, question, answer }));
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
