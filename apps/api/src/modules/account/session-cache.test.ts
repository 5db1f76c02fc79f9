import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#api/db/schema/index';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { buildTestServer, setupTestApi } from '../../../test/api-server.ts';

// Sessions kept for a minute: only the database's announcement of a change can end a copy early.
const api = setupTestApi({ settings: { sessionCacheMs: 60_000 } });

const me = (token: string, server = api.app) =>
  server.inject({ method: 'GET', url: '/api/live/v2/user', headers: { token } });

async function listening(server = api.app) {
  await expect.poll(() => server.services.memberChanges.listening(), { timeout: 10_000 }).toBe(true);
}

describe('the session cache', () => {
  it('answers from its copy while the database announces nothing', async () => {
    await listening();
    const member = await joinMember(api.app);
    // Joining updates the member row; a lookup racing that announcement keeps nothing, so let it land.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await me(member.token)).json().result.userInfo.username).not.toBe('몰래바꾼이름');
    // A write that does not announce itself (the trigger off): the copy is what the server uses.
    await api.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table users disable trigger users_member_changed`);
      await tx.update(users).set({ username: '몰래바꾼이름' }).where(eq(users.id, member.user.userInfo.id));
      await tx.execute(sql`alter table users enable trigger users_member_changed`);
    });
    expect((await me(member.token)).json().result.userInfo.username).not.toBe('몰래바꾼이름');
    // The same write announced: every copy of the member goes.
    await api.database.db
      .update(users)
      .set({ username: '알린이름' })
      .where(eq(users.id, member.user.userInfo.id));
    await expect.poll(async () => (await me(member.token)).json().result.userInfo.username).toBe('알린이름');
  });

  it("reads a member's own write at once on the server that made it, before the database announces it", async () => {
    await listening();
    const member = await joinMember(api.app);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await me(member.token)).statusCode).toBe(200);
    // The announcement never comes (the trigger off): on a busy server it can come after the
    // member's next request (the opener of an identity popup asking for the member at once).
    await api.database.db.execute(sql`alter table users disable trigger users_member_changed`);
    try {
      const renamed = await api.app.inject({
        method: 'PATCH',
        url: '/api/live/v1/user',
        headers: { ...WRITE, token: member.token },
        payload: { username: '바로보인이름' },
      });
      expect(renamed.statusCode).toBe(200);
      expect((await me(member.token)).json().result.userInfo.username).toBe('바로보인이름');
    } finally {
      await api.database.db.execute(sql`alter table users enable trigger users_member_changed`);
    }
  });

  it('drops a blocked member at once, whoever blocked them', async () => {
    await listening();
    const member = await joinMember(api.app);
    expect((await me(member.token)).statusCode).toBe(200);
    await api.database.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.id, member.user.userInfo.id));
    await expect.poll(async () => (await me(member.token)).statusCode).toBe(403);
  });

  it('ends a session on another server when it logs out on this one', async () => {
    const other = await buildTestServer(api.database, { settings: { sessionCacheMs: 60_000 } });
    try {
      await listening();
      await listening(other);
      const member = await joinMember(api.app);
      expect((await me(member.token, other)).statusCode).toBe(200);
      expect((await me(member.token, api.app)).statusCode).toBe(200);
      const logout = await api.app.inject({
        method: 'GET',
        url: '/api/live/v1/user/auth/logout',
        headers: { token: member.token, 'x-client': 'web' },
      });
      expect(logout.statusCode).toBe(200);
      // This server forgot at once; the other hears it from the database.
      expect((await me(member.token, api.app)).statusCode).toBe(401);
      await expect.poll(async () => (await me(member.token, other)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
