import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makePlaylist } from '../../../test/factories.ts';

const api = setupTestApi();

async function popular(): Promise<string[]> {
  const response = await api.app.inject({ url: '/api/live/v2/search/popular' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().result as Array<{ keyword: string }>).map((item) => item.keyword);
}

async function search(query: string): Promise<void> {
  const response = await api.app.inject({ url: `/api/live/v2/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
}

const keyword = (word: string) => `keyword=${encodeURIComponent(word)}`;

beforeAll(async () => {
  const db = api.database.db;
  const channel = await makeChannel(db, { name: '조용한 방' });
  await makePlaylist(db, { channelId: channel.id, title: '한밤의 빗소리', tags: ['빗소리', '수면'] });
  await makePlaylist(db, { channelId: channel.id, title: '새벽 빗소리', tags: ['빗소리', '자연'] });
  await makePlaylist(db, { channelId: channel.id, title: '장작 타는 소리', tags: ['모닥불', '수면'] });
  await makePlaylist(db, { channelId: channel.id, title: '비밀의 속삭임', tags: ['은밀'], isAdult: true });
});

describe('GET /v2/search/popular (인기 검색어)', () => {
  it('offers the most common tags of what a visitor may see while no search is counted', async () => {
    const keywords = await popular();
    expect(keywords.slice(0, 2).sort()).toEqual(['빗소리', '수면']);
    expect(keywords).toContain('모닥불');
    expect(keywords).not.toContain('은밀');
  });

  it('puts the most searched keywords first, one row per Seoul day and keyword', async () => {
    for (const word of ['모닥불', '모닥불', ' 모닥불 ', '장작']) await search(keyword(word));
    // Not counted: nothing found, only 19+ found, only a similar word found, a later page.
    await search(keyword('없는말'));
    await search(keyword('속삭임'));
    await search(keyword('빗솔리'));
    await search(`${keyword('장작')}&last_id=1:1`);

    const keywords = await popular();
    expect(keywords.slice(0, 2)).toEqual(['모닥불', '장작']);
    expect(keywords).not.toContain('없는말');
    expect(keywords).not.toContain('속삭임');
    expect(keywords).not.toContain('빗솔리');
    expect(new Set(keywords).size).toBe(keywords.length);

    const rows = await api.database.db.execute<{ keyword: string; searches: number }>(
      sql`select keyword, searches::int as searches from search_keyword_days order by keyword`,
    );
    expect(rows.rows).toEqual([
      { keyword: '모닥불', searches: 3 },
      { keyword: '장작', searches: 1 },
    ]);
  });
});
