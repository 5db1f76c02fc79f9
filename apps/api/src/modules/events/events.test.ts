import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, events, identityBenefits, identityVerifications, users } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makePlaylist } from '../../../test/factories.ts';

const DAY_MS = 86_400_000;
/** The events clock: tests move it to check in on other days. */
const clock = { at: new Date('2026-11-25T03:00:00Z') };
const api = setupTestApi({ settings: { clock: () => clock.at } });
const ledger = () => createLedger(api.database.db);

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return api.app.inject({
    method,
    url: `/api/live${url}`,
    headers: {
      'x-client': 'web',
      ...(token ? { token } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
}

async function member() {
  const joined = await joinMember(api.app);
  return { token: joined.token, id: joined.user.userInfo.id };
}

/**
 * Marks a member verified as a person (the identity flow itself is tested in identity.test.ts):
 * `ciHash` shared between two members makes them one person with two accounts.
 */
async function verify(userId: number, ciHash: Buffer = randomBytes(32), verifiedAt = clock.at) {
  await api.database.db.insert(identityVerifications).values({
    userId,
    provider: 'pass',
    name: '홍길동',
    birthDate: '1990-01-01',
    gender: 'M',
    ciHash,
    diHash: randomBytes(32),
    verifiedAt,
  });
  await api.database.db
    .update(users)
    .set({ isAuth: true, isAdult: 1, authEvent: 0 })
    .where(eq(users.id, userId));
  return ciHash;
}

async function verifiedMember(ciHash?: Buffer) {
  const joined = await member();
  await verify(joined.id, ciHash);
  return joined;
}

const bonusOf = async (userId: number) => (await ledger().balance(userId)).bonus;

async function makeEvent(
  values: Partial<typeof events.$inferInsert> & { kind: (typeof events.$inferInsert)['kind'] },
) {
  const [row] = await api.database.db
    .insert(events)
    .values({
      title: `이벤트 ${values.kind}`,
      startsAt: new Date(clock.at.getTime() - 3 * DAY_MS),
      endsAt: new Date(clock.at.getTime() + 30 * DAY_MS),
      ...values,
    })
    .returning();
  return row!;
}

async function expectLedgerClean() {
  const report = await ledger().check();
  expect(report.walletDrift).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
}

describe('event list and pages', () => {
  it('lists what is on, what ended, by kind; a draft is nowhere', async () => {
    const playlist = await makePlaylist(api.database.db, { title: '정주행 플레이리스트' });
    const promo = await makeEvent({ kind: 'promotion', title: '정주행', playlistId: playlist.id });
    const ended = await makeEvent({
      kind: 'promotion',
      title: '지난 이벤트',
      startsAt: new Date(clock.at.getTime() - 30 * DAY_MS),
      endsAt: new Date(clock.at.getTime() - DAY_MS),
    });
    const draft = await makeEvent({ kind: 'promotion', title: '준비 중', status: 'draft' });

    const ongoing = await call('GET', '/v1/service/event?type=promotion');
    expect(ongoing.statusCode).toBe(200);
    const ids = (ongoing.json().result as { id: number }[]).map((event) => event.id);
    expect(ids).toContain(promo.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(draft.id);
    const past = await call('GET', '/v1/service/event?status=ended');
    expect(
      (past.json().result as { id: number; status: string }[]).map((event) => [event.id, event.status]),
    ).toContainEqual([ended.id, 'ended']);

    const page = await call('GET', `/v1/promotion/${promo.id}`);
    expect(page.json().result).toMatchObject({
      id: promo.id,
      status: 'ongoing',
      playlist: { id: playlist.id, title: '정주행 플레이리스트' },
    });
    const missing = await call('GET', `/v1/promotion/${draft.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      message: 'ERROR_CONTENT_NOT_EXIST',
      detail: '이벤트를 찾을 수 없어요.',
    });
    expect((await call('GET', '/v1/service/event?type=lottery')).statusCode).toBe(400);
  });
});

describe('attendance', () => {
  it('grants once a Seoul day per person, with a streak bonus every 7 days in a row', async () => {
    clock.at = new Date('2026-11-01T03:00:00Z');
    await api.database.db.update(events).set({ status: 'draft' }).where(eq(events.kind, 'attendance'));
    const event = await makeEvent({ kind: 'attendance', rewardHearts: 1, streakDays: 7, streakHearts: 5 });
    const visitor = await call('POST', '/v1/service/attendance');
    expect(visitor.statusCode).toBe(401);
    const unverified = await member();
    const refused = await call('POST', '/v1/service/attendance', unverified.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'ERROR_PERMISSION_DENIED',
      detail: '본인 인증을 마친 뒤 참여할 수 있어요.',
    });
    expect((await call('GET', '/v1/service/attendances', unverified.token)).json().result).toMatchObject({
      needVerification: true,
      checkedToday: false,
    });

    const person = randomBytes(32);
    const me = await verifiedMember(person);
    const second = await verifiedMember(person);

    // Ten taps at once on the first day: one check-in, one heart.
    const taps = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/v1/service/attendance', me.token)),
    );
    expect(taps.map((tap) => (tap.statusCode === 200 ? 200 : tap.body))).toEqual(taps.map(() => 200));
    expect(taps.filter((tap) => tap.json().result.granted)).toHaveLength(1);
    expect(await bonusOf(me.id)).toBe(1);
    // The same person's other account: already checked in today.
    const other = await call('POST', '/v1/service/attendance', second.token);
    expect(other.json().result).toMatchObject({
      granted: false,
      hearts: 0,
      message: '오늘은 이미 출석했어요. 내일 또 만나요!',
    });
    expect(await bonusOf(second.id)).toBe(0);

    // Six more days in a row: the 7th earns 1 + 5.
    const answers = [];
    for (let day = 1; day <= 6; day += 1) {
      clock.at = new Date(Date.parse('2026-11-01T03:00:00Z') + day * DAY_MS);
      answers.push((await call('POST', '/v1/service/attendance', me.token)).json().result);
    }
    expect(answers.map((answer) => [answer.streak, answer.hearts])).toEqual([
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 1],
      [7, 6],
    ]);
    expect(answers.at(-1)).toMatchObject({ streakBonus: true, message: '7일 연속 출석! 6하트를 받았어요.' });
    expect(await bonusOf(me.id)).toBe(12);

    // A day off resets the streak.
    clock.at = new Date('2026-11-09T03:00:00Z');
    expect((await call('POST', '/v1/service/attendance', me.token)).json().result).toMatchObject({
      streak: 1,
      hearts: 1,
    });

    // Seoul days: 23:30 and 00:30 the next night are two check-ins (UTC 14:30 and 15:30).
    clock.at = new Date('2026-11-10T14:30:00Z');
    expect((await call('POST', '/v1/service/attendance', me.token)).json().result).toMatchObject({
      day: '2026-11-10',
      granted: true,
    });
    clock.at = new Date('2026-11-10T15:30:00Z');
    expect((await call('POST', '/v1/service/attendance', me.token)).json().result).toMatchObject({
      day: '2026-11-11',
      granted: true,
      streak: 3,
    });

    const state = await call('GET', '/v1/service/attendances?month=2026-11', me.token);
    expect(state.json().result).toMatchObject({
      event: { id: event.id, rewardHearts: 1, streakDays: 7 },
      today: '2026-11-11',
      checkedToday: true,
      streak: 3,
      totalDays: 10,
      totalHearts: 15,
      needVerification: false,
    });
    expect(state.json().result.days).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
    ]);
    expect((await call('GET', '/v1/service/attendances?month=2026-10', me.token)).json().result.days).toEqual(
      [],
    );
    expect((await call('GET', '/v1/service/attendances?month=2026-13', me.token)).statusCode).toBe(400);
    await expectLedgerClean();

    // No attendance event on: a 404 with the reason, and nothing written.
    await api.database.db.update(events).set({ status: 'draft' }).where(eq(events.id, event.id));
    clock.at = new Date('2026-11-12T03:00:00Z');
    const none = await call('POST', '/v1/service/attendance', me.token);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('지금 진행 중인 출석 체크가 없어요.');
    expect(await bonusOf(me.id)).toBe(15);
    clock.at = new Date('2026-11-25T03:00:00Z');
  });
});

describe('coupons', () => {
  it('redeems a code once per person, normalised, and refuses the rest without writing', async () => {
    const event = await makeEvent({ kind: 'coupon', title: '오픈 쿠폰' });
    await api.database.db.insert(coupons).values({ eventId: event.id, code: 'OPEN2026', hearts: 20 });
    const person = randomBytes(32);
    const me = await verifiedMember(person);
    const mine = await verifiedMember(person);

    const wrong = await call('POST', '/v1/user/confirm/event', me.token, {
      eventId: event.id,
      code: 'OPEN2025',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      detail: '쿠폰 번호를 다시 확인해 주세요.',
    });
    const ok = await call('POST', '/v1/user/confirm/event', me.token, {
      eventId: event.id,
      code: ' open-2026 ',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toEqual({
      eventId: event.id,
      eventTitle: '오픈 쿠폰',
      hearts: 20,
      message: '쿠폰이 등록됐어요. 20하트를 받았어요.',
    });
    expect(await bonusOf(me.id)).toBe(20);

    for (const token of [me.token, mine.token]) {
      const again = await call('POST', '/v1/user/confirm/event', token, {
        eventId: event.id,
        code: 'OPEN2026',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('이 이벤트의 쿠폰은 이미 사용했어요.');
    }
    expect(await bonusOf(mine.id)).toBe(0);
    const status = await call('GET', `/v1/user/couponEvent/${event.id}`, mine.token);
    expect(status.json().result).toMatchObject({ redeemed: true, hearts: 20, needVerification: false });

    const unverified = await member();
    const denied = await call('POST', '/v1/user/confirm/event', unverified.token, {
      eventId: event.id,
      code: 'OPEN2026',
    });
    expect(denied.statusCode).toBe(403);
    expect(
      (await call('GET', `/v1/user/couponEvent/${event.id}`, unverified.token)).json().result,
    ).toMatchObject({
      redeemed: false,
      needVerification: true,
    });
    const attendance = await makeEvent({ kind: 'attendance', status: 'draft' });
    expect((await call('GET', `/v1/user/couponEvent/${attendance.id}`, me.token)).statusCode).toBe(404);
    const ended = await makeEvent({
      kind: 'coupon',
      startsAt: new Date(clock.at.getTime() - 9 * DAY_MS),
      endsAt: new Date(clock.at.getTime() - DAY_MS),
    });
    await api.database.db.insert(coupons).values({ eventId: ended.id, code: 'GONE2026', hearts: 5 });
    const late = await call('POST', '/v1/user/confirm/event', me.token, {
      eventId: ended.id,
      code: 'GONE2026',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe('진행 중인 이벤트가 아니에요.');
    for (const body of [
      { eventId: event.id },
      { eventId: event.id, code: '' },
      { eventId: 'x', code: 'A' },
    ]) {
      expect((await call('POST', '/v1/user/confirm/event', me.token, body)).statusCode).toBe(400);
    }
    expect(await bonusOf(me.id)).toBe(20);
    await expectLedgerClean();
  });

  it('redeems a code alone against the live coupon event that owns it', async () => {
    // Issue 39: the page preselected the newest coupon event, so another event's code was refused.
    const owner = await makeEvent({ kind: 'coupon', title: '코드만 쿠폰' });
    await makeEvent({
      kind: 'coupon',
      title: '더 새로운 쿠폰',
      startsAt: new Date(clock.at.getTime() - DAY_MS),
    });
    await api.database.db.insert(coupons).values({ eventId: owner.id, code: 'ALONE2026', hearts: 12 });
    const me = await verifiedMember();

    const unknown = await call('POST', '/v1/user/confirm/event', me.token, { code: 'NOPE2026' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      detail: '쿠폰 번호를 다시 확인해 주세요.',
    });

    const ok = await call('POST', '/v1/user/confirm/event', me.token, { code: 'alone-2026' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toEqual({
      eventId: owner.id,
      eventTitle: '코드만 쿠폰',
      hearts: 12,
      message: '쿠폰이 등록됐어요. 12하트를 받았어요.',
    });
    const again = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/v1/user/confirm/event', me.token, { code: 'ALONE2026' }),
      ),
    );
    expect(again.map((answer) => [answer.statusCode, answer.json().detail])).toEqual(
      Array.from({ length: 4 }, () => [409, '이 이벤트의 쿠폰은 이미 사용했어요.']),
    );
    expect(await bonusOf(me.id)).toBe(12);
    const status = await call('GET', `/v1/user/couponEvent/${owner.id}`, me.token);
    expect(status.json().result).toMatchObject({ redeemed: true, hearts: 12 });

    const ended = await makeEvent({
      kind: 'coupon',
      startsAt: new Date(clock.at.getTime() - 9 * DAY_MS),
      endsAt: new Date(clock.at.getTime() - DAY_MS),
    });
    await api.database.db.insert(coupons).values({ eventId: ended.id, code: 'EXPIRED2026', hearts: 5 });
    const draft = await makeEvent({ kind: 'coupon', status: 'draft' });
    await api.database.db.insert(coupons).values({ eventId: draft.id, code: 'DRAFT2026', hearts: 5 });
    const late = await call('POST', '/v1/user/confirm/event', me.token, { code: 'EXPIRED2026' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      detail: '진행 중인 이벤트가 아니에요.',
    });
    const hidden = await call('POST', '/v1/user/confirm/event', me.token, { code: 'DRAFT2026' });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().detail).toBe('쿠폰 번호를 다시 확인해 주세요.');
    expect(await bonusOf(me.id)).toBe(12);
    await expectLedgerClean();
  });

  it('redeems a code once per person when both accounts of one person send it together', async () => {
    // Issue 36: once-per-member rules hold when the hearts are credited, not only when checked.
    const event = await makeEvent({ kind: 'coupon', title: '동시 쿠폰' });
    await api.database.db.insert(coupons).values({ eventId: event.id, code: 'RACE2026', hearts: 9 });
    const person = randomBytes(32);
    const accounts = [await verifiedMember(person), await verifiedMember(person)];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        call('POST', '/v1/user/confirm/event', accounts[n % 2]!.token, {
          eventId: event.id,
          code: 'RACE2026',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(11);
    const balances = await Promise.all(accounts.map((account) => bonusOf(account.id)));
    expect(balances.sort()).toEqual([0, 9]);
    await expectLedgerClean();
  });

  it('gives a limited coupon to exactly as many people as it allows, under a rush', async () => {
    const event = await makeEvent({ kind: 'coupon', title: '선착순 쿠폰' });
    const [coupon] = await api.database.db
      .insert(coupons)
      .values({ eventId: event.id, code: 'FIRST3', hearts: 7, maxRedemptions: 3 })
      .returning();
    const people = await Promise.all(Array.from({ length: 8 }, () => verifiedMember()));
    const answers = await Promise.all(
      people.map((person) =>
        call('POST', '/v1/user/confirm/event', person.token, { eventId: event.id, code: 'first3' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => [answer.statusCode, answer.json().detail])).toEqual(
      Array.from({ length: 5 }, () => [409, '선착순 쿠폰이 모두 소진됐어요.']),
    );
    const balances = await Promise.all(people.map((person) => bonusOf(person.id)));
    expect(balances.sort()).toEqual([0, 0, 0, 0, 0, 7, 7, 7]);
    const [row] = await api.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(row!.redeemedCount).toBe(3);
    const redemptions = await api.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from coupon_redemptions where event_id = ${event.id}`,
    );
    expect(redemptions.rows[0]!.n).toBe(3);
    await expectLedgerClean();
  });
});

describe('sign-up and verification benefits', () => {
  it('tells a member what they can claim, and whether a verification needs renewing', async () => {
    await makeEvent({ kind: 'join', title: '가입 축하 30하트', bannerImg: '/media/join.svg' });
    const fresh = await member();
    expect((await call('GET', '/v1/user/joinEvent', fresh.token)).json().result).toMatchObject({
      event: { title: '가입 축하 30하트' },
      hearts: 30,
      eligible: true,
      claimed: false,
    });
    expect((await call('GET', '/v1/user/eventBanner', fresh.token)).json().result).toEqual({
      banner: { title: '가입 축하 30하트', imageUrl: '/media/join.svg', linkUrl: '', hearts: 30 },
    });
    expect((await call('GET', '/v1/user/certEvent', fresh.token)).json().result).toEqual({
      verified: false,
      claimed: false,
      usedElsewhere: false,
      hearts: 30,
      claimedAt: null,
    });
    expect((await call('GET', '/v1/user/eventBanner')).statusCode).toBe(401);

    // Verified a year and a day ago, and the person's benefit went to another account.
    const person = randomBytes(32);
    const first = await member();
    await api.database.db.insert(identityBenefits).values({ ciHash: person, userId: first.id });
    await verify(fresh.id, person, new Date(clock.at.getTime() - 366 * DAY_MS));
    expect((await call('GET', '/v1/user/eventBanner', fresh.token)).json().result).toEqual({ banner: null });
    expect((await call('GET', '/v1/user/joinEvent', fresh.token)).json().result).toMatchObject({
      eligible: false,
    });
    expect((await call('GET', '/v1/user/certEvent', fresh.token)).json().result).toMatchObject({
      verified: true,
      claimed: false,
      usedElsewhere: true,
      hearts: 0,
    });
    expect((await call('GET', '/v1/user/revalidationEvent', fresh.token)).json().result).toMatchObject({
      verified: false,
      required: true,
    });
    const recent = await verifiedMember();
    expect((await call('GET', '/v1/user/revalidationEvent', recent.token)).json().result).toMatchObject({
      verified: true,
      required: false,
    });
  });

  it('counts only the hearts of the benefit itself, however many others the ledger holds', async () => {
    /** A verified person whose benefit the identity flow paid: a ledger grant, recorded. */
    async function benefited(hearts: number) {
      const ciHash = randomBytes(32);
      const person = await verifiedMember(ciHash);
      await ledger().transaction(async (tx) => {
        const posted = await ledger().credit(tx, {
          userId: person.id,
          kind: 'grant',
          idempotencyKey: 'identity-benefit',
          reference: `identity:test-${person.id}`,
          memo: '본인 인증 혜택',
          paid: 0,
          bonus: hearts,
        });
        await tx
          .insert(identityBenefits)
          .values({ ciHash, userId: person.id, transactionId: posted.transactionId });
      });
      return person;
    }
    const people = [
      { person: await benefited(30), hearts: 30 },
      { person: await benefited(25), hearts: 25 },
      { person: await benefited(40), hearts: 40 },
    ];
    for (const { person, hearts } of people) {
      // certEvent finds the benefit by the member's CI hash, joinEvent by the member.
      expect((await call('GET', '/v1/user/certEvent', person.token)).json().result).toMatchObject({
        claimed: true,
        usedElsewhere: false,
        hearts,
      });
      expect((await call('GET', '/v1/user/joinEvent', person.token)).json().result).toMatchObject({
        claimed: true,
        hearts,
      });
    }
    await expectLedgerClean();
  });
});
