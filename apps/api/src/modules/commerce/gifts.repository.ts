import type { TGiftTarget } from '@sogon/contract/schemas/commerce';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  adultAllowedSql,
  createEarlyAccess,
  episodeOpenForSql,
  openEpisodeSql,
  ownedChannelSql,
  shownChannelSql,
} from '#api/modules/access';
import type { Tx } from '#api/modules/hearts';
import { liveVersionSql } from '#api/modules/subscriptions';
import type { Viewer } from '#api/modules/viewer';
import { GIFT_SELECT, type GiftItem, type GiftRow, type RawGift, toGift } from './gifts.rows.ts';

export type { GiftItem, GiftRow } from './gifts.rows.ts';

/*
 * Gifts (선물, ADR 066): the rows and the reads their rules decide on. The service runs the
 * decisions and the ledger; every write here is one conditional statement inside its
 * transaction (a pending gift is accepted or refunded once, whichever comes first).
 */

export function createGiftRepository(db: Db) {
  async function one(on: Db | Tx, where: SQL): Promise<GiftRow | null> {
    const result = await on.execute<RawGift>(sql`${GIFT_SELECT} where ${where}`);
    const row = result.rows[0];
    return row ? toGift(row) : null;
  }

  return {
    /** Active members with exactly this nickname (at most two: enough to tell "several"). */
    async membersNamed(nickname: string): Promise<number[]> {
      const result = await db.execute<{ id: string }>(
        sql`select id from users where username = ${nickname} and status = 'active' order by id limit 2`,
      );
      return result.rows.map((row) => Number(row.id));
    },

    /** Both members verified as the same person (the CI hash of their identity verification). */
    async samePerson(a: number, b: number): Promise<boolean> {
      const result = await db.execute(sql`select 1 from identity_verifications x
        join identity_verifications y on y.ci_hash = x.ci_hash
       where x.user_id = ${a}::bigint and y.user_id = ${b}::bigint`);
      return result.rows.length > 0;
    },

    /**
     * What a gift would give, as the sender may see it at `at`: a visible paid episode (open to
     * everyone, or 선공개 to the sender) at its price, a visible playlist sold whole at its bundle
     * price, a tier version on sale of a shown channel at its monthly price. Null when there is no such thing.
     */
    async item(
      viewer: Viewer,
      wanted: { target: TGiftTarget; playlistId?: number; contentId?: number; productId?: number },
      at: Date,
    ): Promise<GiftItem | null> {
      if (wanted.target === 'tier_month') {
        const result = await db.execute<{
          id: string;
          channel_id: string;
          hearts: number;
          name: string;
          channel_name: string;
        }>(
          sql`select t.id, t.channel_id, t.hearts_per_month as hearts, t.name, ch.name as channel_name
                from channel_subscription_products t join channels ch on ch.id = t.channel_id
               where t.id = ${wanted.productId!}::bigint and t.active and ${shownChannelSql('ch')}
                 and ${adultAllowedSql(viewer, 'ch')}`,
        );
        const row = result.rows[0];
        if (!row) return null;
        return {
          target: 'tier_month',
          playlistId: null,
          contentId: null,
          productId: Number(row.id),
          channelId: Number(row.channel_id),
          hearts: row.hearts,
          reference: `channel:${row.channel_id}`,
          playlistTitle: null,
          episodeNo: null,
          episodeTitle: null,
          channelName: row.channel_name,
          tierName: row.name,
          early: false,
        };
      }
      const playlistVisible = sql`p.status = 'published' and ${shownChannelSql('ch')} and ${adultAllowedSql(viewer, 'p', 'ch')}`;
      if (wanted.target === 'playlist') {
        const result = await db.execute<{
          id: string;
          channel_id: string;
          hearts: number;
          title: string;
          channel_name: string;
        }>(
          sql`select p.id, p.channel_id, p.bundle_price as hearts, p.title, ch.name as channel_name
                from playlists p join channels ch on ch.id = p.channel_id
               where p.id = ${wanted.playlistId!}::bigint and ${playlistVisible}`,
        );
        const row = result.rows[0];
        if (!row) return null;
        return {
          target: 'playlist',
          playlistId: Number(row.id),
          contentId: null,
          productId: null,
          channelId: Number(row.channel_id),
          hearts: row.hearts,
          reference: `playlist:${row.id}`,
          playlistTitle: row.title,
          episodeNo: null,
          episodeTitle: null,
          channelName: row.channel_name,
          tierName: null,
          early: false,
        };
      }
      const playlistMatches =
        wanted.playlistId === undefined ? sql`true` : sql`c.playlist_id = ${wanted.playlistId}::bigint`;
      const result = await db.execute<{
        id: string;
        playlist_id: string;
        channel_id: string;
        hearts: number;
        is_free: boolean;
        title: string;
        episode_no: number;
        episode_title: string;
        channel_name: string;
        open_to_all: boolean;
      }>(sql`select c.id, c.playlist_id, p.channel_id, c.price as hearts, c.is_free, p.title, c.episode_no,
                    c.title as episode_title, ch.name as channel_name, ${openEpisodeSql(at, 'c')} as open_to_all
               from contents c join playlists p on p.id = c.playlist_id join channels ch on ch.id = p.channel_id
              where c.id = ${wanted.contentId!}::bigint and ${playlistMatches}
                and ${episodeOpenForSql(viewer.userId, at, 'c')} and ${playlistVisible}
                and ${adultAllowedSql(viewer, 'c')}`);
      const row = result.rows[0];
      if (!row) return null;
      return {
        target: 'episode',
        playlistId: Number(row.playlist_id),
        contentId: Number(row.id),
        productId: null,
        channelId: Number(row.channel_id),
        hearts: row.is_free ? 0 : row.hearts,
        reference: `playlist:${row.playlist_id}`,
        playlistTitle: row.title,
        episodeNo: row.episode_no,
        episodeTitle: row.episode_title,
        channelName: row.channel_name,
        tierName: null,
        early: !row.open_to_all,
      };
    },

    /** Whether the member hears episode `contentId` early at `at` (a live tier of its 선공개). */
    earlyFor: (userId: number, contentId: number, at: Date) =>
      createEarlyAccess(db).earlyFor(contentId, userId, at),

    /**
     * The recipient holds the item already at `at`, or has it waiting in a pending gift: the
     * episode or its playlist bought, a live tier version that opens the channel's paid episodes,
     * or the channel is theirs. A tier month is held only as a pending gift (a month more of the
     * tier they have is a fine gift); 'other_tier' when they hold another tier of the channel.
     */
    async holds(
      userId: number,
      item: GiftItem,
      at: Date,
      on: Db | Tx = db,
    ): Promise<'held' | 'other_tier' | null> {
      const member = sql`${userId}::bigint`;
      const channel = sql`${item.channelId}::bigint`;
      const live = liveVersionSql({ userId: member, channelId: channel, at });
      const owner = sql`exists (select 1 from channels o where o.id = ${channel} and ${ownedChannelSql(userId, 'o')})`;
      const pending = sql`exists (select 1 from gifts g where g.recipient_id = ${member} and g.status = 'pending'
          and g.target = ${item.target} and g.playlist_id is not distinct from ${item.playlistId}::bigint
          and g.content_id is not distinct from ${item.contentId}::bigint
          and g.product_id is not distinct from ${item.productId}::bigint)`;
      let bought: SQL = sql`false`;
      if (item.target === 'playlist') {
        bought = sql`exists (select 1 from purchases u where u.user_id = ${member}
            and u.playlist_id = ${item.playlistId}::bigint and u.content_id is null)`;
      } else if (item.target === 'episode') {
        bought = sql`exists (select 1 from purchases u where u.user_id = ${member}
            and u.playlist_id = ${item.playlistId}::bigint
            and (u.content_id = ${item.contentId}::bigint or u.content_id is null))`;
      }
      const opens =
        item.target === 'tier_month' ? sql`false` : sql`exists (${live} and lv_p.includes_paid_episodes)`;
      const otherTier =
        item.target === 'tier_month'
          ? sql`exists (${live} and lv_p.tier_id <> (select t.tier_id from channel_subscription_products t
                                                       where t.id = ${item.productId}::bigint))`
          : sql`false`;
      const result = await on.execute<{ held: boolean; other_tier: boolean }>(
        sql`select (${bought} or ${opens} or ${owner} or ${pending}) as held, ${otherTier} as other_tier`,
      );
      const row = result.rows[0]!;
      return row.held ? 'held' : row.other_tier ? 'other_tier' : null;
    },

    /** Holds the sender's gift writes for the transaction: the daily limits are counted exactly. */
    async lockSender(tx: Tx, senderId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`gift:${senderId}`}, 0))`);
    },

    /** Gifts the sender sent since `since`, and of them those to `recipientId`. */
    async sentSince(tx: Tx, senderId: number, recipientId: number, since: Date) {
      const result = await tx.execute<{ total: number; to_recipient: number }>(sql`
select count(*)::int as total, count(*) filter (where recipient_id = ${recipientId}::bigint)::int as to_recipient
  from gifts where sender_id = ${senderId}::bigint and created_at >= ${since.toISOString()}::timestamptz`);
      return { total: result.rows[0]!.total, toRecipient: result.rows[0]!.to_recipient };
    },

    byTransaction: (on: Db | Tx, transactionId: number) =>
      one(on, sql`g.transaction_id = ${transactionId}::bigint`),
    byId: (giftId: number, on: Db | Tx = db) => one(on, sql`g.id = ${giftId}::bigint`),

    /** The gift an earlier send with this key made (a retry). */
    bySenderKey: (senderId: number, key: string, on: Db | Tx = db) =>
      one(
        on,
        sql`g.transaction_id = (select x.id from ledger_transactions x where x.user_id = ${senderId}::bigint
              and x.kind = 'gift' and x.idempotency_key = ${key})`,
      ),

    async insert(
      tx: Tx,
      values: {
        senderId: number;
        recipientId: number;
        item: GiftItem;
        message: string;
        transactionId: number;
        at: Date;
      },
    ): Promise<number> {
      const { item } = values;
      const result = await tx.execute<{ id: string }>(sql`
insert into gifts (sender_id, recipient_id, target, playlist_id, content_id, product_id, hearts, message, status,
                   transaction_id, created_at)
values (${values.senderId}::bigint, ${values.recipientId}::bigint, ${item.target}, ${item.playlistId}::bigint,
        ${item.contentId}::bigint, ${item.productId}::bigint, ${item.hearts}, ${values.message}, 'pending',
        ${values.transactionId}::bigint, ${values.at.toISOString()}::timestamptz)
returning id`);
      return Number(result.rows[0]!.id);
    },

    /** Marks the recipient's pending gift accepted; false when it is not theirs or not pending. */
    async markAccepted(tx: Tx, giftId: number, recipientId: number, at: Date): Promise<boolean> {
      const result =
        await tx.execute(sql`update gifts set status = 'accepted', accepted_at = ${at.toISOString()}::timestamptz
        where id = ${giftId}::bigint and recipient_id = ${recipientId}::bigint and status = 'pending' returning id`);
      return result.rows.length > 0;
    },

    /** Marks the sender's pending gift refunded while sent after `since`; false otherwise. */
    async markRefunded(tx: Tx, giftId: number, senderId: number, at: Date, since: Date): Promise<boolean> {
      const result =
        await tx.execute(sql`update gifts set status = 'refunded', refunded_at = ${at.toISOString()}::timestamptz
        where id = ${giftId}::bigint and sender_id = ${senderId}::bigint and status = 'pending'
          and created_at > ${since.toISOString()}::timestamptz returning id`);
      return result.rows.length > 0;
    },

    /** The recipient's purchase of an accepted episode or playlist gift (nothing when owned meanwhile). */
    async writePurchase(tx: Tx, gift: GiftRow, at: Date): Promise<void> {
      await tx.execute(sql`
insert into purchases (user_id, playlist_id, content_id, hearts, transaction_id, source, created_at)
values (${gift.recipientId}::bigint, ${gift.playlistId}::bigint, ${gift.contentId}::bigint, ${gift.hearts},
        ${gift.transactionId}::bigint, 'gift', ${at.toISOString()}::timestamptz)
on conflict do nothing`);
    },

    async received(userId: number, limit: number): Promise<GiftRow[]> {
      const result = await db.execute<RawGift>(
        sql`${GIFT_SELECT} where g.recipient_id = ${userId}::bigint and g.status <> 'refunded'
             order by g.created_at desc, g.id desc limit ${limit}`,
      );
      return result.rows.map(toGift);
    },

    async sent(userId: number, limit: number): Promise<GiftRow[]> {
      const result = await db.execute<RawGift>(
        sql`${GIFT_SELECT} where g.sender_id = ${userId}::bigint order by g.created_at desc, g.id desc limit ${limit}`,
      );
      return result.rows.map(toGift);
    },
  };
}

export type GiftRepository = ReturnType<typeof createGiftRepository>;
