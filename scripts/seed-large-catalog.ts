/**
 * A large catalog for benchmarks and query plans (issue 5): 2,000 channels, 50,000 playlists,
 * 500,000 episodes, 2,000 listeners with follows, 찜 and likes; Korean titles and tags, open dates
 * spread over three years, some paid and some 19+. Everything is written with set-based SQL
 * (generate_series, one statement per table) from deterministic hashes, so two runs give the same
 * catalog. Not the demo seed: no media files, no hearts, never started by `npm start`; the covers
 * its rows name are written by writeLargeCatalogCovers into a site's DATA_DIR (bench/web.ts).
 *
 *   node --import tsx scripts/seed-large-catalog.ts            # DATABASE_URL, or sogon_large_catalog
 *   node --import tsx scripts/seed-large-catalog.ts --fresh    # drop and recreate sogon_large_catalog
 *
 * With DATABASE_URL it migrates that database and refuses to write into one that has playlists.
 * Without it, it creates `sogon_large_catalog` on the local PostgreSQL (127.0.0.1:5432) and keeps
 * it for the next benchmark run; drop it with `dropdb -h 127.0.0.1 -U postgres sogon_large_catalog`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { coverSvg } from '../packages/media/src/covers.ts';
import {
  ADJECTIVES,
  CATEGORY_IDS,
  CHANNEL_KINDS,
  CHANNEL_WORDS,
  KINDS,
  SCENES,
  TAGS,
} from './large-catalog-words.ts';

export const LARGE_CATALOG_DATABASE = 'sogon_large_catalog';
const LOCAL_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The pictures every channel and playlist row names (`/media/demo/covers/p1.svg` … `p12.svg`, the
 * demo seed's paths). A site on the large catalog without the demo seed has none of them: this
 * writes them under its local public media root (`mediaRoots(DATA_DIR).public`).
 */
export const LARGE_CATALOG_COVERS = 12;
export async function writeLargeCatalogCovers(publicRoot: string): Promise<void> {
  const folder = path.join(publicRoot, 'demo', 'covers');
  await mkdir(folder, { recursive: true });
  for (let n = 1; n <= LARGE_CATALOG_COVERS; n++)
    await writeFile(path.join(folder, `p${n}.svg`), coverSvg(`large-catalog-p${n}`));
}

export const LARGE_CATALOG = {
  channels: 2_000,
  playlists: 50_000,
  contents: 500_000,
  listeners: 2_000,
  /** Playlists of channel #1: enough for a 10,000-deep channel cursor page. */
  megaChannelPlaylists: 12_000,
} as const;

/** Where the catalog goes: DATABASE_URL, or the local sogon_large_catalog (created when absent). */
export async function largeCatalogUrl(options: { fresh?: boolean } = {}): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = new pg.Client({ connectionString: LOCAL_ADMIN_URL });
  await admin.connect();
  try {
    if (options.fresh) await admin.query(`drop database if exists ${LARGE_CATALOG_DATABASE} with (force)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [
      LARGE_CATALOG_DATABASE,
    ]);
    if (exists.rowCount === 0) await admin.query(`create database ${LARGE_CATALOG_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(LOCAL_ADMIN_URL);
  url.pathname = `/${LARGE_CATALOG_DATABASE}`;
  return url.toString();
}

export interface CatalogCounts {
  channels: number;
  playlists: number;
  contents: number;
  published: number;
  adultPlaylists: number;
  paidPlaylists: number;
  follows: number;
  prefers: number;
  likes: number;
}

export async function catalogCounts(pool: pg.Pool): Promise<CatalogCounts> {
  const { rows } = await pool.query<CatalogCounts>(`
    select (select count(*) from channels)::int as channels,
           (select count(*) from playlists)::int as playlists,
           (select count(*) from contents)::int as contents,
           (select count(*) from playlists where status = 'published')::int as published,
           (select count(*) from playlists where is_adult)::int as "adultPlaylists",
           (select count(*) from playlists where not is_free)::int as "paidPlaylists",
           (select count(*) from channel_follows)::int as follows,
           (select count(*) from playlist_prefers)::int as prefers,
           (select count(*) from content_likes)::int as likes`);
  return rows[0]!;
}

/** Whether the database already holds a catalog this size (the benchmark reuses it then). */
export async function isLargeCatalog(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ ready: boolean }>(
    `select to_regclass('public.content_likes') is not null as ready`,
  );
  // A database an interrupted seed left without its tables is not a catalog yet.
  if (!rows[0]?.ready) return false;
  const counts = await catalogCounts(pool);
  return (
    counts.channels >= LARGE_CATALOG.channels &&
    counts.playlists >= LARGE_CATALOG.playlists &&
    counts.contents >= LARGE_CATALOG.contents
  );
}

/** Every statement of the seed, in order; each is one set-based insert. */
function statements(): Array<{ label: string; text: string; values?: unknown[] }> {
  const { channels, playlists, contents, listeners, megaChannelPlaylists } = LARGE_CATALOG;
  return [
    {
      label: 'helpers',
      // A uniform number in [0, 1) from (n, salt): the same catalog on every run.
      text: `create or replace function pg_temp.u(n bigint, salt bigint) returns float8
             language sql immutable as
             $$ select (hashint8extended(n, salt) & 2147483647)::float8 / 2147483648.0 $$`,
    },
    {
      label: 'id maps',
      text: `
        create temporary table seed_channels on commit drop as
          select n, nextval('channels_id_seq') as id from generate_series(1, ${channels}) n;
        create temporary table seed_playlists on commit drop as
          select n, nextval('playlists_id_seq') as id,
                 case when n <= ${megaChannelPlaylists} then 1
                      else 2 + floor(${channels - 1} * pg_temp.u(n, 11) ^ 2)::int end as channel_n
          from generate_series(1, ${playlists}) n;
        create temporary table seed_listeners on commit drop as
          select n, nextval('users_id_seq') as id from generate_series(1, ${listeners}) n;`,
    },
    {
      label: 'channels',
      values: [CHANNEL_WORDS, CHANNEL_KINDS],
      text: `
        insert into channels (id, name, description, profile_img, is_adult, created_at)
        select c.id,
               ($1::text[])[1 + (c.n % 20)] || ' ' || ($2::text[])[1 + (c.n / 20 % 10)] || ' ' || c.n,
               ($1::text[])[1 + (c.n % 20)] || '처럼 편안한 소리를 전하는 채널입니다.',
               '/media/demo/covers/p' || (1 + c.n % ${LARGE_CATALOG_COVERS}) || '.svg',
               c.n > 1 and c.n % 50 = 0,
               now() - interval '1200 days' * pg_temp.u(c.n, 21)
        from seed_channels c`,
    },
    {
      // The search index's row trigger costs ms a playlist: filled in one statement after them.
      label: 'search index trigger off',
      text: 'alter table playlist_search disable trigger playlist_search_terms_sync',
    },
    {
      label: 'playlists',
      values: [TAGS, ADJECTIVES, SCENES, KINDS],
      text: `
        insert into playlists (id, channel_id, title, description, cover_img, media_type, is_free, price,
                               bundle_price, is_adult, tags, status, open_dt, created_at, updated_at)
        select p.id, c.id,
               ($2::text[])[1 + floor(20 * pg_temp.u(p.n, 31))::int] || ' '
                 || ($3::text[])[1 + floor(20 * pg_temp.u(p.n, 32))::int] || ' '
                 || ($1::text[])[1 + floor(80 * pg_temp.u(p.n, 33))::int] || ' '
                 || ($4::text[])[1 + floor(10 * pg_temp.u(p.n, 34))::int] || ' ' || p.n,
               ($3::text[])[1 + floor(20 * pg_temp.u(p.n, 32))::int] || '에서 듣는 '
                 || ($1::text[])[1 + floor(80 * pg_temp.u(p.n, 33))::int] || '. 편하게 들어 보세요.',
               '/media/demo/covers/p' || (1 + p.n % ${LARGE_CATALOG_COVERS}) || '.svg',
               case when pg_temp.u(p.n, 35) < 0.6 then 'audio'
                    when pg_temp.u(p.n, 35) < 0.85 then 'audiotoon' else 'video' end,
               free, case when free then 0 else 1 + floor(5 * pg_temp.u(p.n, 37))::int end,
               case when free or pg_temp.u(p.n, 38) < 0.5 then 0 else 8 + floor(20 * pg_temp.u(p.n, 38))::int end,
               pg_temp.u(p.n, 39) < 0.05,
               array(select distinct ($1::text[])[1 + floor(80 * pg_temp.u(p.n * 7 + k, 40))::int]
                     from generate_series(1, 3) k),
               case when pg_temp.u(p.n, 41) < 0.02 then 'draft'
                    when pg_temp.u(p.n, 41) < 0.04 then 'hidden' else 'published' end,
               opened, opened, least(now(), opened + interval '30 days' * pg_temp.u(p.n, 43))
        from seed_playlists p
        join seed_channels c on c.n = p.channel_n
        cross join lateral (select pg_temp.u(p.n, 36) < 0.7 as free,
                                   date_trunc('second', now() - interval '1095 days' * pg_temp.u(p.n, 42))
                                     as opened) facts`,
    },
    {
      label: 'search index',
      text: `select search_terms_fill();
             alter table playlist_search enable trigger playlist_search_terms_sync`,
    },
    {
      label: 'categories',
      values: [CATEGORY_IDS],
      text: `
        insert into playlist_categories (category_id, playlist_id, sort)
        select distinct on (category_id, playlist_id) category_id, playlist_id, sort from (
          select ($1::int[])[1 + floor(19 * pg_temp.u(p.n, 51))::int] as category_id, p.id as playlist_id,
                 floor(100 * pg_temp.u(p.n, 52))::int as sort
          from seed_playlists p
          union all
          select ($1::int[])[1 + floor(19 * pg_temp.u(p.n, 53))::int], p.id, 0
          from seed_playlists p where pg_temp.u(p.n, 54) < 0.2
        ) picked
        -- 6 is 'free': paid playlists stay out of it.
        where category_id <> 6 or (select is_free from playlists where id = playlist_id)
        order by category_id, playlist_id, sort`,
    },
    {
      label: 'contents',
      text: `
        insert into contents (playlist_id, episode_no, title, description, media_type, is_free, price, is_adult,
                              duration_sec, status, open_dt, created_at)
        select pl.id, e, e || '화 · ' || split_part(pl.title, ' ', 2) || ' ' || e, '',
               pl.media_type, pl.is_free or e = 1, case when pl.is_free or e = 1 then 0 else pl.price end,
               pg_temp.u(p.n * 64 + e, 61) < 0.01,
               300 + floor(6900 * pg_temp.u(p.n * 64 + e, 62))::int,
               case when pg_temp.u(p.n * 64 + e, 63) < 0.01 then 'processing'
                    when pg_temp.u(p.n * 64 + e, 63) < 0.02 then 'hidden' else 'published' end,
               least(now(), pl.open_dt + interval '3 days' * (e - 1)),
               least(now(), pl.open_dt + interval '3 days' * (e - 1))
        from seed_playlists p
        join playlists pl on pl.id = p.id
        cross join lateral generate_series(1, 1 + floor(19 * pg_temp.u(p.n, 60))::int) e`,
    },
    {
      label: 'contents to the exact count',
      // The per-playlist counts average 10; the last playlists absorb the difference either way.
      text: `
        with target as (select ${contents} - count(*) as missing from contents c
                        join seed_playlists p on p.id = c.playlist_id),
        last as (select id from seed_playlists order by n desc limit 1)
        insert into contents (playlist_id, episode_no, title, media_type, is_free, duration_sec, open_dt)
        select last.id, 100 + e, (100 + e) || '화 · 보너스', 'audio', true, 600, now() - interval '1 day'
        from last, target, generate_series(1, greatest(target.missing, 0)) e;
        delete from contents where id in (
          select c.id from contents c join seed_playlists p on p.id = c.playlist_id
          order by c.id desc
          limit greatest((select count(*) from contents c join seed_playlists p on p.id = c.playlist_id) - ${contents}, 0))`,
    },
    {
      label: 'listeners',
      text: `
        insert into users (id, uid, provider, username, is_auth, is_adult, adult_mode)
        select l.id, 'listener' || l.n || '@large-catalog.example', 'email', '청취자' || l.n,
               l.n % 3 = 0, case when l.n % 3 = 0 then 1 else 0 end, l.n % 6 = 0
        from seed_listeners l`,
    },
    {
      label: 'follows, 찜 and likes',
      text: `
        insert into channel_follows (user_id, channel_id, created_at)
        select distinct on (l.id, c.id) l.id, c.id, now() - interval '300 days' * pg_temp.u(l.n * 16 + k, 71)
        from seed_listeners l
        cross join lateral generate_series(1, 1 + floor(9 * pg_temp.u(l.n, 70))::int) k
        join seed_channels c on c.n = 1 + floor(${channels} * pg_temp.u(l.n * 16 + k, 72) ^ 3)::int
        on conflict do nothing;
        insert into playlist_prefers (user_id, playlist_id, created_at)
        select l.id, p.id, now() - interval '300 days' * pg_temp.u(l.n * 32 + k, 74)
        from seed_listeners l
        cross join lateral generate_series(1, 1 + floor(19 * pg_temp.u(l.n, 73))::int) k
        join seed_playlists p on p.n = 1 + floor(${playlists} * pg_temp.u(l.n * 32 + k, 75) ^ 2)::int
        on conflict do nothing;
        insert into content_likes (user_id, content_id)
        select l.id, c.id
        from seed_listeners l
        cross join lateral generate_series(1, 50) k
        join contents c on c.id = (select min(id) from contents) + floor(${contents} * pg_temp.u(l.n * 64 + k, 77) ^ 2)::bigint
        on conflict do nothing`,
    },
  ];
}

/** Migrates and writes the catalog in one transaction; answers the counts. */
export async function seedLargeCatalog(url: string, log: (line: string) => void = console.log) {
  const database = connectDatabase(url, { max: 1 });
  try {
    await runMigrations(database.db);
    const existing = await catalogCounts(database.pool);
    if (existing.playlists > 0) {
      throw new Error(
        `the database already has ${existing.playlists} playlists; seed an empty one (or pass --fresh without DATABASE_URL)`,
      );
    }
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      for (const step of statements()) {
        const started = performance.now();
        await client.query(step.text, step.values);
        log(`  ${step.label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    // What follows a bulk load on a real database (autovacuum would, later): the statistics, and
    // the visibility map, without which an index-only scan still reads each row's page.
    const started = performance.now();
    await database.pool.query('vacuum (analyze)');
    log(`  ${'vacuum (analyze)'.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return await catalogCounts(database.pool);
  } finally {
    await database.close();
  }
}

async function main() {
  const fresh = process.argv.includes('--fresh');
  if (fresh && process.env.DATABASE_URL)
    throw new Error('--fresh only recreates the local sogon_large_catalog');
  const url = await largeCatalogUrl({ fresh });
  const shown = new URL(url);
  shown.password = '';
  console.log(`large catalog → ${shown.toString()}`);
  const started = performance.now();
  const counts = await seedLargeCatalog(url);
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s:`, counts);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // No process.exit: it could cut off the summary still being written to a pipe.
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
