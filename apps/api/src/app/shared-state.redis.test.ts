import { randomBytes } from 'node:crypto';
import os from 'node:os';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceChallenge } from '#api/adapters/oauth/types';
import { joinMember, WRITE } from '../../test/accounts.ts';
import { buildTestServer, type TestApiServer } from '../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../test/factories.ts';
import { testRedisAvailable, testRedisSpace } from '../../test/redis.ts';
import { testSettings } from '../../test/settings.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

// Two API servers on one database, each with its own Redis connection under one key prefix:
// two nodes of a cluster. What one of them learns, the other must know (issue 18).
const redisUp = await testRedisAvailable('shared-state.redis.test');

describe.skipIf(!redisUp)('state two nodes share through Redis', () => {
  let database: TestDatabase;
  let space: ReturnType<typeof testRedisSpace>;
  let a: TestApiServer;
  let b: TestApiServer;
  // One server secret for both, as one IDENTITY_HASH_KEY (or key file) serves a cluster.
  const identity = testSettings(os.tmpdir()).identity;

  beforeAll(async () => {
    database = await createTestDatabase();
    space = testRedisSpace();
    const node = () =>
      buildTestServer(database, {
        settings: {
          redis: space.connect(),
          // The home answer is reused for a minute: only the change feed can make a node drop it.
          homeCacheMs: 60_000,
          limits: { comment: { limit: 2, windowMs: 60_000 } },
          identity,
        },
      });
    [a, b] = [await node(), await node()];
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await space?.cleanup();
    await database?.drop();
  });

  it('drops the home answer on node B as soon as an operator hides a playlist through node A', async () => {
    const title = '노드시험 빗소리';
    const channel = await makeChannel(database.db);
    const playlist = await makePlaylist(database.db, { channelId: channel.id, title, categoryIds: [7] });
    await makeContent(database.db, { playlistId: playlist.id, episodeNo: 1, isFree: true });
    const homeTitles = async (node: TestApiServer) => {
      const home = await node.inject({
        url: '/api/live/v2/service/home?items=[7]',
        headers: { 'x-client': 'web' },
      });
      return (home.json().result.sections as { items: { title: string }[] }[]).flatMap((section) =>
        section.items.map((item) => item.title),
      );
    };
    // Both nodes are subscribed before the change (a node that is not answers every request afresh).
    await expect.poll(() => a.services.changes.coherent() && b.services.changes.coherent()).toBe(true);
    expect(await homeTitles(b)).toContain(title);

    const created = await a.services.console.createOperator({
      email: 'ops@nodes.example',
      role: 'operator',
      name: '운영',
    });
    const otp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(created!.totpSecret) }).generate();
    const login = await a.inject({
      method: 'POST',
      url: '/api/live/ops/auth/login',
      headers: WRITE,
      payload: { email: 'ops@nodes.example', password: created!.password, otp },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = `ops_token=${login.cookies.find((c) => c.name === 'ops_token')!.value}`;
    const hidden = await a.inject({
      method: 'PUT',
      url: `/api/live/ops/content/playlists/${playlist.id}`,
      headers: { ...WRITE, cookie },
      payload: { status: 'hidden', reason: '노드 시험' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    // Within a second, not after the minute the answer would otherwise be reused.
    await expect.poll(() => homeTitles(b), { timeout: 1000, interval: 50 }).not.toContain(title);
  });

  it('counts comments posted through either node against one limit', async () => {
    const member = await joinMember(a);
    const playlist = await makePlaylist(database.db);
    const episode = await makeContent(database.db, { playlistId: playlist.id, isFree: true });
    const post = (node: TestApiServer, text: string) =>
      node.inject({
        method: 'POST',
        url: '/api/live/v2/playlist/comment',
        headers: { ...WRITE, token: member.token },
        payload: { playlistId: playlist.id, contentId: episode.id, commentContent: text, targetCommentId: 0 },
      });
    expect((await post(a, '첫 댓글')).statusCode).toBe(200);
    expect((await post(b, '두 번째 댓글')).statusCode).toBe(200);
    const third = await post(a, '세 번째 댓글');
    expect(third.statusCode).toBe(429);
    expect(third.json().result.error).toBe('ERROR_TOO_MANY_REQUESTS');
    expect((await space.keys()).some((key) => key.includes('rl:comment'))).toBe(true);
  });

  it('finishes a sandbox sign-in on node B that started on node A, and spends its code once', async () => {
    const sandboxA = a.services.oauthSandbox!;
    const sandboxB = b.services.oauthSandbox!;
    const registration = a.services.oauthProviders.sandbox!;
    const verifier = randomBytes(32).toString('base64url');
    const redirectUri = registration.redirectUri('kakao');
    const consent = await sandboxA.consent('kakao', {
      response_type: 'code',
      client_id: registration.client.clientId,
      redirect_uri: redirectUri,
      state: 'state-12345678',
      code_challenge: pkceChallenge(verifier),
      code_challenge_method: 'S256',
      nickname: '노드',
      email: 'nodes@example.com',
    });
    if (consent.kind !== 'redirect') throw new Error(`no code: ${consent.kind}`);
    const code = new URL(consent.location).searchParams.get('code')!;
    const exchange = () =>
      sandboxB.token('kakao', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: registration.client.clientId,
        // Node B's client secret: the same, derived from the one server secret.
        client_secret: b.services.oauthProviders.sandbox!.client.clientSecret,
        code_verifier: verifier,
      });
    const first = await exchange();
    if (first.status !== 200) throw new Error(`token refused: ${JSON.stringify(first.body)}`);
    expect(await exchange()).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const identity = await sandboxA.userinfo('kakao', `Bearer ${first.body.access_token}`);
    expect(identity?.email).toBe('nodes@example.com');
  });
});
