import type { TPartnerDays, TPartnerReport } from '@sogon/contract/schemas/ops-partners';
import { kstDate } from '@sogon/contract/time/kst';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, heartProducts, identityVerifications, payments } from '#api/db/schema/index';
import { WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeUser } from '../../../test/factories.ts';
import { pruneAccessLog, rollUpRecentDays } from './jobs.ts';
import { addDays, seoulToday } from './report.ts';
import { createPartnerRepository } from './repository.ts';

// The partner report (issue 17, ADR 035): what each p_id brought per Seoul day, from the access
// log, members, verifications and payments; closed days rolled up and kept after the raw log is
// pruned; CSV export; operator and finance only.
let clock = kstDate(2026, 11, 20, 15, 0);
const api = setupTestApi({ settings: { clock: () => clock } });
const cookies = {} as Record<'operator' | 'support' | 'finance', string>;

/** A Seoul wall-clock instant, days relative to the test's today (2026-11-20). */
const at = (dayOffset: number, hour: number, minute = 0, second = 0) =>
  kstDate(2026, 11, 20 + dayOffset, hour, minute, second);

async function signIn(role: keyof typeof cookies) {
  const created = await api.app.services.console.createOperator({
    email: `${role}@partners.example`,
    role,
    name: role,
  });
  const otp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(created!.totpSecret) }).generate({
    timestamp: clock.getTime(),
  });
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/live/ops/auth/login',
    headers: WRITE,
    payload: { email: `${role}@partners.example`, password: created!.password, otp },
  });
  expect(response.statusCode, response.body).toBe(200);
  cookies[role] = `ops_token=${response.cookies.find((item) => item.name === 'ops_token')!.value}`;
}

function get(url: string, role: keyof typeof cookies = 'finance') {
  return api.app.inject({ url: `/api/live${url}`, headers: { ...WRITE, cookie: cookies[role] } });
}

async function report(query = ''): Promise<TPartnerReport> {
  const response = await get(`/ops/partners${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as TPartnerReport;
}

let productId = 0;
let orders = 0;
async function pay(userId: number, paidAt: Date, amount: number, refund?: { at: Date; amount: number }) {
  orders += 1;
  await api.database.db.insert(payments).values({
    userId,
    productId,
    productName: '하트',
    orderNo: `partners-${orders}`,
    amount,
    hearts: amount / 100,
    status: refund ? 'refunded' : 'paid',
    payMethod: 'card',
    paidAt,
    ...(refund
      ? { refundedAt: refund.at, refundedAmount: refund.amount, refundedHearts: refund.amount / 100 }
      : {}),
  });
}

async function visit(pid: string, uuid: string, createdAt: Date) {
  await api.database.db.insert(accessLogs).values({ pid, uuid, url: '/', createdAt });
}

beforeAll(async () => {
  for (const role of ['operator', 'support', 'finance'] as const) await signIn(role);
  const db = api.database.db;
  const [product] = await db
    .insert(heartProducts)
    .values({ name: '하트 100', hearts: 100, bonus: 0, price: 10_000 })
    .returning();
  productId = product!.id;

  // naver_ad: two visits from one browser yesterday (the second at 23:59 Seoul), one today.
  await visit('naver_ad', 'browser-1', at(-1, 10));
  await visit('naver_ad', 'browser-1', at(-1, 23, 59));
  await visit('naver_ad', 'browser-2', at(0, 0, 1));
  await visit('kakao', 'browser-3', at(-3, 12));
  await visit('', 'browser-4', at(-1, 12));

  // A joined yesterday 23:59 through naver_ad, verified and paid twice; B today; C through kakao.
  const a = await makeUser(db, { pid: 'naver_ad', createdAt: at(-1, 23, 59) });
  const b = await makeUser(db, { pid: 'naver_ad', createdAt: at(0, 9) });
  const c = await makeUser(db, { pid: 'kakao', createdAt: at(-3, 12) });
  const plain = await makeUser(db, { createdAt: at(-1, 12) });
  await db.insert(identityVerifications).values({
    userId: a.id,
    provider: 'pass',
    name: '홍길동',
    birthDate: '1990-01-01',
    gender: 'M',
    ciHash: Buffer.from('ci-a'),
    diHash: Buffer.from('di-a'),
    firstVerifiedAt: at(-1, 23, 59, 30),
  });
  await pay(a.id, at(-1, 23, 59), 10_000);
  await pay(a.id, at(0, 8), 5_000, { at: at(0, 9), amount: 2_000 });
  await pay(c.id, at(-2, 10), 3_000);
  await pay(b.id, at(0, 10), 1_000);
  await pay(plain.id, at(-1, 13), 50_000);
});

describe('the partner report', () => {
  it('counts each partner per Seoul day, today live and closed days rolled up', async () => {
    const answer = await report('?from=2026-11-15&to=2026-11-20');
    expect(answer.from).toBe('2026-11-15');
    expect(answer.to).toBe('2026-11-20');
    // Members without a p_id and page views without one are not a partner's.
    expect(answer.partners.map((row) => row.pid)).toEqual(['naver_ad', 'kakao']);
    const naver = answer.partners[0]!;
    expect(naver).toMatchObject({
      visits: 3,
      // browser-1 yesterday and browser-2 today: distinct browsers per day, summed.
      visitors: 2,
      signups: 2,
      verifications: 1,
      firstPayments: 2,
      firstPaymentWon: 11_000,
      payments: 3,
      revenueWon: 16_000,
      refundWon: 2_000,
    });
    expect(answer.partners[1]).toMatchObject({
      pid: 'kakao',
      visits: 1,
      signups: 1,
      payments: 1,
      revenueWon: 3_000,
    });
    expect(answer.totals.revenueWon).toBe(19_000);

    const days = await get('/ops/partners/naver_ad?from=2026-11-18&to=2026-11-20');
    expect(days.statusCode, days.body).toBe(200);
    const result = days.json().result as TPartnerDays;
    expect(
      result.days.map((row) => [row.day, row.visits, row.signups, row.revenueWon, row.refundWon]),
    ).toEqual([
      ['2026-11-18', 0, 0, 0, 0],
      ['2026-11-19', 2, 1, 10_000, 0],
      ['2026-11-20', 1, 1, 6_000, 2_000],
    ]);
    // The closed days were rolled up on that first read; today was not stored.
    const stored = await createPartnerRepository(api.database.db).stored('2026-11-15', '2026-11-20');
    expect(stored.map((row) => row.day)).not.toContain('2026-11-20');
    expect(stored.filter((row) => row.pid === 'naver_ad').map((row) => row.day)).toEqual(['2026-11-19']);
  });

  it('exports CSV with a BOM and Korean headers, for one partner or all', async () => {
    const response = await get('/ops/partners/report.csv?from=2026-11-17&to=2026-11-20&pid=kakao');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="partners-kakao-2026-11-17-2026-11-20.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]!.startsWith('\uFEFF날짜,제휴 ID,방문,')).toBe(true);
    expect(lines[1]).toBe('2026-11-17,kakao,1,1,1,0,0,0,0,0,0');
    const all = await get('/ops/partners/report.csv?from=2026-11-17&to=2026-11-20');
    expect(all.body.split('\r\n').filter(Boolean)).toHaveLength(1 + 4);
  });

  it('refuses a period that is backwards, in the future or longer than a year, in the envelope', async () => {
    for (const query of [
      '?from=2026-11-20&to=2026-11-19',
      '?from=2026-11-21',
      '?from=2025-01-01&to=2026-11-20',
      '?from=2026-02-30',
    ]) {
      const response = await get(`/ops/partners${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
  });

  it('lets operators and finance read it, not support', async () => {
    expect((await get('/ops/partners', 'operator')).statusCode).toBe(200);
    const support = await get('/ops/partners', 'support');
    expect(support.statusCode).toBe(403);
    expect(support.json().message).toBe('ERROR_PERMISSION_DENIED');
  });

  it('keeps the figures of pruned days: the retention job rolls up, then deletes only old raw rows', async () => {
    const repository = createPartnerRepository(api.database.db);
    // Half a year on: the hourly rollup stores the newest closed days, the daily job prunes.
    clock = at(200, 15);
    await visit('naver_ad', 'browser-9', at(199, 12));
    await rollUpRecentDays({ repository, report: api.app.services.partnerReport, now: clock });
    expect(
      (await repository.stored(addDays(seoulToday(clock), -1), addDays(seoulToday(clock), -1))).length,
    ).toBe(1);
    const { deleted } = await pruneAccessLog({
      repository,
      report: api.app.services.partnerReport,
      now: clock,
      retentionDays: 180,
    });
    expect(deleted).toBe(5);
    const left = await api.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from access_logs`,
    );
    expect(left.rows[0]!.n).toBe(1);
    // The report still answers November's visits from the rollup (the operators' sessions
    // ended months ago: the service itself answers).
    const answer = await api.app.services.partnerReport.report({ from: '2026-11-15', to: '2026-11-20' });
    expect(answer.partners.find((row) => row.pid === 'naver_ad')!.visits).toBe(3);
    // A second run deletes nothing more.
    expect(
      (
        await pruneAccessLog({
          repository,
          report: api.app.services.partnerReport,
          now: clock,
          retentionDays: 180,
        })
      ).deleted,
    ).toBe(0);
  });
});
