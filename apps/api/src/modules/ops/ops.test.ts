import type { TOpsRole } from '@sogon/contract/schemas/ops';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinMember, newEmail, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';

// The operator console's API (issue 17): sign-in with a password and a TOTP code, a role matrix
// over every /ops route of the OpenAPI document, and blocks that are audited and take effect at
// once.
/** The console's clock: a test moves it on to get the authenticator's next codes. */
let clock = Date.now();
const api = setupTestApi({ settings: { clock: () => new Date(clock) } });

interface Credentials {
  email: string;
  password: string;
  totpSecret: string;
}

const people = {} as Record<TOpsRole, Credentials & { cookie: string }> & {
  memberToken: string;
  memberId: number;
};

function code(secret: string, at = clock): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}

async function createOperator(role: TOpsRole): Promise<Credentials> {
  const created = await api.app.services.console.createOperator({
    email: `${role}@ops.example`,
    role,
    name: role,
  });
  return { email: `${role}@ops.example`, password: created!.password, totpSecret: created!.totpSecret };
}

async function login(credentials: Credentials, otp = code(credentials.totpSecret)) {
  return api.app.inject({
    method: 'POST',
    url: '/api/live/ops/auth/login',
    headers: WRITE,
    payload: { email: credentials.email, password: credentials.password, otp },
  });
}

function cookieOf(response: Awaited<ReturnType<typeof login>>): string {
  const cookie = response.cookies.find((item) => item.name === 'ops_token');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Strict');
  return `ops_token=${cookie!.value}`;
}

beforeAll(async () => {
  const member = await joinMember(api.app);
  people.memberToken = member.token;
  people.memberId = member.user.userInfo.id;
  for (const role of ['operator', 'support', 'finance'] as const) {
    const credentials = await createOperator(role);
    // One code per step: each operator signs in at its own step (the steps of the last 30 s).
    const response = await login(credentials);
    expect(response.statusCode, response.body).toBe(200);
    people[role] = { ...credentials, cookie: cookieOf(response) };
  }
});

describe('operator sign-in', () => {
  it('needs the password and a fresh authenticator code, and says nothing about which was wrong', async () => {
    // One account per address.
    expect(
      await api.app.services.console.createOperator({
        email: 'support@ops.example',
        role: 'support',
        name: '',
      }),
    ).toBeNull();
    const created = await api.app.services.console.createOperator({
      email: 'new@ops.example',
      role: 'support',
      name: '',
    });
    const fresh = { email: 'new@ops.example', password: created!.password, totpSecret: created!.totpSecret };
    const wrongPassword = await login({ ...fresh, password: 'not-it' });
    const wrongCode = await login(fresh, code(fresh.totpSecret, Date.now() - 5 * 60_000));
    for (const refused of [wrongPassword, wrongCode]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('ERROR_USER_LOGIN_FAILED');
    }
    const signedIn = await login(fresh);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().result).toMatchObject({ email: 'new@ops.example', role: 'support' });
    // The same code again (a replay, or a shoulder-surfed code) is refused.
    const replay = await login(fresh, code(fresh.totpSecret));
    expect(replay.statusCode).toBe(401);
  });
});

/** Who may call each /ops route; a route of the OpenAPI document missing here fails the test. */
const ACCESS: Record<string, readonly TOpsRole[]> = {
  'GET /ops/me': ['operator', 'support', 'finance'],
  'GET /ops/dashboard': ['operator', 'finance'],
  'GET /ops/members': ['operator', 'support'],
  'GET /ops/inquiries': ['operator', 'support'],
  'POST /ops/inquiries/{id}/answer': ['operator', 'support'],
  'GET /ops/members/{id}': ['operator', 'support'],
  'GET /ops/members/{id}/activity': ['operator', 'support'],
  'POST /ops/members/{id}/block': ['operator'],
  'POST /ops/members/{id}/unblock': ['operator'],
  'POST /ops/members/{id}/hearts': ['operator'],
  'POST /ops/members/{id}/adult-mode-off': ['operator', 'support'],
  'POST /ops/members/{id}/end-sessions': ['operator', 'support'],
  'GET /ops/audit': ['operator'],
  'GET /ops/operators': ['operator'],
  'POST /ops/operators': ['operator'],
  'PUT /ops/operators/{id}': ['operator'],
  'GET /ops/partners': ['operator', 'finance'],
  'GET /ops/partners/{pid}': ['operator', 'finance'],
  // Daily free passes (issue 38): everyone reads them, operators change them.
  'GET /ops/pass-pools': ['operator', 'support', 'finance'],
  'POST /ops/pass-pools': ['operator'],
  'PUT /ops/pass-pools/{id}': ['operator'],
  // The report of free unlocks, rentals, conversions and gifts (issue 38): everyone reads it.
  'GET /ops/commerce/report': ['operator', 'support', 'finance'],
  'GET /ops/partners/report.csv': ['operator', 'finance'],
  'GET /ops/payments': ['operator', 'support', 'finance'],
  'GET /ops/payments/{id}': ['operator', 'support', 'finance'],
  'POST /ops/payments/{id}/refund': ['operator', 'finance'],
  'GET /ops/products': ['operator', 'support', 'finance'],
  'POST /ops/products': ['operator'],
  'PUT /ops/products/{id}': ['operator'],
  'GET /ops/settlements': ['operator', 'finance'],
  'GET /ops/settlements/{month}': ['operator', 'finance'],
  'POST /ops/settlements/{month}/approve': ['finance'],
  'GET /ops/settlements/{month}/transfers.csv': ['operator', 'finance'],
  'POST /ops/settlements/{month}/paid': ['finance'],
  'POST /ops/ledger/{id}/cancel': ['operator', 'finance'],
  'GET /ops/channels/{id}/contract': ['operator', 'finance'],
  'PUT /ops/channels/{id}/contract': ['finance'],
  'GET /ops/banners': ['operator', 'support'],
  'GET /ops/banners/{id}': ['operator', 'support'],
  'POST /ops/banners': ['operator'],
  'PUT /ops/banners/{id}': ['operator'],
  'POST /ops/banners/{id}/visibility': ['operator'],
  'POST /ops/banners/image': ['operator'],
  'GET /ops/notices': ['operator', 'support'],
  'GET /ops/notices/{id}': ['operator', 'support'],
  'POST /ops/notices': ['operator'],
  'PUT /ops/notices/{id}': ['operator'],
  'POST /ops/notices/{id}/visibility': ['operator'],
  'GET /ops/faqs': ['operator', 'support'],
  'GET /ops/faqs/{id}': ['operator', 'support'],
  'POST /ops/faqs': ['operator'],
  'PUT /ops/faqs/{id}': ['operator'],
  'POST /ops/faqs/{id}/visibility': ['operator'],
  'GET /ops/popup': ['operator', 'support'],
  'PUT /ops/popup': ['operator'],
  'GET /ops/events': ['operator', 'support', 'finance'],
  'GET /ops/events/{id}': ['operator', 'support', 'finance'],
  'POST /ops/events': ['operator'],
  'PUT /ops/events/{id}': ['operator'],
  'GET /ops/coupons': ['operator', 'finance'],
  'GET /ops/coupons/{id}': ['operator', 'finance'],
  'POST /ops/coupons': ['operator'],
  'POST /ops/coupons/{id}/disable': ['operator'],
  'GET /ops/coupons/{id}/codes.csv': ['operator'],
  'GET /ops/reports': ['operator', 'support'],
  'POST /ops/reports/{type}/{id}/hide': ['operator', 'support'],
  'POST /ops/reports/{type}/{id}/dismiss': ['operator', 'support'],
  'GET /ops/community/{type}/{id}': ['operator', 'support'],
  'POST /ops/community/{type}/{id}/hide': ['operator', 'support'],
  'POST /ops/community/{type}/{id}/unhide': ['operator', 'support'],
  'POST /ops/community/{type}/{id}/delete': ['operator', 'support'],
  'GET /ops/content/playlists': ['operator', 'support', 'finance'],
  'GET /ops/content/playlists/{id}': ['operator', 'support', 'finance'],
  'PUT /ops/content/playlists/{id}': ['operator', 'support'],
  'PUT /ops/content/episodes/{id}': ['operator', 'support'],
  'GET /ops/content/channels': ['operator', 'support', 'finance'],
  'PUT /ops/content/channels/{id}': ['operator', 'support'],
};
const OPEN = new Set(['POST /ops/auth/login', 'POST /ops/auth/logout']);

describe('the role matrix over every /ops route', () => {
  it('lets through exactly the roles of each route; visitors and members learn nothing', async () => {
    const document = (await api.app.inject({ url: '/api/live/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/live/ops/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.slice('/api/live'.length)}`),
      );
    expect(routes.filter((route) => !OPEN.has(route)).sort()).toEqual(Object.keys(ACCESS).sort());

    for (const [route, allowed] of Object.entries(ACCESS)) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      // Every path parameter names the test member (or a row that does not exist): the guard
      // answers before anything is looked up, and an allowed role gets past it either way.
      const url = `/api/live${path.replace(/\{[a-zA-Z]+\}/g, String(people.memberId))}`;
      // An empty body: the role is checked before the body is validated.
      const call = (headers: Record<string, string>) =>
        api.app.inject({
          method,
          url,
          headers: { ...WRITE, ...headers },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
      const strangers: Record<string, string>[] = [
        {},
        { token: people.memberToken },
        { cookie: 'ops_token=forged' },
      ];
      for (const stranger of strangers) {
        const refused = await call(stranger);
        expect(refused.statusCode, `${route} as ${JSON.stringify(stranger)}`).toBe(404);
        expect(refused.json().message).toBe('ERROR_API_PATH_WRONG');
      }
      for (const role of ['operator', 'support', 'finance'] as const) {
        const answer = await call({ cookie: people[role].cookie });
        // A download (CSV) answers its file; everything else the envelope.
        const json = String(answer.headers['content-type']).startsWith('application/json');
        const message = json ? (answer.json().message as string | undefined) : undefined;
        if (allowed.includes(role)) {
          // Through the guard: an answer, or a refusal of the request itself (a body missing).
          expect(answer.statusCode, `${route} as ${role}: ${answer.body}`).toBeLessThan(500);
          expect(message, `${route} as ${role}`).not.toBe('ERROR_PERMISSION_DENIED');
          expect(message, `${route} as ${role}`).not.toBe('ERROR_API_PATH_WRONG');
        } else {
          expect(answer.statusCode, `${route} as ${role}`).toBe(403);
          expect(message).toBe('ERROR_PERMISSION_DENIED');
        }
      }
    }
  });
});

describe('bonus hearts from the console', () => {
  it('grants and takes back through the ledger, once per key, after a fresh code, audited', async () => {
    const member = await joinMember(api.app);
    const id = member.user.userInfo.id;
    const operator = people.operator;
    const ledger = api.app.services.ledger;
    /** The code of the next 30-second step: every code works once. */
    const freshCode = () => {
      clock += 30_000;
      return code(operator.totpSecret);
    };
    const change = (bonus: number, key: string, otp: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/live/ops/members/${id}/hearts`,
        headers: { ...WRITE, cookie: operator.cookie, 'idempotency-key': key },
        payload: { bonus, reason: '이벤트 보상 누락', otp },
      });
    // The sign-in took this step's code: a money action needs a new one.
    const used = await change(5, 'grant-0000', code(operator.totpSecret));
    expect(used.statusCode).toBe(400);
    const first = await change(5, 'grant-0001', freshCode());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.wallet).toEqual({ paid: 0, bonus: 5 });

    // A retry of the same request with a new code moves nothing more.
    const retry = await change(5, 'grant-0001', freshCode());
    expect(retry.json().result.wallet).toEqual({ paid: 0, bonus: 5 });
    // A wrong or used code moves nothing.
    const replay = await change(5, 'grant-0002', code(operator.totpSecret));
    expect(replay.statusCode).toBe(400);
    expect((await ledger.balance(id)).bonus).toBe(5);
    // No key, no change.
    const keyless = await api.app.inject({
      method: 'POST',
      url: `/api/live/ops/members/${id}/hearts`,
      headers: { ...WRITE, cookie: operator.cookie },
      payload: { bonus: 1, reason: '키 없음', otp: '000000' },
    });
    expect(keyless.statusCode).toBe(400);

    const takeBack = await change(-3, 'revoke-0001', freshCode());
    expect(takeBack.json().result.wallet).toEqual({ paid: 0, bonus: 2 });
    const tooMuch = await change(-9, 'revoke-0002', freshCode());
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json().message).toBe('ERROR_HEART_NOT_ENOUGH');
    expect((await ledger.balance(id)).bonus).toBe(2);

    const log = await api.app.inject({
      url: `/api/live/ops/audit?q=member:${id}`,
      headers: { cookie: operator.cookie },
    });
    expect(
      log
        .json()
        .result.map((entry: { action: string; before: unknown; after: unknown }) => [
          entry.action,
          entry.before,
          entry.after,
        ]),
    ).toEqual([
      ['member.hearts.revoke', { bonus: 5 }, { bonus: 2 }],
      ['member.hearts.grant', { bonus: 0 }, { bonus: 5 }],
    ]);
    const check = await ledger.check();
    expect(check.walletDrift).toEqual([]);
    expect(check.unbalancedTransactions).toEqual([]);
  });
});

describe('a stranger at the console', () => {
  it('gets 404 before the request is even validated: a malformed body tells nothing either', async () => {
    for (const headers of [{}, { token: people.memberToken }]) {
      const malformed = await api.app.inject({
        method: 'POST',
        url: '/api/live/ops/members/not-a-number/block',
        headers: { ...WRITE, ...headers },
        payload: { reason: '' },
      });
      expect(malformed.statusCode).toBe(404);
      expect(malformed.json().message).toBe('ERROR_API_PATH_WRONG');
    }
    // An operator gets the validation answer for the same request.
    const operator = await api.app.inject({
      method: 'POST',
      url: '/api/live/ops/members/not-a-number/block',
      headers: { ...WRITE, cookie: people.operator.cookie },
      payload: { reason: '' },
    });
    expect(operator.statusCode).toBe(400);
  });
});

describe('blocking a member', () => {
  it('takes effect at once, writes the audit log in the same change, and can be lifted', async () => {
    const member = await joinMember(api.app);
    const id = member.user.userInfo.id;
    const operator = { cookie: people.operator.cookie };
    const auditRows = async () =>
      (
        await api.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from ops_audit where target = ${`member:${id}`}`,
        )
      ).rows[0]!.n;

    const blocked = await api.app.inject({
      method: 'POST',
      url: `/api/live/ops/members/${id}/block`,
      headers: { ...WRITE, ...operator },
      payload: { reason: '결제 사기 의심' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().result).toMatchObject({ status: 'blocked', activeSessions: 0 });
    expect(await auditRows()).toBe(1);

    // The member's very next request answers USER_NOT_EXIST (the web sends them to /500).
    const next = await api.app.inject({ url: '/api/live/v2/user', headers: { token: member.token } });
    expect(next.json().message).toBe('ERROR_USER_NOT_EXIST');

    const again = await api.app.inject({
      method: 'POST',
      url: `/api/live/ops/members/${id}/block`,
      headers: { ...WRITE, ...operator },
      payload: { reason: '두 번째' },
    });
    expect(again.statusCode).toBe(400);
    expect(await auditRows()).toBe(1);

    const lifted = await api.app.inject({
      method: 'POST',
      url: `/api/live/ops/members/${id}/unblock`,
      headers: { ...WRITE, ...operator },
      payload: { reason: '소명 확인' },
    });
    expect(lifted.json().result.status).toBe('active');
    expect(await auditRows()).toBe(2);
    // The sessions the block ended stay ended: the member signs in again.
    const old = await api.app.inject({ url: '/api/live/v2/user', headers: { token: member.token } });
    expect(old.json().message).toBe('ERROR_AUTHORIZE_TOKEN_EXPIRED');

    const log = await api.app.inject({ url: `/api/live/ops/audit?q=member:${id}`, headers: operator });
    expect(log.json().result.map((entry: { action: string }) => entry.action)).toEqual([
      'member.unblock',
      'member.block',
    ]);
    expect(log.json().result[1]).toMatchObject({
      operatorEmail: 'operator@ops.example',
      reason: '결제 사기 의심',
      before: { status: 'active' },
      after: { status: 'blocked' },
    });
  });

  it('keeps the audit log append-only, whoever asks', async () => {
    await expect(api.database.db.execute(sql`delete from ops_audit`)).rejects.toThrow();
    await expect(api.database.db.execute(sql`update ops_audit set reason = ''`)).rejects.toThrow();
  });
});

describe('adult mode and sessions from the console', () => {
  it('lets support turn adult mode off and end every session, once, each with an audit row', async () => {
    const member = await joinMember(api.app);
    const id = member.user.userInfo.id;
    await api.database.db.execute(
      sql`update users set is_auth = true, is_adult = 1, adult_mode = true where id = ${id}`,
    );
    const act = (action: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/live/ops/members/${id}/${action}`,
        headers: { ...WRITE, cookie: people.support.cookie },
        payload: { reason: '보호자 요청' },
      });

    const off = await act('adult-mode-off');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().result.adultMode).toBe(false);
    const again = await act('adult-mode-off');
    expect(again.statusCode).toBe(400);

    const me = () => api.app.inject({ url: '/api/live/v2/user', headers: { ...WRITE, token: member.token } });
    expect((await me()).statusCode).toBe(200);
    const ended = await act('end-sessions');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().result.activeSessions).toBe(0);
    expect((await me()).statusCode).not.toBe(200);
    expect((await act('end-sessions')).statusCode).toBe(400);

    const audit = await api.app.inject({
      url: `/api/live/ops/audit?q=member:${id}`,
      headers: { ...WRITE, cookie: people.operator.cookie },
    });
    const actions = (audit.json().result as { action: string; reason: string }[]).map(
      (entry) => entry.action,
    );
    expect(actions.sort()).toEqual(['member.adult-mode.off', 'member.sessions.end']);
  });
});

describe('the member list', () => {
  it('pages through every member that matches, newest first, with the total (issue 39)', async () => {
    const joined = [];
    for (let n = 0; n < 5; n += 1) joined.push(await joinMember(api.app, newEmail('pager')));
    const newest = joined.map((one) => one.user.userInfo.id).reverse();
    const page = async (n: number, extra = '') => {
      const answer = await api.app.inject({
        url: `/api/live/ops/members?q=pager&limit=2&page=${n}${extra}`,
        headers: { ...WRITE, cookie: people.support.cookie },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().result as { items: { id: number }[]; total: number; page: number; limit: number };
    };
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((one) => one.total)).toEqual([5, 5, 5]);
    expect(pages.map((one) => one.page)).toEqual([1, 2, 3]);
    expect(pages.flatMap((one) => one.items.map((item) => item.id))).toEqual(newest);
    expect((await page(4)).items).toEqual([]);
    // The status filter keeps working with pages.
    expect(await page(1, '&status=blocked')).toMatchObject({ total: 0, items: [] });
    const wrong = await api.app.inject({
      url: '/api/live/ops/members?page=0',
      headers: { ...WRITE, cookie: people.support.cookie },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe("a member's activity in the console", () => {
  it('lists the latest heart movements with their memo, payments, purchases, subscriptions and comments', async () => {
    const member = await joinMember(api.app);
    const id = member.user.userInfo.id;
    clock += 30_000;
    const granted = await api.app.inject({
      method: 'POST',
      url: `/api/live/ops/members/${id}/hearts`,
      headers: { ...WRITE, cookie: people.operator.cookie, 'idempotency-key': 'activity-0001' },
      payload: { bonus: 7, reason: '상담 보상', otp: code(people.operator.totpSecret) },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const answer = await api.app.inject({
      url: `/api/live/ops/members/${id}/activity`,
      headers: { ...WRITE, cookie: people.support.cookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const activity = answer.json().result;
    expect(activity.ledger[0]).toMatchObject({ kind: 'grant', memo: '상담 보상', paid: 0, bonus: 7 });
    expect(activity).toMatchObject({ payments: [], purchases: [], subscriptions: [], comments: [] });
    const missing = await api.app.inject({
      url: '/api/live/ops/members/999999999/activity',
      headers: { ...WRITE, cookie: people.support.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});
