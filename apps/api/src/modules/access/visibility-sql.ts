import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Viewer } from '#api/modules/viewer';

/*
 * The rules of visibility.ts as SQL for list queries: one definition, two spellings. A query
 * names the item and what it belongs to, either by its alias in raw SQL (`'c'`, `'p'`, `'ch'`)
 * or by the drizzle table it selects from (`contents`, `playlists`, `channels`).
 */

/** A row whose adult flag the rule reads: a raw-SQL alias, or a drizzle table with `isAdult`. */
export type Holder = string | { isAdult: AnyPgColumn };

const ALIAS = /^[a-z_][a-z0-9_]*$/;

function flagOf(holder: Holder): SQL {
  if (typeof holder !== 'string') return sql`${holder.isAdult}`;
  if (!ALIAS.test(holder)) throw new Error(`not a table alias: ${holder}`);
  return sql.raw(`${holder}.is_adult`);
}

function aliasOf(alias: string): string {
  if (!ALIAS.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return alias;
}

/** Adult: the item or anything it belongs to is marked 19+ (a column for answers that carry the flag). */
export function adultSql(...chain: Holder[]): SQL {
  return sql`(${sql.join(chain.map(flagOf), sql` or `)})`;
}

/** None of the chain is marked 19+: what an audience without adult items may see. */
export function notAdultSql(...chain: Holder[]): SQL {
  return sql.join(
    chain.map((holder) => sql`not ${flagOf(holder)}`),
    sql` and `,
  );
}

/** The 19+ rule for this viewer over the chain: anything for a verified adult with adult mode on. */
export function adultAllowedSql(viewer: Viewer, ...chain: Holder[]): SQL {
  return viewer.canSeeAdult ? sql`true` : notAdultSql(...chain);
}

/** A channel the console has not hidden (its alias). */
export function shownChannelSql(alias = 'ch'): SQL {
  return sql`${sql.raw(aliasOf(alias))}.status = 'published'`;
}

/** A published playlist of a shown channel the viewer may see (aliases of the playlist and its channel). */
export function visiblePlaylistSql(viewer: Viewer, alias: { playlist: string; channel: string } = PC): SQL {
  return sql`${sql.raw(aliasOf(alias.playlist))}.status = 'published' and ${shownChannelSql(
    alias.channel,
  )} and ${adultAllowedSql(viewer, alias.playlist, alias.channel)}`;
}

/** A published episode of a published playlist the viewer may see. */
export function visibleEpisodeSql(
  viewer: Viewer,
  alias: { content: string; playlist: string; channel: string } = CPC,
): SQL {
  const c = sql.raw(aliasOf(alias.content));
  const p = sql.raw(aliasOf(alias.playlist));
  return sql`${c}.status = 'published' and ${p}.status = 'published' and ${shownChannelSql(
    alias.channel,
  )} and ${adultAllowedSql(viewer, alias.content, alias.playlist, alias.channel)}`;
}

const PC = { playlist: 'p', channel: 'ch' };
const CPC = { content: 'c', playlist: 'p', channel: 'ch' };

/**
 * The search index's precomputed audience (`playlist_search.audience`, migration 0013: 1
 * everyone, 2 adults with adult mode on, 0 nobody — a hidden playlist or channel, migration
 * 0025) for this viewer.
 */
export function searchAudienceSql(viewer: Viewer, alias = 's'): SQL {
  const s = sql.raw(aliasOf(alias));
  return viewer.canSeeAdult ? sql`${s}.audience in (1, 2)` : sql`${s}.audience = 1`;
}

/**
 * A row that leads to a playlist (a banner): when it names one, that playlist must be published,
 * of a shown channel, and within the 19+ rule of the viewer.
 */
export function linkedPlaylistAllowedSql(viewer: Viewer, playlistId: AnyPgColumn): SQL {
  const adult = viewer.canSeeAdult ? sql`false` : adultSql('p', 'c');
  return sql`not exists (select 1 from playlists p join channels c on c.id = p.channel_id
          where p.id = ${playlistId} and (p.status <> 'published' or not ${shownChannelSql('c')} or ${adult}))`;
}
