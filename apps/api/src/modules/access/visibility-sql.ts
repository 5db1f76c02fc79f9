import { type Placeholder, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { liveAtSql } from '#api/db/rules/live-subscription';
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

/**
 * A published episode of a published playlist the viewer may see, open to them at `at` (ADR
 * 066: its open time reached, or its early time for a live member of one of its tiers).
 */
export function visibleEpisodeSql(
  viewer: Viewer,
  at: At,
  alias: { content: string; playlist: string; channel: string } = CPC,
): SQL {
  const p = sql.raw(aliasOf(alias.playlist));
  return sql`${episodeOpenForSql(viewer.userId, at, alias.content)} and ${p}.status = 'published' and ${shownChannelSql(
    alias.channel,
  )} and ${adultAllowedSql(viewer, alias.content, alias.playlist, alias.channel)}`;
}

/**
 * The instant a schedule is read at (ADR 066): a time from the caller's clock, or a placeholder
 * of a prepared statement bound to one. Never the database's now(): a test clock moves it.
 */
export type At = Date | Placeholder | SQL;

/** A member the early rule is read for: an id, a placeholder bound to one, or nobody (a visitor). */
export type Member = number | Placeholder | SQL | null;

/** An episode row the schedule rule reads: a raw-SQL alias, or the drizzle `contents` table. */
export type Scheduled =
  | string
  | { status: AnyPgColumn; openDt: AnyPgColumn; earlyDays: AnyPgColumn; earlyTierIds: AnyPgColumn };

function atSql(at: At): SQL {
  if (at instanceof Date) return sql`${at.toISOString()}::timestamptz`;
  if (at instanceof SQL) return at;
  return sql`${at}::timestamptz`;
}

function memberSql(member: number | Placeholder | SQL): SQL {
  if (member instanceof SQL) return member;
  return sql`${member}::bigint`;
}

function columnsOf(content: Scheduled) {
  if (typeof content !== 'string') {
    return {
      status: sql`${content.status}`,
      openDt: sql`${content.openDt}`,
      earlyDays: sql`${content.earlyDays}`,
      earlyTierIds: sql`${content.earlyTierIds}`,
    };
  }
  const c = aliasOf(content);
  return {
    status: sql.raw(`${c}.status`),
    openDt: sql.raw(`${c}.open_dt`),
    earlyDays: sql.raw(`${c}.early_days`),
    earlyTierIds: sql.raw(`${c}.early_tier_ids`),
  };
}

/**
 * Published, whatever its open time: only for a loader of one episode whose caller then applies
 * the schedule rule in code (schedule.ts `requireOpenFor`: the owner and 선공개 members too).
 */
export function publishedAnyTimeSql(content: Scheduled = 'c'): SQL {
  return sql`${columnsOf(content).status} = 'published'`;
}

/** Open to everyone at `at` (ADR 066): published and its open time reached. */
export function openEpisodeSql(at: At, content: Scheduled = 'c'): SQL {
  const c = columnsOf(content);
  return sql`(${c.status} = 'published' and ${c.openDt} <= ${atSql(at)})`;
}

/** Published with its open time still ahead at `at` (예약): what the open-time job waits for. */
export function scheduledEpisodeSql(at: At, content: Scheduled = 'c'): SQL {
  const c = columnsOf(content);
  return sql`(${c.status} = 'published' and ${c.openDt} > ${atSql(at)})`;
}

/**
 * 선공개 (ADR 066): published, within its early days before the open time at `at`, and the
 * member holds a live subscription (active, or cancelled before its period end) of one of its
 * tiers (`channel_subscription_products.tier_id`).
 */
export function earlyForMemberSql(member: Member, at: At, content: Scheduled = 'c'): SQL {
  if (member === null) return sql`false`;
  const c = columnsOf(content);
  const when = atSql(at);
  return sql`(${earlyTimeReachedSql(at, content)}
    and exists (select 1 from channel_subscriptions early_s
      join channel_subscription_products early_t on early_t.id = early_s.product_id
      where early_s.user_id = ${memberSql(member)} and ${liveAtSql('early_s', when)}
        and early_t.tier_id = any(${c.earlyTierIds})))`;
}

/** Published with 선공개 to some tier, and its early time (open_dt − early_days) reached at `at`. */
export function earlyTimeReachedSql(at: At, content: Scheduled = 'c'): SQL {
  const c = columnsOf(content);
  return sql`(${c.status} = 'published' and ${c.earlyDays} > 0 and cardinality(${c.earlyTierIds}) > 0
    and ${c.openDt} - make_interval(days => ${c.earlyDays}) <= ${atSql(at)})`;
}

/** A member (a `users` alias) who may see 19+ items: verified, adult, adult mode on (viewerOfUser). */
export function memberSeesAdultSql(user = 'u'): SQL {
  const u = aliasOf(user);
  return sql.raw(`(${u}.is_auth and ${u}.is_adult = 1 and ${u}.adult_mode)`);
}

/** Open to this member (or a visitor, null) at `at`: open to everyone, or early for them. */
export function episodeOpenForSql(member: Member, at: At, content: Scheduled = 'c'): SQL {
  if (member === null) return openEpisodeSql(at, content);
  return sql`(${openEpisodeSql(at, content)} or ${earlyForMemberSql(member, at, content)})`;
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

/** How many of a playlist's episodes are open to everyone at `at` (the count lists and cards show). */
export function openEpisodeCountSql(at: At, playlist = 'p'): SQL {
  const p = sql.raw(aliasOf(playlist));
  return sql`(select count(*)::int from contents oc where oc.playlist_id = ${p}.id and ${openEpisodeSql(at, 'oc')})`;
}

/** isVerifiedAdult of visibility.ts for a member row (its alias): verified as an adult. */
export function verifiedAdultSql(alias = 'u'): SQL {
  const u = aliasOf(alias);
  return sql.raw(`(${u}.is_auth and ${u}.is_adult = 1)`);
}
