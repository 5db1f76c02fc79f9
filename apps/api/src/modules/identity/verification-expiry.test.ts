import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identityVerifications, users } from '#api/db/schema/index';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makePlaylist } from '../../../test/factories.ts';
import { expireVerifications } from './verification-expiry.ts';

const api = setupTestApi();
const DAY_MS = 86_400_000;
const now = new Date('2026-11-25T03:00:00Z');

/** A member verified as an adult `daysAgo` days before `now`, with adult mode on. */
async function adultVerified(daysAgo: number) {
  const joined = await joinMember(api.app);
  const id = joined.user.userInfo.id;
  await api.database.db.insert(identityVerifications).values({
    userId: id,
    provider: 'pass',
    name: '홍길동',
    birthDate: '1990-01-01',
    gender: 'M',
    ciHash: randomBytes(32),
    diHash: randomBytes(32),
    verifiedAt: new Date(now.getTime() - daysAgo * DAY_MS),
  });
  await api.database.db
    .update(users)
    .set({ isAuth: true, isAdult: 1, adultMode: true })
    .where(eq(users.id, id));
  return { id, token: joined.token };
}

const flags = async (id: number) => {
  const [row] = await api.database.db
    .select({ isAuth: users.isAuth, isAdult: users.isAdult, adultMode: users.adultMode })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

describe('identity verification expiry', () => {
  it('unverifies members after a year and turns adult mode off, once', async () => {
    const lapsed = await adultVerified(366);
    const recent = await adultVerified(364);
    const adultPlaylist = await makePlaylist(api.database.db, { title: '성인 전용', isAdult: true });
    const sees = async (token: string) =>
      (await api.app.inject({ url: `/api/live/v2/playlist/${adultPlaylist.id}`, headers: { token } }))
        .statusCode;
    expect(await sees(lapsed.token)).toBe(200);

    const report = await expireVerifications({ db: api.database.db, now });
    expect(report.members).toBeGreaterThanOrEqual(1);
    expect(await flags(lapsed.id)).toEqual({ isAuth: false, isAdult: 1, adultMode: false });
    expect(await flags(recent.id)).toEqual({ isAuth: true, isAdult: 1, adultMode: true });
    expect(await sees(lapsed.token)).not.toBe(200);
    expect(await sees(recent.token)).toBe(200);
    const revalidation = await api.app.inject({
      url: '/api/live/v1/user/revalidationEvent',
      headers: { token: lapsed.token },
    });
    expect(revalidation.json().result).toMatchObject({ verified: false, required: true });

    // A second run finds nobody new.
    const again = await expireVerifications({ db: api.database.db, now });
    expect(again.members).toBe(0);
  });
});
