import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { pagePath, refererOf } from './page-url.ts';

const api = setupTestApi({ settings: { limits: { analytics: { limit: 5, windowMs: 60_000 } } } });

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return api.app.inject({
    method: 'POST',
    url: `/api/live${url}`,
    headers: { 'x-client': 'web', 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

async function logsOf(uuid: string) {
  const result = await api.database.db.execute<{
    user_id: number | null;
    pid: string;
    url: string;
    referer: string;
  }>(sql`select user_id::int, pid, url, referer from access_logs where uuid = ${uuid} order by id`);
  return result.rows;
}

describe('page paths', () => {
  it('keeps a path and query, drops the host, refuses what is not a page', () => {
    expect(pagePath('/playlist/3?p_id=naver')).toBe('/playlist/3?p_id=naver');
    expect(pagePath('https://sogon.kr/search?keyword=%EB%B9%97#top')).toBe('/search?keyword=%EB%B9%97');
    expect(pagePath('//evil.example/x')).toBeNull();
    expect(pagePath('javascript:alert(1)')).toBeNull();
    expect(pagePath('playlist')).toBeNull();
    expect(refererOf('https://m.search.naver.com/search?query=asmr#x')).toBe(
      'https://m.search.naver.com/search?query=asmr',
    );
    expect(refererOf('android-app://com.kakao.talk')).toBe('');
  });
});

describe('POST /v1/log/access', () => {
  it('logs a page view with the partner, the member from the session (not the body)', async () => {
    const member = await joinMember(api.app);
    const uuid = 'browser-access-0001';
    const visitor = await post(
      '/v1/log/access',
      { url: '/playlist/3?p_id=partner7', referer: 'https://www.google.com/', uid: '', pid: 'partner7' },
      { 'x-uuid': uuid },
    );
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json()).toEqual({ result: { logged: true } });
    const signedIn = await post(
      '/v1/log/access',
      { url: 'http://localhost:3000/', referer: '', uid: 999_999 },
      { 'x-uuid': uuid, 'x-pid': 'header-partner', token: member.token },
    );
    expect(signedIn.statusCode).toBe(200);
    expect(await logsOf(uuid)).toEqual([
      {
        user_id: null,
        pid: 'partner7',
        url: '/playlist/3?p_id=partner7',
        referer: 'https://www.google.com/',
      },
      { user_id: member.user.userInfo.id, pid: 'header-partner', url: '/', referer: '' },
    ]);
  });

  it('refuses what is not a page, and a flood, without writing', async () => {
    const uuid = 'browser-flood-0001';
    for (const body of [
      { url: 'javascript:alert(1)' },
      { referer: 'x' },
      { url: '/', pid: 'p'.repeat(65) },
    ]) {
      const answer = await post('/v1/log/access', body, { 'x-uuid': uuid });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    const answers = [];
    for (let index = 0; index < 7; index += 1) {
      answers.push((await post('/v1/log/access', { url: `/page/${index}` }, { 'x-uuid': uuid })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await logsOf(uuid)).toHaveLength(5);
  });
});

describe('POST /v1/analytics/log/user', () => {
  it('starts a session, stops it with its length, and takes a stop without a start', async () => {
    const sessionId = 'tab-session-0001';
    const start = await post(
      '/v1/analytics/log/user',
      { type: 'start', sessionId },
      { 'x-uuid': 'browser-session-1' },
    );
    expect(start.json().result).toEqual({ sessionId, durationSec: 0 });
    await api.database.db.execute(
      sql`update analytics_sessions set started_at = started_at - interval '95 seconds' where id = ${sessionId}`,
    );
    const stop = await post(
      '/v1/analytics/log/user',
      { type: 'stop', sessionId },
      { 'x-uuid': 'browser-session-1' },
    );
    expect(stop.json().result.durationSec).toBeGreaterThanOrEqual(95);
    const rows = await api.database.db.execute<{ stopped: boolean; duration_sec: number }>(
      sql`select stopped_at is not null as stopped, duration_sec from analytics_sessions where id = ${sessionId}`,
    );
    expect(rows.rows[0]).toMatchObject({ stopped: true });

    const orphan = await post(
      '/v1/analytics/log/user',
      { type: 'stop', sessionId: 'tab-orphan-01' },
      { 'x-uuid': 'b-2' },
    );
    expect(orphan.json().result).toEqual({ sessionId: 'tab-orphan-01', durationSec: 0 });
    for (const body of [
      { type: 'pause', sessionId },
      { type: 'start', sessionId: 'short' },
      { type: 'start' },
    ]) {
      expect((await post('/v1/analytics/log/user', body, { 'x-uuid': 'b-3' })).statusCode).toBe(400);
    }
  });
});
