import { channelCommunityDetails as details } from '@sogon/contract/messages/channel-community';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { AppError } from '#api/http/app-error';
import type { Tx } from '#api/modules/hearts';

/** What a blocked member tried, for the refusal's Korean words. */
export type BlockedAction = 'comment' | 'tip' | 'gift' | 'write';

const BLOCKED_DETAIL: Record<BlockedAction, string> = {
  comment: details.blockedComment,
  tip: details.blockedTip,
  gift: details.blockedGift,
  write: details.blockedWrite,
};

export interface ChannelBlockRow {
  userId: number;
  username: string;
  profileImg: string;
  createdAt: Date;
}

/**
 * Members blocked from a channel by its owner (issue 37): a blocked member cannot comment on the
 * channel's episodes, posts or pictures, write on its board, tip it or send it gifts. What they
 * bought stays theirs and keeps playing; nothing here is read by entitlement.
 *
 * `requireNotBlocked` is the one check every such write asks (comments, tips, gifts).
 */
export function createChannelBlocks(db: Db) {
  async function isBlocked(channelId: number, userId: number, tx: Db | Tx = db): Promise<boolean> {
    const { rows } = await tx.execute<{ blocked: boolean }>(sql`
      select exists (select 1 from channel_blocks where channel_id = ${channelId} and user_id = ${userId}) as blocked`);
    return Boolean(rows[0]?.blocked);
  }
  return {
    isBlocked,

    /** Refuses (403 ERROR_PERMISSION_DENIED, in Korean) a member blocked from the channel. */
    async requireNotBlocked(
      channelId: number,
      userId: number | null,
      action: BlockedAction,
      tx?: Db | Tx,
    ): Promise<void> {
      if (userId === null) return;
      if (await isBlocked(channelId, userId, tx)) {
        throw new AppError('ERROR_PERMISSION_DENIED', { detail: BLOCKED_DETAIL[action], reason: 'blocked' });
      }
    },

    /** Blocks the member; blocking again changes nothing. False when no such member exists. */
    async block(channelId: number, userId: number, blockedBy: number): Promise<boolean> {
      const { rows } = await db.execute<{ id: number }>(sql`
        with target as (select id from users where id = ${userId})
        insert into channel_blocks (channel_id, user_id, blocked_by)
        select ${channelId}, id, ${blockedBy} from target
        on conflict (channel_id, user_id) do update set blocked_by = channel_blocks.blocked_by
        returning user_id::int as id`);
      return rows.length > 0;
    },

    async unblock(channelId: number, userId: number): Promise<void> {
      await db.execute(
        sql`delete from channel_blocks where channel_id = ${channelId} and user_id = ${userId}`,
      );
    },

    /** The channel's blocked members, newest block first. */
    async list(channelId: number): Promise<ChannelBlockRow[]> {
      const { rows } = await db.execute<{
        user_id: number;
        username: string;
        profile_img: string;
        created_at: string | Date;
      }>(sql`
        select b.user_id::int as user_id, u.username, u.profile_img, b.created_at
          from channel_blocks b join users u on u.id = b.user_id
         where b.channel_id = ${channelId}
         order by b.created_at desc, b.user_id desc
         limit 500`);
      return rows.map((row) => ({
        userId: row.user_id,
        username: row.username,
        profileImg: row.profile_img,
        createdAt: new Date(row.created_at),
      }));
    },

    /** The channels a member is blocked from (the console's member detail). */
    async channelsBlocking(userId: number): Promise<{ channelId: number; name: string; createdAt: Date }[]> {
      const { rows } = await db.execute<{ channel_id: number; name: string; created_at: string | Date }>(sql`
        select b.channel_id::int as channel_id, c.name, b.created_at
          from channel_blocks b join channels c on c.id = b.channel_id
         where b.user_id = ${userId}
         order by b.created_at desc`);
      return rows.map((row) => ({
        channelId: row.channel_id,
        name: row.name,
        createdAt: new Date(row.created_at),
      }));
    },
  };
}

export type ChannelBlocks = ReturnType<typeof createChannelBlocks>;
