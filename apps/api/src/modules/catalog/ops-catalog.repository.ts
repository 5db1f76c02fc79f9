import type {
  TOpsChannelQuery,
  TOpsChannelRow,
  TOpsEpisode,
  TOpsPlaylistDetail,
  TOpsPlaylistQuery,
  TOpsPlaylistRow,
} from '@sogon/contract/schemas/ops-catalog';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { escapeLike } from '#api/db/like';
import { channels, contents, playlistCategories, playlists } from '#api/db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Writes the change's audit row inside its transaction (the console's `audit`). */
export type AuditIn = (
  tx: Tx,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => Promise<void>;

export interface PlaylistChange {
  status?: 'published' | 'hidden';
  isAdult?: boolean;
  isFree?: boolean;
  price?: number;
  bundlePrice?: number;
  rentalHours?: number;
  waitFreeHours?: number;
  waitFreeExcludeNewest?: number;
  waitFreeRentalHours?: number;
  categories?: { id: number; sort: number }[];
}

export interface EpisodeChange {
  status?: 'published' | 'hidden';
  isAdult?: boolean;
  isFree?: boolean;
  price?: number;
}

interface PlaylistRowSql extends Record<string, unknown> {
  id: number;
  title: string;
  media_type: TOpsPlaylistRow['mediaType'];
  status: TOpsPlaylistRow['status'];
  is_adult: boolean;
  is_free: boolean;
  price: number;
  bundle_price: number;
  episode_count: number;
  category_ids: number[];
  channel_id: number;
  channel_name: string;
  channel_status: 'published' | 'hidden';
  updated_at: string | Date;
}

const playlistColumns = sql`
  p.id::int as id, p.title, p.media_type, p.status, p.is_adult, p.is_free, p.price, p.bundle_price,
  (select count(*)::int from contents c where c.playlist_id = p.id) as episode_count,
  array(select pc.category_id from playlist_categories pc where pc.playlist_id = p.id order by pc.category_id)
    as category_ids,
  ch.id::int as channel_id, ch.name as channel_name, ch.status as channel_status, p.updated_at`;

function playlistRow(row: PlaylistRowSql): TOpsPlaylistRow {
  return {
    id: row.id,
    title: row.title,
    mediaType: row.media_type,
    status: row.status,
    isAdult: row.is_adult,
    isFree: row.is_free,
    price: row.price,
    bundlePrice: row.bundle_price,
    episodeCount: row.episode_count,
    categoryIds: row.category_ids.map(Number),
    channel: { id: row.channel_id, name: row.channel_name, status: row.channel_status },
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function episodeOf(row: typeof contents.$inferSelect): TOpsEpisode {
  return {
    id: row.id,
    episodeNo: row.episodeNo,
    title: row.title,
    status: row.status,
    isAdult: row.isAdult,
    isFree: row.isFree,
    price: row.price,
    durationSec: row.durationSec,
  };
}

/** What an audit row records of a playlist. */
function pickPlaylist(playlist: TOpsPlaylistDetail) {
  return {
    status: playlist.status,
    isAdult: playlist.isAdult,
    isFree: playlist.isFree,
    price: playlist.price,
    bundlePrice: playlist.bundlePrice,
    ...playlist.terms,
    categories: playlist.categories,
  };
}

/** What the console reads and changes in the catalog (issue 17); every change carries its audit row. */
export function createOpsCatalogRepository(db: Db) {
  async function detail(conn: Db | Tx, id: number): Promise<TOpsPlaylistDetail | null> {
    const result = await conn.execute<
      PlaylistRowSql & {
        description: string;
        cover_img: string;
        rental_hours: number;
        wait_free_hours: number;
        wait_free_exclude_newest: number;
        wait_free_rental_hours: number;
      }
    >(sql`
      select ${playlistColumns}, p.description, p.cover_img, p.rental_hours, p.wait_free_hours,
             p.wait_free_exclude_newest, p.wait_free_rental_hours
      from playlists p join channels ch on ch.id = p.channel_id
      where p.id = ${id}`);
    const row = result.rows[0];
    if (!row) return null;
    const [categories, episodes] = await Promise.all([
      conn
        .select({ id: playlistCategories.categoryId, sort: playlistCategories.sort })
        .from(playlistCategories)
        .where(eq(playlistCategories.playlistId, id))
        .orderBy(asc(playlistCategories.categoryId)),
      conn
        .select()
        .from(contents)
        .where(eq(contents.playlistId, id))
        .orderBy(asc(contents.episodeNo), asc(contents.id)),
    ]);
    return {
      ...playlistRow(row),
      description: row.description,
      coverImg: row.cover_img,
      terms: {
        rentalHours: row.rental_hours,
        waitFreeHours: row.wait_free_hours,
        waitFreeExcludeNewest: row.wait_free_exclude_newest,
        waitFreeRentalHours: row.wait_free_rental_hours,
      },
      categories,
      episodes: episodes.map(episodeOf),
    };
  }

  async function channelRow(conn: Db | Tx, id: number): Promise<TOpsChannelRow | null> {
    const result = await conn.execute<{
      id: number;
      name: string;
      status: 'published' | 'hidden';
      is_adult: boolean;
      playlist_count: number;
      created_at: string | Date;
    }>(sql`
      select ch.id::int as id, ch.name, ch.status, ch.is_adult, ch.created_at,
             (select count(*)::int from playlists p where p.channel_id = ch.id) as playlist_count
      from channels ch where ch.id = ${id}`);
    const row = result.rows[0];
    return row ? channelOf(row) : null;
  }

  function channelOf(row: {
    id: number;
    name: string;
    status: 'published' | 'hidden';
    is_adult: boolean;
    playlist_count: number;
    created_at: string | Date;
  }): TOpsChannelRow {
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      isAdult: row.is_adult,
      playlistCount: row.playlist_count,
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  return {
    async playlists(query: TOpsPlaylistQuery): Promise<TOpsPlaylistRow[]> {
      const conditions = [sql`true`];
      if (query.q) {
        const contains = `%${escapeLike(query.q)}%`;
        const id = /^\d{1,15}$/.test(query.q) ? Number(query.q) : -1;
        conditions.push(sql`(p.id = ${id} or p.title ilike ${contains} or ch.name ilike ${contains})`);
      }
      if (query.status) conditions.push(sql`p.status = ${query.status}`);
      // The console filters on the playlist's own flag (what an operator sets here).
      if (query.adult !== undefined)
        conditions.push(sql`p.is_adult is ${sql.raw(query.adult ? 'true' : 'false')}`);
      if (query.paid) conditions.push(sql`p.is_free is ${sql.raw(query.paid === 'free' ? 'true' : 'false')}`);
      if (query.category !== undefined) {
        conditions.push(
          sql`exists (select 1 from playlist_categories pc where pc.playlist_id = p.id and pc.category_id = ${query.category})`,
        );
      }
      const result = await db.execute<PlaylistRowSql>(sql`
        select ${playlistColumns}
        from playlists p join channels ch on ch.id = p.channel_id
        where ${sql.join(conditions, sql` and `)}
        order by p.id desc
        limit ${query.limit}`);
      return result.rows.map(playlistRow);
    },

    playlist: (id: number) => detail(db, id),

    /** Applies the change under a row lock; 'missing' when there is no such playlist. */
    async updatePlaylist(
      id: number,
      change: PlaylistChange,
      at: Date,
      audit: AuditIn,
    ): Promise<TOpsPlaylistDetail | 'missing' | 'unchanged'> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: playlists.id })
          .from(playlists)
          .where(eq(playlists.id, id))
          .for('update');
        if (!locked) return 'missing';
        const before = (await detail(tx, id))!;
        const { categories, ...columns } = change;
        const set = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
        const wanted = {
          ...pickPlaylist(before),
          ...set,
          categories: categories ? [...categories].sort((a, b) => a.id - b.id) : before.categories,
        };
        if (JSON.stringify(wanted) === JSON.stringify(pickPlaylist(before))) return 'unchanged';
        await tx
          .update(playlists)
          .set({ ...set, updatedAt: at })
          .where(eq(playlists.id, id));
        if (categories) {
          await tx.delete(playlistCategories).where(eq(playlistCategories.playlistId, id));
          if (categories.length > 0) {
            await tx.insert(playlistCategories).values(
              categories.map((category) => ({
                playlistId: id,
                categoryId: category.id,
                sort: category.sort,
              })),
            );
          }
        }
        const after = (await detail(tx, id))!;
        await audit(tx, pickPlaylist(before), pickPlaylist(after));
        return after;
      });
    },

    async updateEpisode(
      id: number,
      change: EpisodeChange,
      audit: AuditIn,
    ): Promise<TOpsEpisode | 'missing' | 'unchanged'> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(contents).where(eq(contents.id, id)).for('update');
        if (!row) return 'missing';
        const before = episodeOf(row);
        const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
        const after = { ...before, ...set } as TOpsEpisode;
        const pick = (episode: TOpsEpisode) => ({
          playlistId: row.playlistId,
          status: episode.status,
          isAdult: episode.isAdult,
          isFree: episode.isFree,
          price: episode.price,
        });
        if (JSON.stringify(pick(before)) === JSON.stringify(pick(after))) return 'unchanged';
        await tx.update(contents).set(set).where(eq(contents.id, id));
        await audit(tx, pick(before), pick(after));
        return after;
      });
    },

    async channels(query: TOpsChannelQuery): Promise<TOpsChannelRow[]> {
      const conditions = [sql`true`];
      if (query.q) {
        const id = /^\d{1,15}$/.test(query.q) ? Number(query.q) : -1;
        conditions.push(sql`(ch.id = ${id} or ch.name ilike ${`%${escapeLike(query.q)}%`})`);
      }
      if (query.status) conditions.push(sql`ch.status = ${query.status}`);
      const result = await db.execute<{
        id: number;
        name: string;
        status: 'published' | 'hidden';
        is_adult: boolean;
        playlist_count: number;
        created_at: string | Date;
      }>(sql`
        select ch.id::int as id, ch.name, ch.status, ch.is_adult, ch.created_at,
               (select count(*)::int from playlists p where p.channel_id = ch.id) as playlist_count
        from channels ch
        where ${sql.join(conditions, sql` and `)}
        order by ch.id desc
        limit ${query.limit}`);
      return result.rows.map(channelOf);
    },

    async updateChannel(
      id: number,
      status: 'published' | 'hidden',
      audit: AuditIn,
    ): Promise<TOpsChannelRow | 'missing' | 'unchanged'> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: channels.status })
          .from(channels)
          .where(eq(channels.id, id))
          .for('update');
        if (!row) return 'missing';
        if (row.status === status) return 'unchanged';
        await tx.update(channels).set({ status }).where(eq(channels.id, id));
        await audit(tx, { status: row.status }, { status });
        return (await channelRow(tx, id))!;
      });
    },
  };
}

export type OpsCatalogRepository = ReturnType<typeof createOpsCatalogRepository>;
