import type { TOpsRole } from '@sogon/contract/schemas/ops';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelBoards } from '#api/db/schema/index';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { makeGalleryItem } from '../gallery/test-kit.ts';
import { REPORT_RATE } from './reports.service.ts';

// Reports (신고) and community moderation (issue 17): members report what they can see, once per
// target; the console's queue groups them by target; hiding from the queue resolves the reports,
// hides the item for members and is audited in the same transaction.
const api = setupTestApi();
const db = () => api.database.db;

interface Member {
  token: string;
  id: number;
}
const operators = {} as Record<'operator' | 'support', string>;

async function member(): Promise<Member> {
  const joined = await joinMember(api.app);
  return { token: joined.token, id: joined.user.userInfo.id };
}

async function signIn(role: TOpsRole): Promise<string> {
  const email = `${role}-mod@ops.example`;
  const created = await api.app.services.console.createOperator({ email, role, name: role });
  const otp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(created!.totpSecret),
    digits: 6,
    period: 30,
  }).generate();
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/live/ops/auth/login',
    headers: WRITE,
    payload: { email, password: created!.password, otp },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((item) => item.name === 'ops_token')!;
  return `ops_token=${cookie.value}`;
}

const report = (token: string | undefined, payload: object) =>
  api.app.inject({
    method: 'POST',
    url: '/api/live/v2/reports',
    headers: { ...WRITE, ...(token ? { token } : {}) },
    payload,
  });

const ops = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  api.app.inject({
    method,
    url: `/api/live${url}`,
    headers: { ...WRITE, cookie },
    ...(payload ? { payload } : {}),
  });

/** A free published episode of a channel owned by a fresh member. */
async function episode() {
  const owner = await member();
  const channel = await makeChannel(db(), { ownerUserId: owner.id });
  const playlist = await makePlaylist(db(), { channelId: channel.id });
  const content = await makeContent(db(), { playlistId: playlist.id });
  return { owner, channel, playlistId: playlist.id, contentId: content.id };
}
type Episode = Awaited<ReturnType<typeof episode>>;

async function comment(ep: Episode, author: Member, text = '나쁜 말 댓글'): Promise<number> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/live/v2/playlist/comment',
    headers: { ...WRITE, token: author.token },
    payload: { playlistId: ep.playlistId, contentId: ep.contentId, commentContent: text, targetCommentId: 0 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.id;
}

async function commentsOf(ep: Episode, token?: string) {
  const response = await api.app.inject({
    url: `/api/live/v2/playlist/comment/${ep.playlistId}/${ep.contentId}`,
    headers: { 'x-client': 'web', ...(token ? { token } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as {
    comments: { id: number; commentContent: string; isHidden: boolean }[];
    totalCount: number;
  };
}

async function count(table: 'reports' | 'ops_audit'): Promise<number> {
  const result = await db().execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return result.rows[0]!.n;
}

beforeAll(async () => {
  operators.operator = await signIn('operator');
  operators.support = await signIn('support');
});

describe('reporting (POST /v2/reports)', () => {
  it('refuses bad input in the spec envelope and writes nothing', async () => {
    const ep = await episode();
    const reporter = await member();
    const id = await comment(ep, await member());
    const before = await count('reports');
    for (const payload of [
      { targetType: 'user', targetId: id, reason: 'spam' },
      { targetType: 'comment', targetId: -1, reason: 'spam' },
      { targetType: 'comment', targetId: 'x', reason: 'spam' },
      { targetType: 'comment', targetId: id, reason: 'boring' },
      { targetType: 'comment', targetId: id, reason: 'other', detail: '가'.repeat(301) },
      {},
    ]) {
      const response = await report(reporter.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    // A target that does not exist, or that the member cannot see (a 19+ episode).
    const adult = await makeContent(db(), { playlistId: ep.playlistId, isAdult: true, episodeNo: 2 });
    for (const payload of [
      { targetType: 'comment', targetId: 987654321, reason: 'spam' },
      { targetType: 'board', targetId: 987654321, reason: 'spam' },
      { targetType: 'gallery', targetId: 987654321, reason: 'spam' },
      { targetType: 'episode', targetId: adult.id, reason: 'sexual' },
    ]) {
      const response = await report(reporter.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(response.json().message).toBe('ERROR_CONTENT_NOT_EXIST');
    }
    // Visitors get the site's not-logged-in answer (no token).
    const visitor = await report(undefined, { targetType: 'comment', targetId: id, reason: 'spam' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
    expect(await count('reports')).toBe(before);
  });

  it('takes one report per member and target, and refuses reports of your own content', async () => {
    const ep = await episode();
    const author = await member();
    const reporter = await member();
    const id = await comment(ep, author);
    const body = { targetType: 'comment', targetId: id, reason: 'abuse', detail: '  욕설이에요  ' };
    const first = await report(reporter.token, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toEqual({ reported: true });
    const again = await report(reporter.token, { ...body, reason: 'spam' });
    expect(again.statusCode).toBe(200);
    const rows = await db().execute<{ reason: string; detail: string }>(
      sql`select reason, detail from reports where target_type = 'comment' and target_id = ${id}`,
    );
    expect(rows.rows).toEqual([{ reason: 'abuse', detail: '욕설이에요' }]);

    const own = await report(author.token, body);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('ERROR_PERMISSION_DENIED');
    // The channel owner cannot report their own episode, anyone else can.
    const ownEpisode = await report(ep.owner.token, {
      targetType: 'episode',
      targetId: ep.contentId,
      reason: 'spam',
    });
    expect(ownEpisode.statusCode).toBe(403);
    expect(
      (await report(reporter.token, { targetType: 'episode', targetId: ep.contentId, reason: 'copyright' }))
        .statusCode,
    ).toBe(200);
  });

  it('limits how many reports a member sends', async () => {
    const ep = await episode();
    const author = await member();
    const reporter = await member();
    const ids: number[] = [];
    const rows = await db().execute<{ id: number }>(sql`
      insert into comments (target_type, target_id, channel_id, user_id, content)
      select 'content', ${ep.contentId}, ${ep.channel.id}, ${author.id}, '댓글 ' || n
        from generate_series(1, ${REPORT_RATE.limit + 1}) n returning id::int as id`);
    ids.push(...rows.rows.map((row) => row.id));
    const answers = [];
    for (const id of ids)
      answers.push(
        (await report(reporter.token, { targetType: 'comment', targetId: id, reason: 'spam' })).statusCode,
      );
    expect(answers.slice(0, REPORT_RATE.limit).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('the report queue', () => {
  it('groups reports by target with counts and reasons; hiding resolves them and hides the comment', async () => {
    const ep = await episode();
    const author = await member();
    const id = await comment(ep, author, '신고될 댓글입니다');
    const other = await comment(ep, author, '멀쩡한 댓글');
    const reasons = ['abuse', 'abuse', 'spam'] as const;
    for (const reason of reasons) {
      const reporter = await member();
      const response = await report(reporter.token, {
        targetType: 'comment',
        targetId: id,
        reason,
        detail: reason === 'spam' ? '광고 링크' : '',
      });
      expect(response.statusCode).toBe(200);
    }
    const queue = await ops(operators.support, 'GET', '/ops/reports?type=comment&limit=200');
    expect(queue.statusCode, queue.body).toBe(200);
    const group = (queue.json().result as { id: number; type: string }[]).find((item) => item.id === id);
    expect(group).toMatchObject({
      type: 'comment',
      id,
      status: 'open',
      state: 'visible',
      reporters: 3,
      reasons: { abuse: 2, spam: 1, sexual: 0, copyright: 0, privacy: 0, other: 0 },
      notes: ['광고 링크'],
      author: { id: author.id },
      preview: { excerpt: '신고될 댓글입니다', sitePath: `/playlist/${ep.playlistId}/${ep.contentId}` },
    });

    const audits = await count('ops_audit');
    const hidden = await ops(operators.support, 'POST', `/ops/reports/comment/${id}/hide`, {});
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().result).toMatchObject({ status: 'hidden', state: 'hidden', reporters: 3 });
    const statuses = await db().execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from reports where target_type = 'comment' and target_id = ${id} group by status`,
    );
    expect(statuses.rows).toEqual([{ status: 'hidden', n: 3 }]);
    expect(await count('ops_audit')).toBe(audits + 1);
    const [audit] = (
      await db().execute<{ action: string; target: string; before: unknown; after: unknown }>(
        sql`select action, target, before, after from ops_audit order by id desc limit 1`,
      )
    ).rows;
    expect(audit).toEqual({
      action: 'report.hide',
      target: `comment:${id}`,
      before: { state: 'visible', openReports: 3 },
      after: { state: 'hidden', resolved: 3 },
    });

    // Gone for members: no text, not counted; the open queue no longer lists it.
    const stranger = await member();
    const page = await commentsOf(ep, stranger.token);
    expect(page.comments.find((item) => item.id === id)).toMatchObject({
      commentContent: '',
      isHidden: true,
    });
    expect(page.comments.find((item) => item.id === other)?.commentContent).toBe('멀쩡한 댓글');
    const counted = await api.app.inject({
      url: `/api/live/v2/playlist/comment/count/${ep.playlistId}/${ep.contentId}`,
      headers: { 'x-client': 'web' },
    });
    expect(counted.json().result.count).toBe(1);
    const open = (await ops(operators.operator, 'GET', '/ops/reports?limit=200')).json().result as {
      id: number;
      type: string;
    }[];
    expect(open.some((item) => item.type === 'comment' && item.id === id)).toBe(false);
    // The channel owner's toggle cannot show it again.
    const owner = await api.app.inject({
      method: 'PUT',
      url: `/api/live/v1/playlist/comment/${id}/hide`,
      headers: { ...WRITE, token: ep.owner.token },
      payload: { isHide: false },
    });
    expect(owner.statusCode).toBe(403);
    expect((await commentsOf(ep)).comments.find((item) => item.id === id)?.commentContent).toBe('');
    // Hiding again: nothing open to resolve.
    const twice = await ops(operators.support, 'POST', `/ops/reports/comment/${id}/hide`, {});
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
  });

  it('dismisses with a reason and leaves the item; refuses bad targets in the envelope', async () => {
    const ep = await episode();
    const reporter = await member();
    expect(
      (await report(reporter.token, { targetType: 'episode', targetId: ep.contentId, reason: 'copyright' }))
        .statusCode,
    ).toBe(200);
    const noReason = await ops(
      operators.operator,
      'POST',
      `/ops/reports/episode/${ep.contentId}/dismiss`,
      {},
    );
    expect(noReason.statusCode).toBe(400);
    const dismissed = await ops(operators.operator, 'POST', `/ops/reports/episode/${ep.contentId}/dismiss`, {
      reason: '원작자 본인 업로드',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().result).toMatchObject({
      status: 'dismissed',
      state: 'visible',
      resolution: '원작자 본인 업로드',
    });
    const list = await ops(operators.operator, 'GET', '/ops/reports?status=dismissed&type=episode');
    expect((list.json().result as { id: number }[]).some((item) => item.id === ep.contentId)).toBe(true);
    for (const url of [
      '/ops/reports/user/1/hide',
      '/ops/reports/comment/0/hide',
      '/ops/reports?status=closed',
    ]) {
      const response = await ops(
        operators.operator,
        url.includes('?') ? 'GET' : 'POST',
        url,
        url.includes('?') ? undefined : {},
      );
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
  });
});

describe('direct moderation of comments, board posts and gallery pictures', () => {
  it('hides, shows again and deletes, each audited, and members stop seeing the item', async () => {
    const ep = await episode();
    const author = await member();
    const id = await comment(ep, author, '직접 숨길 댓글');
    const reason = { reason: '운영 정책 위반' };

    const hidden = await ops(operators.support, 'POST', `/ops/community/comment/${id}/hide`, reason);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().result).toMatchObject({ type: 'comment', id, state: 'hidden' });
    expect((await commentsOf(ep)).comments.find((item) => item.id === id)?.commentContent).toBe('');
    const again = await ops(operators.support, 'POST', `/ops/community/comment/${id}/hide`, reason);
    expect(again.statusCode).toBe(400);
    const shown = await ops(operators.support, 'POST', `/ops/community/comment/${id}/unhide`, reason);
    expect(shown.json().result.state).toBe('visible');
    expect((await commentsOf(ep)).comments.find((item) => item.id === id)?.commentContent).toBe(
      '직접 숨길 댓글',
    );
    const deleted = await ops(operators.operator, 'POST', `/ops/community/comment/${id}/delete`, reason);
    expect(deleted.json().result.state).toBe('deleted');
    expect((await commentsOf(ep)).comments.some((item) => item.id === id)).toBe(false);
    const actions = await db().execute<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from ops_audit where target = ${`comment:${id}`} order by id`,
    );
    expect(actions.rows).toEqual([
      {
        action: 'comment.hide',
        before: { state: 'visible' },
        after: { state: 'hidden', resolvedReports: 0 },
      },
      {
        action: 'comment.unhide',
        before: { state: 'hidden' },
        after: { state: 'visible', resolvedReports: 0 },
      },
      {
        action: 'comment.delete',
        before: { state: 'visible' },
        after: { state: 'deleted', resolvedReports: 0 },
      },
    ]);

    // A board post: hidden from the board's list and its page; its open report is resolved.
    const [post] = await db()
      .insert(channelBoards)
      .values({ channelId: ep.channel.id, userId: ep.owner.id, title: '공지', content: '게시글 본문' })
      .returning();
    const reporter = await member();
    expect(
      (await report(reporter.token, { targetType: 'board', targetId: post!.id, reason: 'spam' })).statusCode,
    ).toBe(200);
    const board = () =>
      api.app.inject({ url: `/api/live/v1/channel/${ep.channel.id}/board`, headers: { 'x-client': 'web' } });
    expect((await board()).json().result.totalCount).toBe(1);
    const looked = await ops(operators.support, 'GET', `/ops/community/board/${post!.id}`);
    expect(looked.json().result).toMatchObject({
      state: 'visible',
      openReports: 1,
      preview: { title: '공지' },
    });
    const boardHidden = await ops(operators.support, 'POST', `/ops/community/board/${post!.id}/hide`, reason);
    expect(boardHidden.json().result).toMatchObject({ state: 'hidden', openReports: 0 });
    expect((await board()).json().result).toMatchObject({ totalCount: 0, items: [] });
    const page = await api.app.inject({
      url: `/api/live/v1/channel/${ep.channel.id}/board/${post!.id}`,
      headers: { 'x-client': 'web' },
    });
    expect(page.statusCode).toBe(404);

    // A gallery picture: gone from the channel's gallery once deleted.
    const item = await makeGalleryItem(db(), {
      channelId: ep.channel.id,
      openDt: new Date(Date.now() - 60_000),
    });
    const gallery = async () =>
      (
        await api.app.inject({
          url: `/api/live/v2/channel/${ep.channel.id}/galleryCursor`,
          headers: { 'x-client': 'web' },
        })
      ).json().result.items as { id: number }[];
    expect((await gallery()).map((card) => card.id)).toEqual([item.id]);
    const removed = await ops(operators.support, 'POST', `/ops/community/gallery/${item.id}/delete`, reason);
    expect(removed.json().result.state).toBe('deleted');
    expect(await gallery()).toEqual([]);
    expect(
      (await ops(operators.support, 'POST', `/ops/community/gallery/${item.id}/unhide`, reason)).statusCode,
    ).toBe(400);

    // Missing rows and bad types answer in the envelope.
    expect((await ops(operators.support, 'GET', '/ops/community/comment/987654321')).statusCode).toBe(404);
    const episodeType = await ops(
      operators.support,
      'POST',
      `/ops/community/episode/${ep.contentId}/hide`,
      reason,
    );
    expect(episodeType.statusCode).toBe(400);
    expect(episodeType.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
  });
});
