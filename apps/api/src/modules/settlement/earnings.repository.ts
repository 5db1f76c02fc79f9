import { eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import type { ReadDb } from '#api/db/replica/read-side';
import { channels, type EarningSource, users } from '#api/db/schema/index';

export interface WonFigures {
  paidHearts: number;
  bonusHearts: number;
  paidWon: number;
  bonusWon: number;
}

interface Range {
  start: Date;
  end: Date;
}

const SUMS = sql`sum(e.paid_hearts)::int as "paidHearts", sum(e.bonus_hearts)::int as "bonusHearts",
  sum(e.paid_won)::bigint as "paidWon", sum(e.bonus_won)::bigint as "bonusWon"`;

const figures = <T extends Record<string, unknown>>(row: T) => ({
  ...row,
  paidHearts: Number(row.paidHearts),
  bonusHearts: Number(row.bonusHearts),
  paidWon: Number(row.paidWon),
  bonusWon: Number(row.bonusWon),
});

/** A channel's earnings as its owner reads them (read side: a replica when there is one). */
export function createEarningsRepository(db: Db, reads: ReadDb) {
  const inRange = (channelId: number, range: Range) =>
    sql`e.channel_id = ${channelId} and e.earned_at >= ${range.start.toISOString()}::timestamptz
      and e.earned_at < ${range.end.toISOString()}::timestamptz`;

  return {
    channel: async (channelId: number) =>
      (
        await db
          .select({ id: channels.id, name: channels.name, ownerUserId: channels.ownerUserId })
          .from(channels)
          .where(eq(channels.id, channelId))
      )[0] ?? null,

    /** The address the owner signs in with, when it is an e-mail address. */
    async ownerMail(channelId: number): Promise<string | null> {
      const [row] = await db
        .select({ uid: users.uid, provider: users.provider })
        .from(channels)
        .innerJoin(users, eq(users.id, channels.ownerUserId))
        .where(eq(channels.id, channelId));
      return row?.provider === 'email' ? row.uid : null;
    },

    /** Free listens: the channel's free unlocks (기다무, pass tickets) in the range. */
    async freeUnlocks(channelId: number, range: Range): Promise<number> {
      const rows = await reads.execute<{ count: string }>(sql`
        select count(*)::bigint as count
          from free_unlocks f join playlists p on p.id = f.playlist_id
         where p.channel_id = ${channelId} and f.unlocked_at >= ${range.start.toISOString()}::timestamptz
           and f.unlocked_at < ${range.end.toISOString()}::timestamptz`);
      return Number(rows.rows[0]?.count ?? 0);
    },

    async byDay(channelId: number, range: Range): Promise<(WonFigures & { day: string })[]> {
      const rows = await reads.execute<Record<string, string | number>>(sql`
        select to_char(e.earned_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day, ${SUMS}
          from channel_earnings e where ${inRange(channelId, range)} group by 1 order by 1`);
      return rows.rows.map((row) => figures({ ...row, day: String(row.day) }));
    },

    async bySource(channelId: number, range: Range): Promise<(WonFigures & { source: EarningSource })[]> {
      const rows = await reads.execute<Record<string, string | number>>(sql`
        select e.source, ${SUMS} from channel_earnings e where ${inRange(channelId, range)}
         group by 1 order by 1`);
      return rows.rows.map((row) => figures({ ...row, source: row.source as EarningSource }));
    },

    /** Per playlist, gallery picture, subscription and tips, with a title, most won first. */
    async byContent(
      channelId: number,
      range: Range,
    ): Promise<(WonFigures & { reference: string; title: string; source: EarningSource })[]> {
      const rows = await reads.execute<Record<string, string | number>>(sql`
        select e.reference, e.source, ${SUMS},
               coalesce(p.title, g.title, c.name, '') as title
          from channel_earnings e
          left join playlists p on e.source = 'purchase' and p.id = split_part(e.reference, ':', 2)::bigint
          left join gallery_items g on e.source = 'gallery' and g.id = split_part(e.reference, ':', 2)::bigint
          left join channels c on e.source in ('subscription', 'tip') and c.id = e.channel_id
         where ${inRange(channelId, range)}
         group by e.reference, e.source, p.title, g.title, c.name
         order by sum(e.paid_won + e.bonus_won) desc, e.reference
         limit 100`);
      return rows.rows.map((row) =>
        figures({
          ...row,
          reference: String(row.reference),
          title: String(row.title),
          source: row.source as EarningSource,
        }),
      );
    },

    /** The month's tips, newest first (at most 100). */
    async tips(channelId: number, range: Range) {
      const rows = await reads.execute<{
        id: string;
        nickname: string;
        hearts: number;
        message: string;
        at: Date;
      }>(sql`
        select e.transaction_id as id, u.username as nickname, (e.paid_hearts + e.bonus_hearts) as hearts,
               e.message, e.earned_at as at
          from channel_earnings e join users u on u.id = e.user_id
         where ${inRange(channelId, range)} and e.source = 'tip'
         order by e.earned_at desc, e.id desc limit 100`);
      return rows.rows.map((row) => ({ ...row, id: Number(row.id), at: new Date(row.at) }));
    },
  };
}

export type EarningsRepository = ReturnType<typeof createEarningsRepository>;
