import type { TOpsDashboard, TOpsDayFigures } from '@sogon/contract/schemas/ops';
import { formatKstDate, kstDate, kstParts } from '@sogon/contract/time/kst';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { heartProducts, payments, playlistDailyActivity } from '#api/db/schema/index';
import { WRITE } from '../../../test/accounts.ts';
import { buildTestServer, setupTestApi, type TestApiServer } from '../../../test/api-server.ts';
import { makePlaylist, makeUser } from '../../../test/factories.ts';

// The console dashboard (issue 17): today and the last 30 Seoul days, from the ledger, payments,
// sign-ups, verifications, visits and listening, with the day boundary at midnight in Seoul.
const api = setupTestApi();
const cookies = {} as Record<'operator' | 'support' | 'finance', string>;

async function signIn(role: keyof typeof cookies) {
  const created = await api.app.services.console.createOperator({
    email: `${role}@dash.example`,
    role,
    name: role,
  });
  const otp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(created!.totpSecret),
    digits: 6,
  }).generate();
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/live/ops/auth/login',
    headers: WRITE,
    payload: { email: `${role}@dash.example`, password: created!.password, otp },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((item) => item.name === 'ops_token')!;
  cookies[role] = `ops_token=${cookie.value}`;
}

async function dashboard(role: keyof typeof cookies = 'finance', server: TestApiServer = api.app) {
  return server.inject({ url: '/api/live/ops/dashboard', headers: { ...WRITE, cookie: cookies[role] } });
}

async function figures(server?: TestApiServer): Promise<TOpsDashboard> {
  const response = await dashboard('finance', server);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as TOpsDashboard;
}

const day = (answer: TOpsDashboard, date: string): TOpsDayFigures =>
  answer.days.find((row) => row.day === date)!;

/** Today's and yesterday's dates in Seoul, and yesterday's last minute. */
function seoulDays() {
  const now = new Date();
  const today = kstParts(now);
  const yesterdayLate = kstDate(today.year, today.month, today.day - 1, 23, 59);
  return {
    today: formatKstDate(now, 'YYYY-MM-DD'),
    yesterday: formatKstDate(yesterdayLate, 'YYYY-MM-DD'),
    yesterdayLate,
  };
}

beforeAll(async () => {
  for (const role of ['operator', 'support', 'finance'] as const) await signIn(role);
});

describe('the console dashboard', () => {
  it('answers 30 Seoul days ending today, for operators and finance only', async () => {
    const answer = await figures();
    expect(answer.days).toHaveLength(30);
    expect(answer.days.at(-1)!.day).toBe(seoulDays().today);
    expect((await dashboard('operator')).statusCode).toBe(200);
    const support = await dashboard('support');
    expect(support.statusCode).toBe(403);
    expect(support.json().message).toBe('ERROR_PERMISSION_DENIED');
  });

  it('counts what happened on each Seoul day: sign-ups, payments, hearts paid and bonus, listening', async () => {
    const { today, yesterday, yesterdayLate } = seoulDays();
    const db = api.database.db;
    // A second server on the same database: its closed days are read after the rows below.
    const later = await buildTestServer(api.database);
    const before = await figures();

    // Yesterday 23:59 in Seoul is yesterday, whatever the server's time zone.
    const lateJoiner = await makeUser(db, { createdAt: yesterdayLate });
    const member = await makeUser(db);
    const [product] = await db
      .insert(heartProducts)
      .values({ name: '하트 110', hearts: 100, bonus: 10, price: 11_000 })
      .returning();
    await db.insert(payments).values({
      userId: lateJoiner.id,
      productId: product!.id,
      productName: product!.name,
      orderNo: `dash-${Date.now()}`,
      amount: 11_000,
      hearts: 100,
      status: 'paid',
      payMethod: 'card',
      paidAt: yesterdayLate,
    });
    const { ledger } = api.app.services;
    await ledger.transaction(async (tx) => {
      await ledger.credit(tx, {
        userId: member.id,
        kind: 'charge',
        idempotencyKey: 'dash-charge',
        paid: 100,
        bonus: 0,
      });
      await ledger.credit(tx, {
        userId: member.id,
        kind: 'grant',
        idempotencyKey: 'dash-grant',
        paid: 0,
        bonus: 20,
      });
    });
    const bought = await makePlaylist(api.database.db);
    await ledger.transaction((tx) =>
      ledger.spend(tx, {
        userId: member.id,
        kind: 'purchase',
        idempotencyKey: 'dash-spend',
        reference: `playlist:${bought.id}`,
        hearts: 30,
      }),
    );
    const playlist = await makePlaylist(db, { title: '대시보드 인기 플레이리스트' });
    await db
      .insert(playlistDailyActivity)
      .values({ playlistId: playlist.id, day: today, plays: 1_000_000, playtimeSec: 7_200 });

    const after = await figures(later);
    await later.close();
    const delta = (date: string, key: Exclude<keyof TOpsDayFigures, 'day'>) =>
      day(after, date)[key] - day(before, date)[key];
    expect(delta(yesterday, 'signups')).toBe(1);
    expect(delta(today, 'signups')).toBe(1);
    expect(delta(yesterday, 'payments')).toBe(1);
    expect(delta(yesterday, 'paymentWon')).toBe(11_000);
    expect(delta(today, 'payments')).toBe(0);
    expect(delta(today, 'chargedPaid')).toBe(100);
    expect(delta(today, 'chargedBonus')).toBe(20);
    // Bonus hearts are spent first.
    expect(delta(today, 'spentBonus')).toBe(20);
    expect(delta(today, 'spentPaid')).toBe(10);
    expect(delta(today, 'plays')).toBe(1_000_000);
    expect(delta(today, 'listeningSec')).toBe(7_200);
    // The first server reuses its closed days; today is read afresh.
    const reused = await figures();
    expect(day(reused, yesterday).payments).toBe(day(before, yesterday).payments);
    expect(day(reused, today).chargedPaid).toBe(day(after, today).chargedPaid);
    expect(after.topPlaylists[0]).toMatchObject({
      id: playlist.id,
      title: '대시보드 인기 플레이리스트',
      plays: 1_000_000,
    });
  });
});
