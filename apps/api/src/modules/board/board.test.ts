import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelBoards } from '#api/db/schema/index';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel } from '../../../test/factories.ts';
import { makeGalleryItem } from '../gallery/test-kit.ts';
import { excerptOf } from './service.ts';

const api = setupTestApi();

interface Post {
  id: number;
  channelId: number;
  title: string;
  content: string;
  isNotice: boolean;
  likeCount: number;
  commentCount: number;
  liked: boolean;
  isMine: boolean;
  edited: boolean;
  createdAt: string;
}
interface BoardPage {
  items: Post[];
  totalCount: number;
  page: number;
  offset: number;
  hasNext: boolean;
  canWrite: boolean;
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return api.app.inject({
    method,
    url: `/api/live${url}`,
    headers: { 'x-client': 'web', ...(token ? { token } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function read<T>(url: string, token?: string): Promise<T> {
  const response = await call('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as T;
}

async function member() {
  const joined = await joinMember(api.app);
  return { token: joined.token, id: joined.user.userInfo.id };
}

async function ownedChannel(overrides: { isAdult?: boolean } = {}) {
  const owner = await member();
  const channel = await makeChannel(api.database.db, { ownerUserId: owner.id, ...overrides });
  return { owner, channelId: channel.id };
}

async function write(channelId: number, token: string, body: object): Promise<Post> {
  const response = await call('POST', `/v1/channel/${channelId}/board`, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as Post;
}

async function postsIn(channelId: number): Promise<number> {
  const [row] = await api.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(channelBoards)
    .where(sql`${channelBoards.channelId} = ${channelId}`);
  return row!.n;
}

describe('channel board', () => {
  it('lets only the channel owner post, and refuses bad posts without writing', async () => {
    const { owner, channelId } = await ownedChannel();
    const empty = await read<BoardPage>(`/v1/channel/${channelId}/board`);
    expect(empty).toEqual({ items: [], totalCount: 0, page: 1, offset: 10, hasNext: false, canWrite: false });
    expect((await read<BoardPage>(`/v1/channel/${channelId}/board`, owner.token)).canWrite).toBe(true);

    const body = { title: '공지', content: '내용', isNotice: true };
    const visitor = await call('POST', `/v1/channel/${channelId}/board`, undefined, body);
    expect(visitor.statusCode).toBe(401);
    const stranger = await call('POST', `/v1/channel/${channelId}/board`, (await member()).token, body);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('ERROR_PERMISSION_DENIED');
    for (const bad of [
      { title: '  ', content: '내용' },
      { title: '제목', content: '' },
      { title: '가'.repeat(101), content: '내용' },
      { title: '제목', content: '가'.repeat(5001) },
      { title: '제목', content: '내용', isNotice: 'yes' },
    ]) {
      const response = await call('POST', `/v1/channel/${channelId}/board`, owner.token, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    expect((await call('POST', '/v1/channel/99999999/board', owner.token, body)).statusCode).toBe(404);
    expect(await postsIn(channelId)).toBe(0);

    const created = await write(channelId, owner.token, { title: '  첫 글 ', content: ' 안녕하세요 ' });
    expect(created).toMatchObject({
      title: '첫 글',
      content: '안녕하세요',
      isNotice: false,
      isMine: true,
      edited: false,
      likeCount: 0,
      commentCount: 0,
    });
  });

  it('lists notices first, then newest, by page', async () => {
    const { owner, channelId } = await ownedChannel();
    const notice = await write(channelId, owner.token, { title: '공지', content: '규칙', isNotice: 1 });
    const older = await write(channelId, owner.token, { title: '예전 글', content: '1' });
    const newer = await write(channelId, owner.token, { title: '새 글', content: '2' });
    const first = await read<BoardPage>(`/v1/channel/${channelId}/board?offset=2`);
    expect(first.items.map((post) => post.id)).toEqual([notice.id, newer.id]);
    expect(first).toMatchObject({ totalCount: 3, hasNext: true, canWrite: false });
    expect(first.items[0]!.isMine).toBe(false);
    const second = await read<BoardPage>(`/v1/channel/${channelId}/board?offset=2&page=2`);
    expect(second.items.map((post) => post.id)).toEqual([older.id]);
    expect(second.hasNext).toBe(false);
    expect(await read<Post>(`/v1/channel/${channelId}/board/${older.id}`)).toMatchObject({
      title: '예전 글',
    });
    expect((await call('GET', `/v1/channel/${channelId}/board?offset=0`)).statusCode).toBe(400);
  });

  it('shows the channel image beside a post whose author has no photo', async () => {
    const owner = await member();
    const channel = await makeChannel(api.database.db, {
      ownerUserId: owner.id,
      profileImg: '/media/channels/moon.webp',
    });
    const post = await write(channel.id, owner.token, { title: '안내', content: '본문' });
    const read1 = await read<Post & { author: { profileImg: string } }>(
      `/v1/channel/${channel.id}/board/${post.id}`,
    );
    expect(read1.author.profileImg).toBe('/media/channels/moon.webp');
    await api.database.db.execute(
      sql`update users set profile_img = '/media/profile/me.webp' where id = ${owner.id}`,
    );
    const read2 = await read<BoardPage>(`/v1/channel/${channel.id}/board`);
    expect((read2.items[0] as Post & { author: { profileImg: string } }).author.profileImg).toBe(
      '/media/profile/me.webp',
    );
  });

  it('walks the cursor: every post once, newest first, while new posts arrive', async () => {
    const { owner, channelId } = await ownedChannel();
    const ids: number[] = [];
    for (let index = 0; index < 7; index++) {
      ids.push((await write(channelId, owner.token, { title: `글 ${index}`, content: '내용' })).id);
    }
    const seen: number[] = [];
    let query = 'offset=3';
    for (let round = 0; round < 10; round++) {
      const page = await read<{ items: Post[]; lastCursor: string | null; lastId: number | null }>(
        `/v1/channel/${channelId}/boardCursor?${query}`,
      );
      seen.push(...page.items.map((post) => post.id));
      // A post written meanwhile is newer than the cursor: it never shows up in later pages.
      await write(channelId, owner.token, { title: '새로 온 글', content: '내용' });
      if (page.lastCursor === null) break;
      query = `offset=3&lastCursor=${encodeURIComponent(page.lastCursor)}&lastId=${page.lastId}`;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('lets the owner edit and delete; a deleted post is gone with its comments', async () => {
    const { owner, channelId } = await ownedChannel();
    const reader = await member();
    const created = await write(channelId, owner.token, { title: '원래 제목', content: '원래 내용' });
    const url = `/v1/channel/${channelId}/board/${created.id}`;
    const refused = await call('PUT', url, reader.token, { title: '바꿈', content: '바꿈' });
    expect(refused.statusCode).toBe(403);
    const edited = await call('PUT', url, owner.token, {
      title: '새 제목',
      content: '새 내용',
      isNotice: true,
    });
    expect(edited.json().result).toMatchObject({
      title: '새 제목',
      content: '새 내용',
      isNotice: true,
      edited: true,
    });

    const comment = await call('POST', `${url}/comment`, reader.token, { commentContent: '좋아요' });
    expect(comment.statusCode, comment.body).toBe(200);
    expect((await call('DELETE', url, reader.token)).statusCode).toBe(403);
    expect((await call('DELETE', url, owner.token)).json().result).toEqual({ id: created.id, deleted: true });
    expect((await call('DELETE', url, owner.token)).statusCode).toBe(200);
    expect((await read<BoardPage>(`/v1/channel/${channelId}/board`)).items).toEqual([]);
    for (const response of [
      await call('GET', url),
      await call('GET', `${url}/comment`),
      await call('POST', `${url}/like`, reader.token),
      await call('PUT', url, owner.token, { title: '되살림', content: '안 돼요' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('ERROR_CONTENT_NOT_EXIST');
    }
    // A post is only reachable under its own channel.
    const other = await ownedChannel();
    const mine = await write(other.channelId, other.owner.token, { title: '남의 채널', content: '내용' });
    expect((await call('GET', `/v1/channel/${channelId}/board/${mine.id}`)).statusCode).toBe(404);
  });

  it('counts likes exactly under concurrent toggles', async () => {
    const { owner, channelId } = await ownedChannel();
    const created = await write(channelId, owner.token, { title: '좋아요 글', content: '내용' });
    const likeUrl = `/v1/channel/${channelId}/board/${created.id}/like`;
    const fans = await Promise.all(Array.from({ length: 8 }, () => member()));
    const answers = await Promise.all(fans.map((fan) => call('POST', likeUrl, fan.token)));
    for (const answer of answers) expect(answer.json().result.liked).toBe(true);
    const post = await read<Post>(`/v1/channel/${channelId}/board/${created.id}`, fans[0]!.token);
    expect(post).toMatchObject({ likeCount: 8, liked: true });
    const undo = await call('POST', likeUrl, fans[0]!.token);
    expect(undo.json().result).toEqual({ boardId: created.id, liked: false, likeCount: 7 });
    expect((await call('POST', likeUrl)).statusCode).toBe(401);
  });

  it('takes comments and replies on posts, counted in the list without hidden ones', async () => {
    const { owner, channelId } = await ownedChannel();
    const reader = await member();
    const created = await write(channelId, owner.token, { title: '댓글 글', content: '내용' });
    const url = `/v1/channel/${channelId}/board/${created.id}/comment`;
    const top = (await call('POST', url, reader.token, { commentContent: '첫 댓글' })).json().result;
    const reply = await call('POST', url, owner.token, {
      commentContent: '감사해요',
      targetCommentId: top.id,
    });
    expect(reply.json().result).toMatchObject({ targetCommentId: top.id, isCreator: true });
    const spam = (await call('POST', url, reader.token, { commentContent: '광고' })).json().result;
    await call('PUT', `/v1/playlist/comment/${spam.id}/hide`, owner.token, { isHide: true });

    const page = await read<{ comments: { id: number }[]; canModerate: boolean }>(url, owner.token);
    expect(page.comments.map((comment) => comment.id)).toEqual([spam.id, top.id]);
    expect(page.canModerate).toBe(true);
    expect((await read<BoardPage>(`/v1/channel/${channelId}/board`)).items[0]!.commentCount).toBe(2);

    expect((await call('DELETE', `${url}/${top.id}`, owner.token)).statusCode).toBe(403);
    expect((await call('DELETE', `${url}/${top.id}`, reader.token)).statusCode).toBe(200);
    // An episode comment id is not deletable through a board path.
    expect((await call('DELETE', `${url}/99999999`, reader.token)).statusCode).toBe(404);
  });

  it('keeps an adult channel’s board from those who may not see it', async () => {
    const { owner, channelId } = await ownedChannel({ isAdult: true });
    await api.database.db
      .insert(channelBoards)
      .values({ channelId, userId: owner.id, title: '성인 채널 글', content: '내용' });
    const response = await call('GET', `/v1/channel/${channelId}/board`);
    expect(response.statusCode).toBe(404);
    expect(response.json().result.reason).toBe('adult');
  });
});

describe('gallery comments', () => {
  it('take comments on a visible item, only under its own channel', async () => {
    const { owner, channelId } = await ownedChannel();
    const item = await makeGalleryItem(api.database.db, { channelId, price: 3 });
    const reader = await member();
    const url = `/v2/channel/${channelId}/gallery/${item.id}/comment`;
    const posted = await call('POST', url, reader.token, { commentContent: '예뻐요' });
    expect(posted.statusCode, posted.body).toBe(200);
    const page = await read<{ comments: { commentContent: string }[]; canModerate: boolean }>(
      url,
      owner.token,
    );
    expect(page.comments.map((comment) => comment.commentContent)).toEqual(['예뻐요']);
    expect(page.canModerate).toBe(true);
    const other = await ownedChannel();
    const wrong = await call('GET', `/v2/channel/${other.channelId}/gallery/${item.id}/comment`);
    expect(wrong.statusCode).toBe(404);
  });
});

describe('GET /v2/service/home/board', () => {
  it('shows the newest recent post of each channel, newest first, never an adult channel to a visitor', async () => {
    const db = api.database.db;
    await db.execute(sql`update channel_boards set status = 'deleted'`);
    const a = await ownedChannel();
    const b = await ownedChannel();
    const adult = await ownedChannel({ isAdult: true });
    const hour = 3_600_000;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
    const rows = await db
      .insert(channelBoards)
      .values([
        { channelId: a.channelId, userId: a.owner.id, title: 'A 예전', content: '예전', createdAt: at(10) },
        {
          channelId: a.channelId,
          userId: a.owner.id,
          title: 'A 최신',
          content: '\n첫 줄\n둘째 줄',
          createdAt: at(3),
        },
        { channelId: b.channelId, userId: b.owner.id, title: 'B 최신', content: '비', createdAt: at(1) },
        {
          channelId: b.channelId,
          userId: b.owner.id,
          title: '오래된 글',
          content: '옛날',
          createdAt: at(24 * 100),
        },
        {
          channelId: adult.channelId,
          userId: adult.owner.id,
          title: '성인',
          content: '성인',
          createdAt: at(0),
        },
      ])
      .returning();
    const visible =
      await read<{ id: number; title: string; excerpt: string; channel: { id: number } }[]>(
        '/v2/service/home/board',
      );
    expect(visible.map((post) => post.title)).toEqual(['B 최신', 'A 최신']);
    expect(visible[1]).toMatchObject({ id: rows[1]!.id, excerpt: '첫 줄', channel: { id: a.channelId } });
  });

  it('cuts an excerpt to its first non-empty line', () => {
    expect(excerptOf('\n  안녕하세요  \n둘째 줄')).toBe('안녕하세요');
    expect(excerptOf('가'.repeat(100))).toBe(`${'가'.repeat(79)}…`);
    expect(excerptOf('')).toBe('');
  });
});
