import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  channelFollows,
  channelSubscriptionProducts,
  channelSubscriptions,
  channels,
  contentLikes,
  playlistPrefers,
  purchases,
} from '#api/db/schema/index';
import { createSocialRepository } from '#api/modules/discovery';
import type { Viewer } from '#api/modules/viewer';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist, makeUser } from '../../../test/factories.ts';
import { ADULT_ON, caller, memberWith } from '../discovery/test-kit.ts';
import { createMemberFactsRepository } from './member-facts.ts';
import { createPlaylistRepository } from './repository.ts';
import { computeDetail } from './service.ts';

// A member's page is the shared visitor page with their parts laid over it (member-overlay.ts,
// spliced as bytes by member-bytes.ts). It must answer exactly what computing the whole page for
// that member answers, for every kind of member; both are checked through the route, with the
// answer cache on (as in production) and off.
for (const visitorCacheMs of [0, 60_000]) {
  describe(`a member's playlist page laid over the visitor page (cache ${visitorCacheMs} ms)`, () => {
    const api = setupTestApi({ settings: { homeCacheMs: visitorCacheMs } });
    const db = () => api.database.db;
    const http = () => caller(api.app);

    /** The page computed whole for this viewer, as the route answered members before the overlay. */
    const whole = (playlistId: number, viewer: Viewer) =>
      computeDetail(
        {
          playlists: createPlaylistRepository(db()),
          entitlements: api.app.services.entitlements,
          reactions: createSocialRepository(db()),
        },
        playlistId,
        viewer,
      );

    /** The route's answer deep-equals the whole computation (member-bytes.test.ts checks the bytes). */
    async function expectWhole(playlistId: number, viewer: Viewer, token?: string) {
      const response = await http().get(`/v2/playlist/${playlistId}`, token);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect(answer).toEqual({ result: await whole(playlistId, viewer) });
      return answer.result;
    }

    async function paidPlaylist(overrides: { isAdult?: boolean } = {}) {
      const channel = await makeChannel(db());
      const playlist = await makePlaylist(db(), {
        channelId: channel.id,
        isFree: false,
        price: 3,
        title: '"mediaUrl":null 따옴표 \\ 제목',
        ...overrides,
      });
      const episodes = [];
      for (const [index, isFree] of [true, false, false, false].entries()) {
        episodes.push(
          await makeContent(db(), {
            playlistId: playlist.id,
            status: 'published',
            episodeNo: index + 1,
            isFree,
            price: isFree ? 0 : 3,
          }),
        );
      }
      return { channel, playlist, episodes };
    }

    const viewerOf = (member: { userId: number }, canSeeAdult = false): Viewer => ({
      userId: member.userId,
      canSeeAdult,
    });

    it('answers a visitor and a member holding nothing as the whole page does', async () => {
      const { playlist } = await paidPlaylist();
      await expectWhole(playlist.id, { userId: null, canSeeAdult: false });
      const member = await memberWith(api.app, db());
      const page = await expectWhole(playlist.id, viewerOf(member), member.token);
      expect(page.episodes.map((episode: { access: string }) => episode.access)).toEqual([
        'free',
        'not_purchased',
        'not_purchased',
        'not_purchased',
      ]);
    });

    it('answers bought episodes, the bundle and the channel owner as the whole page does', async () => {
      const { channel, playlist, episodes } = await paidPlaylist();
      const buyer = await memberWith(api.app, db());
      await db()
        .insert(purchases)
        .values([
          { userId: buyer.userId, playlistId: playlist.id, contentId: episodes[2]!.id, hearts: 3 },
          // Bought in another playlist: holds nothing here.
          {
            userId: buyer.userId,
            playlistId: (await paidPlaylist()).playlist.id,
            contentId: null,
            hearts: 9,
          },
        ]);
      const bought = await expectWhole(playlist.id, viewerOf(buyer), buyer.token);
      expect(bought.episodes[2]).toMatchObject({ access: 'purchased', mediaUrl: expect.any(String) });
      expect(bought.episodes[3]).toMatchObject({ access: 'not_purchased', mediaUrl: null });

      await db().insert(purchases).values({ userId: buyer.userId, playlistId: playlist.id, hearts: 9 });
      const bundle = await expectWhole(playlist.id, viewerOf(buyer), buyer.token);
      expect(bundle.episodes[3]).toMatchObject({ access: 'bundle' });

      const owner = await memberWith(api.app, db());
      await db().update(channels).set({ ownerUserId: owner.userId }).where(eq(channels.id, channel.id));
      const own = await expectWhole(playlist.id, viewerOf(owner), owner.token);
      expect(own.channel.isOwner).toBe(true);
    });

    it('answers a live subscription, a cancelled one in its period and an ended one as the whole page does', async () => {
      const { channel, playlist } = await paidPlaylist();
      const [product] = await db()
        .insert(channelSubscriptionProducts)
        .values({ channelId: channel.id, name: '월간 구독', heartsPerMonth: 10 })
        .returning();
      const day = 86_400_000;
      const subscribe = async (status: 'active' | 'cancelled' | 'expired', endsIn: number) => {
        const member = await memberWith(api.app, db());
        await db()
          .insert(channelSubscriptions)
          .values({
            userId: member.userId,
            channelId: channel.id,
            productId: product!.id,
            hearts: 10,
            status,
            startedAt: new Date(Date.now() - 10 * day),
            currentPeriodStart: new Date(Date.now() - 10 * day),
            currentPeriodEnd: new Date(Date.now() + endsIn),
          });
        return member;
      };
      for (const [status, endsIn, access] of [
        ['active', 20 * day, 'subscription'],
        ['cancelled', 20 * day, 'subscription'],
        ['cancelled', -day, 'not_purchased'],
        ['expired', 20 * day, 'not_purchased'],
      ] as const) {
        const member = await subscribe(status, endsIn);
        const page = await expectWhole(playlist.id, viewerOf(member), member.token);
        expect(page.episodes[1].access, `${status} ${endsIn}`).toBe(access);
      }
    });

    it('answers likes, 찜 and follows with their counts as the whole page does', async () => {
      const { channel, playlist, episodes } = await paidPlaylist();
      const fan = await memberWith(api.app, db());
      const others = [await makeUser(db()), await makeUser(db())];
      await db()
        .insert(contentLikes)
        .values([
          { userId: fan.userId, contentId: episodes[1]!.id },
          { userId: others[0]!.id, contentId: episodes[1]!.id },
          { userId: others[1]!.id, contentId: episodes[3]!.id },
        ]);
      await db().insert(playlistPrefers).values({ userId: fan.userId, playlistId: playlist.id });
      await db()
        .insert(channelFollows)
        .values([
          { userId: fan.userId, channelId: channel.id },
          { userId: others[0]!.id, channelId: channel.id },
        ]);
      const page = await expectWhole(playlist.id, viewerOf(fan), fan.token);
      expect(page).toMatchObject({ preferCount: 1, preferred: true });
      expect(page.channel).toMatchObject({ followerCount: 2, following: true });
      expect(page.episodes.map((episode: { likeCount: number }) => episode.likeCount)).toEqual([0, 2, 0, 1]);

      // The member's own toggle reads back at once, counts included, even with the visitor page cached.
      expect((await http().post(`/v2/content/like/${episodes[0]!.id}`, fan.token)).statusCode).toBe(200);
      expect((await http().post(`/v2/playlist/prefer/${playlist.id}`, fan.token)).statusCode).toBe(200);
      const after = await expectWhole(playlist.id, viewerOf(fan), fan.token);
      expect(after).toMatchObject({ preferCount: 0, preferred: false });
      expect(after.episodes[0]).toMatchObject({ likeCount: 1, liked: true });
    });

    it.runIf(visitorCacheMs > 0)(
      "takes the counts from the cached page until the member's own reactions change, then reads them live",
      async () => {
        const { channel, playlist, episodes } = await paidPlaylist();
        const fan = await memberWith(api.app, db());
        const other = await makeUser(db());
        await db().insert(contentLikes).values({ userId: fan.userId, contentId: episodes[1]!.id });
        const counts = async () => {
          const response = await http().get(`/v2/playlist/${playlist.id}`, fan.token);
          expect(response.statusCode, response.body).toBe(200);
          const page = response.json().result;
          return {
            likes: page.episodes.map((episode: { likeCount: number; liked: boolean }) =>
              episode.liked ? `${episode.likeCount}♥` : episode.likeCount,
            ),
            preferCount: page.preferCount,
            preferred: page.preferred,
            followerCount: page.channel.followerCount,
            following: page.channel.following,
          };
        };
        // The page is cached with the fan's like counted.
        expect(await counts()).toEqual({
          likes: [0, '1♥', 0, 0],
          preferCount: 0,
          preferred: false,
          followerCount: 0,
          following: false,
        });
        // Someone else's reactions: the cached page's counts stand (as a visitor's do).
        await db().insert(contentLikes).values({ userId: other.id, contentId: episodes[0]!.id });
        await db().insert(playlistPrefers).values({ userId: other.id, playlistId: playlist.id });
        expect((await counts()).likes).toEqual([0, '1♥', 0, 0]);
        // The fan's own change, written past this server (another node, plain SQL): read back at
        // once with every count live, removals included.
        await db().insert(channelFollows).values({ userId: fan.userId, channelId: channel.id });
        await db().delete(contentLikes).where(eq(contentLikes.userId, fan.userId));
        expect(await counts()).toEqual({
          likes: [1, 0, 0, 0],
          preferCount: 1,
          preferred: false,
          followerCount: 1,
          following: true,
        });
      },
    );

    it('answers many members asking at once, in one statement, each as the whole page does', async () => {
      const first = await paidPlaylist();
      const second = await paidPlaylist();
      const snapshot = async () =>
        (await db().$client.query<{ s: string }>('select pg_current_snapshot()::text as s')).rows[0]!.s;
      const before = await snapshot();
      const [nobody, buyer, holder, fan, owner] = [
        await memberWith(api.app, db()),
        await memberWith(api.app, db()),
        await memberWith(api.app, db()),
        await memberWith(api.app, db()),
        await memberWith(api.app, db()),
      ];
      await db()
        .insert(purchases)
        .values([
          {
            userId: buyer!.userId,
            playlistId: first.playlist.id,
            contentId: first.episodes[1]!.id,
            hearts: 3,
          },
          {
            userId: buyer!.userId,
            playlistId: second.playlist.id,
            contentId: second.episodes[3]!.id,
            hearts: 3,
          },
          { userId: holder!.userId, playlistId: second.playlist.id, hearts: 9 },
        ]);
      await db()
        .insert(contentLikes)
        .values([
          { userId: fan!.userId, contentId: first.episodes[2]!.id },
          { userId: fan!.userId, contentId: second.episodes[0]!.id },
          { userId: buyer!.userId, contentId: first.episodes[2]!.id },
        ]);
      await db().insert(playlistPrefers).values({ userId: fan!.userId, playlistId: second.playlist.id });
      await db().insert(channelFollows).values({ userId: fan!.userId, channelId: first.channel.id });
      await db()
        .update(channels)
        .set({ ownerUserId: owner!.userId })
        .where(eq(channels.id, second.channel.id));
      const after = await snapshot();
      const members = [nobody!, buyer!, holder!, fan!, owner!];
      const asked = members.flatMap((member) =>
        [first, second].map((page, index) => ({
          userId: member.userId,
          playlistId: page.playlist.id,
          channelId: page.channel.id,
          at: new Date(),
          episodeIds: page.episodes.map((episode) => episode.id),
          // Counts live for some pages (reactions after the snapshot), from the page for others.
          countsAfter: index === 0 ? before : after,
        })),
      );

      // Straight from the repository: one at a time, then all in one turn (one statement).
      const facts = createMemberFactsRepository(db());
      const alone = [];
      for (const query of asked) alone.push(await facts.memberFacts(query));
      const pool = db().$client;
      const query = pool.query;
      let statements = 0;
      pool.query = function counted(this: typeof pool, ...args: unknown[]) {
        if ((args[0] as { name?: string } | null)?.name === 'playlist_member_facts') statements += 1;
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof pool.query;
      try {
        expect(await Promise.all(asked.map((one) => facts.memberFacts(one)))).toEqual(alone);
      } finally {
        pool.query = query;
      }
      expect(statements).toBe(1);
      // Counts are read live only for the members whose reactions came after the page's snapshot.
      const reacted = new Set([buyer!.userId, fan!.userId]);
      expect(alone.map((one) => one.counts !== null)).toEqual(
        asked.map((one) => one.countsAfter === before && reacted.has(one.userId)),
      );

      // Through the route, all at once.
      const pages = await Promise.all(
        members.flatMap((member) =>
          [first, second].map((page) => http().get(`/v2/playlist/${page.playlist.id}`, member.token)),
        ),
      );
      const expected = await Promise.all(
        members.flatMap((member) => [first, second].map((page) => whole(page.playlist.id, viewerOf(member)))),
      );
      expect(pages.map((page) => page.statusCode)).toEqual(pages.map(() => 200));
      expect(pages.map((page) => page.json())).toEqual(expected.map((result) => ({ result })));
    });

    it('gates a 19+ playlist for a member who may not see it, and answers a verified adult as the whole page does', async () => {
      const { playlist } = await paidPlaylist({ isAdult: true });
      const member = await memberWith(api.app, db());
      const refused = await http().get(`/v2/playlist/${playlist.id}`, member.token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().result.reason).toBe('adult');
      const adult = await memberWith(api.app, db(), ADULT_ON);
      await expectWhole(playlist.id, viewerOf(adult, true), adult.token);

      // A plain playlist with one 19+ episode: each audience sees its own episode list.
      const mixed = await paidPlaylist();
      await makeContent(db(), {
        playlistId: mixed.playlist.id,
        status: 'published',
        episodeNo: 9,
        isAdult: true,
        isFree: false,
      });
      const plain = await expectWhole(mixed.playlist.id, viewerOf(member), member.token);
      expect(plain.episodes).toHaveLength(4);
      const grown = await expectWhole(mixed.playlist.id, viewerOf(adult, true), adult.token);
      expect(grown.episodes).toHaveLength(5);
    });
  });
}
