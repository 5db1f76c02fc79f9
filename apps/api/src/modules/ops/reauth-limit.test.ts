import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';

// Issue 36: the fresh authenticator code before money or hearts move had no attempt limit (300
// wrong codes in 0.9 s answered 400, and a right code after them was taken). Five codes per
// operator per window; the wrong one that uses them up is audited, and until the window ends
// every action behind the gate answers 429, a right code included.
let clock = Date.now();
const WINDOW_MS = 10_000;
const api = setupTestApi({
  settings: { clock: () => new Date(clock), limits: { opsReauth: { limit: 5, windowMs: WINDOW_MS } } },
});

const code = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: clock });
const freshCode = (secret: string) => {
  clock += 30_000;
  return code(secret);
};
/** A code of a step long gone: never right. */
const wrongCode = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: clock - 3_600_000 });

let operator: { id: number; secret: string; cookie: string };
let memberId: number;

beforeAll(async () => {
  const created = (await api.app.services.console.createOperator({
    email: 'gate@ops.example',
    role: 'operator',
    name: '게이트',
  }))!;
  const signedIn = await api.app.inject({
    method: 'POST',
    url: '/api/live/ops/auth/login',
    headers: WRITE,
    payload: { email: 'gate@ops.example', password: created.password, otp: freshCode(created.totpSecret) },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  operator = {
    id: created.operator.id,
    secret: created.totpSecret,
    cookie: `ops_token=${signedIn.cookies.find((item) => item.name === 'ops_token')!.value}`,
  };
  memberId = (await joinMember(api.app)).user.userInfo.id;
});

const grant = (otp: string, key: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/live/ops/members/${memberId}/hearts`,
    headers: { ...WRITE, cookie: operator.cookie, 'idempotency-key': key },
    payload: { bonus: 5, reason: '이벤트 보상 누락', otp },
  });

const newOperator = (otp: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/live/ops/operators',
    headers: { ...WRITE, cookie: operator.cookie },
    payload: { email: 'next@ops.example', name: '다음', role: 'support', otp },
  });

async function lockouts() {
  const rows = await api.database.db.execute<{ action: string; target: string }>(
    sql`select action, target from ops_audit where action = 'operator.reauth.locked'`,
  );
  return rows.rows;
}

describe('the fresh-code gate of the console', () => {
  it('takes five codes per operator per window, audits the lockout once, then answers 429 to every gated action', {
    timeout: 60_000,
  }, async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        grant(wrongCode(operator.secret), `guess-${String(n).padStart(4, '0')}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(295);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      message: 'ERROR_TOO_MANY_REQUESTS',
      result: { error: 'ERROR_TOO_MANY_REQUESTS' },
    });
    expect(refused.json().detail).toContain('인증 코드를 여러 번 잘못 입력해서 잠겼어요.');

    // A right code during the lockout is refused too, on this action and on another gated one.
    expect((await grant(freshCode(operator.secret), 'right-during-lock')).statusCode).toBe(429);
    expect((await newOperator(freshCode(operator.secret))).statusCode).toBe(429);
    expect((await api.app.services.ledger.balance(memberId)).bonus).toBe(0);
    expect(await lockouts()).toEqual([
      { action: 'operator.reauth.locked', target: `operator:${operator.id}` },
    ]);

    // After the window a right code is taken again, and gives the allowance back.
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 200));
    const accepted = await grant(freshCode(operator.secret), 'right-after-lock');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await api.app.services.ledger.balance(memberId)).bonus).toBe(5);
    for (let n = 0; n < 4; n += 1) {
      expect((await grant(wrongCode(operator.secret), `typo-key-${n}`)).statusCode).toBe(400);
    }
    expect((await grant(freshCode(operator.secret), 'right-after-typos')).statusCode).toBe(200);
    expect(await lockouts()).toHaveLength(1);
  });
});
