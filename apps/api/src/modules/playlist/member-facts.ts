import type { Db } from '#api/db/client';
import { batchedCalls } from '#api/lib/batched-calls';
import { ownsChannel } from '#api/modules/access';
import { paidEpisodesOpenText } from '#api/modules/subscriptions';
import { forNoRequest } from '#api/observability/request-scope';

/**
 * What one member's playlist page says about that member, live: what they hold (the bundle,
 * bought episodes, a live subscription to the channel, owning it) and their reactions (follows
 * of the channel, 찜 of the playlist, likes of each episode), with the counts beside them when
 * the shared page's counts may not match those reactions. The rest of the page is the shared
 * visitor answer (service.ts); these facts are laid over it.
 */
export interface MemberFacts {
  bundle: boolean;
  /** Bought episodes among those asked about. */
  owned: ReadonlySet<number>;
  subscribed: boolean;
  isOwner: boolean;
  following: boolean;
  preferred: boolean;
  /** Liked episodes among those asked about. */
  liked: ReadonlySet<number>;
  /** Live rentals among those asked about (ends_at after the facts' `at`): episode → end (ADR 066). */
  rentedUntil?: ReadonlyMap<number, Date>;
  /** The member's last 기다무 claim on the playlist. */
  lastFreeClaimAt?: Date | null;
  /**
   * The counts read now, or null when the shared page's counts already include this member's
   * reactions as they are now: their last change of a follow, 찜 or like (migration 0041) was
   * visible in the snapshot taken before the page read its counts.
   */
  counts: LiveCounts | null;
}

export interface LiveCounts {
  followerCount: number;
  preferCount: number;
  /** Likes of each episode asked about, in the order asked. */
  likeCounts: number[];
}

/**
 * One named prepared statement for every member page asked in one turn of the event loop
 * (lib/batched-calls.ts), primary only (entitlements are never read from a replica, and the
 * member's own reactions must read back at once). Each page asked is a row of `q`: $1 member,
 * $2 playlist, $3 channel, $4 the time a subscription must outlive, $5 the snapshot the shared
 * page's counts were read after; $6 and $7 list the pages' episode ids, $6 the page each belongs
 * to (q's ordinality) and $7 the id, in page order (`ep` gathers them back, one array a page).
 * The subscription rule is subscriptions/repository.ts's (status active or cancelled, period
 * not over); holding is the bundle row (content_id null) or the episode's row; owning the
 * channel is access/ownership.ts's rule on the channel's owner the statement reads. The counts
 * are read only when the member's last reaction change is not visible in the page's snapshot (a
 * subplan under a false CASE is never run).
 */
const MEMBER_FACTS = {
  name: 'playlist_member_facts',
  text: `with q as (
  select * from unnest ($1::bigint[], $2::bigint[], $3::bigint[], $4::timestamptz[], $5::text[])
    with ordinality as q (user_id, playlist_id, channel_id, at, counts_after, n)
), ep as (
  select n, array_agg(id order by o) as ids
    from unnest ($6::int[], $7::bigint[]) with ordinality as e (n, id, o) group by n
)
select q.n,
  exists (select 1 from purchases
           where user_id = q.user_id and playlist_id = q.playlist_id and content_id is null) as bundle,
  array (select content_id from purchases
          where user_id = q.user_id and playlist_id = q.playlist_id
            and content_id = any (ep.ids)) as owned,
  ${paidEpisodesOpenText('q.user_id', 'q.channel_id', 'q.at')} as subscribed,
  (select owner_user_id from channels where id = q.channel_id) as owner_user_id,
  exists (select 1 from channel_follows
           where user_id = q.user_id and channel_id = q.channel_id) as following,
  exists (select 1 from playlist_prefers
           where user_id = q.user_id and playlist_id = q.playlist_id) as preferred,
  array (select content_id from content_likes
          where user_id = q.user_id and content_id = any (ep.ids)) as liked,
  (select json_agg(json_build_array(r.content_id, r.ends_at)) from (
     select content_id, max(ends_at) as ends_at from rentals
      where user_id = q.user_id and playlist_id = q.playlist_id and content_id = any (ep.ids)
        and ends_at > q.at group by content_id) r) as rented,
  (select last_claim_at from wait_free_timers
    where user_id = q.user_id and playlist_id = q.playlist_id) as last_free_claim_at,
  w.live,
  case when w.live then (select count(*)::int from channel_follows where channel_id = q.channel_id) end
    as follower_count,
  case when w.live then (select count(*)::int from playlist_prefers where playlist_id = q.playlist_id) end
    as prefer_count,
  case when w.live then array (
    select (select count(*)::int from content_likes l where l.content_id = x.id)
      from unnest (ep.ids) with ordinality as x (id, o) order by x.o) end as like_counts
from q left join ep on ep.n = q.n cross join lateral (
  select not coalesce((select pg_visible_in_snapshot(xact, q.counts_after::pg_snapshot)
                         from member_reaction_writes where user_id = q.user_id), true) as live) w
order by q.n`,
};

/** A member page's facts asked for. */
export interface MemberFactsQuery {
  userId: number;
  playlistId: number;
  channelId: number;
  at: Date;
  episodeIds: readonly number[];
  /** pg_current_snapshot() taken before the shared page's counts were read. */
  countsAfter: string;
}

interface MemberFactsRow {
  /** The page's place among those asked (int8, parsed as a number: db/client.ts). */
  n: number;
  bundle: boolean;
  // bigint[] arrives as strings (only int8 itself is parsed as a number, db/client.ts).
  owned: string[];
  subscribed: boolean;
  owner_user_id: number | null;
  following: boolean;
  preferred: boolean;
  liked: string[];
  /** [content id, ends_at] pairs of live rentals, or null for none. */
  rented: Array<[number, string]> | null;
  last_free_claim_at: Date | null;
  live: boolean;
  follower_count: number | null;
  prefer_count: number | null;
  like_counts: number[] | null;
}

/** Pages asked in one statement at most (a busy turn is sent as several). */
const MAX_PAGES = 64;

export function createMemberFactsRepository(db: Db) {
  async function readFacts(queries: MemberFactsQuery[]): Promise<MemberFacts[]> {
    const pageOf: number[] = [];
    const episodeIds: number[] = [];
    for (const [index, query] of queries.entries()) {
      for (const id of query.episodeIds) {
        pageOf.push(index + 1);
        episodeIds.push(id);
      }
    }
    const result = await db.$client.query<MemberFactsRow>({
      ...MEMBER_FACTS,
      values: [
        queries.map((query) => query.userId),
        queries.map((query) => query.playlistId),
        queries.map((query) => query.channelId),
        queries.map((query) => query.at.toISOString()),
        queries.map((query) => query.countsAfter),
        pageOf,
        episodeIds,
      ],
    });
    return result.rows.map((row, index) => {
      const query = queries[index]!;
      if (row.n !== index + 1) throw new Error('member facts answered out of order');
      return {
        bundle: row.bundle,
        owned: new Set(row.owned.map(Number)),
        subscribed: row.subscribed,
        isOwner: ownsChannel({ userId: query.userId }, { ownerUserId: row.owner_user_id }),
        following: row.following,
        preferred: row.preferred,
        liked: new Set(row.liked.map(Number)),
        rentedUntil: new Map((row.rented ?? []).map(([id, endsAt]) => [Number(id), new Date(endsAt)])),
        lastFreeClaimAt: row.last_free_claim_at,
        counts: row.live
          ? {
              followerCount: row.follower_count ?? 0,
              preferCount: row.prefer_count ?? 0,
              likeCounts: row.like_counts ?? [],
            }
          : null,
      };
    });
  }

  return {
    /** One member page's facts; the pages asked in one turn share one statement. */
    memberFacts: batchedCalls<MemberFactsQuery, MemberFacts>({
      run: readFacts,
      max: MAX_PAGES,
      enter: forNoRequest,
    }),
  };
}

export type MemberFactsRepository = ReturnType<typeof createMemberFactsRepository>;
