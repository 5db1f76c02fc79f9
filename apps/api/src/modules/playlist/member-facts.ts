import type { Db } from '#api/db/client';
import { ownsChannel } from '#api/modules/access/ownership';

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
 * One named prepared statement, primary only (entitlements are never read from a replica, and
 * the member's own reactions must read back at once). $1 member, $2 playlist, $3 channel,
 * $4 the time a subscription must outlive, $5 the page's episode ids in page order, $6 the
 * snapshot the shared page's counts were read after. The subscription rule is
 * subscriptions/repository.ts's (status active or cancelled, period not over); holding is the
 * bundle row (content_id null) or the episode's row; owning the channel is access/ownership.ts's
 * rule on the channel's owner the statement reads. The counts are read only when the member's
 * last reaction change is not visible in $6 (an init plan under a false CASE is never run).
 */
const MEMBER_FACTS = {
  name: 'playlist_member_facts',
  text: `select
  exists (select 1 from purchases
           where user_id = $1 and playlist_id = $2 and content_id is null) as bundle,
  array (select content_id from purchases
          where user_id = $1 and playlist_id = $2 and content_id = any ($5::bigint[])) as owned,
  exists (select 1 from channel_subscriptions
           where user_id = $1 and channel_id = $3 and status in ('active', 'cancelled')
             and current_period_end > $4::timestamptz) as subscribed,
  (select owner_user_id from channels where id = $3) as owner_user_id,
  exists (select 1 from channel_follows where user_id = $1 and channel_id = $3) as following,
  exists (select 1 from playlist_prefers where user_id = $1 and playlist_id = $2) as preferred,
  array (select content_id from content_likes
          where user_id = $1 and content_id = any ($5::bigint[])) as liked,
  w.live,
  case when w.live then (select count(*)::int from channel_follows where channel_id = $3) end
    as follower_count,
  case when w.live then (select count(*)::int from playlist_prefers where playlist_id = $2) end
    as prefer_count,
  case when w.live then array (
    select (select count(*)::int from content_likes l where l.content_id = e.id)
      from unnest ($5::bigint[]) with ordinality as e (id, n) order by e.n) end as like_counts
from (select not coalesce((select pg_visible_in_snapshot(xact, $6::pg_snapshot)
                             from member_reaction_writes where user_id = $1), true) as live) w`,
};

interface MemberFactsRow {
  bundle: boolean;
  // bigint[] arrives as strings (only int8 itself is parsed as a number, db/client.ts).
  owned: string[];
  subscribed: boolean;
  owner_user_id: number | null;
  following: boolean;
  preferred: boolean;
  liked: string[];
  live: boolean;
  follower_count: number | null;
  prefer_count: number | null;
  like_counts: number[] | null;
}

export function createMemberFactsRepository(db: Db) {
  return {
    async memberFacts(query: {
      userId: number;
      playlistId: number;
      channelId: number;
      at: Date;
      episodeIds: readonly number[];
      /** pg_current_snapshot() taken before the shared page's counts were read. */
      countsAfter: string;
    }): Promise<MemberFacts> {
      const result = await db.$client.query<MemberFactsRow>({
        ...MEMBER_FACTS,
        values: [
          query.userId,
          query.playlistId,
          query.channelId,
          query.at.toISOString(),
          query.episodeIds,
          query.countsAfter,
        ],
      });
      const row = result.rows[0]!;
      return {
        bundle: row.bundle,
        owned: new Set(row.owned.map(Number)),
        subscribed: row.subscribed,
        isOwner: ownsChannel({ userId: query.userId }, { ownerUserId: row.owner_user_id }),
        following: row.following,
        preferred: row.preferred,
        liked: new Set(row.liked.map(Number)),
        counts: row.live
          ? {
              followerCount: row.follower_count ?? 0,
              preferCount: row.prefer_count ?? 0,
              likeCounts: row.like_counts ?? [],
            }
          : null,
      };
    },
  };
}

export type MemberFactsRepository = ReturnType<typeof createMemberFactsRepository>;
