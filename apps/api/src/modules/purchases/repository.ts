import { and, desc, eq, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { isNotEnoughHearts, isUniqueViolation } from '#api/db/errors';
import { channels, playlists, purchases } from '#api/db/schema/index';
import { sqlText } from '#api/db/sql-text';
import {
  type Audience,
  adultAllowedSql,
  audienceOf,
  episodeOpenForSql,
  shownChannelSql,
  viewerOfAudience,
} from '#api/modules/access';
import type { Balance } from '#api/modules/hearts';
import { paidEpisodesOpenText } from '#api/modules/subscriptions';
import type { Viewer } from '#api/modules/viewer';

/*
 * An unlock as one statement (ADR 054): the reads it decides on (the playlist and its channel,
 * the episodes asked for or all of them for a bundle, what the member holds, a live
 * subscription), the decision, the spend (`ledger_spend`, migrations 0033/0035: the wallet's
 * conditional update, ledger entries, the earning) and the purchase rows, in one round trip.
 * The rules are those of access/visibility.ts and access/entitlement.ts spelled in SQL, as
 * visibility-sql.ts spells them for lists:
 *   - the playlist is published, of a shown channel, and not 19+ (it or its channel) unless the
 *     viewer may see adult items ('missing', 'adult');
 *   - an episode is one of the playlist's published episodes, not 19+ itself unless the viewer
 *     may see adult items ('unknown' when one asked for is not);
 *   - an episode costs its price less what the member paid renting it (own after rent, never
 *     below 0; episodes only);
 *   - an episode is locked unless free, in a bought bundle, bought, or opened by a live
 *     (active or cancelled, period not over) subscription to the playlist's channel;
 *   - a bundle costs bundle_price × (locked paid) / (all paid), rounded down, never more than its
 *     locked episodes one by one ('no_bundle' when
 *     not sold whole, 'owned' when bought); episodes cost the sum of the locked ones ('owned' when
 *     none is locked);
 *   - the spend runs only for a purchase that costs hearts, and its rows are written only when it
 *     moved them (a used key moves nothing: fresh false); a purchase of zero hearts writes its
 *     rows without a spend. A row someone recorded first is a unique violation, which rolls the
 *     whole statement back, the spend too.
 * One statement per audience (the 19+ rule is SQL from visibility-sql.ts) and per shape.
 * Parameters: $1 member, $2 playlist, $3 now (subscriptions), $4 the client's idempotency key or
 * null, $5 the episode ids (episodes only).
 */
function unlockStatement(bundle: boolean, audience: Audience) {
  const viewer = viewerOfAudience(audience);
  const shown = sqlText(shownChannelSql('ch'));
  const playlistHidden = sqlText(sql`not (${adultAllowedSql(viewer, 'p', 'ch')})`);
  const episodeAllowed = sqlText(adultAllowedSql(viewer, 'c'));
  // Open at $3, or early (선공개) for the member $1 (ADR 066): an unopened episode is not for sale.
  const episodeOpen = sqlText(episodeOpenForSql(sql.raw('$1::bigint'), sql.raw('$3::timestamptz'), 'c'));
  const held = bundle
    ? `select u.content_id from purchases u where u.user_id = $1::bigint and u.playlist_id = $2::bigint`
    : `select u.content_id from purchases u
        where u.user_id = $1::bigint and u.content_id = any($5::bigint[]) and u.playlist_id = $2::bigint
       union all
       select u.content_id from purchases u
        where u.user_id = $1::bigint and u.playlist_id = $2::bigint and u.content_id is null`;
  const among = bundle ? '' : 'and c.id = any($5::bigint[])';
  // Own after rent (ADR 066): an episode costs its price less the hearts its heart rentals by
  // the member paid, never below 0 (a live rental does not unlock it for owning).
  const lockedPrice = bundle
    ? 'e.price'
    : `greatest(e.price - coalesce((select sum(r.hearts) from rentals r
                                     where r.user_id = $1::bigint and r.content_id = e.id
                                       and r.source = 'hearts'), 0), 0)::int`;
  const unknown = bundle
    ? 'false'
    : 'exists (select 1 from unnest($5::bigint[]) w(id) where not exists (select 1 from eps e where e.id = w.id))';
  const hearts = bundle
    ? // Series pricing (ADR 066): the bundle's share of what is still locked, rounded down,
      // never above the locked episodes one by one; bundle_price when nothing is owned.
      `least((select coalesce(sum(l.price), 0) from locked l),
             coalesce(pl.bundle_price::bigint * (select coalesce(sum(l.price), 0) from locked l)
                      / nullif((select sum(e.price) from eps e where not e.is_free), 0), 0))::int`
    : '(select coalesce(sum(l.price), 0) from locked l)::int';
  const outcome = bundle
    ? `when pl.bundle_price <= 0 then 'no_bundle'
       when h.bundle then 'owned'`
    : `when ${unknown} then 'unknown'
       when not exists (select 1 from locked) then 'owned'`;
  const key = bundle
    ? `'bundle:' || $2::bigint`
    : `'episodes:' || $2::bigint || ':' || (select string_agg(l.id::text, ',' order by l.id) from locked l)`;
  const rows = bundle
    ? 'select null::bigint as content_id, d.hearts as hearts'
    : 'select l.id, l.price from locked l';
  return {
    name: `purchase_unlock_${bundle ? 'bundle' : 'episodes'}_${audience}`,
    text: `with pl as (
  select true as found, p.title, p.bundle_price, p.channel_id, ${shown} as shown, ${playlistHidden} as adult_hidden
    from playlists p join channels ch on ch.id = p.channel_id
   where p.id = $2::bigint and p.status = 'published'),
held as (${held}),
h as (select coalesce(bool_or(held.content_id is null), false) as bundle from held),
subscribed as (
  select coalesce((select ${paidEpisodesOpenText('$1::bigint', 'pl.channel_id', '$3::timestamptz')} from pl), false) as yes),
eps as (
  select c.id, c.price, c.is_free from contents c
   where c.playlist_id = $2::bigint and ${episodeOpen} and ${episodeAllowed} ${among}),
locked as (
  select e.id, ${lockedPrice} as price from eps e, h, subscribed
   where not e.is_free and not h.bundle and not subscribed.yes
     and not exists (select 1 from held where held.content_id = e.id)),
decision as materialized (
  select case when pl.found is null or not pl.shown then 'missing'
              when pl.adult_hidden then 'adult'
              ${outcome}
              else 'buy' end as outcome,
         ${hearts} as hearts,
         coalesce((select array_agg(l.id order by l.id) from locked l), '{}') as content_ids,
         pl.title
    from (select 1) one left join pl on true cross join h),
spent as materialized (
  select s.* from decision d,
         ledger_spend($1::bigint, 'purchase', coalesce($4::text, ${key}), 'playlist:' || $2::bigint, d.title, d.hearts) s
   where d.outcome = 'buy' and d.hearts > 0),
bought as (
  insert into purchases (user_id, playlist_id, content_id, hearts, transaction_id)
  select $1::bigint, $2::bigint, r.content_id, r.hearts, s.transaction_id
    from decision d cross join lateral (${rows}) r(content_id, hearts) left join spent s on true
   where d.outcome = 'buy' and (d.hearts = 0 or s.fresh))
select d.outcome, d.hearts, d.content_ids, s.fresh,
       coalesce(s.paid, w.paid, 0) as paid, coalesce(s.bonus, w.bonus, 0) as bonus
  from decision d left join spent s on true left join heart_wallets w on w.user_id = $1::bigint`,
  };
}

const UNLOCK = {
  bundle: { adult: unlockStatement(true, 'adult'), everyone: unlockStatement(true, 'everyone') },
  episodes: { adult: unlockStatement(false, 'adult'), everyone: unlockStatement(false, 'everyone') },
};

/** What the unlock statement decided (see `unlockStatement`). */
export type UnlockOutcome =
  | { outcome: 'missing' | 'adult' | 'no_bundle' | 'unknown' | 'not_enough' | 'raced' }
  | {
      outcome: 'owned';
      balance: Balance;
    }
  | {
      outcome: 'bought';
      /** False when the key had been used (a retry): nothing moved this time. */
      fresh: boolean;
      hearts: number;
      contentIds: number[];
      balance: Balance;
    };

interface UnlockRow extends Record<string, unknown> {
  outcome: 'missing' | 'adult' | 'no_bundle' | 'unknown' | 'owned' | 'buy';
  hearts: number | null;
  content_ids: string[];
  fresh: boolean | null;
  paid: number;
  bonus: number;
}

export function createPurchaseRepository(db: Db) {
  // What a member holds in a playlist is read on every playlist page and unlock: prepared.
  const ownedWhere = (among: SQL | undefined) =>
    db
      .select({ contentId: purchases.contentId })
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, sql.placeholder('userId')),
          eq(purchases.playlistId, sql.placeholder('playlistId')),
          among,
        ),
      );
  const ownedAll = ownedWhere(undefined).prepare('purchases_owned_in_playlist');
  const ownedAmong = ownedWhere(
    or(isNull(purchases.contentId), sql`${purchases.contentId} = any(${sql.placeholder('among')})`),
  ).prepare('purchases_owned_among');

  return {
    /**
     * Unlocks episodes (or the bundle, without `contentIds`) in one round trip; see
     * `unlockStatement` for what it decides. 'raced': another request recorded one of the rows
     * first and nothing moved; 'not_enough': nothing moved.
     */
    async unlock(input: {
      userId: number;
      playlistId: number;
      /** The episodes asked for; none for the bundle. */
      contentIds?: number[];
      viewer: Viewer;
      at: Date;
      /** The client's key; without it the purchase's natural key (what it buys). */
      idempotencyKey?: string;
    }): Promise<UnlockOutcome> {
      const statement = (input.contentIds ? UNLOCK.episodes : UNLOCK.bundle)[audienceOf(input.viewer)];
      let row: UnlockRow;
      try {
        const result = await db.$client.query<UnlockRow>({
          ...statement,
          values: [
            input.userId,
            input.playlistId,
            input.at.toISOString(),
            input.idempotencyKey ?? null,
            ...(input.contentIds ? [input.contentIds] : []),
          ],
        });
        row = result.rows[0]!;
      } catch (error) {
        if (isNotEnoughHearts(error)) return { outcome: 'not_enough' };
        if (isUniqueViolation(error)) return { outcome: 'raced' };
        throw error;
      }
      const balance = { paid: row.paid, bonus: row.bonus };
      if (row.outcome === 'owned') return { outcome: 'owned', balance };
      if (row.outcome !== 'buy') return { outcome: row.outcome };
      return {
        outcome: 'bought',
        // A purchase of zero hearts spends nothing: its rows went in without a ledger transaction.
        fresh: row.fresh ?? true,
        hearts: row.hearts ?? 0,
        contentIds: row.content_ids.map(Number),
        balance,
      };
    },

    /** Ownership in a playlist: the bundle and bought episodes (only those in `among`, when given). */
    async owned(userId: number, playlistId: number, among?: number[]) {
      const rows = among
        ? await ownedAmong.execute({ userId, playlistId, among })
        : await ownedAll.execute({ userId, playlistId });
      return {
        bundle: rows.some((row) => row.contentId === null),
        contentIds: rows.flatMap((row) => (row.contentId === null ? [] : [row.contentId])),
      };
    },

    async bundleOwned(userId: number, playlistId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, userId),
            eq(purchases.playlistId, playlistId),
            isNull(purchases.contentId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async ownedEpisodeIds(userId: number, contentIds: number[]): Promise<number[]> {
      if (contentIds.length === 0) return [];
      const rows = await db
        .select({ contentId: purchases.contentId })
        .from(purchases)
        .where(and(eq(purchases.userId, userId), inArray(purchases.contentId, contentIds)));
      return rows.flatMap((row) => (row.contentId === null ? [] : [row.contentId]));
    },

    /** The library's owned list: playlists the member bought into, most recent first. */
    async library(userId: number, viewer: Viewer, options: { offset: number; limit: number }) {
      return db
        .select({
          playlistId: playlists.id,
          title: playlists.title,
          coverImg: playlists.coverImg,
          channelName: channels.name,
          bundle: sql<boolean>`bool_or(${purchases.contentId} is null)`,
          episodeCount: sql<number>`count(${purchases.contentId})::int`,
          lastPurchasedAt: max(purchases.createdAt),
          // Taken off the shelves (issue 37): no page any more, its episodes still play for the buyer.
          archived: sql<boolean>`${playlists.status} = 'archived'`,
        })
        .from(purchases)
        .innerJoin(playlists, eq(playlists.id, purchases.playlistId))
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .where(and(eq(purchases.userId, userId), adultAllowedSql(viewer, playlists, channels)))
        .groupBy(playlists.id, channels.name)
        .orderBy(desc(max(purchases.createdAt)), desc(playlists.id))
        .offset(options.offset)
        .limit(options.limit);
    },
  };
}

export type PurchaseRepository = ReturnType<typeof createPurchaseRepository>;
