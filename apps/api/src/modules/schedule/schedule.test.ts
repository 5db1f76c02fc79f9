import { kstParts } from '@sogon/contract/time/kst';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  channelBlocks,
  channelFollows,
  channelSubscriptionProducts,
  channelSubscriptions,
  users,
} from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import type { Viewer } from '#api/modules/viewer';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';

/*
 * Scheduled episodes and 선공개 (ADR 066) through every read path, on a test clock: before its
 * time an episode is absent for visitors and members (its title nowhere), present for live
 * members of its early tier; the open-time job drops the cached answers and notifies followers
 * once, however often it runs.
 */

const HOUR = 60 * 60 * 1000;
const T0 = new Date();
let now = T0;
const api = setupTestApi({ settings: { clock: () => now, homeCacheMs: 60_000, searchCacheMs: 60_000 } });

const SECRET = '비밀의 숲 속삭임 3화';

interface Member {
  token: string;
  userId: number;
}

let owner: Member;
let plain: Member;
let early: Member;
/** Follows the channel, and the channel blocked them: told nothing. */
let blocked: Member;
let playlistId: number;
let openId: number;
let scheduledId: number;
const opensAt = new Date(T0.getTime() + 2 * HOUR);

async function member(): Promise<Member> {
  const joined = await joinMember(api.app);
  return { token: joined.token, userId: joined.user.userInfo.id };
}

const get = (url: string, who?: Member) =>
  api.app.inject({
    url: `/api/live${url}`,
    headers: { 'x-client': 'web', ...(who ? { token: who.token } : {}) },
  });

const viewer = (who?: Member): Viewer => ({ userId: who?.userId ?? null, canSeeAdult: false });

async function episodeIds(who?: Member): Promise<number[]> {
  const response = await get(`/v2/playlist/${playlistId}`, who);
  expect(response.statusCode).toBe(200);
  return response.json().result.episodes.map((episode: { id: number }) => episode.id);
}

async function notifications(): Promise<number[]> {
  const result = await api.database.db.execute<{ user_id: number }>(sql`
    select user_id::int as user_id from member_notifications where source = ${`episode:${scheduledId}`}
     order by user_id`);
  return result.rows.map((row) => row.user_id);
}

beforeAll(async () => {
  const db = api.database.db;
  [owner, plain, early, blocked] = await Promise.all([member(), member(), member(), member()]);
  const channel = await makeChannel(db, { ownerUserId: owner.userId, name: '새벽 채널' });
  const [tier] = await db
    .insert(channelSubscriptionProducts)
    .values({ channelId: channel.id, name: '새벽 멤버', heartsPerMonth: 30, earlyAccessDays: 1 })
    .returning();
  const playlist = await makePlaylist(db, {
    channelId: channel.id,
    title: '새벽 숲의 속삭임',
    isFree: false,
    price: 5,
  });
  playlistId = playlist.id;
  openId = (
    await makeContent(db, {
      playlistId,
      episodeNo: 1,
      title: '첫 번째 밤',
      isFree: true,
      openDt: new Date(T0.getTime() - 24 * HOUR),
    })
  ).id;
  scheduledId = (
    await makeContent(db, {
      playlistId,
      episodeNo: 2,
      title: SECRET,
      isFree: false,
      price: 5,
      openDt: opensAt,
      earlyDays: 1,
      earlyTierIds: [tier!.tierId],
    })
  ).id;
  await db.insert(channelSubscriptions).values({
    userId: early.userId,
    channelId: channel.id,
    productId: tier!.id,
    hearts: 30,
    startedAt: T0,
    currentPeriodStart: T0,
    currentPeriodEnd: new Date(T0.getTime() + 30 * 24 * HOUR),
  });
  await db.insert(channelFollows).values([
    { userId: plain.userId, channelId: channel.id },
    { userId: early.userId, channelId: channel.id },
    { userId: owner.userId, channelId: channel.id },
    { userId: blocked.userId, channelId: channel.id },
  ]);
  await db
    .insert(channelBlocks)
    .values({ channelId: channel.id, userId: blocked.userId, blockedBy: owner.userId });
  const ledger = createLedger(db);
  await ledger.transaction((tx) =>
    ledger.credit(tx, {
      userId: plain.userId,
      kind: 'grant',
      idempotencyKey: 'schedule',
      paid: 20,
      bonus: 0,
    }),
  );
  // The open episode was announced when it was published (the migration's rule for old rows).
  await db.execute(sql`update contents set opened_at = open_dt where id = ${openId}`);
});

describe('before its open time', () => {
  it('is absent from every read path for visitors and members, its title nowhere', async () => {
    for (const who of [undefined, plain]) {
      expect(await episodeIds(who)).toEqual([openId]);
      const page = await get(`/v2/playlist/${playlistId}`, who);
      expect(page.json().result.episodeCount).toBe(1);
      for (const url of [
        `/v2/playlist/${playlistId}`,
        '/v1/service/contents',
        '/v1/contents/sitemap',
        `/v2/search?keyword=${encodeURIComponent('새벽 숲')}`,
        '/v2/service/home/new',
        `/v2/user/playlist/${playlistId}/content`,
      ]) {
        const response = await get(url, who);
        expect(response.body, url).not.toContain(SECRET);
        expect(response.body, url).not.toContain(`"id":${scheduledId},`);
      }
      expect((await get(`/v1/videoToPlaylistId/${scheduledId}`, who)).statusCode).toBe(404);
      expect((await get(`/v2/content/like/${scheduledId}`, who)).statusCode).toBe(404);
    }
    const search = await get(`/v2/search?keyword=${encodeURIComponent('새벽 숲')}`);
    expect(search.json().result.items[0]).toMatchObject({ id: playlistId, episodeCount: 1 });
    expect((await get(`/v1/user/playtime/${scheduledId}`, plain)).statusCode).toBe(404);
  });

  it('cannot be bought or streamed by anyone but its owner and early members', async () => {
    const bought = await get(`/v2/service/content/purchase/${playlistId}/${scheduledId}`, plain);
    expect(bought.statusCode).toBe(404);
    expect(bought.json().message).toBe('ERROR_CONTENT_NOT_EXIST');
    const [wallet] = await api.database.db
      .execute<{ paid: number }>(sql`select paid from heart_wallets where user_id = ${plain.userId}`)
      .then((result) => result.rows);
    expect(wallet?.paid).toBe(20);

    const access = api.app.services.media.access;
    for (const who of [undefined, plain]) {
      await expect(access.decide(scheduledId, viewer(who))).rejects.toMatchObject({
        code: 'ERROR_CONTENT_NOT_EXIST',
      });
    }
    expect((await access.decide(scheduledId, viewer(owner))).scope).toBe('full');
    // The early member's tier includes paid episodes: the whole of it.
    expect((await access.decide(scheduledId, viewer(early))).scope).toBe('full');
  });

  it('shows to a live member of its early tier, with its public open time', async () => {
    expect(await episodeIds(early)).toEqual([openId, scheduledId]);
    const page = (await get(`/v2/playlist/${playlistId}`, early)).json().result;
    expect(page.episodes[1]).toMatchObject({ id: scheduledId, title: SECRET, openDt: opensAt.toISOString() });
    expect((await get(`/v1/videoToPlaylistId/${scheduledId}`, early)).statusCode).toBe(200);
    expect((await get(`/v1/user/playtime/${scheduledId}`, early)).statusCode).toBe(200);
    // The visitors' page of the same moment still leaves it out (their shared answer is apart).
    expect(await episodeIds()).toEqual([openId]);
  });

  it('is early for nobody once the subscription lapses', async () => {
    const lapsed = await member();
    const db = api.database.db;
    const [row] = await db.select().from(channelSubscriptions).limit(1);
    await db.insert(channelSubscriptions).values({
      userId: lapsed.userId,
      channelId: row!.channelId,
      productId: row!.productId,
      hearts: 30,
      status: 'cancelled',
      startedAt: new Date(T0.getTime() - 40 * 24 * HOUR),
      currentPeriodStart: new Date(T0.getTime() - 40 * 24 * HOUR),
      currentPeriodEnd: new Date(T0.getTime() - 10 * 24 * HOUR),
    });
    expect(await episodeIds(lapsed)).toEqual([openId]);
    expect((await get(`/v1/videoToPlaylistId/${scheduledId}`, lapsed)).statusCode).toBe(404);
  });

  it('sends no notification before the time, and the job is sent for the open time', async () => {
    const openings = api.app.services.episodeOpenings;
    // Its 선공개 time has come (a day before the open): announced once; only the member of its
    // tier is told, once, and no follower is.
    expect(await openings.sweep()).toEqual({ episodes: 1, notified: 0, notifiedEarly: 1 });
    const told = await api.database.db.execute<{ user_id: number; title: string }>(sql`
      select user_id::int as user_id, title from member_notifications where source = ${`early:${scheduledId}`}`);
    expect(told.rows).toEqual([
      { user_id: early.userId, title: '새벽 채널 멤버 선공개 에피소드가 열렸어요' },
    ]);
    expect(await openings.sweep()).toEqual({ episodes: 0, notified: 0, notifiedEarly: 0 });
    expect(await openings.run(scheduledId)).toEqual({ announced: true, notified: 0, notifiedEarly: 0 });
    expect(await notifications()).toEqual([]);
    expect(await openings.scheduled(scheduledId)).toEqual([opensAt]);
    const jobs = await api.database.db.execute<{ start_after: Date }>(sql`
      select start_after from pgboss.job where name = 'episode-opening' and data->>'contentId' = ${String(scheduledId)}`);
    expect(jobs.rows.map((row) => new Date(row.start_after).toISOString())).toEqual([opensAt.toISOString()]);
    // Saved again (the studio re-saves): the same moment is not sent twice.
    await openings.scheduled(scheduledId);
    const again = await api.database.db.execute(sql`
      select 1 from pgboss.job where name = 'episode-opening' and data->>'contentId' = ${String(scheduledId)}`);
    expect(again.rows).toHaveLength(1);
  });
});

describe('at its open time', () => {
  it('the cached answers keep it out until the job drops them; followers are notified once', async () => {
    // Cached at the earlier moment for visitors (homeCacheMs 60 s).
    expect(await episodeIds()).toEqual([openId]);
    now = new Date(opensAt.getTime() + 60_000);
    // The shared answer is still the one from before the time…
    expect(await episodeIds()).toEqual([openId]);
    const openings = api.app.services.episodeOpenings;
    const first = await openings.run(scheduledId);
    expect(first).toEqual({ announced: true, notified: 2, notifiedEarly: 0 });
    // …and after the job's announcement it is gone: everyone sees the episode.
    expect(await episodeIds()).toEqual([openId, scheduledId]);
    expect(await episodeIds(plain)).toEqual([openId, scheduledId]);
    const search = await get(`/v2/search?keyword=${encodeURIComponent('새벽 숲')}`);
    expect(search.json().result.items[0]).toMatchObject({ id: playlistId, episodeCount: 2 });
    expect((await get('/v1/contents/sitemap')).body).toContain(`"id":${scheduledId},`);
    expect((await get(`/v1/videoToPlaylistId/${scheduledId}`)).statusCode).toBe(200);

    // The followers but the owner and the blocked one, once, however often it runs.
    expect(await notifications()).toEqual([plain.userId, early.userId].sort((a, b) => a - b));
    expect(await openings.run(scheduledId)).toEqual({ announced: true, notified: 0, notifiedEarly: 0 });
    expect(await openings.sweep()).toEqual({ episodes: 0, notified: 0, notifiedEarly: 0 });
    expect(await notifications()).toHaveLength(2);
    const [text] = await api.database.db
      .execute<{ title: string; link: string }>(
        sql`select title, link from member_notifications where source = ${`episode:${scheduledId}`} limit 1`,
      )
      .then((result) => result.rows);
    expect(text).toEqual({
      title: '새벽 채널에 새 에피소드가 올라왔어요',
      link: `/playlist/${playlistId}/${scheduledId}`,
    });
  });

  it('can be bought and streamed by a member', async () => {
    const bought = await get(`/v2/service/content/purchase/${playlistId}/${scheduledId}`, plain);
    expect(bought.statusCode).toBe(200);
    expect(bought.json().result).toMatchObject({ contentIds: [scheduledId], hearts: 5 });
    expect((await api.app.services.media.access.decide(scheduledId, viewer(plain))).scope).toBe('full');
  });

  it('the sweep catches an episode whose time passed with no job (a server down at the time)', async () => {
    const db = api.database.db;
    const missed = await makeContent(db, {
      playlistId,
      episodeNo: 3,
      title: '놓친 밤',
      openDt: new Date(now.getTime() - 5 * 60_000),
    });
    const openings = api.app.services.episodeOpenings;
    expect(await openings.sweep()).toEqual({ episodes: 1, notified: 2, notifiedEarly: 0 });
    expect(await openings.sweep()).toEqual({ episodes: 0, notified: 0, notifiedEarly: 0 });
    const written = await db.execute(
      sql`select 1 from member_notifications where source = ${`episode:${missed.id}`}`,
    );
    expect(written.rows).toHaveLength(2);
  });

  it('an episode long open (an outage of days) is processed without a stale notification', async () => {
    const db = api.database.db;
    const stale = await makeContent(db, {
      playlistId,
      episodeNo: 4,
      title: '오래된 밤',
      openDt: new Date(now.getTime() - 3 * 24 * HOUR),
    });
    expect(await api.app.services.episodeOpenings.sweep()).toEqual({
      episodes: 1,
      notified: 0,
      notifiedEarly: 0,
    });
    const written = await db.execute(
      sql`select 1 from member_notifications where source = ${`episode:${stale.id}`}`,
    );
    expect(written.rows).toEqual([]);
    const [follower] = await db.select({ id: users.id }).from(users).limit(1);
    expect(follower).toBeDefined();
  });
});

describe('when the studio saves a schedule', () => {
  it('drops the cached answers at once and sends the job of the new open time', async () => {
    const db = api.database.db;
    const episode = await makeContent(db, {
      playlistId,
      episodeNo: 5,
      title: '미뤄진 밤',
      openDt: new Date(now.getTime() - 60_000),
    });
    await db.execute(sql`update contents set opened_at = open_dt where id = ${episode.id}`);
    await api.app.services.episodeOpenings.sweep();
    // Cached for visitors with the episode in it.
    expect(await episodeIds()).toContain(episode.id);
    const later = new Date(Math.ceil((now.getTime() + 2 * 24 * HOUR) / 60_000) * 60_000);
    const kst = kstParts(later);
    const two = (n: number) => String(n).padStart(2, '0');
    const saved = await api.app.inject({
      method: 'PATCH',
      url: `/api/live/v1/studio/episodes/${episode.id}`,
      headers: { 'x-client': 'web', token: owner.token },
      payload: {
        openDate: `${kst.year}-${two(kst.month)}-${two(kst.day)}`,
        openTime: `${two(kst.hour)}:${two(kst.minute)}`,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ state: 'scheduled', openDt: later.toISOString() });
    expect(await episodeIds()).not.toContain(episode.id);
    const jobs = await db.execute<{ start_after: Date }>(sql`
      select start_after from pgboss.job where name = 'episode-opening' and data->>'contentId' = ${String(episode.id)}`);
    expect(jobs.rows.map((row) => new Date(row.start_after).toISOString())).toEqual([later.toISOString()]);
  });
});
