import type { TEpisodeCard } from '@sogon/contract/schemas/discovery';
import { type SQL, sql } from 'drizzle-orm';
import { adultSql, openEpisodeCountSql } from '#api/modules/access';

/*
 * SQL shared by the discovery repositories. Playlist cards read `playlists p join channels ch`
 * and map with catalog/playlist-card-row.ts; episode cards add `contents c`.
 */

/** The columns of catalog/playlist-card-row.ts; episodes counted as open at `at`. */
export const playlistCardColumns = (at: Date) => sql`
  p.id, p.title, p.description, p.cover_img, p.media_type, p.is_free, p.price, p.is_adult, p.tags, p.open_dt,
  ${openEpisodeCountSql(at)} as episode_count,
  ch.id as channel_id, ch.name as channel_name, ch.profile_img as channel_profile_img`;

/**
 * Newest first on (open_dt, id), spelled the way the indexes are built: drizzle's `.desc()` makes
 * `DESC NULLS LAST`, and PostgreSQL walks such an index only for an ORDER BY that says so too
 * (the columns are NOT NULL, so the order itself is the same as a plain DESC).
 */
export function newestFirst(alias: 'p' | 'c'): SQL {
  return sql.raw(`${alias}.open_dt desc nulls last, ${alias}.id desc nulls last`);
}

/** The same index walked backwards. */
export function oldestFirst(alias: 'p' | 'c'): SQL {
  return sql.raw(`${alias}.open_dt asc nulls first, ${alias}.id asc nulls first`);
}

/** open_dt in UTC to the microsecond: the keyset cursor the channel list hands out too. */
export const openDtCursor = sql`to_char(p.open_dt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const episodeCardColumns = sql`
  c.id, c.playlist_id, c.episode_no, c.title, c.media_type, c.duration_sec, c.is_free, c.price,
  ${adultSql('c', 'p', 'ch')} as is_adult, c.open_dt,
  coalesce(nullif(c.cover_img, ''), p.cover_img) as cover_img, p.title as playlist_title,
  ch.id as channel_id, ch.name as channel_name, ch.profile_img as channel_profile_img`;

export interface EpisodeCardRow extends Record<string, unknown> {
  id: number;
  playlist_id: number;
  episode_no: number;
  title: string;
  media_type: TEpisodeCard['mediaType'];
  duration_sec: number;
  is_free: boolean;
  price: number;
  is_adult: boolean;
  /** Raw timestamps come back as text. */
  open_dt: string | Date;
  cover_img: string;
  playlist_title: string;
  channel_id: number;
  channel_name: string;
  channel_profile_img: string;
}

export function episodeCardFromRow(row: EpisodeCardRow): TEpisodeCard {
  return {
    id: row.id,
    playlistId: row.playlist_id,
    episodeNo: row.episode_no,
    title: row.title,
    mediaType: row.media_type,
    durationSec: row.duration_sec,
    isFree: row.is_free,
    price: row.price,
    isAdult: row.is_adult,
    openDt: iso(row.open_dt),
    coverImg: row.cover_img,
    playlistTitle: row.playlist_title,
    channel: { id: row.channel_id, name: row.channel_name, profileImg: row.channel_profile_img },
  };
}

export const iso = (value: string | Date): string => new Date(value).toISOString();

/** One row more than the page says whether a next page exists, without counting the list. */
export function pageOf<T>(rows: T[], size: number): { rows: T[]; hasMore: boolean } {
  return { rows: rows.slice(0, size), hasMore: rows.length > size };
}
