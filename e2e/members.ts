import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { BASE_URL } from './browser.ts';

// The people of the journeys: the seeded demo accounts and fresh members made for one test,
// and the one way a journey logs in through the header's dialog.

export const API = `${BASE_URL}/api/live`;
/** Headers of a state-changing API call from the web client. */
export const WRITE = { 'x-client': 'web', 'content-type': 'application/json' } as const;
export const PASSWORD = 'whisper123';
export const DEMO_MEMBER = { uid: 'demo@sogon.kr', password: 'sogon1234' } as const;
export const DEMO_CREATOR = { uid: 'creator@sogon.kr', password: 'sogon1234' } as const;

let made = 0;

/** An address nobody has used in this or an earlier run. */
export function freshEmail(prefix = 'member'): string {
  made += 1;
  return `${prefix}${Date.now()}${made}${Math.floor(Math.random() * 1000)}@example.com`;
}

/** A phone number nobody else in this run has, so the person (and their CI) is new. */
export function freshPhone(): string {
  made += 1;
  return `010${String((Date.now() + made) % 100_000_000).padStart(8, '0')}`;
}

/** A new e-mail member through the API (never verified); returns the login e-mail. */
export async function joinByApi(prefix = 'member', password = PASSWORD): Promise<string> {
  const uid = freshEmail(prefix);
  const response = await fetch(`${API}/v1/user/auth/join`, {
    method: 'POST',
    headers: WRITE,
    body: JSON.stringify({
      uid,
      password,
      provider: 'email',
      alarmCheck: 0,
      policyAccept: 1,
      privacyAccept: 1,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return uid;
}

/** A session token for API calls a journey makes beside the browser. */
export async function apiToken(uid: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${API}/v1/user/auth/login`, {
    method: 'POST',
    headers: WRITE,
    body: JSON.stringify({ uid, password }),
  });
  const body = (await response.json()) as { result?: { token?: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.result!.token!;
}

/** An API call beside the browser (with a member's token when given); returns the result. */
export async function apiCall<T>(method: string, path: string, token?: string, body?: object): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { ...(body ? WRITE : { 'x-client': 'web' }), ...(token ? { token } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as { result: T };
  expect(response.status, `${method} ${path}: ${JSON.stringify(json)}`).toBe(200);
  return json.result;
}

/**
 * Logs in through the header's 로그인 dialog (opening it unless it is open or opening); the page
 * stays where it was, now with 마이페이지 in the header.
 */
export async function logIn(page: Page, uid: string, password = PASSWORD): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '소곤 로그인' });
  // The dialog follows the URL (?action=login); when it is on its way, pressing 로그인 again
  // would hit its overlay, so wait for it instead.
  // A prompt (좋아요, 찜 as a visitor) may have opened it already, over the header.
  if (new URL(page.url()).searchParams.get('action') !== 'login' && !(await dialog.isVisible()))
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
  await dialog.waitFor();
  await dialog.getByLabel('이메일').fill(uid);
  await dialog.getByLabel('비밀번호').fill(password);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).waitFor();
}
