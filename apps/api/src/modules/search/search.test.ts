import { chosung } from '@sogon/contract/search/chosung';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { channels, purchases, users } from '#api/db/schema/index';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makePlaylist, makeUser } from '../../../test/factories.ts';

const api = setupTestApi();

interface Card {
  id: number;
  title: string;
  isAdult: boolean;
  match: string;
}
interface Page {
  items: Card[];
  lastId: string | null;
}

const world = {} as {
  rain: number;
  storm: number;
  byChannel: number;
  byTag: number;
  adult: number;
  inAdultChannel: number;
  adultToken: string;
  modeOffToken: string;
};

async function search(query: string, token?: string) {
  const response = await api.app.inject({
    url: `/api/live/v2/search?${query}`,
    headers: token ? { token } : {},
  });
  return response;
}

async function titles(keyword: string, token?: string): Promise<string[]> {
  const response = await search(`keyword=${encodeURIComponent(keyword)}`, token);
  expect(response.statusCode).toBe(200);
  return (response.json().result as Page).items.map((item) => item.title);
}

/** Titles with why each matched, in the order the first page ranks them. */
async function hits(keyword: string): Promise<[string, string][]> {
  const response = await search(`keyword=${encodeURIComponent(keyword)}`);
  expect(response.statusCode).toBe(200);
  return (response.json().result as Page).items.map((item) => [item.title, item.match]);
}

async function member(flags: { isAuth: boolean; isAdult: number; adultMode: boolean }) {
  const joined = await joinMember(api.app);
  await api.database.db.update(users).set(flags).where(eq(users.id, joined.user.userInfo.id));
  return joined.token;
}

beforeAll(async () => {
  const db = api.database.db;
  const plain = await makeChannel(db, { name: '조용한 방' });
  const whisper = await makeChannel(db, { name: '속삭임 스튜디오' });
  const adultChannel = await makeChannel(db, { name: '심야 채널', isAdult: true });
  world.rain = (await makePlaylist(db, { channelId: plain.id, title: '한밤의 빗소리' })).id;
  world.storm = (await makePlaylist(db, { channelId: plain.id, title: '천둥 치는 밤' })).id;
  world.byChannel = (await makePlaylist(db, { channelId: whisper.id, title: '귀 청소' })).id;
  world.byTag = (
    await makePlaylist(db, { channelId: plain.id, title: '장작 타는 소리', tags: ['모닥불', '캠핑'] })
  ).id;
  world.adult = (await makePlaylist(db, { channelId: plain.id, title: '비밀의 빗소리', isAdult: true })).id;
  world.inAdultChannel = (await makePlaylist(db, { channelId: adultChannel.id, title: '새벽 빗소리' })).id;
  world.adultToken = await member({ isAuth: true, isAdult: 1, adultMode: true });
  world.modeOffToken = await member({ isAuth: true, isAdult: 1, adultMode: false });
});

describe('GET /v2/search', () => {
  it('runs on pg_trgm, installed by the migration', async () => {
    const result = await api.database.db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(result.rows).toHaveLength(1);
  });

  it('indexes 초성 by the same rule as the contract package', async () => {
    for (const text of ['한밤의 빗소리', '가힣 ASMR #1 ㅋㅋ', '까치 따라 빠르게 🌧', '']) {
      const result = await api.database.db.execute<{ value: string }>(
        sql`select hangul_chosung(${text}) as value`,
      );
      expect(result.rows[0]!.value).toBe(chosung(text));
    }
  });

  it('finds a title despite a typo', async () => {
    expect(await titles('빗소래')).toContain('한밤의 빗소리');
  });

  it('finds by 초성', async () => {
    expect(await titles('ㅂㅅㄹ')).toEqual(['한밤의 빗소리']);
    expect(await titles('ㅊㄷ')).toEqual(['천둥 치는 밤']);
  });

  it('finds by channel name and by tag', async () => {
    expect(await titles('속삭임')).toEqual(['귀 청소']);
    expect(await titles('모닥불')).toEqual(['장작 타는 소리']);
  });

  it('follows a channel rename', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db, { name: '옛 이름' });
    await makePlaylist(db, { channelId: channel.id, title: '파도 소리' });
    await db.update(channels).set({ name: '바닷가 녹음실' }).where(eq(channels.id, channel.id));
    expect(await titles('바닷가')).toEqual(['파도 소리']);
    expect(await titles('옛 이름')).toEqual([]);
  });

  it('follows a playlist leaving and coming back, and a channel turning 19+ and back', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db, { name: '바뀌는 채널' });
    const playlist = await makePlaylist(db, { channelId: channel.id, title: '사라지는 파도 소리' });
    expect(await titles('사라지는 파도')).toEqual(['사라지는 파도 소리']);
    await db.execute(sql`update playlists set status = 'hidden' where id = ${playlist.id}`);
    expect(await titles('사라지는 파도')).toEqual([]);
    await db.execute(sql`update playlists set status = 'published' where id = ${playlist.id}`);
    await db.update(channels).set({ isAdult: true }).where(eq(channels.id, channel.id));
    expect(await titles('사라지는 파도')).toEqual([]);
    expect(await titles('사라지는 파도', world.adultToken)).toEqual(['사라지는 파도 소리']);
    await db.update(channels).set({ isAdult: false }).where(eq(channels.id, channel.id));
    await db.execute(sql`update playlists set is_adult = true where id = ${playlist.id}`);
    expect(await titles('사라지는 파도')).toEqual([]);
    await db.execute(sql`update playlists set is_adult = false where id = ${playlist.id}`);
    expect(await titles('사라지는 파도')).toEqual(['사라지는 파도 소리']);
  });

  it('ranks an exact title hit first', async () => {
    const found = await titles('빗소리');
    expect(found[0]).toBe('한밤의 빗소리');
  });

  it('ranks a 초성 hit in the title above one in the tags only', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db, { name: '여름 녹음실' });
    await makePlaylist(db, { channelId: channel.id, title: '해변 일기', tags: ['모래시계'] });
    await makePlaylist(db, { channelId: channel.id, title: '모래시계' });
    expect(await titles('ㅁㄹㅅㄱ')).toEqual(['모래시계', '해변 일기']);
  });

  it('keeps adult items from visitors, minors and adults with the mode off', async () => {
    for (const token of [undefined, world.modeOffToken]) {
      for (const keyword of ['빗소리', 'ㅂㅅㄹ', '비밀', '새벽', '심야']) {
        const response = await search(`keyword=${encodeURIComponent(keyword)}`, token);
        const items = (response.json().result as Page).items;
        expect(items.map((item) => item.id)).not.toContain(world.adult);
        expect(items.map((item) => item.id)).not.toContain(world.inAdultChannel);
        expect(items.every((item) => !item.isAdult)).toBe(true);
      }
    }
  });

  it('shows adult items to a verified adult with adult mode on', async () => {
    const found = await titles('빗소리', world.adultToken);
    expect(found).toEqual(expect.arrayContaining(['한밤의 빗소리', '비밀의 빗소리', '새벽 빗소리']));
  });

  it.each(['relevance', 'new', 'popular'])(
    'pages by last_id with sort=%s, every hit exactly once',
    async (sort) => {
      const db = api.database.db;
      const channel = await makeChannel(db, { name: `페이지 ${sort}` });
      const buyer = await makeUser(db);
      const made: number[] = [];
      for (let n = 0; n < 45; n++) {
        const playlist = await makePlaylist(db, {
          channelId: channel.id,
          title: `${sort} 자장가 ${n % 7 === 0 ? '모음' : n}`,
          // Equal open times and equal purchase counts: ties must still page cleanly.
          openDt: new Date(Date.UTC(2026, 0, 1 + (n % 3))),
        });
        made.push(playlist.id);
        if (n % 4 === 0)
          await db.insert(purchases).values({ userId: buyer.id, playlistId: playlist.id, hearts: 1 });
      }
      const seen: number[] = [];
      let lastId: string | null = null;
      let pages = 0;
      do {
        const cursor: string = lastId ? `&last_id=${encodeURIComponent(lastId)}` : '';
        const response = await search(
          `keyword=${encodeURIComponent(`${sort} 자장가`)}&sort=${sort}${cursor}`,
        );
        expect(response.statusCode).toBe(200);
        const page = response.json().result as Page;
        expect(page.items.length).toBeLessThanOrEqual(20);
        seen.push(...page.items.map((item) => item.id));
        lastId = page.lastId;
        pages++;
      } while (lastId && pages < 10);
      // Fuzzy matching may add other tests' 자장가 lists; ours must all be there, nothing twice.
      expect(pages).toBe(Math.ceil(seen.length / 20));
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining(made));
    },
  );

  it('answers 400 to a missing, blank or too long keyword and a forged cursor', async () => {
    for (const query of [
      '',
      'keyword=',
      'keyword=%20%20',
      `keyword=${'가'.repeat(51)}`,
      'keyword=a&last_id=x',
      'keyword=a&sort=best',
    ]) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await titles('%')).toEqual([]);
  });

  // Issue 15: search that finds and ranks.
  it('finds 빗소리 for the one-syllable typo 빗솔리, ranked first', async () => {
    const found = await hits('빗솔리');
    expect(found[0]).toEqual(['한밤의 빗소리', 'similar']);
  });

  it('ranks title hits, then tag hits, then channel-name hits, and says which is which', async () => {
    const db = api.database.db;
    const radio = await makeChannel(db, { name: '노을 라디오' });
    const other = await makeChannel(db, { name: '저녁 녹음실' });
    await makePlaylist(db, { channelId: radio.id, title: '잔잔한 밤' });
    await makePlaylist(db, { channelId: other.id, title: '바닷가 산책', tags: ['노을', '파도'] });
    await makePlaylist(db, { channelId: other.id, title: '노을 지는 창가' });
    expect(await hits('노을')).toEqual([
      ['노을 지는 창가', 'title'],
      ['바닷가 산책', 'tags'],
      ['잔잔한 밤', 'channel'],
    ]);
    expect(await hits('속삭임')).toEqual([['귀 청소', 'channel']]);
  });

  it('ranks exact hits above typo hits', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db, { name: '비 오는 방' });
    await makePlaylist(db, { channelId: channel.id, title: '우산 위의 빗소리' });
    const found = await hits('빗소리');
    expect(found.map(([, match]) => match)).not.toContain('similar');
    const typo = await hits('빗솔리');
    expect(typo.map(([title]) => title)).toEqual(
      expect.arrayContaining(['한밤의 빗소리', '우산 위의 빗소리']),
    );
    expect(typo.every(([, match]) => match === 'similar')).toBe(true);
  });

  it('keeps 초성 hits to titles and tags: a channel named 달빛소리 is no ㅂㅅㄹ result', async () => {
    const db = api.database.db;
    const moon = await makeChannel(db, { name: '달빛소리' });
    await makePlaylist(db, { channelId: moon.id, title: '심장 소리 자장가', tags: ['심장 소리'] });
    await makePlaylist(db, { channelId: moon.id, title: '파도가 머무는 밤', tags: ['파도'] });
    await makePlaylist(db, { channelId: moon.id, title: '장마 일기', tags: ['빗소리', '장마'] });
    // The 빗소리 titles first, then the tag hit; nothing found by the channel's name alone.
    expect(await hits('ㅂㅅㄹ')).toEqual([
      ['우산 위의 빗소리', 'title'],
      ['한밤의 빗소리', 'title'],
      ['장마 일기', 'tags'],
    ]);
    // The channel's name still finds its playlists when typed out, explained as such.
    const byName = await hits('달빛소리');
    expect(byName.map(([, match]) => match)).toEqual(['channel', 'channel', 'channel']);
  });
});

// Issue 19: one-word keywords are answered from the term index (migration 0031, term-index.ts).
describe('the term index', () => {
  it('finds a keyword inside a word, not only at its start', async () => {
    expect((await hits('밤의'))[0]).toEqual(['한밤의 빗소리', 'title']);
    expect((await hits('삭임'))[0]).toEqual(['귀 청소', 'channel']);
  });

  it('follows a title and tags edit', async () => {
    const db = api.database.db;
    const playlist = await makePlaylist(db, { title: '소나기 내리는 오후', tags: ['여우비'] });
    expect(await hits('여우비')).toEqual([['소나기 내리는 오후', 'tags']]);
    await db.execute(
      sql`update playlists set title = '햇빛 쏟아지는 오후', tags = '{}' where id = ${playlist.id}`,
    );
    expect(await titles('소나기')).toEqual([]);
    expect(await titles('여우비')).toEqual([]);
    expect(await titles('햇빛')).toEqual(['햇빛 쏟아지는 오후']);
    expect(await titles('ㅆㅇㅈㄴ')).toEqual(['햇빛 쏟아지는 오후']);
  });

  it('follows a playlist hidden and shown, and a channel turning 19+ and back', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db, { name: '출렁이는 채널' });
    const playlist = await makePlaylist(db, { channelId: channel.id, title: '물결무늬 소리' });
    expect(await titles('물결무늬')).toEqual(['물결무늬 소리']);
    await db.execute(sql`update playlists set status = 'hidden' where id = ${playlist.id}`);
    expect(await titles('물결무늬')).toEqual([]);
    await db.execute(sql`update playlists set status = 'published' where id = ${playlist.id}`);
    await db.update(channels).set({ isAdult: true }).where(eq(channels.id, channel.id));
    expect(await titles('물결무늬')).toEqual([]);
    expect(await titles('ㅁㄱㅁㄴ')).toEqual([]);
    expect(await titles('물결무늬', world.adultToken)).toEqual(['물결무늬 소리']);
    await db.update(channels).set({ isAdult: false }).where(eq(channels.id, channel.id));
    expect(await titles('ㅁㄱㅁㄴ')).toEqual(['물결무늬 소리']);
  });

  it('ranks the title that is the keyword above one that starts with it, above one that holds it', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db, { name: '순서 채널' });
    await makePlaylist(db, { channelId: channel.id, title: '새벽녘' });
    await makePlaylist(db, { channelId: channel.id, title: '새벽녘 기차' });
    await makePlaylist(db, { channelId: channel.id, title: '고요한 새벽녘 바다' });
    expect(await titles('새벽녘')).toEqual(['새벽녘', '새벽녘 기차', '고요한 새벽녘 바다']);
  });
});

describe('typo hits only where substring hits are few', () => {
  it('leaves similar words out of a keyword with many hits, and keeps them for a rare one', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db, { name: '모닥불 공방' });
    for (let n = 0; n < 30; n++) {
      await makePlaylist(db, { channelId: channel.id, title: `장작 타는 소리 ${n}` });
    }
    await makePlaylist(db, { channelId: channel.id, title: '장작 태우는 밤' });
    // 30 substring hits: every page holds them only, none found as a similar word.
    const matches: string[] = [];
    let lastId: string | null = null;
    do {
      const query: string = `keyword=${encodeURIComponent('장작 타는')}${lastId ? `&last_id=${lastId}` : ''}`;
      const page = (await search(query)).json().result as Page;
      matches.push(...page.items.map((item) => item.match));
      lastId = page.lastId;
    } while (lastId);
    expect(matches.length).toBeGreaterThanOrEqual(30);
    expect(new Set(matches)).toEqual(new Set(['title']));
    // One substring hit: similar titles come along, after it.
    const rare = await hits('장작 태우는');
    expect(rare[0]).toEqual(['장작 태우는 밤', 'title']);
  });

  it('offers no near numbers for a keyword of digits: 2024 is not a typo of 2025', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db, { name: '연말 라디오' });
    await makePlaylist(db, { channelId: channel.id, title: '겨울 자장가 2024' });
    await makePlaylist(db, { channelId: channel.id, title: '겨울 자장가 2025' });
    await makePlaylist(db, { channelId: channel.id, title: '봄 자장가', tags: ['2023'] });
    // 2025 and 2023 share 3 of 2024's 5 trigrams (similarity 0.6, above the threshold).
    expect(await hits('2024')).toEqual([['겨울 자장가 2024', 'title']]);
    expect(await hits('2026')).toEqual([]);
    // A word with letters still finds its near spellings.
    expect(await hits('자장기')).toEqual(
      expect.arrayContaining([
        ['겨울 자장가 2024', 'similar'],
        ['겨울 자장가 2025', 'similar'],
      ]),
    );
  });
});

// Issue 19: a typo's pages read the first rows of each similar word (term-index.ts,
// similarRelevancePage), not all of them; every page must still be the full ranking's.
describe('pages of a typo with several similar words', () => {
  it('ranks every hit once, best similar word first, across pages', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db, { name: '디저트 라디오' });
    const make = async (title: string, tags: string[] = []) =>
      (await makePlaylist(db, { channelId: channel.id, title, tags })).id;
    // 솜사탕구룸 is similar to 솜사탕구름 (0.79), 솜사탕 (0.57) and 솜사탁구름 (0.5). A 솜사탕구름
    // title also holds 솜사탕, so it is in that word's rows too, where later pages must skip it;
    // made between the 솜사탕 titles, it comes first in some of their rows and last in others.
    const plain: number[] = [];
    const cloud: number[] = [];
    for (let n = 0; n < 20; n++) plain.push(await make(`솜사탕 ${n}`));
    for (let n = 0; n < 50; n++) cloud.push(await make(`솜사탕구름 ${n}`));
    for (let n = 20; n < 30; n++) plain.push(await make(`솜사탕 ${n}`));
    const near: number[] = [];
    for (let n = 0; n < 25; n++) near.push(await make(`밤 솜사탁구름 ${n}`));
    const tagged: number[] = [];
    for (let n = 0; n < 10; n++) tagged.push(await make(`다른 이야기 ${n}`, ['솜사탕구름']));
    const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);

    const seen: number[] = [];
    let lastId: string | null = null;
    do {
      const cursor: string = lastId ? `&last_id=${encodeURIComponent(lastId)}` : '';
      const response = await search(`keyword=${encodeURIComponent('솜사탕구룸')}${cursor}`);
      expect(response.statusCode).toBe(200);
      const page = response.json().result as Page;
      expect(page.items.every((item) => item.match === 'similar')).toBe(true);
      seen.push(...page.items.map((item) => item.id));
      lastId = page.lastId;
    } while (lastId && seen.length < 200);
    expect(seen).toEqual([
      ...newestFirst(cloud),
      ...newestFirst(plain),
      ...newestFirst(near),
      ...newestFirst(tagged),
    ]);
  });
});

describe('GET /v2/search/suggest', () => {
  it('suggests up to 8 titles with their channel, adult items only for adults', async () => {
    const response = await api.app.inject({
      url: `/api/live/v2/search/suggest?keyword=${encodeURIComponent('빗소')}`,
    });
    expect(response.statusCode).toBe(200);
    const suggestions = response.json().result as { id: number; title: string; channelName: string }[];
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions).toContainEqual({ id: world.rain, title: '한밤의 빗소리', channelName: '조용한 방' });
    expect(suggestions.map((item) => item.id)).not.toContain(world.adult);

    const forAdult = await api.app.inject({
      url: `/api/live/v2/search/suggest?keyword=${encodeURIComponent('빗소')}`,
      headers: { token: world.adultToken },
    });
    expect((forAdult.json().result as { id: number }[]).map((item) => item.id)).toContain(world.adult);
  });

  it('answers 400 without a keyword', async () => {
    const response = await api.app.inject({ url: '/api/live/v2/search/suggest' });
    expect(response.statusCode).toBe(400);
  });
});
