import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authed, joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeContent, makePlaylist } from '../../../test/factories.ts';

// 잠든 곳부터 (issue 42, ADR 074): a member keeps where the sleep timer began to fade and reads
// it on any device; nobody else reads it, and bad input is refused with the envelope, unwritten.
const clock = { at: new Date('2026-12-01T14:41:00Z').getTime() };
const api = setupTestApi({ settings: { clock: () => new Date(clock.at), media: { worker: false } } });

function call(method: 'GET' | 'PUT' | 'DELETE', token?: string, payload?: unknown) {
  return api.app.inject({
    method,
    url: '/api/live/v1/user/sleep-mark',
    headers: {
      'x-client': 'sogon-web',
      ...(token ? authed(token) : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

const rows = async () =>
  (
    await api.database.db.execute<{ user_id: number; content_id: number; position: number }>(
      sql`select user_id::int, content_id::int, position from sleep_marks order by user_id`,
    )
  ).rows;

describe('the sleep mark', () => {
  it('a member sets their mark and reads it back; a new mark replaces it; removing forgets it', async () => {
    const me = await joinMember(api.app);
    const episode = await makeContent(api.database.db, {
      durationSec: 1_800,
      title: '빗소리와 속삭임',
      episodeNo: 3,
    });

    expect((await call('GET', me.token)).json().result).toEqual({ mark: null });
    const set = await call('PUT', me.token, { contentId: episode.id, position: 750.6 });
    expect(set.statusCode, set.body).toBe(200);
    const mark = {
      contentId: episode.id,
      playlistId: episode.playlistId,
      episodeNo: 3,
      title: '빗소리와 속삭임',
      position: 750,
      at: '2026-12-01T14:41:00.000Z',
    };
    expect(set.json().result).toEqual({ mark });
    // Another device of the same member reads the same mark.
    expect((await call('GET', me.token)).json().result).toEqual({ mark });

    clock.at += 24 * 60 * 60 * 1000;
    const later = await makeContent(api.database.db, { durationSec: 600 });
    await call('PUT', me.token, { contentId: later.id, position: 0 });
    expect((await call('GET', me.token)).json().result.mark).toMatchObject({
      contentId: later.id,
      position: 0,
      at: '2026-12-02T14:41:00.000Z',
    });
    expect((await rows()).filter((row) => row.user_id === me.user.userInfo.id)).toHaveLength(1);

    expect((await call('DELETE', me.token)).json().result).toEqual({ removed: true });
    expect((await call('DELETE', me.token)).json().result).toEqual({ removed: false });
    expect((await call('GET', me.token)).json().result).toEqual({ mark: null });
  });

  it('another member reads only their own (none) and a visitor is refused', async () => {
    const owner = await joinMember(api.app);
    const other = await joinMember(api.app);
    const episode = await makeContent(api.database.db, { durationSec: 600 });
    expect((await call('PUT', owner.token, { contentId: episode.id, position: 42 })).statusCode).toBe(200);

    expect((await call('GET', other.token)).json().result).toEqual({ mark: null });
    // The other member's DELETE removes nothing of the owner's.
    expect((await call('DELETE', other.token)).json().result).toEqual({ removed: false });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const visitor = await call(
        method,
        undefined,
        method === 'PUT' ? { contentId: episode.id, position: 1 } : undefined,
      );
      expect(visitor.statusCode, method).toBe(401);
      expect(visitor.json()).toMatchObject({
        message: 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST',
        result: { error: 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST' },
      });
    }
    expect((await call('GET', owner.token)).json().result.mark).toMatchObject({
      contentId: episode.id,
      position: 42,
    });
  });

  it('refuses bad input with the envelope and changes nothing', async () => {
    const me = await joinMember(api.app);
    const episode = await makeContent(api.database.db, { durationSec: 600 });
    await call('PUT', me.token, { contentId: episode.id, position: 100 });
    const before = await rows();

    const adult = await makeContent(api.database.db, {
      playlistId: (await makePlaylist(api.database.db, { isAdult: true })).id,
    });
    const draft = await makeContent(api.database.db, { status: 'draft' });
    const bad: [unknown, number, string][] = [
      [{ contentId: episode.id, position: -1 }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      [{ contentId: episode.id, position: 601 }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      [{ contentId: episode.id, position: 'x' }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      [{ contentId: episode.id }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      [{ contentId: -3, position: 1 }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      [{ contentId: 99_999_999, position: 1 }, 404, 'ERROR_CONTENT_NOT_EXIST'],
      [{ contentId: draft.id, position: 1 }, 404, 'ERROR_CONTENT_NOT_EXIST'],
      // 19+ for a member who is not a verified adult: the episode does not exist for them.
      [{ contentId: adult.id, position: 1 }, 404, 'ERROR_CONTENT_NOT_EXIST'],
    ];
    for (const [payload, status, code] of bad) {
      const response = await call('PUT', me.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ message: code, result: { error: code } });
      expect(typeof response.json().detail).toBe('string');
    }
    expect(await rows()).toEqual(before);
    expect((await call('GET', me.token)).json().result.mark).toMatchObject({
      contentId: episode.id,
      position: 100,
    });
  });

  it('shows no mark once its episode is no longer visible to the member', async () => {
    const me = await joinMember(api.app);
    const episode = await makeContent(api.database.db, { durationSec: 600 });
    await call('PUT', me.token, { contentId: episode.id, position: 10 });
    await api.database.db.execute(sql`update contents set status = 'draft' where id = ${episode.id}`);
    expect((await call('GET', me.token)).json().result).toEqual({ mark: null });
  });
});
