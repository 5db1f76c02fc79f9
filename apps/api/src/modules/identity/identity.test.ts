import { randomBytes } from 'node:crypto';
import { kstParts } from '@sogon/contract/time/kst';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESULT_TTL_MS } from '#api/adapters/identity/types';
import { identityBenefits, identityRequests, identityVerifications, users } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { decodeResult, newPerson, setupIdentityServer } from './test-kit.ts';

const kit = setupIdentityServer();

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Loose = any;
const json = (response: Response) => response.json() as Promise<{ result: Loose }>;

interface ErrorBody {
  message: string;
  detail?: string;
  result: { error: string; reason?: string };
}

async function userRow(id: number) {
  const [row] = await kit.state.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function benefitsOf(userId: number) {
  return kit.state.database.db.select().from(identityBenefits).where(eq(identityBenefits.userId, userId));
}

const balance = (userId: number) => createLedger(kit.state.database.db).balance(userId);

async function expectNoDrift() {
  const report = await createLedger(kit.state.database.db).check();
  expect(report.walletDrift).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
}

async function expectRefused(response: Response, status: number, code: string, detail?: string) {
  expect(response.status).toBe(status);
  const body = (await json(response)) as ErrorBody;
  expect(body.message).toBe(code);
  if (detail) expect(body.detail).toBe(detail);
  return body;
}

async function expectUnverified(userId: number) {
  const row = await userRow(userId);
  expect(row).toMatchObject({ isAuth: false, isAdult: 0, adultMode: false });
  expect(await benefitsOf(userId)).toEqual([]);
  expect(await balance(userId)).toEqual({ paid: 0, bonus: 0 });
}

/** A birth date `years` calendar years before this Seoul year, on the given month and day. */
function bornYearsAgo(years: number, monthDay = '0101') {
  return `${kstParts(new Date()).year - years}${monthDay}`;
}

describe('PASS verification through the sandbox', () => {
  it('verifies an adult: is_auth, adult status 1, auth_event 0, the benefit once, the daily cookie', async () => {
    const member = await kit.member();
    const person = newPerson({ birthDate: bornYearsAgo(19, '1231') });
    const result = await kit.passResult(member.token, person);
    const claims = decodeResult(result);
    expect(claims).toMatchObject({
      provider: 'pass',
      name: person.name,
      phone: person.phone,
      carrier: 'SKT',
    });
    expect(claims.ci).toHaveLength(88);

    const response = await kit.authenticate(member.token, result);
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.result.asset).toEqual({ is_adult: 1, is_auth: 1, adult_mode: 0 });
    expect(body.result.userInfo).toMatchObject({ id: member.id, authEvent: 0 });
    expect(body.result.benefit).toEqual({
      granted: true,
      hearts: 30,
      message: '본인 인증이 완료되었어요. 하트 30개를 드렸어요.',
      outcome: 'granted',
    });

    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('auth_check=1;'));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
    const midnight = kstParts(expires);
    expect([midnight.hour, midnight.minute, midnight.second]).toEqual([0, 0, 0]);
    expect(expires.getTime() - Date.now()).toBeGreaterThan(0);
    expect(expires.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);

    expect(await balance(member.id)).toEqual({ paid: 0, bonus: 30 });
    const [stored] = await kit.state.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, member.id));
    expect(stored).toMatchObject({ name: person.name, gender: 'F', provider: 'pass' });
    expect(stored?.birthDate).toBe(`${person.birthDate.slice(0, 4)}-12-31`);
    // Only keyed hashes of CI and DI; the phone number is kept nowhere.
    expect(stored?.ciHash.equals(Buffer.from(claims.ci, 'base64'))).toBe(false);
    const dump = JSON.stringify(
      (await kit.state.database.db.execute(sql`select * from identity_verifications`)).rows,
    );
    expect(dump).not.toContain(person.phone);
    expect(dump).not.toContain(claims.ci);

    const me = await json(await kit.call(member.token, 'GET', '/v1/user/asset'));
    expect(me.result).toEqual({ is_adult: 1, is_auth: 1, adult_mode: 0 });
    await expectNoDrift();
  });

  it('marks a minor by the year rule: 19 only from 1 January of the year one turns 19', async () => {
    const member = await kit.member();
    await kit.verify(member.token, newPerson({ birthDate: bornYearsAgo(18, '0101') }));
    expect(await userRow(member.id)).toMatchObject({ isAuth: true, isAdult: 2, adultMode: false });
  });

  it('runs the faPass popup the same way', async () => {
    const member = await kit.member();
    const result = await kit.passResult(member.token, newPerson(), 'fapass');
    expect((await kit.authenticate(member.token, result)).status).toBe(200);
    const [request] = await kit.state.database.db
      .select()
      .from(identityRequests)
      .where(eq(identityRequests.userId, member.id));
    expect(request).toMatchObject({ kind: 'fapass', nonce: null, providerState: null });
    expect(request?.usedAt).toBeInstanceOf(Date);
  });

  it('refuses a person under 14 in Seoul and changes nothing', async () => {
    const member = await kit.member();
    // Turns 14 tomorrow (Seoul): still 13 today.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const t = kstParts(tomorrow);
    const birthDate = `${t.year - 14}${String(t.month).padStart(2, '0')}${String(t.day).padStart(2, '0')}`;
    const result = await kit.passResult(member.token, newPerson({ birthDate }));
    const body = await expectRefused(
      await kit.authenticate(member.token, result),
      403,
      'ERROR_REQUEST_PARAMETER_WRONG',
      '만 14세 미만은 본인 인증을 할 수 없어요. 보호자와 함께 고객센터로 문의해 주세요.',
    );
    expect(body.result.reason).toBe('under-14');
    await expectUnverified(member.id);
  });

  it('sends a cancelled check back to the popup page as an error, with nothing to verify', async () => {
    const member = await kit.member();
    const page = await kit.passStart(member.token);
    const values = await kit.passCallback(await kit.passPage(page, newPerson(), 'cancel'));
    expect(Object.fromEntries(values)).toEqual({ error: 'cancelled', kind: 'pass' });
  });

  it('sends a visitor without a session back to the popup page with error=login', async () => {
    const start = await fetch(`${kit.origin.url}/api/live/v1/identity/pass/start?kind=fapass`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe('/auth/pass/callback#error=login&kind=fapass');
  });
});

describe('refused results change nothing', () => {
  it('refuses a forged signature, a tampered field, an expired result and a replayed nonce', async () => {
    const member = await kit.member();
    const result = await kit.passResult(member.token, newPerson());
    const invalid = '인증 결과를 확인할 수 없어요. 처음부터 다시 인증해 주세요.';

    const forged = kit.reseal(result, {}, randomBytes(32));
    await expectRefused(
      await kit.authenticate(member.token, forged),
      400,
      'ERROR_KAKAO_CERT_FAILED',
      invalid,
    );

    const [format, payload, signature] = result.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const older = Buffer.from(JSON.stringify({ ...claims, birthDate: '1970-01-01' })).toString('base64url');
    await expectRefused(
      await kit.authenticate(member.token, `${format}.${older}.${signature}`),
      400,
      'ERROR_KAKAO_CERT_FAILED',
      invalid,
    );
    await expectRefused(await kit.authenticate(member.token, `${result}x`), 400, 'ERROR_KAKAO_CERT_FAILED');
    await expectRefused(
      await kit.authenticate(member.token, result, 'kakao'),
      400,
      'ERROR_KAKAO_CERT_FAILED',
      invalid,
    );

    const stale = kit.reseal(result, { issuedAt: new Date(Date.now() - RESULT_TTL_MS - 1000).toISOString() });
    await expectRefused(
      await kit.authenticate(member.token, stale),
      400,
      'ERROR_KAKAO_CERT_FAILED',
      '인증 시간이 지났어요. 처음부터 다시 인증해 주세요.',
    );
    await expectUnverified(member.id);

    expect((await kit.authenticate(member.token, result)).status).toBe(200);
    const replay = await expectRefused(
      await kit.authenticate(member.token, result),
      400,
      'ERROR_KAKAO_CERT_FAILED',
      '이미 사용된 인증 결과예요. 처음부터 다시 인증해 주세요.',
    );
    expect(replay.result.reason).toBe('result-used');
    expect(await benefitsOf(member.id)).toHaveLength(1);
    await expectNoDrift();
  });

  it("refuses another member's result and a result from another session of the same member", async () => {
    const owner = await kit.member();
    const thief = await kit.member();
    const result = await kit.passResult(owner.token, newPerson());
    await expectRefused(await kit.authenticate(thief.token, result), 400, 'ERROR_KAKAO_CERT_FAILED');
    await expectUnverified(thief.id);

    const login = await fetch(`${kit.origin.url}/api/live/v1/user/auth/login`, {
      method: 'POST',
      headers: { 'x-client': 'web', 'content-type': 'application/json' },
      body: JSON.stringify({
        uid: (await userRow(owner.id)).uid,
        password: 'secret12',
      }),
    });
    const otherSession = (await json(login)).result.token as string;
    await expectRefused(await kit.authenticate(otherSession, result), 400, 'ERROR_KAKAO_CERT_FAILED');
    expect((await kit.authenticate(owner.token, result)).status).toBe(200);
  });

  it('refuses a result whose request expired', async () => {
    const member = await kit.member();
    const result = await kit.passResult(member.token, newPerson());
    await kit.state.database.db
      .update(identityRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityRequests.userId, member.id));
    await expectRefused(await kit.authenticate(member.token, result), 400, 'ERROR_KAKAO_CERT_FAILED');
    await expectUnverified(member.id);
  });
});

describe('one person, one benefit', () => {
  it('verifies the same person on a second account without a benefit, and says so', async () => {
    const person = newPerson();
    const first = await kit.member();
    const second = await kit.member();
    await kit.verify(first.token, person);
    const response = await kit.verify(second.token, person);
    const body = await json(response);
    expect(body.result.asset.is_auth).toBe(1);
    expect(body.result.benefit).toEqual({
      granted: false,
      hearts: 0,
      message: '이미 다른 계정에서 본인 인증 혜택을 받았어요.',
      outcome: 'used-elsewhere',
    });
    expect(await balance(first.id)).toEqual({ paid: 0, bonus: 30 });
    expect(await balance(second.id)).toEqual({ paid: 0, bonus: 0 });

    // Verifying the first account again is fine and gives nothing more.
    const again = await json(await kit.verify(first.token, person));
    expect(again.result.benefit).toEqual({
      granted: false,
      hearts: 0,
      message: '본인 인증이 완료되었어요.',
      outcome: 'verified-again',
    });
    expect(await balance(first.id)).toEqual({ paid: 0, bonus: 30 });
    await expectNoDrift();
  });

  it('gives exactly one benefit to concurrent verifications of one person from several accounts', async () => {
    const person = newPerson();
    const members = await Promise.all([kit.member(), kit.member(), kit.member()]);
    const results = await Promise.all(members.map((member) => kit.passResult(member.token, person)));
    const responses = await Promise.all(
      members.map((member, index) => kit.authenticate(member.token, results[index]!)),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(responses.map((response) => json(response)));
    expect(bodies.filter((body) => body.result.benefit.granted)).toHaveLength(1);
    const hearts = await Promise.all(members.map((member) => balance(member.id)));
    expect(hearts.reduce((sum, wallet) => sum + wallet.bonus, 0)).toBe(30);
    const claims = await kit.state.database.db.select().from(identityBenefits);
    const ci = decodeResult(results[0]!).ci;
    expect(results.every((result) => decodeResult(result).ci === ci)).toBe(true);
    expect(claims.filter((claim) => members.some((member) => member.id === claim.userId))).toHaveLength(1);
    await expectNoDrift();
  });

  it('refuses to switch a verified account to another person', async () => {
    const member = await kit.member();
    await kit.verify(member.token, newPerson());
    const result = await kit.passResult(member.token, newPerson({ name: '이소곤' }));
    const body = await expectRefused(
      await kit.authenticate(member.token, result),
      409,
      'ERROR_REQUEST_PARAMETER_WRONG',
      '이미 다른 명의로 본인 인증된 계정이에요.',
    );
    expect(body.result.reason).toBe('other-person');
  });
});

describe('Kakao certificate through the sandbox', () => {
  async function request(token: string, body: Record<string, string>) {
    return kit.call(token, 'POST', '/v1/kakao/cert', body);
  }

  async function phone(phoneUrl: string, form: Record<string, string>) {
    const page = await fetch(phoneUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<p class="badge">테스트 환경</p>');
    expect(html).toContain('카카오톡 인증 요청');
    return fetch(phoneUrl, { method: 'POST', body: new URLSearchParams(form) });
  }

  it('asks, waits, and completes with a signed result the member hands to PUT authentication', async () => {
    const member = await kit.member();
    const person = newPerson({ birthDate: '19850315', gender: 'M' });
    const started = await request(member.token, {
      name: person.name,
      phone: `${person.phone.slice(0, 3)}-${person.phone.slice(3, 7)}-${person.phone.slice(7)}`,
      birthday: person.birthDate,
    });
    expect(started.status).toBe(200);
    const cert = (await json(started)).result;
    expect(cert).toMatchObject({ sandbox: true, id: expect.any(String) });
    expect(cert.phoneUrl).toContain('/api/live/identity-sandbox/kakao/phone/');
    const window = Date.parse(cert.expiresAt) - Date.now();
    expect(window).toBeGreaterThan(9 * 60 * 1000);

    const pending = await json(await kit.call(member.token, 'GET', `/v1/kakao/status/${cert.id}`));
    expect(pending.result).toMatchObject({ status: 'pending', result: null });

    const decided = await phone(cert.phoneUrl, { action: 'approve', carrier: 'LGU', gender: 'M' });
    expect(await decided.text()).toContain('인증을 승인했어요.');

    const done = await json(await kit.call(member.token, 'GET', `/v1/kakao/status/${cert.id}`));
    expect(done.result.status).toBe('completed');
    expect(decodeResult(done.result.result)).toMatchObject({
      provider: 'kakao',
      name: person.name,
      birthDate: '1985-03-15',
      phone: person.phone,
      carrier: 'LGU',
      gender: 'M',
    });

    const verified = await kit.authenticate(member.token, done.result.result, 'kakao');
    expect(verified.status).toBe(200);
    expect((await json(verified)).result.benefit.granted).toBe(true);
    // A PASS result cannot be passed off as Kakao's, nor the other way round.
    expect((await kit.authenticate(member.token, done.result.result, 'pass')).status).toBe(400);
    const after = await json(await kit.call(member.token, 'GET', `/v1/kakao/status/${cert.id}`));
    expect(after.result).toMatchObject({ status: 'completed', result: null });
  });

  it('reports a refusal on the phone as failed, and only to the member who asked', async () => {
    const member = await kit.member();
    const other = await kit.member();
    const person = newPerson();
    const asked = await request(member.token, {
      name: person.name,
      phone: person.phone,
      birthday: '19900101',
    });
    const cert = (await json(asked)).result;
    await expectRefused(
      await kit.call(other.token, 'GET', `/v1/kakao/status/${cert.id}`),
      404,
      'ERROR_KAKAO_CERT_FAILED',
    );
    const refused = await phone(cert.phoneUrl, { action: 'refuse' });
    expect(await refused.text()).toContain('인증 요청을 거절했어요.');
    const status = await json(await kit.call(member.token, 'GET', `/v1/kakao/status/${cert.id}`));
    expect(status.result).toMatchObject({ status: 'failed', result: null });
    expect((await fetch(cert.phoneUrl)).status).toBe(404);
  });

  it('checks name, phone and birthday in Korean, and refuses an under-14 birthday before asking', async () => {
    const member = await kit.member();
    const cases: [Record<string, string>, string][] = [
      [{ name: '', phone: '01012345678', birthday: '19900101' }, '이름을 정확히 입력해 주세요.'],
      [
        { name: '김소곤', phone: '0212345678', birthday: '19900101' },
        '휴대폰 번호를 숫자로 정확히 입력해 주세요. (예: 01012345678)',
      ],
      [
        { name: '김소곤', phone: '01012345678', birthday: '19900230' },
        '생년월일 8자리를 정확히 입력해 주세요. (예: 19900101)',
      ],
    ];
    for (const [body, detail] of cases) {
      await expectRefused(await request(member.token, body), 400, 'ERROR_REQUEST_PARAMETER_WRONG', detail);
    }
    await expectRefused(
      await request(member.token, { name: '김소곤', phone: '01012345678', birthday: bornYearsAgo(10) }),
      403,
      'ERROR_REQUEST_PARAMETER_WRONG',
    );
    const visitor = await fetch(`${kit.origin.url}/api/live/v1/kakao/cert`, {
      method: 'POST',
      headers: { 'x-client': 'web', 'content-type': 'application/json' },
      body: JSON.stringify({ name: '김소곤', phone: '01012345678', birthday: '19900101' }),
    });
    await expectRefused(visitor, 401, 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
  });
});

describe('adult mode', () => {
  const setMode = (token: string, isAdult: number) =>
    kit.call(token, 'PUT', '/v2/user/adultMode', { isAdult });

  it('refuses to turn on for an unverified member, and changes nothing', async () => {
    const member = await kit.member();
    const body = await expectRefused(
      await setMode(member.token, 1),
      403,
      'ERROR_REQUEST_PARAMETER_WRONG',
      '성인 인증이 필요해요. 본인 인증 후 이용해 주세요.',
    );
    expect(body.result.reason).toBe('verification-required');
    expect((await userRow(member.id)).adultMode).toBe(false);
  });

  it('refuses to turn on for a verified minor', async () => {
    const member = await kit.member();
    await kit.verify(member.token, newPerson({ birthDate: bornYearsAgo(18, '0101') }));
    const body = await expectRefused(
      await setMode(member.token, 1),
      403,
      'ERROR_REQUEST_PARAMETER_WRONG',
      '만 19세 이상만 성인 모드를 켤 수 있어요.',
    );
    expect(body.result.reason).toBe('not-adult');
    expect((await userRow(member.id)).adultMode).toBe(false);
  });

  it('turns on and off for a verified adult and answers the new asset', async () => {
    const member = await kit.member();
    const before = await json(await kit.call(member.token, 'GET', '/v2/user/adultMode'));
    expect(before.result).toEqual({ isAdult: 0, adult: 0 });
    await kit.verify(member.token, newPerson({ birthDate: bornYearsAgo(19, '1231') }));
    const on = await setMode(member.token, 1);
    expect(on.status).toBe(200);
    expect((await json(on)).result).toEqual({ is_adult: 1, is_auth: 1, adult_mode: 1 });
    expect((await json(await kit.call(member.token, 'GET', '/v2/user/adultMode'))).result).toEqual({
      isAdult: 1,
      adult: 1,
    });
    const off = await setMode(member.token, 0);
    expect((await json(off)).result).toEqual({ is_adult: 1, is_auth: 1, adult_mode: 0 });
    expect((await setMode(member.token, 2)).status).toBe(400);
  });
});
