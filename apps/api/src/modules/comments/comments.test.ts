import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelSubscriptionProducts, channelSubscriptions, comments, users } from '#api/db/schema/index';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';

const RATE = 6;
const api = setupTestApi({ settings: { limits: { comment: { limit: RATE, windowMs: 60_000 } } } });

interface Comment {
  id: number;
  targetCommentId: number;
  commentContent: string;
  author: { id: number; username: string } | null;
  isCreator: boolean;
  isMine: boolean;
  isHidden: boolean;
  isDeleted: boolean;
  replyCount: number;
}
interface CommentPage {
  comments: Comment[];
  totalCount: number;
  page: number;
  offset: number;
  hasNext: boolean;
  canModerate: boolean;
}

const headers = (token?: string, extra: Record<string, string> = {}) => ({
  'x-client': 'web',
  ...(token ? { token } : {}),
  ...extra,
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
  extra = {},
) {
  return api.app.inject({
    method,
    url: `/api/live${url}`,
    headers: headers(token, extra),
    ...(payload ? { payload } : {}),
  });
}

async function member() {
  const joined = await joinMember(api.app);
  return { token: joined.token, id: joined.user.userInfo.id };
}

/** A published episode of a channel owned by a fresh member. */
async function episode(overrides: { isAdult?: boolean } = {}) {
  const db = api.database.db;
  const owner = await member();
  const channel = await makeChannel(db, { ownerUserId: owner.id });
  const playlist = await makePlaylist(db, { channelId: channel.id });
  const content = await makeContent(db, { playlistId: playlist.id, ...overrides });
  return { owner, channel, playlistId: playlist.id, contentId: content.id };
}

type Episode = Awaited<ReturnType<typeof episode>>;

const post = (ep: Episode, token: string, commentContent: string, targetCommentId = 0, extra = {}) =>
  call(
    'POST',
    '/v2/playlist/comment',
    token,
    { playlistId: ep.playlistId, contentId: ep.contentId, commentContent, targetCommentId },
    extra,
  );

async function posted(ep: Episode, token: string, text: string, parent = 0): Promise<Comment> {
  const response = await post(ep, token, text, parent);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as Comment;
}

async function list(ep: Episode, query = '', token?: string): Promise<CommentPage> {
  const response = await call('GET', `/v2/playlist/comment/${ep.playlistId}/${ep.contentId}${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as CommentPage;
}

async function count(ep: Episode): Promise<number> {
  const response = await call('GET', `/v2/playlist/comment/count/${ep.playlistId}/${ep.contentId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.count as number;
}

async function rowsOf(ep: Episode): Promise<number> {
  const [row] = await api.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(sql`${comments.targetType} = 'content' and ${comments.targetId} = ${ep.contentId}`);
  return row!.n;
}

describe('episode comments', () => {
  it('lists nothing for a new episode, to visitors too, and refuses a visitor’s comment', async () => {
    const ep = await episode();
    expect(await list(ep)).toEqual({
      comments: [],
      totalCount: 0,
      page: 1,
      offset: 20,
      hasNext: false,
      canModerate: false,
    });
    const response = await call('POST', '/v2/playlist/comment', undefined, {
      playlistId: ep.playlistId,
      contentId: ep.contentId,
      commentContent: '안녕하세요',
      targetCommentId: 0,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
  });

  it('posts trimmed comments and replies, and pages them newest or oldest first', async () => {
    const ep = await episode();
    const writer = await member();
    const first = await posted(ep, writer.token, '  첫 댓글  ');
    expect(first).toMatchObject({
      commentContent: '첫 댓글',
      targetCommentId: 0,
      isMine: true,
      isCreator: false,
    });
    const second = await posted(ep, writer.token, '두 번째');
    const third = await posted(ep, ep.owner.token, '크리에이터의 댓글');
    expect(third.isCreator).toBe(true);
    const reply = await posted(ep, ep.owner.token, '답글이에요', first.id);
    expect(reply.targetCommentId).toBe(first.id);

    const newest = await list(ep, '?offset=2', writer.token);
    expect(newest.comments.map((c) => c.id)).toEqual([third.id, second.id]);
    expect(newest).toMatchObject({ totalCount: 3, hasNext: true, canModerate: false });
    const next = await list(ep, '?offset=2&page=2');
    expect(next.comments.map((c) => c.id)).toEqual([first.id]);
    expect(next.comments[0]).toMatchObject({ replyCount: 1, isMine: false });
    expect(next.hasNext).toBe(false);
    const oldest = await list(ep, '?sort=old');
    expect(oldest.comments.map((c) => c.id)).toEqual([first.id, second.id, third.id]);

    const replies = await list(ep, `?targetId=${first.id}`);
    expect(replies.comments.map((c) => c.commentContent)).toEqual(['답글이에요']);
    expect(replies.totalCount).toBe(1);
    expect(await count(ep)).toBe(4);
    expect((await list(ep, '', ep.owner.token)).canModerate).toBe(true);
  });

  it('refuses bad input with ERROR_REQUEST_PARAMETER_WRONG and writes nothing', async () => {
    const ep = await episode();
    const writer = await member();
    const top = await posted(ep, writer.token, '부모 댓글');
    const reply = await posted(ep, writer.token, '답글', top.id);
    const other = await episode();
    const elsewhere = await posted(other, writer.token, '다른 에피소드의 댓글');
    const before = await rowsOf(ep);
    for (const [text, parent] of [
      ['   ', 0],
      ['가'.repeat(1001), 0],
      ['답글의 답글', reply.id],
      ['다른 곳의 댓글에 답글', elsewhere.id],
      ['없는 댓글에 답글', 99_999_999],
    ] as const) {
      const response = await post(ep, writer.token, text, parent);
      expect(response.statusCode, text).toBe(400);
      expect(response.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    expect(await rowsOf(ep)).toBe(before);
    expect(
      (await call('GET', `/v2/playlist/comment/${ep.playlistId}/${ep.contentId}?sort=best`)).statusCode,
    ).toBe(400);
  });

  it('answers 404 for an episode of another playlist, and the 19+ reason to those who may not see it', async () => {
    const ep = await episode();
    const other = await episode();
    const mismatch = await call('GET', `/v2/playlist/comment/${other.playlistId}/${ep.contentId}`);
    expect(mismatch.statusCode).toBe(404);
    const adult = await episode({ isAdult: true });
    const hidden = await call('GET', `/v2/playlist/comment/${adult.playlistId}/${adult.contentId}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().result.reason).toBe('adult');
    const writer = await member();
    expect((await post(adult, writer.token, '보이면 안 돼요')).statusCode).toBe(404);
    expect(await rowsOf(adult)).toBe(0);
  });

  it('posts once for concurrent retries with one Idempotency-Key, and again for a new key', async () => {
    const ep = await episode();
    const writer = await member();
    const key = { 'idempotency-key': 'comment-key-0001' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(ep, writer.token, '한 번만', 0, key)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().result.id)).size).toBe(1);
    expect(await rowsOf(ep)).toBe(1);
    // The same key on another episode is another comment.
    const other = await episode();
    expect((await post(other, writer.token, '한 번만', 0, key)).statusCode).toBe(200);
    expect(await rowsOf(other)).toBe(1);
  });

  it('limits how fast one member posts, without writing the refused comment', async () => {
    const ep = await episode();
    const writer = await member();
    for (let index = 0; index < RATE; index++) await posted(ep, writer.token, `댓글 ${index}`);
    const refused = await post(ep, writer.token, '너무 빨라요');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('ERROR_TOO_MANY_REQUESTS');
    expect(await rowsOf(ep)).toBe(RATE);
    // Someone else may still post.
    await posted(ep, (await member()).token, '저는 괜찮아요');
  });

  it('lets only the author delete; a comment with replies stays as deleted until they go', async () => {
    const ep = await episode();
    const writer = await member();
    const stranger = await member();
    const top = await posted(ep, writer.token, '지울 댓글');
    const reply = await posted(ep, stranger.token, '남는 답글', top.id);

    const refused = await call('DELETE', `/v2/playlist/comment/${top.id}`, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('ERROR_PERMISSION_DENIED');
    expect((await call('DELETE', `/v2/playlist/comment/${top.id}`, ep.owner.token)).statusCode).toBe(403);

    const deleted = await call('DELETE', `/v2/playlist/comment/${top.id}`, writer.token);
    expect(deleted.json().result).toEqual({ id: top.id, deleted: true });
    const kept = await list(ep);
    expect(kept.comments).toHaveLength(1);
    expect(kept.comments[0]).toMatchObject({
      id: top.id,
      isDeleted: true,
      commentContent: '',
      author: null,
      replyCount: 1,
    });
    expect(await count(ep)).toBe(1);
    // Deleting again answers the same; replying to a deleted comment is refused.
    expect((await call('DELETE', `/v2/playlist/comment/${top.id}`, writer.token)).statusCode).toBe(200);
    expect((await post(ep, writer.token, '늦은 답글', top.id)).statusCode).toBe(400);

    expect((await call('DELETE', `/v2/playlist/comment/${reply.id}`, stranger.token)).statusCode).toBe(200);
    expect((await list(ep)).comments).toEqual([]);
    expect(await rowsOf(ep)).toBe(1);
    expect(await count(ep)).toBe(0);
  });

  it('lets the channel owner hide a comment: others see a placeholder, the author still reads it', async () => {
    const ep = await episode();
    const writer = await member();
    const reader = await member();
    const top = await posted(ep, writer.token, '가릴 댓글');

    const refused = await call('PUT', `/v1/playlist/comment/${top.id}/hide`, writer.token, { isHide: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('ERROR_PERMISSION_DENIED');
    const wrong = await call('PUT', `/v1/playlist/comment/${top.id}/hide`, ep.owner.token, { isHide: 'yes' });
    expect(wrong.statusCode).toBe(400);

    const hidden = await call('PUT', `/v1/playlist/comment/${top.id}/hide`, ep.owner.token, { isHide: 1 });
    expect(hidden.json().result).toEqual({ id: top.id, isHidden: true });
    expect((await list(ep, '', reader.token)).comments[0]).toMatchObject({
      isHidden: true,
      commentContent: '',
    });
    expect((await list(ep)).comments[0]!.commentContent).toBe('');
    expect((await list(ep, '', writer.token)).comments[0]!.commentContent).toBe('가릴 댓글');
    expect((await list(ep, '', ep.owner.token)).comments[0]!.commentContent).toBe('가릴 댓글');
    expect(await count(ep)).toBe(0);

    await call('PUT', `/v1/playlist/comment/${top.id}/hide`, ep.owner.token, { isHide: 0 });
    expect((await list(ep, '', reader.token)).comments[0]).toMatchObject({
      isHidden: false,
      commentContent: '가릴 댓글',
    });
  });

  it('shows the badge of the author’s live tier of the channel, and none once it lapses', async () => {
    const ep = await episode();
    const db = api.database.db;
    const [tier] = await db
      .insert(channelSubscriptionProducts)
      .values({ channelId: ep.channel.id, name: '새벽 멤버', heartsPerMonth: 30, badge: '새벽' })
      .returning();
    const fan = await member();
    const plain = await member();
    const now = Date.now();
    const [subscription] = await db
      .insert(channelSubscriptions)
      .values({
        userId: fan.id,
        channelId: ep.channel.id,
        productId: tier!.id,
        hearts: 30,
        startedAt: new Date(now),
        currentPeriodStart: new Date(now),
        currentPeriodEnd: new Date(now + 30 * 86_400_000),
      })
      .returning();
    await posted(ep, plain.token, '그냥 회원');
    await posted(ep, fan.token, '멤버 댓글');
    await posted(ep, ep.owner.token, '크리에이터 댓글');
    const badges = async () =>
      Object.fromEntries(
        ((await list(ep)).comments as (Comment & { badge: string | null })[]).map((c) => [
          c.commentContent,
          c.badge,
        ]),
      );
    expect(await badges()).toEqual({ '그냥 회원': null, '멤버 댓글': '새벽', '크리에이터 댓글': null });
    await db
      .update(channelSubscriptions)
      .set({
        startedAt: new Date(now - 40 * 86_400_000),
        currentPeriodStart: new Date(now - 40 * 86_400_000),
        currentPeriodEnd: new Date(now - 10 * 86_400_000),
        status: 'cancelled',
      })
      .where(eq(channelSubscriptions.id, subscription!.id));
    expect((await badges())['멤버 댓글']).toBeNull();
  });

  it('names a member who left as 탈퇴한 회원', async () => {
    const ep = await episode();
    const writer = await member();
    await posted(ep, writer.token, '떠난 회원의 댓글');
    await api.database.db.update(users).set({ status: 'exited' }).where(eq(users.id, writer.id));
    expect((await list(ep)).comments[0]!.author).toMatchObject({ username: '탈퇴한 회원', profileImg: '' });
  });
});
