import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#api/db/schema/index';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';

const api = setupTestApi();

const patchProfile = (token: string, profileImg: string) =>
  api.app.inject({
    method: 'PATCH',
    url: '/api/live/v1/user',
    headers: { ...WRITE, token },
    payload: { profileImg },
  });

async function storedProfile(id: number): Promise<string> {
  const [row] = await api.database.db.select().from(users).where(eq(users.id, id));
  return row!.profileImg;
}

describe('PATCH /v1/user profileImg', () => {
  it('refuses an address that is not a stored profile image, however it is encoded, and changes nothing', async () => {
    const member = await joinMember(api.app);
    const kept = '/media/profiles/1-0123456789abcdef01234567.jpg';
    expect((await patchProfile(member.token, kept)).statusCode).toBe(200);

    const hostile = [
      '/media/profiles/%2e%2e/%2e%2e/api/live/v1/user/auth/logout',
      '/media/profiles/%2E%2E/%2E%2E/api/live/v1/user/auth/logout',
      '/media/profiles/%252e%252e/%252e%252e/api/live/v1/user/auth/logout',
      '/media/profiles/..%2f..%2fapi/live/v1/user/auth/logout',
      '/media/profiles/.%2e/.%2e/api/live/v1/user/auth/logout',
      '/media/profiles/%2e%2e%5c%2e%2e%5capi.jpg',
      '/media/profiles/x.jpg?/../../api/live/v1/user/auth/logout',
      '/media/profiles/%09x.jpg',
      '/media/profiles/\tx.jpg',
      '/media/profiles/x.jpg\n',
      '/media/profiles//evil.example/x.jpg',
      '/media/profiles/\\evil.example\\x.jpg',
      '/media/profiles/sub/x.jpg',
      '/media/profiles/x.svg',
      '/media/profiles/%',
      '//evil.example/media/profiles/x.jpg',
      '/%2fevil.example/media/profiles/x.jpg',
      'https://evil.example/media/profiles/x.jpg',
      'javascript:alert(1)//media/profiles/x.jpg',
      '/api/live/v1/user/auth/logout',
    ];
    for (const profileImg of hostile) {
      const response = await patchProfile(member.token, profileImg);
      expect(response.statusCode, profileImg).toBe(400);
      expect(response.json(), profileImg).toMatchObject({
        message: 'ERROR_REQUEST_PARAMETER_WRONG',
        result: { error: 'ERROR_REQUEST_PARAMETER_WRONG' },
      });
    }
    // The address of the issue: the member is told to upload an image instead.
    expect((await patchProfile(member.token, hostile[0]!)).json().detail).toBe(
      '프로필 이미지를 다시 올려 주세요.',
    );
    expect(await storedProfile(member.user.userInfo.id)).toBe(kept);

    expect((await patchProfile(member.token, '')).statusCode).toBe(200);
    expect(await storedProfile(member.user.userInfo.id)).toBe('');
  });

  it('cannot log anyone out: the logout GET is refused to an <img>, which sends no x-client', async () => {
    const member = await joinMember(api.app);
    const asImage = await api.app.inject({
      url: '/api/live/v1/user/auth/logout',
      headers: { cookie: `token=${member.token}`, accept: 'image/avif,image/webp,*/*' },
    });
    expect(asImage.statusCode).toBe(400);
    const me = await api.app.inject({
      url: '/api/live/v2/user',
      headers: { cookie: `token=${member.token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
