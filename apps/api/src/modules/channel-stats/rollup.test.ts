import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatKstDate } from '@sogon/contract/time/kst';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '#api/db/client';
import { MIGRATIONS_DIR, runMigrations } from '#api/db/migrate';
import { adminQuery, databaseUrl } from '../../../test/database-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { addDays } from './period.ts';
import { type ChannelStatsRepository, createChannelStatsRepository, type DayRows } from './repository.ts';
import { createChannelStatsService } from './service.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Noon in Seoul: "today" of every history. */
const NOON = Date.parse('2026-06-15T12:00:00+09:00');
const TODAY = formatKstDate(NOON, 'YYYY-MM-DD');
/** Seoul midnight starting `day` as an instant. */
const midnightOf = (day: string) => new Date(Date.parse(`${day}T00:00:00+09:00`));

/**
 * The channel's figures grouped from the raw rows, as statistics read them before the roll-ups:
 * unlocks, follows, subscriptions, their months and picture sales by the Seoul day of their time,
 * listening by the Seoul day of its hour.
 */
function fromRawRows(db: TestDatabase['db']): Pick<ChannelStatsRepository, 'days'> {
  return {
    async days(channelId, fromDay, toDay) {
      const from = midnightOf(fromDay);
      const to = midnightOf(addDays(toDay, 1));
      const seoul = (column: string) =>
        sql.raw(`to_char((${column} at time zone 'Asia/Seoul')::date, 'YYYY-MM-DD')`);
      const playlistRows = await db.execute<Record<string, string | number>>(sql`
        select day, playlist_id::int as "playlistId", sum(visits) as visits, sum(visitors) as visitors,
               sum(plays) as plays, sum(playtime_sec) as "playtimeSec", sum(likes) as likes,
               sum(purchases) as purchases, sum(hearts) as hearts
          from (
            select ${seoul('a.hour')} as day, c.playlist_id, a.visits, 0 as visitors, a.plays, a.playtime_sec,
                   a.likes, 0 as purchases, 0 as hearts
              from content_activity a join contents c on c.id = a.content_id join playlists p on p.id = c.playlist_id
             where p.channel_id = ${channelId} and a.hour >= ${from} and a.hour < ${to}
            union all
            select to_char(v.day, 'YYYY-MM-DD'), c.playlist_id, 0, v.visitors, 0, 0, 0, 0, 0
              from content_visitors v join contents c on c.id = v.content_id join playlists p on p.id = c.playlist_id
             where p.channel_id = ${channelId} and v.day between ${fromDay}::date and ${toDay}::date
            union all
            select ${seoul('pu.created_at')}, pu.playlist_id, 0, 0, 0, 0, 0, 1, pu.hearts
              from purchases pu join playlists p on p.id = pu.playlist_id
             where p.channel_id = ${channelId} and pu.created_at >= ${from} and pu.created_at < ${to}
          ) raw
         group by 1, 2`);
      const channelRows = await db.execute<Record<string, string | number>>(sql`
        select day, sum(f) as "newFollowers", sum(s) as "newSubscribers", sum(sh) as "subscriptionHearts",
               sum(gh) as "galleryHearts"
          from (
            select ${seoul('created_at')} as day, 1 as f, 0 as s, 0 as sh, 0 as gh from channel_follows
             where channel_id = ${channelId} and created_at >= ${from} and created_at < ${to}
            union all
            select ${seoul('started_at')}, 0, 1, 0, 0 from channel_subscriptions
             where channel_id = ${channelId} and started_at >= ${from} and started_at < ${to}
            union all
            select ${seoul('sp.created_at')}, 0, 0, sp.hearts, 0
              from subscription_periods sp join channel_subscriptions s on s.id = sp.subscription_id
             where s.channel_id = ${channelId} and sp.created_at >= ${from} and sp.created_at < ${to}
            union all
            select ${seoul('gp.created_at')}, 0, 0, 0, gp.hearts
              from gallery_purchases gp join gallery_items g on g.id = gp.item_id
             where g.channel_id = ${channelId} and gp.created_at >= ${from} and gp.created_at < ${to}
          ) raw
         group by 1`);
      const numbers = <T>(row: Record<string, string | number>) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [key, key === 'day' ? value : Number(value)]),
        ) as T;
      return {
        playlistDays: playlistRows.rows.map((row) => numbers<DayRows['playlistDays'][number]>(row)),
        channelDays: channelRows.rows.map((row) => numbers<DayRows['channelDays'][number]>(row)),
      } satisfies DayRows;
    },
  };
}

/**
 * The repository with every figure, settled or live, grouped from the raw rows: the channel,
 * its audience and playlists still come from the real statement.
 */
function overRawRows(db: TestDatabase['db'], repository: ChannelStatsRepository): ChannelStatsRepository {
  const raw = fromRawRows(db);
  return {
    ...repository,
    days: raw.days,
    async overview(channelId, now, live) {
      const overview = await repository.overview(channelId, now, null);
      if (!overview) return null;
      expect(overview.live).toEqual({ playlistDays: [], channelDays: [] });
      const rows = live ? await raw.days(channelId, live.from, live.to) : overview.live;
      return { ...overview, live: rows };
    },
  };
}

/** An instant `day` days from today's Seoul midnight (negative: before) plus `ms` into that day. */
const at = (day: number, ms: number) => new Date(midnightOf(TODAY).getTime() + day * DAY_MS + ms);

/** A time of day, often right before or at a Seoul midnight. */
const timeOfDay = fc.oneof(
  fc.integer({ min: 0, max: DAY_MS - 1 }),
  fc.constantFrom(0, 1, DAY_MS - 1, DAY_MS - 1000),
);
/** A day of the history: today or up to 200 days back. */
const historyDay = fc.integer({ min: -200, max: 0 });
const when = fc.record({ day: historyDay, ms: timeOfDay });
const hearts = fc.integer({ min: 1, max: 50 });

const history = fc.record({
  unlocks: fc.array(fc.record({ playlist: fc.nat(2), when, hearts }), { maxLength: 40 }),
  follows: fc.array(when, { maxLength: 15 }),
  subscriptions: fc.array(
    fc.record({ when, months: fc.array(fc.record({ when, hearts }), { maxLength: 3 }) }),
    { maxLength: 6 },
  ),
  pictures: fc.array(fc.record({ item: fc.nat(1), when, hearts }), { maxLength: 15 }),
  listening: fc.array(
    fc.record({
      episode: fc.nat(2),
      day: historyDay,
      hour: fc.nat(23),
      plays: fc.integer({ min: 1, max: 9 }),
    }),
    { maxLength: 20 },
  ),
  /** Rows deleted afterwards (every n-th), and unlocks moved to another day or price. */
  deleteEvery: fc.integer({ min: 2, max: 5 }),
  moves: fc.array(fc.record({ index: fc.nat(39), when, hearts }), { maxLength: 5 }),
  /** Periods asked, one after another of the same service: end (days from today) and length. */
  periods: fc.array(
    fc.record({ end: fc.integer({ min: -120, max: 1 }), days: fc.integer({ min: 1, max: 92 }) }),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
});

type History = typeof history extends fc.Arbitrary<infer T> ? T : never;

/** Writes the history for a new channel of its own through plain SQL, then deletes and moves some rows. */
async function write(db: TestDatabase['db'], story: History) {
  // Plain SQL of the columns that existed then: the factories name every column of today's schema.
  const one = async (statement: ReturnType<typeof sql>) =>
    (await db.execute<{ id: number }>(statement)).rows[0]!;
  const owner = await one(
    sql`insert into users (uid, provider, username) values (${`rollup-${randomBytes(6).toString('hex')}@example.com`}, 'email', '롤업') returning id::int as id`,
  );
  const channel = await one(
    sql`insert into channels (owner_user_id, name) values (${owner.id}, ${`채널 ${owner.id}`}) returning id::int as id`,
  );
  const playlists = [];
  const episodes = [];
  for (let index = 0; index < 3; index++) {
    const playlist = await one(sql`
      insert into playlists (channel_id, title, media_type, is_free, price)
      values (${channel.id}, ${`플레이리스트 ${index}`}, 'audio', false, 3) returning id::int as id`);
    playlists.push(playlist.id);
    const episode = await one(sql`
      insert into contents (playlist_id, episode_no, title, media_type, is_free, price)
      values (${playlist.id}, 1, '1화', 'audio', false, 3) returning id::int as id`);
    episodes.push(episode.id);
  }
  const items = [];
  for (const price of [4, 9]) {
    const item = await one(sql`
      insert into gallery_items (channel_id, title, image_key, preview_img, width, height, price)
      values (${channel.id}, '그림', 'gallery/x.jpg', '/x.jpg', 10, 10, ${price}) returning id::int as id`);
    items.push(item.id);
  }
  const [product] = (
    await db.execute<{ id: number }>(sql`
      insert into channel_subscription_products (channel_id, name, hearts_per_month)
      values (${channel.id}, '월간', 30) returning id::int as id`)
  ).rows;
  const members = async (count: number) => {
    const ids: number[] = [];
    for (let index = 0; index < count; index++)
      ids.push(
        (
          await one(
            sql`insert into users (uid, provider, username) values (${`rollup-${randomBytes(6).toString('hex')}@example.com`}, 'email', '회원') returning id::int as id`,
          )
        ).id,
      );
    return ids;
  };

  const buyers = await members(story.unlocks.length);
  const unlockIds: number[] = [];
  for (const [index, unlock] of story.unlocks.entries()) {
    const { rows } = await db.execute<{ id: number }>(sql`
      insert into purchases (user_id, playlist_id, hearts, created_at)
      values (${buyers[index]}, ${playlists[unlock.playlist]}, ${unlock.hearts}, ${at(unlock.when.day, unlock.when.ms)})
      returning id::int as id`);
    unlockIds.push(rows[0]!.id);
  }
  const followers = await members(story.follows.length);
  for (const [index, follow] of story.follows.entries()) {
    await db.execute(sql`
      insert into channel_follows (user_id, channel_id, created_at)
      values (${followers[index]}, ${channel.id}, ${at(follow.day, follow.ms)})`);
  }
  const subscribers = await members(story.subscriptions.length);
  for (const [index, subscription] of story.subscriptions.entries()) {
    const started = at(subscription.when.day, subscription.when.ms);
    const { rows } = await db.execute<{ id: number }>(sql`
      insert into channel_subscriptions (user_id, channel_id, product_id, hearts, status, started_at,
                                         current_period_start, current_period_end)
      values (${subscribers[index]}, ${channel.id}, ${product!.id}, 30, ${index % 2 ? 'expired' : 'active'},
              ${started}, ${started}, ${new Date(started.getTime() + 30 * DAY_MS)})
      returning id::int as id`);
    for (const [month, paid] of subscription.months.entries()) {
      await db.execute(sql`
        with spend as (
          insert into ledger_transactions (user_id, kind, idempotency_key)
          values (${subscribers[index]}, 'subscription', ${`stats-${rows[0]!.id}-${month}`}) returning id)
        insert into subscription_periods (subscription_id, period_start, period_end, hearts, transaction_id, created_at)
        select ${rows[0]!.id}, ${new Date(started.getTime() + month * 30 * DAY_MS)},
               ${new Date(started.getTime() + (month + 1) * 30 * DAY_MS)}, ${paid.hearts}, spend.id,
               ${at(paid.when.day, paid.when.ms)}
          from spend`);
    }
  }
  const collectors = await members(story.pictures.length);
  for (const [index, picture] of story.pictures.entries()) {
    await db.execute(sql`
      insert into gallery_purchases (user_id, item_id, hearts, created_at)
      values (${collectors[index]}, ${items[picture.item]}, ${picture.hearts}, ${at(picture.when.day, picture.when.ms)})`);
  }
  for (const listened of story.listening) {
    await db.execute(sql`
      insert into content_activity (content_id, hour, visits, plays, playtime_sec, likes)
      values (${episodes[listened.episode]}, ${at(listened.day, listened.hour * HOUR_MS)}, ${listened.plays + 1},
              ${listened.plays}, ${listened.plays * 60}, 1)
      on conflict (content_id, hour) do update set plays = content_activity.plays + excluded.plays`);
  }

  // A refunded unlock, an unfollow, a picture sale undone, a month struck out: rows deleted.
  const every = story.deleteEvery;
  const ids = (list: number[]) => `{${list.join(',')}}`;
  await db.execute(
    sql`delete from purchases where id = any(${ids(unlockIds.filter((_, i) => i % every === 0))}::bigint[])`,
  );
  await db.execute(
    sql`delete from channel_follows where channel_id = ${channel.id} and user_id = any(${ids(followers.filter((_, i) => i % every === 0))}::bigint[])`,
  );
  await db.execute(
    sql`delete from gallery_purchases where user_id = any(${ids(collectors.filter((_, i) => i % every === 1))}::bigint[])`,
  );
  await db.execute(sql`
    delete from subscription_periods sp using channel_subscriptions s
     where s.id = sp.subscription_id and s.channel_id = ${channel.id} and sp.id % ${every} = 0`);
  for (const move of story.moves) {
    const id = unlockIds[move.index % Math.max(1, unlockIds.length)];
    if (id === undefined) continue;
    await db.execute(sql`
      update purchases set created_at = ${at(move.when.day, move.when.ms)}, hearts = ${move.hearts} where id = ${id}`);
  }
  await db.execute(sql`
    update channel_subscriptions set started_at = started_at - interval '1 day'
     where channel_id = ${channel.id} and id % ${every} = 1`);
  return { owner: owner.id, channel: channel.id, playlists, buyers: await members(2), item: items[0]! };
}

const periodOf = (end: number, days: number) => ({
  sort: 'desc' as const,
  sortCol: 'hearts' as const,
  endDt: addDays(TODAY, end),
  startDt: addDays(TODAY, end - days + 1),
});

describe('statistics from the roll-ups', () => {
  it('answer exactly what grouping the raw rows answers, through deletes, moves, cached days and midnight', async () => {
    const db = database.db;
    const repository = createChannelStatsRepository(db);
    await fc.assert(
      fc.asyncProperty(history, async (story) => {
        const written = await write(db, story);
        let clock = new Date(NOON);
        // One service for the whole story (its settled days kept between answers), and for each
        // answer a new one over the raw rows, keeping nothing.
        const service = createChannelStatsService({ repository, now: () => clock });
        const expected = () =>
          createChannelStatsService({ repository: overRawRows(db, repository), now: () => clock });
        const same = async (query: ReturnType<typeof periodOf>) => {
          const answer = await service.channelStats(written.channel, written.owner, query);
          expect(answer).toEqual(await expected().channelStats(written.channel, written.owner, query));
          const owned = await service.ownedChannels(written.owner, query);
          expect(owned).toEqual(await expected().ownedChannels(written.owner, query));
        };
        for (const period of story.periods) await same(periodOf(period.end, period.days));

        // Today stays live: an unlock and a follow now count at once.
        await db.execute(sql`
          insert into purchases (user_id, playlist_id, hearts, created_at)
          values (${written.buyers[0]}, ${written.playlists[0]}, 7, ${clock})`);
        await db.execute(sql`
          insert into channel_follows (user_id, channel_id, created_at) values (${written.buyers[0]}, ${written.channel}, ${clock})`);
        await same(periodOf(0, 30));

        // Just before midnight a sale, asked about a minute after midnight; then a purchase whose
        // transaction began at 23:59:30 commits: five minutes after midnight it counts, because
        // yesterday is read live until it settles; past the settling time it is kept like the others.
        const midnight = midnightOf(addDays(TODAY, 1)).getTime();
        clock = new Date(midnight - 1000);
        await db.execute(sql`
          insert into gallery_purchases (user_id, item_id, hearts, created_at)
          values (${written.buyers[1]}, ${written.item}, 5, ${clock})`);
        clock = new Date(midnight + 60_000);
        await same(periodOf(1, 7));
        await db.execute(sql`
          insert into purchases (user_id, playlist_id, hearts, created_at)
          values (${written.buyers[1]}, ${written.playlists[1]}, 11, ${new Date(midnight - 30_000)})`);
        clock = new Date(midnight + 5 * 60_000);
        await same(periodOf(1, 7));
        clock = new Date(midnight + 11 * 60_000);
        await same(periodOf(1, 92));
        await same(periodOf(0, 2));
      }),
      { numRuns: 15 },
    );
  }, 240_000);

  it('are filled by their migration from the rows written before it', async () => {
    // A database migrated up to the migration before the roll-ups, with histories written in it.
    const { adminUrl } = inject('testDatabase');
    const name = `sogon_test_rollup_${randomBytes(6).toString('hex')}`;
    const folder = await mkdtemp(path.join(os.tmpdir(), 'sogon-migrations-'));
    await cp(MIGRATIONS_DIR, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0032_stats_rollup');
    await writeFile(journalFile, JSON.stringify(journal));
    await adminQuery(adminUrl, `create database ${name}`);
    const older = connectDatabase(databaseUrl(adminUrl, name), { max: 2 });
    try {
      await migrate(older.db, { migrationsFolder: folder });
      const stories = fc.sample(history, { numRuns: 4, seed: 19 });
      const channels = [];
      for (const story of stories) channels.push((await write(older.db, story)).channel);

      await runMigrations(older.db);
      const rolledUp = createChannelStatsRepository(older.db);
      const raw = fromRawRows(older.db);
      const from = addDays(TODAY, -210);
      const to = addDays(TODAY, 1);
      for (const channel of channels) {
        const expected = normalized(await raw.days(channel, from, to));
        expect(expected.playlistDays.length + expected.channelDays.length).toBeGreaterThan(0);
        expect(normalized(await rolledUp.days(channel, from, to))).toEqual(expected);
      }
    } finally {
      await older.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Day rows with a figure other than zero, in one order. */
function normalized(rows: DayRows): DayRows {
  const key = (row: { day: string; playlistId?: number }) => `${row.day}:${row.playlistId ?? ''}`;
  const someFigure = (row: object) =>
    Object.entries(row).some(([name, value]) => name !== 'day' && name !== 'playlistId' && value !== 0);
  const order = <T extends { day: string }>(list: T[]) =>
    list.filter(someFigure).sort((a, b) => (key(a) < key(b) ? -1 : 1));
  return { playlistDays: order(rows.playlistDays), channelDays: order(rows.channelDays) };
}
