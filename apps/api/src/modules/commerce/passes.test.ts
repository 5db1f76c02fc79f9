import { accrue, grantsBetween, nextGrant } from '@sogon/contract/commerce/pass-schedule';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  channelSubscriptionProducts,
  channelSubscriptions,
  opsAudit,
  passPoolPlaylists,
  passPools,
  passWallets,
  rentals,
} from '#api/db/schema/index';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeContent, makePlaylist, makeUser } from '../../../test/factories.ts';
import { createPassRepository } from './passes.repository.ts';

// The daily free pass (이용권, issue 38): tickets accrue lazily on the KST schedule, capped, and
// a ticket is spent once — a rental of one locked paid episode — however the spends race.
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// 2030-03-04 10:00 KST: ahead of the real clock, so episodes created now are open.
let clock = Date.UTC(2030, 2, 4, 1, 0);
const api = setupTestApi({ settings: { clock: () => new Date(clock) } });
const past = new Date('2020-01-01T00:00:00Z');

async function pool(values: Partial<typeof passPools.$inferInsert> = {}, playlistIds: number[] = []) {
  const [row] = await api.database.db
    .insert(passPools)
    .values({ name: '매일 무료 이용권', grantTimes: ['00:00', '12:00'], maxTickets: 3, ...values })
    .returning();
  if (playlistIds.length > 0) {
    await api.database.db
      .insert(passPoolPlaylists)
      .values(playlistIds.map((playlistId) => ({ poolId: row!.id, playlistId })));
  }
  return row!;
}

async function paidPlaylist() {
  const playlist = await makePlaylist(api.database.db, { isFree: false, price: 5, openDt: past });
  const episodes = await Promise.all(
    [1, 2, 3].map((episodeNo) =>
      makeContent(api.database.db, {
        playlistId: playlist.id,
        isFree: episodeNo === 1,
        price: 5,
        episodeNo,
        openDt: past,
      }),
    ),
  );
  return { playlist, free: episodes[0]!, paid: episodes.slice(1) };
}

describe('the KST schedule', () => {
  it('counts grants in (from, to] at the KST times of day', () => {
    const times = ['00:00', '12:00'];
    // 2030-03-04 09:00 KST to 2030-03-05 00:00 KST: the 12:00 grant and the next midnight.
    const from = new Date(Date.UTC(2030, 2, 4, 0, 0));
    expect(grantsBetween(times, from, new Date(Date.UTC(2030, 2, 4, 15, 0)))).toBe(2);
    expect(grantsBetween(times, from, new Date(Date.UTC(2030, 2, 4, 2, 59)))).toBe(0);
    expect(grantsBetween(times, from, new Date(Date.UTC(2030, 2, 4, 3, 0)))).toBe(1);
    expect(grantsBetween(times, from, from)).toBe(0);
    expect(nextGrant(times, from)).toEqual({ at: new Date(Date.UTC(2030, 2, 4, 3, 0)), time: '12:00' });
    expect(nextGrant(times, new Date(Date.UTC(2030, 2, 4, 3, 0)))?.time).toBe('00:00');
    expect(
      accrue(
        { grantTimes: times, ticketsPerGrant: 2, maxTickets: 3 },
        0,
        from,
        new Date(from.getTime() + DAY),
      ),
    ).toBe(3);
  });
});

describe('accrual on read', () => {
  it('never holds more than the schedule gave and the cap allows, whatever the reads and spends', async () => {
    const passes = createPassRepository(api.database.db);
    const { playlist } = await paidPlaylist();
    const episodes = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        makeContent(api.database.db, {
          playlistId: playlist.id,
          isFree: false,
          price: 3,
          episodeNo: 10 + index,
          openDt: past,
        }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          grantTimes: fc.uniqueArray(
            fc
              .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
              .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`),
            { minLength: 1, maxLength: 4 },
          ),
          ticketsPerGrant: fc.integer({ min: 1, max: 3 }),
          maxTickets: fc.integer({ min: 1, max: 5 }),
        }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 * HOUR }), fc.boolean()), {
          minLength: 1,
          maxLength: 12,
        }),
        async (terms, steps) => {
          const row = await pool({ ...terms, ticketHours: 1 }, [playlist.id]);
          const member = await makeUser(api.database.db);
          const start = Date.UTC(2030, 5, 1, 0, 0) + Math.floor(Math.random() * DAY);
          let at = start;
          let model: number | null = null;
          let modelAt = start;
          let spent = 0;
          let next = 0;
          for (const [gap, spend] of steps) {
            at += gap;
            const now = new Date(at);
            if (spend) {
              const outcome = await passes.spend({
                userId: member.id,
                viewer: { userId: member.id, canSeeAdult: false },
                contentId: episodes[next]!.id,
                at: now,
              });
              // The model: open with one grant, accrue, then spend one when there is one.
              model =
                model === null
                  ? Math.min(terms.maxTickets, terms.ticketsPerGrant)
                  : accrue(terms, model, new Date(modelAt), now);
              modelAt = at;
              if (model > 0) {
                expect(outcome.outcome).toBe('rented');
                model -= 1;
                spent += 1;
                next += 1;
              } else {
                expect(outcome.outcome).toBe('no_tickets');
              }
            } else {
              const [wallet] = (await passes.wallets(member.id, now)).filter((w) => w.poolId === row.id);
              model =
                model === null
                  ? Math.min(terms.maxTickets, terms.ticketsPerGrant)
                  : accrue(terms, model, new Date(modelAt), now);
              modelAt = at;
              expect(wallet?.tickets).toBe(model);
            }
            // Never more than the grants since the wallet opened, nor more than the cap.
            const given = terms.ticketsPerGrant * (1 + grantsBetween(terms.grantTimes, new Date(start), now));
            const [held] = await api.database.db
              .select({ tickets: passWallets.tickets })
              .from(passWallets)
              .where(eq(passWallets.userId, member.id));
            expect(held!.tickets + spent).toBeLessThanOrEqual(given);
            expect(held!.tickets).toBeLessThanOrEqual(terms.maxTickets);
          }
          const rented = await api.database.db.select().from(rentals).where(eq(rentals.userId, member.id));
          expect(rented).toHaveLength(spent);
          await api.database.db.update(passPools).set({ active: false }).where(eq(passPools.id, row.id));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('adds each grant once when reads race', async () => {
    const passes = createPassRepository(api.database.db);
    const row = await pool({
      grantTimes: ['00:00', '06:00', '12:00', '18:00'],
      maxTickets: 50,
      ticketsPerGrant: 1,
    });
    const member = await makeUser(api.database.db);
    const start = new Date(Date.UTC(2030, 6, 1, 0, 30));
    await passes.wallets(member.id, start);
    const later = new Date(start.getTime() + 3 * DAY);
    await Promise.all(Array.from({ length: 8 }, () => passes.wallets(member.id, later)));
    const [wallet] = (await passes.wallets(member.id, later)).filter((w) => w.poolId === row.id);
    expect(wallet!.tickets).toBe(1 + 12);
    await api.database.db.update(passPools).set({ active: false }).where(eq(passPools.id, row.id));
  });
});

describe('spending a ticket', () => {
  it('rents one locked paid episode of a pool playlist, and the library counts the ticket', async () => {
    const member = await joinMember(api.app);
    const { playlist, free, paid } = await paidPlaylist();
    const other = await paidPlaylist();
    const row = await pool({ ticketHours: 48 }, [playlist.id]);

    const before = await api.app.inject({
      url: `/api/live/v1/user/passes?playlistId=${playlist.id}`,
      headers: { token: member.token },
    });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().result).toEqual([
      expect.objectContaining({ poolId: row.id, tickets: 1, maxTickets: 3, nextGrantTime: '12:00' }),
    ]);

    const use = (contentId: number) =>
      api.app.inject({
        method: 'POST',
        url: '/api/live/v1/user/passes/use',
        headers: { ...WRITE, token: member.token },
        payload: { contentId },
      });
    for (const contentId of [free.id, other.paid[0]!.id]) {
      const refused = await use(contentId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'ERROR_REQUEST_PARAMETER_WRONG' });
    }
    const used = await use(paid[0]!.id);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().result).toMatchObject({
      poolId: row.id,
      playlistId: playlist.id,
      contentId: paid[0]!.id,
      tickets: 0,
      endsAt: new Date(clock + 48 * HOUR).toISOString(),
    });
    // The ticket's rental plays (entitlement honours any live rental).
    const page = await api.app.inject({
      url: `/api/live/v2/playlist/${playlist.id}`,
      headers: { token: member.token },
    });
    const rented = page.json().result.episodes.find((e: { id: number }) => e.id === paid[0]!.id);
    expect(rented).toMatchObject({
      access: 'rental',
      rentedUntil: new Date(clock + 48 * HOUR).toISOString(),
    });
    const empty = await use(paid[1]!.id);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toContain('남은 이용권이 없어요');

    // Noon KST: one more ticket. The episode rented already is refused and keeps the ticket.
    clock += 2 * HOUR;
    const again = await use(paid[0]!.id);
    expect(again.json().detail).toContain('이미 들을 수 있는');
    const after = await api.app.inject({ url: '/api/live/v1/user/passes', headers: { token: member.token } });
    expect(after.json().result.find((w: { poolId: number }) => w.poolId === row.id).tickets).toBe(1);
    const rows = await api.database.db.select().from(rentals).where(eq(rentals.passPoolId, row.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'pass', hearts: 0, contentId: paid[0]!.id });
    await api.database.db.update(passPools).set({ active: false }).where(eq(passPools.id, row.id));
  });

  it('a tier that opens paid episodes holds them; one that does not leaves the ticket to spend', async () => {
    const passes = createPassRepository(api.database.db);
    const { playlist, paid } = await paidPlaylist();
    const row = await pool({ maxTickets: 1 }, [playlist.id]);
    const at = new Date(clock);
    const spendAs = async (includesPaidEpisodes: boolean) => {
      const member = await makeUser(api.database.db);
      const [tier] = await api.database.db
        .insert(channelSubscriptionProducts)
        .values({ channelId: playlist.channelId, name: '티어', heartsPerMonth: 10, includesPaidEpisodes })
        .returning();
      await api.database.db.insert(channelSubscriptions).values({
        userId: member.id,
        channelId: playlist.channelId,
        productId: tier!.id,
        hearts: 10,
        startedAt: at,
        currentPeriodStart: at,
        currentPeriodEnd: new Date(at.getTime() + 30 * DAY),
      });
      await passes.wallets(member.id, at);
      return passes.spend({
        userId: member.id,
        viewer: { userId: member.id, canSeeAdult: false },
        contentId: paid[0]!.id,
        at,
      });
    };
    expect(await spendAs(true)).toMatchObject({ outcome: 'held' });
    expect(await spendAs(false)).toMatchObject({ outcome: 'rented' });
    await api.database.db.update(passPools).set({ active: false }).where(eq(passPools.id, row.id));
  });

  it('parallel spends of one ticket make one rental', async () => {
    const passes = createPassRepository(api.database.db);
    const { playlist, paid } = await paidPlaylist();
    const row = await pool({ maxTickets: 1 }, [playlist.id]);
    const member = await makeUser(api.database.db);
    const at = new Date(clock);
    await passes.wallets(member.id, at);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        passes.spend({
          userId: member.id,
          viewer: { userId: member.id, canSeeAdult: false },
          contentId: paid[index % 2]!.id,
          at,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.outcome === 'rented')).toHaveLength(1);
    const rows = await api.database.db.select().from(rentals).where(eq(rentals.userId, member.id));
    expect(rows).toHaveLength(1);
    const [wallet] = await api.database.db
      .select()
      .from(passWallets)
      .where(eq(passWallets.userId, member.id));
    expect(wallet!.tickets).toBe(0);
    await api.database.db.update(passPools).set({ active: false }).where(eq(passPools.id, row.id));
  });
});

describe('pass pools in the console', () => {
  async function signIn(role: 'operator' | 'support') {
    const email = `${role}.${Math.random().toString(36).slice(2)}@pass.example`;
    const created = await api.app.services.console.createOperator({ email, role, name: role });
    const otp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(created!.totpSecret),
      digits: 6,
      period: 30,
    }).generate({ timestamp: clock });
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/live/ops/auth/login',
      headers: WRITE,
      payload: { email, password: created!.password, otp },
    });
    expect(response.statusCode, response.body).toBe(200);
    return `ops_token=${response.cookies.find((item) => item.name === 'ops_token')!.value}`;
  }
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    api.app.inject({
      method,
      url: `/api/live${path}`,
      headers: { ...WRITE, cookie },
      ...(payload ? { payload } : {}),
    });
  const auditRows = async () =>
    (await api.database.db.select().from(opsAudit)).filter((row) => row.target.startsWith('pass_pool:'))
      .length;

  it('lets operators create and edit pools, audited; support reads; bad input changes nothing', async () => {
    // Console sessions start on the database's clock: the API's clock is brought back to it.
    clock = Date.now();
    const operator = await signIn('operator');
    const support = await signIn('support');
    const { playlist } = await paidPlaylist();
    const other = await paidPlaylist();
    const body = {
      name: '주말 이용권',
      active: true,
      grantTimes: ['12:00', '00:00'],
      ticketsPerGrant: 1,
      maxTickets: 3,
      ticketHours: 72,
      playlistIds: [playlist.id],
    };
    const created = await call(operator, 'POST', '/ops/pass-pools', body);
    expect(created.statusCode, created.body).toBe(200);
    const pool = created.json().result;
    expect(pool).toMatchObject({
      name: '주말 이용권',
      grantTimes: ['00:00', '12:00'],
      playlistIds: [playlist.id],
    });
    expect(await auditRows()).toBe(1);

    const audits = await auditRows();
    const pools = await api.database.db.select().from(passPools);
    for (const bad of [
      { ...body, grantTimes: ['12:00', '12:00'] },
      { ...body, grantTimes: ['24:00'] },
      { ...body, maxTickets: 0 },
      { ...body, ticketHours: 1.5 },
      { ...body, playlistIds: [987654321] },
      { ...body, name: ' ' },
    ]) {
      const refused = await call(operator, 'PUT', `/ops/pass-pools/${pool.id}`, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
    }
    expect(await call(support, 'POST', '/ops/pass-pools', body).then((r) => r.statusCode)).toBe(403);
    const member = await joinMember(api.app);
    const visitor = await api.app.inject({
      method: 'POST',
      url: '/api/live/ops/pass-pools',
      headers: { ...WRITE, token: member.token },
      payload: body,
    });
    expect(visitor.statusCode).toBe(404);
    expect(await api.database.db.select().from(passPools)).toEqual(pools);
    expect(await auditRows()).toBe(audits);

    const edited = await call(operator, 'PUT', `/ops/pass-pools/${pool.id}`, {
      ...body,
      active: false,
      playlistIds: [playlist.id, other.playlist.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({
      active: false,
      playlistIds: [playlist.id, other.playlist.id].sort((a, b) => a - b),
    });
    expect(await auditRows()).toBe(audits + 1);
    const listed = await call(support, 'GET', '/ops/pass-pools');
    expect(listed.json().result.map((p: { id: number }) => p.id)).toContain(pool.id);
    expect((await call(operator, 'PUT', '/ops/pass-pools/987654321', body)).statusCode).toBe(404);
  });
});
