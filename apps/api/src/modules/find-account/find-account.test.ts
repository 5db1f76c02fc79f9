import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, users } from '#api/db/schema/index';
import { hashSecret } from '#api/modules/account';
import { joinMember, newEmail, WRITE } from '../../../test/accounts.ts';
import { buildTestServer, setupTestApi } from '../../../test/api-server.ts';
import { maskEmail } from './service.ts';

const SITE = 'https://sogon.example';
const DEAD_LINK = '링크가 만료되었거나 이미 사용되었어요. 비밀번호 찾기를 다시 진행해 주세요.';

const api = setupTestApi({ settings: { siteUrl: SITE, mail: { devMailbox: true } } });

let caller = 0;
/** A new client address per call unless the test names one, so only the limit tests meet the limit. */
const nextIp = () => `10.1.${Math.floor(++caller / 250)}.${caller % 250}`;

const post = (url: string, payload: object, ip = nextIp()) =>
  api.app.inject({
    method: 'POST',
    url: `/api/live${url}`,
    headers: { ...WRITE, 'x-forwarded-for': ip },
    payload,
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url: `/api/live${url}`, headers });

const askForMail = (userId: string, ip?: string) => post('/v2/login/findAccount', { userId }, ip);
const reset = (fa: string, password: string) => post('/v2/login/findAccount', { fa, password });
const check = (fa: string) => get(`/v2/findAccount?fa=${encodeURIComponent(fa)}`);

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ message: code, result: { error: code } });
}

interface ListedMail {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

async function mailbox(): Promise<ListedMail[]> {
  const response = await get('/dev/mail');
  expect(response.statusCode).toBe(200);
  return response.json().result;
}

/** The mail goes out after the answer, so a test waits for it to land in the outbox. */
async function mailTo(address: string, count = 1): Promise<ListedMail> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const mails = (await mailbox()).filter((mail) => mail.to === address);
    if (mails.length >= count) return mails[0]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${address}`);
}

function linkIn(mail: ListedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no link in the mail');
  return link;
}

function tokenIn(mail: ListedMail): string {
  return new URL(linkIn(mail)).searchParams.get('fa')!;
}

async function login(uid: string, password: string) {
  return post('/v1/user/auth/login', { uid, password });
}

describe('asking for a reset mail', () => {
  it('mails an existing member a Korean reset link that works for 30 minutes', async () => {
    const member = await joinMember(api.app, newEmail('reset'));
    const response = await askForMail(member.uid.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { sent: true } });

    const mail = await mailTo(member.uid);
    expect(mail.subject).toBe('[소곤] 비밀번호 재설정 안내');
    expect(mail.text).toContain('30분');
    expect(mail.text).toContain('요청하지 않으셨다면 이 메일을 무시해 주세요');
    expect(linkIn(mail)).toMatch(/^https:\/\/sogon\.example\/find-account\/reset\?fa=[\w-]{43}$/);

    // Only the hash of the link is stored.
    const fa = tokenIn(mail);
    const [row] = await api.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashSecret(fa)));
    expect(row?.userId).toBe(member.user.userInfo.id);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 1000);

    const raw = await get(`/dev/mail/${mail.id}`);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toContain('message/rfc822');
    expect(raw.body).toMatch(/^From: =\?UTF-8\?B\?[^?]+\?= <no-reply@sogon\.local>\r\n/);
    expect(raw.body).toContain(`\r\nTo: ${member.uid}\r\n`);
    expect(raw.body).toContain('\r\nSubject: =?UTF-8?B?');
    expect(raw.body).toContain('\r\nMIME-Version: 1.0\r\n');
  });

  it('answers an unknown address exactly as a member’s, and mails nothing', async () => {
    const member = await joinMember(api.app, newEmail('known'));
    const unknown = newEmail('nobody');
    const forUnknown = await askForMail(unknown);
    const forMember = await askForMail(member.uid);

    expect(forUnknown.statusCode).toBe(forMember.statusCode);
    expect(forUnknown.body).toBe(forMember.body);
    const headersOf = (response: typeof forMember) => {
      const { date: _date, 'x-request-id': _id, ...rest } = response.headers;
      return rest;
    };
    expect(headersOf(forUnknown)).toEqual(headersOf(forMember));

    // The member's mail arriving shows the mail work is done; none went to the unknown address.
    await mailTo(member.uid);
    expect((await mailbox()).some((mail) => mail.to === unknown)).toBe(false);
  });

  it('mails no blocked member, and answers them the same', async () => {
    const blocked = await joinMember(api.app, newEmail('blocked'));
    await api.database.db.update(users).set({ status: 'blocked' }).where(eq(users.uid, blocked.uid));
    expect((await askForMail(blocked.uid)).json()).toEqual({ result: { sent: true } });

    const marker = await joinMember(api.app, newEmail('marker'));
    await askForMail(marker.uid);
    await mailTo(marker.uid);
    expect((await mailbox()).some((mail) => mail.to === blocked.uid)).toBe(false);
  });

  it('refuses a missing or malformed address, which says nothing about accounts', async () => {
    expectError(await askForMail(''), 400, 'ERROR_EMAIL_REQUIRED');
    expectError(await askForMail('   '), 400, 'ERROR_EMAIL_REQUIRED');
    expectError(await askForMail('not-an-address'), 400, 'ERROR_REQUEST_PARAMETER_WRONG');
    expectError(await post('/v2/login/findAccount', {}), 400, 'ERROR_REQUEST_PARAMETER_WRONG');
  });

  it('limits requests per address, whoever asks', async () => {
    const address = newEmail('limited');
    for (let i = 0; i < 5; i++) expect((await askForMail(address)).statusCode).toBe(200);
    expectError(await askForMail(address), 429, 'ERROR_TOO_MANY_REQUESTS');
    expectError(await askForMail(address.toUpperCase()), 429, 'ERROR_TOO_MANY_REQUESTS');
  });

  it('limits requests per client address, whatever it asks for', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await askForMail(newEmail('spray'), ip)).statusCode).toBe(200);
    expectError(await askForMail(newEmail('spray'), ip), 429, 'ERROR_TOO_MANY_REQUESTS');
    expect((await askForMail(newEmail('spray'))).statusCode).toBe(200);
  });
});

describe('using the link', () => {
  it('shows the masked address, then sets the new password once and ends every session', async () => {
    const member = await joinMember(api.app, newEmail('owner'));
    const otherSession = await login(member.uid, member.password);
    expect(otherSession.statusCode).toBe(200);
    await askForMail(member.uid);
    const fa = tokenIn(await mailTo(member.uid));

    const checked = await check(fa);
    expect(checked.statusCode).toBe(200);
    expect(checked.headers['cache-control']).toBe('no-store');
    const { uid, expiresAt } = checked.json().result;
    expect(uid).toBe(maskEmail(member.uid));
    expect(uid).toMatch(/^ow\*\*\*@example\.com$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);

    expect(await reset(fa, 'brand-new-secret').then((r) => r.json())).toEqual({ result: { reset: true } });

    expect((await login(member.uid, 'brand-new-secret')).statusCode).toBe(200);
    expectError(await login(member.uid, member.password), 401, 'ERROR_USER_LOGIN_FAILED');
    for (const token of [member.token, otherSession.json().result.token]) {
      expectError(await get('/v2/user', { token }), 401, 'ERROR_AUTHORIZE_TOKEN_EXPIRED');
    }

    // The link is spent: both the check and a second reset say so, in Korean.
    for (const again of [await check(fa), await reset(fa, 'another-secret')]) {
      expectError(again, 400, 'ERROR_REQUEST_PARAMETER_WRONG');
      expect(again.json().detail).toBe(DEAD_LINK);
    }
    expect((await login(member.uid, 'brand-new-secret')).statusCode).toBe(200);
  });

  it('checks the new password first and keeps the link for a corrected try', async () => {
    const member = await joinMember(api.app, newEmail('typo'));
    await askForMail(member.uid);
    const fa = tokenIn(await mailTo(member.uid));
    expectError(await reset(fa, ''), 400, 'ERROR_PASSWORD_REQUIRED');
    const short = await reset(fa, '12345');
    expectError(short, 400, 'ERROR_PASSWORD_MIN_LENGTH');
    expect(short.json().detail).toBe('비밀번호는 6자리 이상이어야 합니다.');
    expect((await reset(fa, '123456')).statusCode).toBe(200);
  });

  it('refuses an expired link and an unknown one alike', async () => {
    const member = await joinMember(api.app, newEmail('late'));
    await askForMail(member.uid);
    const fa = tokenIn(await mailTo(member.uid));
    await api.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashSecret(fa)));

    for (const response of [
      await check(fa),
      await reset(fa, 'new-secret'),
      await check('made-up-token'),
      await reset('made-up-token', 'new-secret'),
    ]) {
      expectError(response, 400, 'ERROR_REQUEST_PARAMETER_WRONG');
      expect(response.json().detail).toBe(DEAD_LINK);
    }
    expect((await login(member.uid, member.password)).statusCode).toBe(200);
  });

  it('spends the other open links of the member too', async () => {
    const member = await joinMember(api.app, newEmail('twice'));
    await askForMail(member.uid);
    const first = tokenIn(await mailTo(member.uid, 1));
    await askForMail(member.uid);
    const latest = await mailTo(member.uid, 2);
    const second = tokenIn(latest);
    expect(second).not.toBe(first);

    expect((await reset(second, 'second-link')).statusCode).toBe(200);
    expectError(await reset(first, 'first-link'), 400, 'ERROR_REQUEST_PARAMETER_WRONG');
    expect((await login(member.uid, 'second-link')).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous resets with one link win', async () => {
    const member = await joinMember(api.app, newEmail('race'));
    await askForMail(member.uid);
    const fa = tokenIn(await mailTo(member.uid));

    const answers = await Promise.all([reset(fa, 'tab-one-secret'), reset(fa, 'tab-two-secret')]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'tab-one-secret' : 'tab-two-secret';
    const loser = winner === 'tab-one-secret' ? 'tab-two-secret' : 'tab-one-secret';
    expect((await login(member.uid, winner)).statusCode).toBe(200);
    expectError(await login(member.uid, loser), 401, 'ERROR_USER_LOGIN_FAILED');
  });
});

describe('development mail box', () => {
  it('lists the newest mails first and serves nothing outside the outbox', async () => {
    const a = await joinMember(api.app, newEmail('first'));
    const b = await joinMember(api.app, newEmail('second'));
    await askForMail(a.uid);
    await mailTo(a.uid);
    await askForMail(b.uid);
    await mailTo(b.uid);
    const mails = await mailbox();
    const order = mails.map((mail) => mail.to);
    expect(order.indexOf(b.uid)).toBeLessThan(order.indexOf(a.uid));
    expect(Object.keys(mails[0]!).sort()).toEqual(['date', 'id', 'subject', 'text', 'to']);
    expect(Number.isNaN(Date.parse(mails[0]!.date))).toBe(false);

    expectError(
      await get('/dev/mail/2024-01-01T00-00-00.000Z-0123456789abcdef'),
      404,
      'ERROR_API_PATH_WRONG',
    );
    expect((await get('/dev/mail/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('does not exist unless development asked for it', async () => {
    const app = await buildTestServer(api.database);
    try {
      const response = await app.inject({ url: '/api/live/dev/mail' });
      expectError(response, 404, 'ERROR_API_PATH_WRONG');
    } finally {
      await app.close();
    }
  });
});

describe('maskEmail', () => {
  it.each([
    ['abcdef@example.com', 'ab***@example.com'],
    ['ab@example.com', 'a***@example.com'],
    ['a@example.com', 'a***@example.com'],
    ['broken', '***'],
  ])('%s → %s', (address, masked) => {
    expect(maskEmail(address)).toBe(masked);
  });
});
