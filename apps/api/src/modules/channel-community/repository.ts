import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { liveAtSql } from '#api/db/rules/live-subscription';
import { verifiedAdultSql } from '#api/modules/access';

export interface OwnedChannelRow {
  id: number;
  ownerUserId: number | null;
  name: string;
  isAdult: boolean;
}

export interface StudioGalleryRow {
  id: number;
  channelId: number;
  title: string;
  description: string;
  imageKey: string;
  previewImg: string;
  width: number;
  height: number;
  price: number;
  membersOnly: boolean;
  isAdult: boolean;
  status: 'published' | 'hidden' | 'deleted';
  purchaseCount: number;
  createdAt: Date;
}

export interface AnnouncementRow {
  id: number;
  channelId: number;
  title: string;
  body: string;
  audience: 'followers' | 'tiers';
  tierIds: number[];
  status: 'queued' | 'sent';
  recipientCount: number;
  createdAt: Date;
  sentAt: Date | null;
}

type Raw = Record<string, unknown>;

const galleryColumns = sql`g.id::int as id, g.channel_id::int as channel_id, g.title, g.description, g.image_key,
  g.preview_img, g.width, g.height, g.price, g.members_only, g.is_adult, g.status, g.created_at,
  (select count(*)::int from gallery_purchases p where p.item_id = g.id) as purchase_count`;

function galleryRow(row: Raw): StudioGalleryRow {
  return {
    id: Number(row.id),
    channelId: Number(row.channel_id),
    title: String(row.title),
    description: String(row.description),
    imageKey: String(row.image_key),
    previewImg: String(row.preview_img),
    width: Number(row.width),
    height: Number(row.height),
    price: Number(row.price),
    membersOnly: Boolean(row.members_only),
    isAdult: Boolean(row.is_adult),
    status: row.status as StudioGalleryRow['status'],
    purchaseCount: Number(row.purchase_count),
    createdAt: new Date(row.created_at as string),
  };
}

function announcementRow(row: Raw): AnnouncementRow {
  return {
    id: Number(row.id),
    channelId: Number(row.channel_id),
    title: String(row.title),
    body: String(row.body),
    audience: row.audience as AnnouncementRow['audience'],
    tierIds: ((row.tier_ids as (string | number)[] | null) ?? []).map(Number),
    status: row.status as AnnouncementRow['status'],
    recipientCount: Number(row.recipient_count),
    createdAt: new Date(row.created_at as string),
    sentAt: row.sent_at ? new Date(row.sent_at as string) : null,
  };
}

/** The SQL of issue 37's community tools: studio gallery rows, announcements and their delivery. */
export function createCommunityRepository(db: Db) {
  return {
    async channel(channelId: number): Promise<OwnedChannelRow | null> {
      const { rows } = await db.execute<Raw>(sql`
        select id::int as id, owner_user_id::int as owner_user_id, name, is_adult from channels where id = ${channelId}`);
      const row = rows[0];
      if (!row) return null;
      return {
        id: Number(row.id),
        ownerUserId: row.owner_user_id === null ? null : Number(row.owner_user_id),
        name: String(row.name),
        isAdult: Boolean(row.is_adult),
      };
    },

    /** The channel a comment belongs to (episode, post or picture) and its author. */
    async commentChannel(commentId: number): Promise<{ channelId: number; userId: number } | null> {
      const { rows } = await db.execute<{ channel_id: number | null; user_id: number }>(sql`
        select cm.user_id::int as user_id,
               (case cm.target_type
                  when 'content' then (select pl.channel_id from contents ct join playlists pl on pl.id = ct.playlist_id
                                        where ct.id = cm.target_id)
                  when 'board' then (select b.channel_id from channel_boards b where b.id = cm.target_id)
                  when 'gallery' then (select g.channel_id from gallery_items g where g.id = cm.target_id)
                end)::int as channel_id
          from comments cm where cm.id = ${commentId}`);
      const row = rows[0];
      return row && row.channel_id !== null ? { channelId: row.channel_id, userId: row.user_id } : null;
    },

    /** A verified adult (PASS checked, adult): may mark what they upload 19+. */
    async verifiedAdult(userId: number): Promise<boolean> {
      const { rows } = await db.execute<{ ok: boolean }>(sql`
        select ${verifiedAdultSql('u')} as ok from users u where u.id = ${userId}`);
      return Boolean(rows[0]?.ok);
    },

    async galleryItems(channelId: number): Promise<StudioGalleryRow[]> {
      const { rows } = await db.execute<Raw>(sql`
        select ${galleryColumns} from gallery_items g
         where g.channel_id = ${channelId} and g.status <> 'deleted'
         order by g.open_dt desc, g.id desc limit 500`);
      return rows.map(galleryRow);
    },

    async galleryItem(channelId: number, itemId: number): Promise<StudioGalleryRow | null> {
      const { rows } = await db.execute<Raw>(sql`
        select ${galleryColumns} from gallery_items g
         where g.id = ${itemId} and g.channel_id = ${channelId} and g.status <> 'deleted'`);
      return rows[0] ? galleryRow(rows[0]) : null;
    },

    async insertGalleryItem(row: {
      channelId: number;
      title: string;
      description: string;
      imageKey: string;
      previewImg: string;
      width: number;
      height: number;
      price: number;
      membersOnly: boolean;
      isAdult: boolean;
    }): Promise<number> {
      const { rows } = await db.execute<{ id: number }>(sql`
        insert into gallery_items (channel_id, title, description, image_key, preview_img, width, height,
                                   price, members_only, is_adult)
        values (${row.channelId}, ${row.title}, ${row.description}, ${row.imageKey}, ${row.previewImg},
                ${row.width}, ${row.height}, ${row.price}, ${row.membersOnly}, ${row.isAdult})
        returning id::int as id`);
      return rows[0]!.id;
    },

    async updateGalleryItem(
      channelId: number,
      itemId: number,
      row: {
        title: string;
        description: string;
        price: number;
        membersOnly: boolean;
        isAdult: boolean;
        previewImg: string;
      },
    ): Promise<boolean> {
      const result = await db.execute(sql`
        update gallery_items
           set (title, description, price, members_only, is_adult, preview_img) =
               (${row.title}, ${row.description}, ${row.price}, ${row.membersOnly}, ${row.isAdult}, ${row.previewImg})
         where id = ${itemId} and channel_id = ${channelId} and status <> 'deleted'`);
      return (result.rowCount ?? 0) > 0;
    },

    async removeGalleryItem(channelId: number, itemId: number): Promise<void> {
      await db.execute(sql`
        update gallery_items set status = 'deleted' where id = ${itemId} and channel_id = ${channelId}`);
    },

    /** Which of `tierIds` are tiers (lineages) of the channel. */
    async channelTiers(channelId: number, tierIds: number[]): Promise<number[]> {
      if (tierIds.length === 0) return [];
      const { rows } = await db.execute<{ tier_id: number }>(sql`
        select distinct tier_id::int as tier_id from channel_subscription_products
         where channel_id = ${channelId}
           and tier_id = any(${`{${tierIds.join(',')}}`}::bigint[])`);
      return rows.map((row) => row.tier_id);
    },

    /**
     * Writes an announcement unless the channel has sent `perDay` on that Seoul day: the channel's
     * announcements are counted and written under one lock, so parallel requests cannot pass it.
     */
    async insertAnnouncement(
      row: {
        channelId: number;
        authorUserId: number;
        title: string;
        body: string;
        audience: 'followers' | 'tiers';
        tierIds: number[];
      },
      at: Date,
      perDay: number,
    ): Promise<AnnouncementRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`announcement:${row.channelId}`}, 0))`,
        );
        const day = sql`(${at.toISOString()}::timestamptz at time zone 'Asia/Seoul')::date`;
        const { rows: counted } = await tx.execute<{ n: number }>(sql`
          select count(*)::int as n from channel_announcements where channel_id = ${row.channelId} and kst_day = ${day}`);
        if ((counted[0]?.n ?? 0) >= perDay) return null;
        const { rows } = await tx.execute<Raw>(sql`
          insert into channel_announcements (channel_id, author_user_id, title, body, audience, tier_ids, kst_day, created_at)
          values (${row.channelId}, ${row.authorUserId}, ${row.title}, ${row.body}, ${row.audience},
                  ${`{${row.tierIds.join(',')}}`}::bigint[], ${day}, ${at.toISOString()}::timestamptz)
          returning *`);
        return announcementRow(rows[0]!);
      });
    },

    async announcements(
      channelId: number,
      at: Date,
    ): Promise<{ items: AnnouncementRow[]; sentToday: number }> {
      const [list, today] = await Promise.all([
        db.execute<Raw>(sql`
          select * from channel_announcements where channel_id = ${channelId}
           order by created_at desc, id desc limit 100`),
        db.execute<{ n: number }>(sql`
          select count(*)::int as n from channel_announcements
           where channel_id = ${channelId}
             and kst_day = (${at.toISOString()}::timestamptz at time zone 'Asia/Seoul')::date`),
      ]);
      return { items: list.rows.map(announcementRow), sentToday: today.rows[0]?.n ?? 0 };
    },

    async announcement(
      id: number,
    ): Promise<(AnnouncementRow & { channelName: string; ownerUserId: number | null }) | null> {
      const { rows } = await db.execute<Raw>(sql`
        select a.*, c.name as channel_name, c.owner_user_id::int as owner_user_id
          from channel_announcements a join channels c on c.id = a.channel_id where a.id = ${id}`);
      const row = rows[0];
      if (!row) return null;
      return {
        ...announcementRow(row),
        channelName: String(row.channel_name),
        ownerUserId: row.owner_user_id === null ? null : Number(row.owner_user_id),
      };
    },

    /**
     * One batch of an announcement's audience after `afterUserId` (by user id), each given the
     * notification once: a member who has it already (a retried job) gets none again.
     * Answers the batch's last user id and size (0: the audience is done).
     */
    async deliverBatch(
      announcement: AnnouncementRow & { ownerUserId: number | null },
      afterUserId: number,
      batchSize: number,
      at: Date,
      link: string,
    ): Promise<{ lastUserId: number; size: number }> {
      const audience =
        announcement.audience === 'followers'
          ? sql`select f.user_id from channel_follows f where f.channel_id = ${announcement.channelId}`
          : sql`select s.user_id from channel_subscriptions s
                  join channel_subscription_products p on p.id = s.product_id
                 where s.channel_id = ${announcement.channelId}
                   and ${liveAtSql('s', at)}
                   and p.tier_id = any(${`{${announcement.tierIds.join(',')}}`}::bigint[])`;
      const { rows } = await db.execute<{ last: number | null; n: number }>(sql`
        with batch as (
          select distinct a.user_id from (${audience}) a
            join users u on u.id = a.user_id and u.status = 'active'
           where a.user_id > ${afterUserId}
             and a.user_id is distinct from ${announcement.ownerUserId}
             and not exists (select 1 from channel_blocks b
                              where b.channel_id = ${announcement.channelId} and b.user_id = a.user_id)
           order by a.user_id limit ${batchSize}
        ), written as (
          insert into member_notifications (user_id, kind, source, channel_id, title, body, link)
          select user_id, 'announcement', ${`announcement:${announcement.id}`}, ${announcement.channelId},
                 ${announcement.title}, ${announcement.body}, ${link}
            from batch
          on conflict (user_id, source) do nothing
        )
        select (select max(user_id)::int from batch) as last, (select count(*)::int from batch) as n`);
      return { lastUserId: rows[0]?.last ?? afterUserId, size: rows[0]?.n ?? 0 };
    },

    /**
     * Claims the mails of an announcement's notifications not yet mailed, for members who opted
     * in to alarms and sign in by e-mail: each is claimed once, so a retry mails nobody twice.
     */
    async claimMails(announcementId: number, limit: number): Promise<{ to: string }[]> {
      const { rows } = await db.execute<{ to: string }>(sql`
        update member_notifications n set mailed_at = now()
          from users u
         where n.id in (
                 select n2.id from member_notifications n2 join users u2 on u2.id = n2.user_id
                  where n2.source = ${`announcement:${announcementId}`} and n2.mailed_at is null
                    and u2.alarm_check = 1 and u2.provider = 'email' and u2.status = 'active'
                  order by n2.id limit ${limit}
                  for update of n2 skip locked)
           and u.id = n.user_id
        returning u.uid as "to"`);
      return rows;
    },

    async markSent(announcementId: number, at: Date): Promise<void> {
      await db.execute(sql`
        update channel_announcements
           set status = 'sent', sent_at = coalesce(sent_at, ${at.toISOString()}::timestamptz),
               recipient_count = (select count(*)::int from member_notifications
                                   where source = ${`announcement:${announcementId}`})
         where id = ${announcementId}`);
    },

    async notifications(userId: number): Promise<{ rows: Raw[]; unread: number }> {
      const [list, unread] = await Promise.all([
        db.execute<Raw>(sql`
          select id::int as id, kind, channel_id::int as channel_id, title, body, link, read_at, created_at
            from member_notifications where user_id = ${userId}
           order by created_at desc, id desc limit 50`),
        db.execute<{ n: number }>(sql`
          select count(*)::int as n from member_notifications where user_id = ${userId} and read_at is null`),
      ]);
      return { rows: list.rows, unread: unread.rows[0]?.n ?? 0 };
    },

    async readNotifications(userId: number): Promise<number> {
      const result = await db.execute(sql`
        update member_notifications set read_at = now() where user_id = ${userId} and read_at is null`);
      return result.rowCount ?? 0;
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
