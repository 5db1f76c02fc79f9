import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels } from '#api/db/schema/index';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { caller, memberWith, setupDiscoveryApi } from './test-kit.ts';

// The playlist and channel pages render likes, follows and 찜 with the item (issue 15): the
// detail answers carry the counts, the caller's own state and whether the caller owns the channel.
const api = setupDiscoveryApi();
const http = () => caller(api.app);

async function result(response: Awaited<ReturnType<ReturnType<typeof http>['get']>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

async function world() {
  const db = api.database.db;
  const owner = await memberWith(api.app, db);
  const channel = await makeChannel(db);
  await db.update(channels).set({ ownerUserId: owner.userId }).where(eq(channels.id, channel.id));
  const playlist = await makePlaylist(db, { channelId: channel.id });
  const first = await makeContent(db, { playlistId: playlist.id, status: 'published', episodeNo: 1 });
  const second = await makeContent(db, { playlistId: playlist.id, status: 'published', episodeNo: 2 });
  const [fan, other] = [await memberWith(api.app, db), await memberWith(api.app, db)];
  await http().post(`/v2/content/like/${first.id}`, fan.token);
  await http().post(`/v2/content/like/${first.id}`, other.token);
  await http().post(`/v2/playlist/prefer/${playlist.id}`, fan.token);
  await http().post(`/v2/channel/follow/${channel.id}`, fan.token);
  return { owner, channel, playlist, first, second, fan, other };
}

describe('reactions in the detail answers', () => {
  it("answers a playlist's 찜, its channel's follows and each episode's likes, per caller", async () => {
    const { owner, channel, playlist, first, second, fan, other } = await world();

    for (const path of [`/v2/playlist/${playlist.id}`, `/v1/service/playlist/${playlist.id}`]) {
      const visitor = await result(await http().get(path));
      expect(visitor).toMatchObject({
        preferCount: 1,
        preferred: false,
        channel: { id: channel.id, followerCount: 1, following: false, isOwner: false },
      });
      const likes = (detail: { episodes: { id: number; likeCount: number; liked: boolean }[] }) =>
        detail.episodes.map(({ id, likeCount, liked }) => ({ id, likeCount, liked }));
      expect(likes(visitor)).toEqual([
        { id: first.id, likeCount: 2, liked: false },
        { id: second.id, likeCount: 0, liked: false },
      ]);

      const mine = await result(await http().get(path, fan.token));
      expect(mine).toMatchObject({
        preferCount: 1,
        preferred: true,
        channel: { followerCount: 1, following: true, isOwner: false },
      });
      expect(likes(mine)[0]).toEqual({ id: first.id, likeCount: 2, liked: true });
      expect((await result(await http().get(path, other.token))).preferred).toBe(false);

      const owners = await result(await http().get(path, owner.token));
      expect(owners.channel).toMatchObject({ isOwner: true, following: false });
    }
  });

  it("answers a channel's follower count, the caller's follow and ownership", async () => {
    const { owner, channel, fan } = await world();
    for (const path of [`/v2/channel/${channel.id}`, `/v1/service/channel/${channel.id}`]) {
      expect(await result(await http().get(path))).toMatchObject({
        followerCount: 1,
        following: false,
        isOwner: false,
      });
      expect(await result(await http().get(path, fan.token))).toMatchObject({
        followerCount: 1,
        following: true,
        isOwner: false,
      });
      expect(await result(await http().get(path, owner.token))).toMatchObject({
        following: false,
        isOwner: true,
      });
    }
    // Unfollowing shows at once.
    await http().post(`/v2/channel/follow/${channel.id}`, fan.token);
    expect(await result(await http().get(`/v2/channel/${channel.id}`, fan.token))).toMatchObject({
      followerCount: 0,
      following: false,
    });
  });
});
