/*
 * One page of search hits as playlist cards (postgres-backend.ts): the rows it reads, the sort
 * keys that rank the hits, and the statement that turns a ranked page into cards.
 */
import type { TSearchMatch, TSearchSort } from '@sogon/contract/schemas/search';
import { type SQL, sql } from 'drizzle-orm';
import { type At, openEpisodeCountSql } from '#api/modules/access';
import type { PlaylistCardRow } from '#api/modules/catalog';
import type { SearchPageRequest } from './backend.ts';
import { matchOf } from './phrase-match.ts';

export interface HitRow extends PlaylistCardRow {
  /** numeric, as text: the first half of the cursor. */
  sort_key: string;
  match: TSearchMatch;
}

/**
 * Higher first; ties broken by id (desc), so (sort_key, id) orders every hit exactly once. Reads
 * the scored hits' columns (hit_id, hit_open_dt, score).
 */
export function sortKey(sort: TSearchSort): SQL {
  switch (sort) {
    case 'relevance':
      return sql`round(score::numeric, 6)`;
    case 'new':
      return sql`extract(epoch from hit_open_dt)`;
    case 'popular':
      // Popularity = unlocks (purchase rows) of the playlist: the one signal every playlist has.
      return sql`(select count(*) from purchases pu where pu.playlist_id = hit_id)::numeric`;
  }
}

export interface CardPageRow extends HitRow {
  /** Hits of the keyword in all, or up to a cap; null columns on a row without a card. */
  total: number;
  /** Whether the page is proven to be the one ranking every hit would give. */
  complete: boolean;
}

/**
 * Rows read per similar word and term score for one relevance page (term-index.ts,
 * similarRelevancePage): a page and one more proves the first page; after a cursor, playlists
 * already shown through a better word may crowd a word's next rows, so twice that is read there
 * (on the large catalog no page of 빗솔리 or 31337 then falls back to ranking every hit; with one
 * page's worth, a quarter of 빗솔리's pages did).
 */
export function perRun(page: SearchPageRequest): number {
  return (page.after ? 2 : 1) * (page.size + 1);
}

/** What cardsStatement reads: the ranked page and, optionally, CTEs, a total and `complete`. */
export interface CardParts {
  with?: SQL;
  page: SQL;
  total?: SQL;
  complete?: SQL;
}

/**
 * The cards of one ranked page (id, score, sort_key; at most a page and one more, in order), read
 * from playlists and channels; every row also carries `total` (int SQL, 0 when not given) and
 * `complete` (boolean SQL, true when not given). `with` defines CTEs (`name as (…)`, comma
 * separated) the page, total and complete may read. Episodes are counted as open at `at`.
 */
export function cardsStatement(parts: CardParts, at: At): SQL {
  const ctes = parts.with ? sql`with ${parts.with}` : sql``;
  return sql`
    ${ctes}
    select p.id, p.title, p.description, p.cover_img, p.media_type, p.is_free, p.price,
           p.is_adult, p.tags, p.open_dt,
           ${openEpisodeCountSql(at)} as episode_count,
           ch.id as channel_id, ch.name as channel_name, ch.profile_img as channel_profile_img,
           page.sort_key, page.match, counted.total, counted.complete
    from (select ${parts.total ?? sql`0`} as total, ${parts.complete ?? sql`true`} as complete) counted
    left join (select id, sort_key, ${matchOf} as match from (${parts.page}) ranked) page on true
    left join playlists p on p.id = page.id
    left join channels ch on ch.id = p.channel_id
    order by page.sort_key desc, page.id desc`;
}
