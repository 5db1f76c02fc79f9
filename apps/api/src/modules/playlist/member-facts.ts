import type { Db } from '#api/db/client';
import { ownsChannel } from '#api/modules/access/ownership';

/**
 * What one member's playlist page says about that member, live: what they hold (the bundle,
 * bought episodes, a live subscription to the channel, owning it) and their reactions with the
 * counts beside them (follows of the channel, 찜 of the playlist, likes of each episode). The
 * rest of the page is the shared visitor answer (service.ts); these facts are laid over it.
 */
export interface MemberFacts {
  bundle: boolean;
  /** Bought episodes among those asked about. */
  owned: ReadonlySet<number>;
  subscribed: boolean;
  isOwner: boolean;
  following: boolean;
  followerCount: number;
  preferred: boolean;
  preferCount: number;
  /** Liked episodes among those asked about. */
  liked: ReadonlySet<number>;
  /** Likes of each episode asked about, in the order asked. */
  likeCounts: number[];
}

/**
 * One named prepared statement, primary only (entitlements are never read from a replica, and
 * the member's own reactions must read back at once). $1 member, $2 playlist, $3 channel,
 * $4 the time a subscription must outlive, $5 the page's episode ids in page order. The
 * subscription rule is subscriptions/repository.ts's (status active or cancelled, period not
 * over); holding is the bundle row (content_id null) or the episode's row; owning the channel is
 * access/ownership.ts's rule on the channel's owner the statement reads.
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
  (select count(*)::int from channel_follows where channel_id = $3) as follower_count,
  exists (select 1 from playlist_prefers where user_id = $1 and playlist_id = $2) as preferred,
  (select count(*)::int from playlist_prefers where playlist_id = $2) as prefer_count,
  array (select content_id from content_likes
          where user_id = $1 and content_id = any ($5::bigint[])) as liked,
  array (select (select count(*)::int from content_likes l where l.content_id = e.id)
           from unnest ($5::bigint[]) with ordinality as e (id, n) order by e.n) as like_counts`,
};

interface MemberFactsRow {
  bundle: boolean;
  // bigint[] arrives as strings (only int8 itself is parsed as a number, db/client.ts).
  owned: string[];
  subscribed: boolean;
  owner_user_id: number | null;
  following: boolean;
  follower_count: number;
  preferred: boolean;
  prefer_count: number;
  liked: string[];
  like_counts: number[];
}

export function createMemberFactsRepository(db: Db) {
  return {
    async memberFacts(query: {
      userId: number;
      playlistId: number;
      channelId: number;
      at: Date;
      episodeIds: readonly number[];
    }): Promise<MemberFacts> {
      const result = await db.$client.query<MemberFactsRow>({
        ...MEMBER_FACTS,
        values: [query.userId, query.playlistId, query.channelId, query.at.toISOString(), query.episodeIds],
      });
      const row = result.rows[0]!;
      return {
        bundle: row.bundle,
        owned: new Set(row.owned.map(Number)),
        subscribed: row.subscribed,
        isOwner: ownsChannel({ userId: query.userId }, { ownerUserId: row.owner_user_id }),
        following: row.following,
        followerCount: row.follower_count,
        preferred: row.preferred,
        preferCount: row.prefer_count,
        liked: new Set(row.liked.map(Number)),
        likeCounts: row.like_counts,
      };
    },
  };
}

export type MemberFactsRepository = ReturnType<typeof createMemberFactsRepository>;
