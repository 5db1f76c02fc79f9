import { randomBytes } from 'node:crypto';
import { OPS_COUPON_ALPHABET, OPS_COUPON_CODE_LENGTH } from '@sogon/contract/schemas/ops-events';
import { and, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, identityVerifications, opsAudit, users } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';

// Events and coupons from the console (issue 17): validation with Korean details, audit rows in
// the change's transaction, batch codes that are unique and random, and a member redemption that
// honours quantity, per-person limit, validity and disabling under a rush.
const DAY_MS = 86_400_000;
/** One clock for the console's TOTP and the events; tests move it on. */
const clock = Date.now();
const api = setupTestApi({ settings: { clock: () => new Date(clock) } });
const ledger = () => createLedger(api.database.db);

const cookies = {} as Record<'operator' | 'support' | 'finance', string>;

beforeAll(async () => {
  for (const role of ['operator', 'support', 'finance'] as const) {
    const created = await api.app.services.console.createOperator({
      email: `${role}@events.example`,
      role,
      name: role,
    });
    const otp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(created!.totpSecret),
      digits: 6,
      period: 30,
    }).generate({ timestamp: clock });
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/live/ops/auth/login',
      headers: WRITE,
      payload: { email: `${role}@events.example`, password: created!.password, otp },
    });
    expect(response.statusCode, response.body).toBe(200);
    cookies[role] = `ops_token=${response.cookies.find((cookie) => cookie.name === 'ops_token')!.value}`;
  }
});

function ops(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  role: keyof typeof cookies = 'operator',
) {
  return api.app.inject({
    method,
    url: `/api/live${url}`,
    headers: { ...WRITE, cookie: cookies[role] },
    ...(payload ? { payload } : {}),
  });
}

function member(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return api.app.inject({
    method,
    url: `/api/live${url}`,
    headers: { ...WRITE, token },
    ...(payload ? { payload } : {}),
  });
}

/** A KST instant `days` from the clock, as the console's form sends it. */
function kst(days: number): string {
  const at = new Date(clock + days * DAY_MS + 9 * 3_600_000);
  return `${at.toISOString().slice(0, 19)}+09:00`;
}

async function verifiedMember(ciHash: Buffer = randomBytes(32)) {
  const joined = await joinMember(api.app);
  const id = joined.user.userInfo.id;
  await api.database.db.insert(identityVerifications).values({
    userId: id,
    provider: 'pass',
    name: '홍길동',
    birthDate: '1990-01-01',
    gender: 'M',
    ciHash,
    diHash: randomBytes(32),
    verifiedAt: new Date(clock),
  });
  await api.database.db.update(users).set({ isAuth: true, isAdult: 1, authEvent: 0 }).where(eq(users.id, id));
  return { token: joined.token, id };
}

const bonusOf = async (userId: number) => (await ledger().balance(userId)).bonus;

async function expectLedgerClean() {
  const report = await ledger().check();
  expect(report.walletDrift).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
}

async function auditOf(target: string) {
  return api.database.db.select().from(opsAudit).where(eq(opsAudit.target, target)).orderBy(opsAudit.id);
}

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'coupon',
  title: '겨울 쿠폰 이벤트',
  summary: '쿠폰 번호를 입력하고 하트를 받으세요.',
  status: 'published',
  startsAt: kst(-1),
  endsAt: kst(30),
  reason: '겨울 프로모션',
  ...overrides,
});

async function couponEvent(): Promise<number> {
  const created = await ops('POST', '/ops/events', eventBody());
  expect(created.statusCode, created.body).toBe(200);
  return created.json().result.id;
}

const couponBody = (eventId: number, overrides: Record<string, unknown> = {}) => ({
  eventId,
  name: '겨울 쿠폰',
  mode: 'shared',
  hearts: 10,
  quantity: null,
  perPerson: 1,
  startsAt: kst(-1),
  endsAt: kst(10),
  ...overrides,
});

describe('events from the console', () => {
  it('creates and edits events with Korean refusals, nothing written on a refusal, each change audited', async () => {
    const created = await ops(
      'POST',
      '/ops/events',
      eventBody({
        kind: 'attendance',
        title: '12월 출석 체크',
        rewardHearts: 2,
        streakDays: 7,
        streakHearts: 10,
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json().result;
    expect(event).toMatchObject({ kind: 'attendance', rewardHearts: 2, streakDays: 7, phase: 'ongoing' });
    expect(new Date(event.startsAt).getTime()).toBe(new Date(kst(-1)).getTime());

    const refusals: [Record<string, unknown>, string][] = [
      [{ startsAt: kst(5), endsAt: kst(1) }, '종료 시각은 시작 시각보다 뒤여야 해요.'],
      [{ startsAt: kst(1), endsAt: kst(1) }, '종료 시각은 시작 시각보다 뒤여야 해요.'],
      [{ startsAt: '2026-12-01T10:00' }, '기간을 다시 확인해 주세요. 날짜와 시간을 모두 입력해 주세요.'],
      [{ startsAt: 'tomorrow' }, '기간을 다시 확인해 주세요. 날짜와 시간을 모두 입력해 주세요.'],
      [{ endsAt: kst(2000) }, '기간은 최대 3년까지 정할 수 있어요.'],
      [{ title: '   ' }, '제목을 입력해 주세요.'],
      [{ kind: 'attendance', rewardHearts: 100_000 }, '하트는 0에서 10,000 사이로 입력해 주세요.'],
      [{ kind: 'attendance', rewardHearts: -1 }, '하트는 0에서 10,000 사이로 입력해 주세요.'],
      [{ kind: 'attendance', rewardHearts: 0 }, '출석 체크 이벤트는 하루 하트를 1 이상 정해 주세요.'],
      [
        { kind: 'attendance', rewardHearts: 1, streakDays: 7 },
        '연속 출석 보너스는 일수와 하트를 함께 입력해 주세요.',
      ],
      [
        { kind: 'attendance', rewardHearts: 1, streakDays: 1, streakHearts: 5 },
        '연속 출석 일수는 2일에서 365일 사이로 입력해 주세요.',
      ],
      [{ kind: 'promotion', rewardHearts: 5 }, '하트 보상은 출석 체크 이벤트에만 정할 수 있어요.'],
      [{ bannerImg: 'javascript:alert(1)' }, '이미지와 링크 주소는 https:// 또는 /로 시작해야 해요.'],
      [{ linkUrl: '//evil.example' }, '이미지와 링크 주소는 https:// 또는 /로 시작해야 해요.'],
      [{ playlistId: 999_999_999 }, '플레이리스트를 찾을 수 없어요.'],
    ];
    const before = (await api.database.db.execute(sql`select count(*)::int as n from events`)).rows[0];
    for (const [overrides, detail] of refusals) {
      const refused = await ops('POST', '/ops/events', eventBody(overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'ERROR_REQUEST_PARAMETER_WRONG', detail });
      const edit = await ops('PUT', `/ops/events/${event.id}`, eventBody(overrides));
      expect(edit.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    expect((await api.database.db.execute(sql`select count(*)::int as n from events`)).rows[0]).toEqual(
      before,
    );
    // A malformed body is a 400 too, never a 5xx.
    expect((await ops('POST', '/ops/events', { kind: 'party', title: 1 })).statusCode).toBe(400);

    const edited = await ops(
      'PUT',
      `/ops/events/${event.id}`,
      eventBody({
        kind: 'attendance',
        title: '12월 출석 체크 (연장)',
        rewardHearts: 3,
        streakDays: 0,
        streakHearts: 0,
        status: 'draft',
        bannerImg: 'https://cdn.sogon.test/attend.png',
        endsAt: kst(40),
        reason: '기간 연장',
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({
      title: '12월 출석 체크 (연장)',
      rewardHearts: 3,
      status: 'draft',
    });
    expect((await ops('PUT', '/ops/events/999999999', eventBody())).statusCode).toBe(404);

    // The member list no longer shows the draft.
    const list = await api.app.inject({ url: '/api/live/v1/service/event?type=attendance', headers: WRITE });
    expect(list.json().result.map((item: { id: number }) => item.id)).not.toContain(event.id);

    const audit = await auditOf(`event:${event.id}`);
    expect(audit.map((row) => [row.action, row.reason])).toEqual([
      ['event.create', '겨울 프로모션'],
      ['event.update', '기간 연장'],
    ]);
    expect(audit[1]!.before).toMatchObject({ title: '12월 출석 체크', rewardHearts: 2, status: 'published' });
    expect(audit[1]!.after).toMatchObject({
      title: '12월 출석 체크 (연장)',
      rewardHearts: 3,
      status: 'draft',
    });

    // Support and finance read; only the operator writes.
    for (const role of ['support', 'finance'] as const) {
      expect((await ops('GET', '/ops/events', undefined, role)).statusCode).toBe(200);
      expect((await ops('GET', `/ops/events/${event.id}`, undefined, role)).json().result.id).toBe(event.id);
      expect((await ops('PUT', `/ops/events/${event.id}`, eventBody(), role)).statusCode).toBe(403);
    }
  });
});

describe('coupons from the console', () => {
  it('refuses wrong coupons in Korean, and issues a shared code', async () => {
    const eventId = await couponEvent();
    const attendance = await ops(
      'POST',
      '/ops/events',
      eventBody({ kind: 'attendance', rewardHearts: 1, title: '출석' }),
    );
    const refusals: [Record<string, unknown>, string][] = [
      [{ eventId: attendance.json().result.id }, '쿠폰은 쿠폰 이벤트에만 만들 수 있어요.'],
      [{ eventId: 999_999_999 }, '이벤트를 찾을 수 없어요.'],
      [{ name: ' ' }, '쿠폰 이름을 입력해 주세요.'],
      [{ hearts: 0 }, '쿠폰 하트는 1에서 10,000 사이로 입력해 주세요.'],
      [{ hearts: 10_001 }, '쿠폰 하트는 1에서 10,000 사이로 입력해 주세요.'],
      [{ perPerson: 0 }, '1인당 사용 횟수는 1에서 100 사이로 입력해 주세요.'],
      [{ quantity: 0 }, '수량은 1 이상으로 입력해 주세요. 비워 두면 제한이 없어요.'],
      [{ mode: 'batch', quantity: null }, '코드 개수는 1에서 10,000 사이로 입력해 주세요.'],
      [{ mode: 'batch', quantity: 10_001 }, '코드 개수는 1에서 10,000 사이로 입력해 주세요.'],
      [{ code: 'AB' }, '쿠폰 번호는 영문과 숫자 4~32자로 입력해 주세요.'],
      [{ code: '쿠폰번호' }, '쿠폰 번호는 영문과 숫자 4~32자로 입력해 주세요.'],
      [{ startsAt: kst(3), endsAt: kst(2) }, '종료 시각은 시작 시각보다 뒤여야 해요.'],
    ];
    for (const [overrides, detail] of refusals) {
      const refused = await ops('POST', '/ops/coupons', couponBody(eventId, overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'ERROR_REQUEST_PARAMETER_WRONG', detail });
    }
    expect((await ops('GET', `/ops/coupons?eventId=${eventId}`)).json().result).toEqual([]);

    const created = await ops(
      'POST',
      '/ops/coupons',
      couponBody(eventId, { code: 'sogon-winter-2026', quantity: 50 }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().result).toMatchObject({
      mode: 'shared',
      code: 'SOGONWINTER2026',
      codes: 1,
      quantity: 50,
      redeemed: 0,
      status: 'active',
    });
    // The same code again is refused, and nothing of the second coupon stays.
    const again = await ops('POST', '/ops/coupons', couponBody(eventId, { code: 'SOGONWINTER2026' }));
    expect(again.json()).toMatchObject({ detail: '이미 있는 쿠폰 번호예요. 다른 번호를 입력해 주세요.' });
    expect((await ops('GET', `/ops/coupons?eventId=${eventId}`)).json().result).toHaveLength(1);
    // A drawn code when none is given.
    const drawn = await ops('POST', '/ops/coupons', couponBody(eventId));
    expect(drawn.json().result.code).toMatch(
      new RegExp(`^[${OPS_COUPON_ALPHABET}]{${OPS_COUPON_CODE_LENGTH}}$`),
    );
    const audit = await auditOf(`coupon:${created.json().result.id}`);
    expect(audit.map((row) => row.action)).toEqual(['coupon.create']);
    expect(audit[0]!.after).toMatchObject({ code: 'SOGONWINTER2026', quantity: 50 });
    // Finance reads, cannot issue; support sees nothing of coupons.
    expect((await ops('GET', '/ops/coupons', undefined, 'finance')).statusCode).toBe(200);
    expect((await ops('POST', '/ops/coupons', couponBody(eventId), 'finance')).statusCode).toBe(403);
    expect((await ops('GET', '/ops/coupons', undefined, 'support')).statusCode).toBe(403);
  });

  it('makes a batch of unique random codes, one use each, exported as CSV with a BOM', async () => {
    const eventId = await couponEvent();
    const created = await ops(
      'POST',
      '/ops/coupons',
      couponBody(eventId, { mode: 'batch', quantity: 1500, hearts: 3 }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const coupon = created.json().result;
    expect(coupon).toMatchObject({ mode: 'batch', code: null, codes: 1500, quantity: 1500 });
    const rows = await api.database.db.select().from(coupons).where(eq(coupons.setId, coupon.id));
    expect(rows).toHaveLength(1500);
    expect(new Set(rows.map((row) => row.code)).size).toBe(1500);
    for (const row of rows) {
      expect(row.code).toMatch(new RegExp(`^[${OPS_COUPON_ALPHABET}]{${OPS_COUPON_CODE_LENGTH}}$`));
      expect(row).toMatchObject({ maxRedemptions: 1, hearts: 3, eventId });
    }
    // Redeeming stays one lookup of the unique code index.
    const plan = await api.database.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain select * from coupons where event_id = ${eventId} and code = ${rows[0]!.code}`,
    );
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('coupons_code_key');

    const person = await verifiedMember();
    const redeem = await member('POST', '/v1/user/confirm/event', person.token, {
      eventId,
      code: rows[0]!.code.toLowerCase().replace(/(.{4})/g, '$1-'),
    });
    expect(redeem.statusCode, redeem.body).toBe(200);
    // Per person once: a second code of the batch is refused.
    const second = await member('POST', '/v1/user/confirm/event', person.token, {
      eventId,
      code: rows[1]!.code,
    });
    expect(second.json()).toMatchObject({ detail: '이 이벤트의 쿠폰은 이미 사용했어요.' });
    // The used code is gone for another person.
    const other = await verifiedMember();
    const used = await member('POST', '/v1/user/confirm/event', other.token, {
      eventId,
      code: rows[0]!.code,
    });
    expect(used.json()).toMatchObject({ detail: '선착순 쿠폰이 모두 소진됐어요.' });

    const csv = await ops('GET', `/ops/coupons/${coupon.id}/codes.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`coupon-${coupon.id}-codes.csv`);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('쿠폰 번호,입력용 번호,사용 여부');
    expect(lines).toHaveLength(1501);
    const first = lines.find((line) => line.startsWith(rows[0]!.code))!;
    expect(first.split(',')[2]).toBe('사용');
    expect(first.split(',')[1]).toBe(rows[0]!.code.replace(/(.{4})(?=.)/g, '$1-'));
    // Finance reads the coupon, not its live codes; a shared coupon has no list.
    expect((await ops('GET', `/ops/coupons/${coupon.id}/codes.csv`, undefined, 'finance')).statusCode).toBe(
      403,
    );
    const detail = await ops('GET', `/ops/coupons/${coupon.id}`, undefined, 'finance');
    expect(detail.json().result).toMatchObject({ redeemed: 1, codes: 1500 });
    expect(detail.json().result.redemptions).toEqual([
      expect.objectContaining({ userId: person.id, code: rows[0]!.code, hearts: 3 }),
    ]);
    const shared = await ops('POST', '/ops/coupons', couponBody(eventId));
    expect((await ops('GET', `/ops/coupons/${shared.json().result.id}/codes.csv`)).statusCode).toBe(400);
    await expectLedgerClean();
  });

  it('gives a shared code of quantity k to exactly k of N racing people, ledger balanced', async () => {
    const eventId = await couponEvent();
    const created = await ops(
      'POST',
      '/ops/coupons',
      couponBody(eventId, { code: 'RUSH5', quantity: 5, hearts: 4 }),
    );
    const coupon = created.json().result;
    const people = await Promise.all(Array.from({ length: 12 }, () => verifiedMember()));
    const answers = await Promise.all(
      people.map((person) =>
        member('POST', '/v1/user/confirm/event', person.token, { eventId, code: 'rush5' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect([refused.statusCode, refused.json().detail]).toEqual([409, '선착순 쿠폰이 모두 소진됐어요.']);
    }
    const balances = await Promise.all(people.map((person) => bonusOf(person.id)));
    expect(balances.filter((hearts) => hearts === 4)).toHaveLength(5);
    expect(balances.filter((hearts) => hearts === 0)).toHaveLength(7);
    const listed = (await ops('GET', `/ops/coupons?eventId=${eventId}`)).json().result;
    expect(listed).toEqual([expect.objectContaining({ id: coupon.id, redeemed: 5, status: 'exhausted' })]);
    await expectLedgerClean();
  });

  it('lets one person redeem up to the per-person limit, even racing with two accounts', async () => {
    const eventId = await couponEvent();
    await ops('POST', '/ops/coupons', couponBody(eventId, { code: 'TWICE2', perPerson: 2, hearts: 5 }));
    const ciHash = randomBytes(32);
    const accounts = await Promise.all(Array.from({ length: 4 }, () => verifiedMember(ciHash)));
    // Sequentially: two uses, then refused.
    const answers = [];
    for (const account of accounts) {
      answers.push(
        await member('POST', '/v1/user/confirm/event', account.token, { eventId, code: 'TWICE2' }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 409, 409]);
    expect(answers[2]!.json().detail).toBe('이 이벤트의 쿠폰은 이미 사용했어요.');
    // A rush of one person's accounts never passes the limit either.
    await ops('POST', '/ops/coupons', couponBody(eventId, { code: 'RUSHME3', perPerson: 3, hearts: 1 }));
    const rusher = randomBytes(32);
    const many = await Promise.all(Array.from({ length: 8 }, () => verifiedMember(rusher)));
    const rush = await Promise.all(
      many.map((account) =>
        member('POST', '/v1/user/confirm/event', account.token, { eventId, code: 'RUSHME3' }),
      ),
    );
    const granted = rush.filter((answer) => answer.statusCode === 200).length;
    expect(granted).toBeGreaterThanOrEqual(1);
    expect(granted).toBeLessThanOrEqual(3);
    const total = (await Promise.all(many.map((account) => bonusOf(account.id)))).reduce((a, b) => a + b, 0);
    expect(total).toBe(granted);
    await expectLedgerClean();
  });

  it('refuses a disabled, expired or not yet valid coupon with the existing messages, and audits the disabling', async () => {
    const eventId = await couponEvent();
    const live = (await ops('POST', '/ops/coupons', couponBody(eventId, { code: 'STOPME' }))).json().result;
    await ops(
      'POST',
      '/ops/coupons',
      couponBody(eventId, { code: 'LATER1', startsAt: kst(2), endsAt: kst(5) }),
    );
    await ops(
      'POST',
      '/ops/coupons',
      couponBody(eventId, { code: 'OLD1', startsAt: kst(-5), endsAt: kst(-0.5) }),
    );
    const person = await verifiedMember();

    expect((await ops('POST', `/ops/coupons/${live.id}/disable`, { reason: '' })).statusCode).toBe(400);
    expect(
      (await ops('POST', `/ops/coupons/${live.id}/disable`, { reason: '유출' }, 'finance')).statusCode,
    ).toBe(403);
    const disabled = await ops('POST', `/ops/coupons/${live.id}/disable`, { reason: '코드 유출' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().result).toMatchObject({ status: 'disabled' });
    const twice = await ops('POST', `/ops/coupons/${live.id}/disable`, { reason: '코드 유출' });
    expect(twice.json()).toMatchObject({ detail: '이미 사용 중지된 쿠폰이에요.' });
    const audit = await auditOf(`coupon:${live.id}`);
    expect(audit.map((row) => [row.action, row.reason])).toEqual([
      ['coupon.create', ''],
      ['coupon.disable', '코드 유출'],
    ]);
    expect(audit[1]!.before).toMatchObject({ status: 'active', disabledAt: null });

    for (const code of ['STOPME', 'LATER1', 'OLD1']) {
      const refused = await member('POST', '/v1/user/confirm/event', person.token, { eventId, code });
      expect([refused.statusCode, refused.json().detail], code).toEqual([
        400,
        '쿠폰 번호를 다시 확인해 주세요.',
      ]);
    }
    const statuses = (await ops('GET', `/ops/coupons?eventId=${eventId}`)).json().result;
    expect(statuses.map((item: { status: string }) => item.status).sort()).toEqual([
      'disabled',
      'expired',
      'scheduled',
    ]);
    expect(await bonusOf(person.id)).toBe(0);
    const rows = await api.database.db.execute(
      sql`select count(*)::int as n from coupon_redemptions where event_id = ${eventId}`,
    );
    expect(rows.rows[0]).toEqual({ n: 0 });
    // After the disabling committed nothing more is taken from the code.
    const rushCoupon = (await ops('POST', '/ops/coupons', couponBody(eventId, { code: 'HALT99' }))).json()
      .result;
    await ops('POST', `/ops/coupons/${rushCoupon.id}/disable`, { reason: '중지' });
    const late = await verifiedMember();
    const lateAnswer = await member('POST', '/v1/user/confirm/event', late.token, {
      eventId,
      code: 'HALT99',
    });
    expect(lateAnswer.statusCode).toBe(400);
    expect(
      (
        await api.database.db
          .select()
          .from(coupons)
          .where(and(eq(coupons.setId, rushCoupon.id)))
      )[0]!.redeemedCount,
    ).toBe(0);
  });
});
