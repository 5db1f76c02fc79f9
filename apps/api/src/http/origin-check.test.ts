import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#api/db/schema/index';
import { joinMember, WRITE } from '../../test/accounts.ts';
import { setupTestApi } from '../../test/api-server.ts';

const SITE = 'https://sogon.example';
const api = setupTestApi({ siteUrl: SITE });

/** A nickname change as a browser sends it: the session in the cookie, from the page named. */
function rename(token: string, username: string, headers: Record<string, string> = {}) {
  return api.app.inject({
    method: 'PATCH',
    url: '/api/live/v1/user',
    headers: { ...WRITE, cookie: `token=${token}`, ...headers },
    payload: { username },
  });
}

async function usernameOf(id: number): Promise<string> {
  const [row] = await api.database.db.select().from(users).where(eq(users.id, id));
  return row!.username;
}

describe('origin check on writes that carry the session cookie', () => {
  it('refuses one from another site with 403 in the envelope and changes nothing', async () => {
    const member = await joinMember(api.app);
    const before = await usernameOf(member.user.userInfo.id);
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://sogon.example' },
      { origin: 'https://sogon.example.evil.example' },
      { referer: 'https://evil.example/page' },
      { referer: 'not a url' },
    ];
    for (const headers of foreign) {
      const response = await rename(member.token, '훔친이름', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({
        message: 'ERROR_PERMISSION_DENIED',
        result: { error: 'ERROR_PERMISSION_DENIED' },
        detail: '다른 사이트에서 보낸 요청은 처리할 수 없어요. 소곤에서 다시 시도해 주세요.',
      });
    }
    // Origin speaks for the request when both are present.
    const mixed = await rename(member.token, '훔친이름', {
      origin: 'https://evil.example',
      referer: `${SITE}/my`,
    });
    expect(mixed.statusCode).toBe(403);
    expect(await usernameOf(member.user.userInfo.id)).toBe(before);
  });

  it('trusts the site itself — SITE_URL, or the host the request came to — and nothing beside it', async () => {
    const member = await joinMember(api.app);
    expect((await rename(member.token, '소곤하나', { origin: SITE })).statusCode).toBe(200);
    expect((await rename(member.token, '소곤둘', { referer: `${SITE}/mypage?tab=1` })).statusCode).toBe(200);
    // inject() asks for localhost:80; a site reached by its own address is itself.
    expect((await rename(member.token, '소곤셋', { origin: 'http://localhost' })).statusCode).toBe(200);
    expect((await rename(member.token, '소곤넷', { origin: 'http://localhost:8080' })).statusCode).toBe(403);
    expect((await rename(member.token, '소곤넷', { origin: 'https://localhost' })).statusCode).toBe(403);
    expect(await usernameOf(member.user.userInfo.id)).toBe('소곤셋');
  });

  it('leaves requests that name no origin to the x-client rule', async () => {
    const member = await joinMember(api.app);
    expect((await rename(member.token, '소곤넷')).statusCode).toBe(200);
    // The very same request, once it says another site sent it, is refused.
    expect((await rename(member.token, '소곤넷', { origin: 'https://evil.example' })).statusCode).toBe(403);
    const withoutClient = await api.app.inject({
      method: 'PATCH',
      url: '/api/live/v1/user',
      headers: { 'content-type': 'application/json', cookie: `token=${member.token}` },
      payload: { username: '소곤다섯' },
    });
    expect(withoutClient.statusCode).toBe(400);
    expect(await usernameOf(member.user.userInfo.id)).toBe('소곤넷');
  });

  it('does not apply to reads, nor to a token sent as a header (apps; browsers cannot send it cross-site)', async () => {
    const member = await joinMember(api.app);
    const read = await api.app.inject({
      url: '/api/live/v2/user',
      headers: { cookie: `token=${member.token}`, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    const app = await api.app.inject({
      method: 'PATCH',
      url: '/api/live/v1/user',
      headers: { ...WRITE, token: member.token, origin: 'https://evil.example' },
      payload: { username: '앱에서' },
    });
    expect(app.statusCode).toBe(200);
    expect((await rename(member.token, '쿠키로', { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('exempts what the payment gateway posts from its own site, and only that', async () => {
    const member = await joinMember(api.app);
    const gateway = { origin: 'https://npg.settlebank.co.kr' };
    expect((await rename(member.token, '결제창에서', gateway)).statusCode).toBe(403);
    const gatewayReturn = await api.app.inject({
      method: 'POST',
      url: '/api/live/v1/payments/settlebank/return',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `token=${member.token}`,
        ...gateway,
      },
      payload: 'outStatCd=0021&mchtTrdNo=ORDER12345678',
    });
    expect(gatewayReturn.statusCode).toBe(303);
    expect(gatewayReturn.headers.location).toMatch(/^\/pg\/result/);
  });
});
