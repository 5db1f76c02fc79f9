import type { TestServer } from './api-server.ts';

let sequence = 0;

/** A fresh address for a test member. */
export function newEmail(label = 'member'): string {
  sequence += 1;
  return `${label}${sequence}.${process.pid}@example.com`;
}

export const WRITE = { 'x-client': 'web', 'content-type': 'application/json' };

export function joinBody(uid: string, overrides: Record<string, unknown> = {}) {
  return {
    uid,
    password: 'secret12',
    provider: 'email',
    alarmCheck: 1,
    policyAccept: 1,
    privacyAccept: 1,
    ...overrides,
  };
}

/** Signs a member up through the API and answers the session token with the user object. */
export async function joinMember(app: TestServer, uid = newEmail(), password = 'secret12') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/live/v1/user/auth/join',
    headers: WRITE,
    payload: joinBody(uid, { password }),
  });
  if (response.statusCode !== 200) throw new Error(`join failed: ${response.body}`);
  const body = response.json() as { result: { token: string; userInfo: { id: number; uid: string } } };
  return { uid, password, token: body.result.token, user: body.result };
}

export function authed(token: string, extra: Record<string, string> = {}) {
  return { token, ...extra };
}
