import type { TOpsRole } from '@sogon/contract/schemas/ops';
import type { TOperatorAccount, TOperatorCreated } from '@sogon/contract/schemas/ops-operators';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';

// Operators managing operators (issue 17: roles are assigned by an operator): a new account's
// first credentials shown once and good for a sign-in, role changes, disabling that ends the
// sessions at once, never oneself, never the last operator; every change audited.
let clock = Date.now();
const api = setupTestApi({ settings: { clock: () => new Date(clock) } });

const code = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: clock });
/** The next 30-second step's code: every code works once. */
const freshCode = (secret: string) => {
  clock += 30_000;
  return code(secret);
};

interface Person {
  id: number;
  email: string;
  password: string;
  totpSecret: string;
  cookie: string;
}

async function signIn(email: string, password: string, totpSecret: string) {
  return api.app.inject({
    method: 'POST',
    url: '/api/live/ops/auth/login',
    headers: WRITE,
    payload: { email, password, otp: freshCode(totpSecret) },
  });
}

async function person(role: TOpsRole, email: string): Promise<Person> {
  const created = (await api.app.services.console.createOperator({ email, role, name: role }))!;
  const response = await signIn(email, created.password, created.totpSecret);
  expect(response.statusCode, response.body).toBe(200);
  const cookie = `ops_token=${response.cookies.find((item) => item.name === 'ops_token')!.value}`;
  return {
    id: created.operator.id,
    email,
    password: created.password,
    totpSecret: created.totpSecret,
    cookie,
  };
}

const call = (who: Person, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  api.app.inject({
    method,
    url: `/api/live/ops/operators${path}`,
    headers: { ...WRITE, cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });

let lead: Person;
beforeAll(async () => {
  lead = await person('operator', 'lead@operators.example');
});

describe('operators managing operators', () => {
  it('creates an account whose first password and authenticator secret sign in, once per address, audited', async () => {
    const body = { email: 'CS.Kim@operators.example', name: '김상담', role: 'support' };
    // A fresh code is required: the one the sign-in used is spent.
    const spent = await call(lead, 'POST', '', { ...body, otp: code(lead.totpSecret) });
    expect(spent.statusCode).toBe(400);
    const created = await call(lead, 'POST', '', { ...body, otp: freshCode(lead.totpSecret) });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const answer = created.json().result as TOperatorCreated;
    expect(answer.operator).toMatchObject({
      email: 'cs.kim@operators.example',
      role: 'support',
      disabledAt: null,
    });
    expect(answer.otpauth.startsWith('otpauth://totp/')).toBe(true);

    const signedIn = await signIn('cs.kim@operators.example', answer.password, answer.totpSecret);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().result.role).toBe('support');

    const again = await call(lead, 'POST', '', { ...body, otp: freshCode(lead.totpSecret) });
    expect(again.statusCode).toBe(409);
    const list = (await call(lead, 'GET', '')).json().result as TOperatorAccount[];
    const kim = list.find((row) => row.email === 'cs.kim@operators.example')!;
    expect(kim.lastSignInAt).not.toBeNull();
    const audit = await api.database.db.execute<{ action: string; after: { role: string } }>(
      sql`select action, after from ops_audit where target = ${`operator:${kim.id}`}`,
    );
    expect(audit.rows).toEqual([
      { action: 'operator.create', after: { email: kim.email, role: 'support', disabled: false } },
    ]);
  });

  it('changes a role and disables an account, whose sessions end at once; never oneself or the last operator', async () => {
    const other = await person('finance', 'finance@operators.example');
    expect((await call(other, 'GET', '')).statusCode).toBe(403);

    const promoted = await call(lead, 'PUT', `/${other.id}`, {
      role: 'operator',
      reason: '정산팀장 겸 운영',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().result.role).toBe('operator');
    // The promoted operator's open session now has the new role.
    expect((await call(other, 'GET', '')).statusCode).toBe(200);

    const unchanged = await call(lead, 'PUT', `/${other.id}`, { role: 'operator', reason: '다시' });
    expect(unchanged.statusCode).toBe(400);
    const self = await call(lead, 'PUT', `/${lead.id}`, { disabled: true, reason: '퇴사' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    const empty = await call(lead, 'PUT', `/${other.id}`, { reason: '아무것도 없음' });
    expect(empty.statusCode).toBe(400);

    const disabled = await call(lead, 'PUT', `/${other.id}`, { disabled: true, reason: '퇴사' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().result.disabledAt).not.toBeNull();
    // Their session is gone: the console is a path that does not exist for them.
    const gone = await call(other, 'GET', '');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('ERROR_API_PATH_WRONG');
    expect((await signIn(other.email, other.password, other.totpSecret)).statusCode).toBe(401);

    // Now the lead is the last active operator: another operator cannot demote them either.
    const second = await person('operator', 'second@operators.example');
    const demoteLead = await call(second, 'PUT', `/${lead.id}`, { role: 'support', reason: '역할 조정' });
    expect(demoteLead.statusCode, demoteLead.body).toBe(200);
    const last = await call(lead, 'PUT', `/${second.id}`, { role: 'finance', reason: '역할 조정' });
    // The lead is support now: they may not manage operators at all.
    expect(last.statusCode).toBe(403);
    const lastSelfGuard = await call(second, 'PUT', `/${second.id}`, {
      role: 'finance',
      reason: '역할 조정',
    });
    expect(lastSelfGuard.statusCode).toBe(400);

    const actions = await api.database.db.execute<{ action: string }>(
      sql`select action from ops_audit where target in (${`operator:${other.id}`}, ${`operator:${lead.id}`}) order by id`,
    );
    expect(actions.rows.map((row) => row.action)).toEqual([
      'operator.role',
      'operator.disable',
      'operator.role',
    ]);
  });

  it('keeps one active operator when two try to remove each other at once', async () => {
    const a = await person('operator', 'a@operators.example');
    const b = await person('operator', 'b@operators.example');
    // Everyone else of role operator is made support first (the earlier tests' second).
    const others = (await call(a, 'GET', '')).json().result as TOperatorAccount[];
    for (const row of others) {
      if (row.role === 'operator' && !row.disabledAt && row.id !== a.id && row.id !== b.id) {
        expect((await call(a, 'PUT', `/${row.id}`, { role: 'support', reason: '정리' })).statusCode).toBe(
          200,
        );
      }
    }
    const [one, two] = await Promise.all([
      call(a, 'PUT', `/${b.id}`, { disabled: true, reason: '동시 변경' }),
      call(b, 'PUT', `/${a.id}`, { disabled: true, reason: '동시 변경' }),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    // One wins; the other is refused (its operator is disabled: 404, or it is the last: 400).
    expect(statuses[0]).toBe(200);
    expect([400, 404]).toContain(statuses[1]);
    const active = await api.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from operators where role = 'operator' and disabled_at is null`,
    );
    expect(active.rows[0]!.n).toBe(1);
  });
});
