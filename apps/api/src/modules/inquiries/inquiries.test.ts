import type { TOpsRole } from '@sogon/contract/schemas/ops';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { authed, joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';

// 1:1 문의 (issue 39): a member sends an inquiry and sees it with its status; support or an
// operator answers it once, audited; finance, visitors and other members see nothing of it.
const api = setupTestApi();
const cookies = {} as Record<TOpsRole, string>;

async function signIn(role: TOpsRole): Promise<string> {
  const email = `${role}@inquiries.example`;
  const created = await api.app.services.console.createOperator({ email, role, name: role });
  const otp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(created!.totpSecret),
    digits: 6,
    period: 30,
  }).generate();
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/live/ops/auth/login',
    headers: WRITE,
    payload: { email, password: created!.password, otp },
  });
  expect(response.statusCode, response.body).toBe(200);
  return `ops_token=${response.cookies.find((cookie) => cookie.name === 'ops_token')!.value}`;
}

function member(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return api.app.inject({
    method,
    url: `/api/live/v1/user/inquiries${url}`,
    headers: token ? { ...WRITE, ...authed(token) } : WRITE,
    ...(payload ? { payload } : {}),
  });
}

function ops(role: TOpsRole, method: 'GET' | 'POST', url: string, payload?: object) {
  return api.app.inject({
    method,
    url: `/api/live/ops/inquiries${url}`,
    headers: { ...WRITE, cookie: cookies[role] },
    ...(payload ? { payload } : {}),
  });
}

const count = async () =>
  (await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from inquiries`)).rows[0]!.n;

beforeAll(async () => {
  for (const role of ['operator', 'support', 'finance'] as const) cookies[role] = await signIn(role);
});

describe('1:1 inquiries', () => {
  it('stores a member’s inquiry, lists it as waiting, and refuses bad input without writing', async () => {
    const me = await joinMember(api.app);
    const sent = await member('POST', '', me.token, {
      category: 'payment',
      title: ' 하트가 안 들어왔어요 ',
      body: '결제는 됐는데 하트가 보이지 않아요.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().result).toMatchObject({
      category: 'payment',
      title: '하트가 안 들어왔어요',
      status: 'waiting',
      answer: null,
      answeredAt: null,
    });
    const before = await count();
    for (const payload of [
      { category: 'payment', title: '', body: '내용' },
      { category: 'refund', title: '제목', body: '내용' },
      { category: 'other', title: '제목', body: 'x'.repeat(2001) },
      { title: '제목', body: '내용' },
    ]) {
      const refused = await member('POST', '', me.token, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    const visitor = await member('POST', '', undefined, { category: 'other', title: '제목', body: '내용' });
    expect(visitor.statusCode).toBe(401);
    expect(await count()).toBe(before);

    const list = (await member('GET', '', me.token)).json().result;
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.items.map((item: { title: string }) => item.title)).toEqual(['하트가 안 들어왔어요']);
    // Another member sees none of it.
    const other = await joinMember(api.app);
    expect((await member('GET', '', other.token)).json().result).toMatchObject({ total: 0, items: [] });
    expect((await member('GET', '')).statusCode).toBe(401);
  });

  it('lets support answer once, audited; the member then reads the answer', async () => {
    const me = await joinMember(api.app);
    const sent = await member('POST', '', me.token, {
      category: 'account',
      title: '비밀번호 변경',
      body: '비밀번호를 바꾸고 싶어요.',
    });
    const { id } = sent.json().result as { id: number };

    const waiting = (await ops('support', 'GET', '?status=waiting')).json().result;
    const queued = waiting.items.find((item: { id: number }) => item.id === id);
    expect(queued).toMatchObject({ status: 'waiting', member: { id: me.user.userInfo.id, uid: me.uid } });

    expect((await ops('finance', 'GET', '')).statusCode).toBe(403);
    expect((await ops('support', 'POST', `/${id}/answer`, { answer: '  ' })).statusCode).toBe(400);
    const answered = await ops('support', 'POST', `/${id}/answer`, {
      answer: '마이페이지에서 바꿀 수 있어요.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().result).toMatchObject({
      id,
      status: 'answered',
      answer: '마이페이지에서 바꿀 수 있어요.',
    });

    // A second answer (another operator, or a retry) is refused and changes nothing.
    const again = await ops('operator', 'POST', `/${id}/answer`, { answer: '다른 답변' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('이미 답변한 문의예요.');
    expect((await ops('operator', 'POST', '/999999999/answer', { answer: '답변' })).statusCode).toBe(404);

    const mine = (await member('GET', '', me.token)).json().result;
    expect(mine.items[0]).toMatchObject({
      id,
      status: 'answered',
      answer: '마이페이지에서 바꿀 수 있어요.',
      answeredAt: expect.any(String),
    });
    const audit = await api.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ops_audit where action = 'inquiry.answer' and target = ${`inquiry:${id}`}`,
    );
    expect(audit.rows[0]!.n).toBe(1);
    const stillWaiting = (await ops('operator', 'GET', '?status=waiting')).json().result;
    expect(stillWaiting.items.some((item: { id: number }) => item.id === id)).toBe(false);
  });
});
