import { describe, expect, it } from 'vitest';
import { createLedger } from '#api/modules/hearts';
import { WRITE } from '../../test/accounts.ts';
import { setupTestApi } from '../../test/api-server.ts';
import { DEMO_MEMBER, seedDemoMember } from './demo-member.ts';

const api = setupTestApi();

describe('demo member', () => {
  it('is created once with hearts and can log in', async () => {
    await seedDemoMember({ db: api.database.db, log: () => {} });
    await seedDemoMember({ db: api.database.db, log: () => {} });
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/live/v1/user/auth/login',
      headers: WRITE,
      payload: { uid: DEMO_MEMBER.uid, password: DEMO_MEMBER.password },
    });
    expect(login.statusCode).toBe(200);
    const id = login.json().result.userInfo.id as number;
    expect(await createLedger(api.database.db).balance(id)).toEqual({
      paid: 0,
      bonus: DEMO_MEMBER.bonusHearts,
    });
  });
});
