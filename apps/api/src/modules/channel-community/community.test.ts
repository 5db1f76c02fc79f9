import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { channelCommunityDetails as details } from '@sogon/contract/messages/channel-community';
import { jpegMetadataMarkers, probe, runFfmpeg, sniffImage } from '@sogon/media';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelSubscriptionProducts, channelSubscriptions } from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import { createLedger } from '#api/modules/hearts';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { pngBomb } from '../../../test/image-fixtures.ts';

// Issue 37: members-only posts and gallery items, studio gallery uploads, announcements and
// blocks, on the composed application and a real database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-community-'));
const roots = mediaRoots(dataDir);
const api = setupTestApi({ media: roots });
const fixtures = path.join(dataDir, 'fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

beforeAll(async () => {
  fs.mkdirSync(fixtures, { recursive: true });
  await runFfmpeg(
    [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=640x480',
      '-frames:v',
      '1',
      path.join(fixtures, 'picture.png'),
    ],
    { timeoutMs: 20_000 },
  );
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, token?: string, payload?: object) {
  return api.app.inject({
    method,
    url: url.startsWith('/media') ? url : `/api/live${url}`,
    // Media is read with the session cookie, the API with the token header.
    headers: { 'x-client': 'web', ...(token ? { token, cookie: `token=${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
}
async function result<T = Record<string, unknown>>(
  method: Method,
  url: string,
  token?: string,
  payload?: object,
) {
  const response = await call(method, url, token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as T;
}

async function member(hearts = 0) {
  const joined = await joinMember(api.app);
  const id = joined.user.userInfo.id as number;
  if (hearts > 0) {
    const ledger = createLedger(api.database.db);
    await ledger.transaction((tx) =>
      ledger.credit(tx, { userId: id, kind: 'grant', idempotencyKey: 't', paid: hearts, bonus: 0 }),
    );
  }
  return { token: joined.token as string, id };
}

async function ownedChannel() {
  const owner = await member();
  const channel = await makeChannel(api.database.db, { ownerUserId: owner.id });
  return { owner, channelId: channel.id };
}

/** A tier of the channel and a live subscription to it. */
async function subscribe(userId: number, channelId: number, membersOnlyPosts: boolean) {
  const [product] = await api.database.db
    .insert(channelSubscriptionProducts)
    .values({
      channelId,
      name: membersOnlyPosts ? '멤버십 플러스' : '기본',
      heartsPerMonth: 5,
      membersOnlyPosts,
    })
    .returning();
  const now = Date.now();
  await api.database.db.insert(channelSubscriptions).values({
    userId,
    channelId,
    productId: product!.id,
    hearts: 5,
    startedAt: new Date(now),
    currentPeriodStart: new Date(now),
    currentPeriodEnd: new Date(now + 30 * 86_400_000),
  });
  return product!;
}

function galleryForm(fields: Record<string, string>, image?: Buffer, filename = 'a.png') {
  const boundary = '----community-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (image) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  channelId: number,
  token: string | undefined,
  fields: Record<string, string>,
  image?: Buffer,
) {
  const form = galleryForm(fields, image);
  return api.app.inject({
    method: 'POST',
    url: `/api/live/v1/studio/channels/${channelId}/gallery`,
    headers: { 'x-client': 'web', 'content-type': form.type, ...(token ? { token } : {}) },
    payload: form.body,
  });
}

const galleryRows = async (channelId: number) =>
  (
    await api.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from gallery_items where channel_id = ${channelId}`,
    )
  ).rows[0]!.n;

describe('studio gallery uploads', () => {
  it('stores a re-encoded image and a server-made blurred preview for a paid item; refuses others and bad bytes', async () => {
    const { owner, channelId } = await ownedChannel();
    const picture = fixture('picture.png');
    const fields = { title: '비밀 그림', description: '설명', price: '3', membersOnly: 'false' };

    // Another creator, a member and a visitor are refused, and nothing is written.
    const other = await ownedChannel();
    expect((await upload(channelId, other.owner.token, fields, picture)).statusCode).toBe(403);
    expect((await upload(channelId, (await member()).token, fields, picture)).statusCode).toBe(403);
    expect((await upload(channelId, undefined, fields, picture)).statusCode).toBe(401);

    // Bytes that are not an image, a decompression bomb, bad fields, a 19+ item by an unverified owner.
    const refusals: [Record<string, string>, Buffer | undefined, string, number][] = [
      [fields, Buffer.from('<script>alert(1)</script>'), details.galleryImageType, 400],
      [fields, pngBomb(20_000, 20_000), details.galleryImageDimensions, 400],
      [fields, Buffer.concat([picture.subarray(0, 64)]), details.galleryImageUnreadable, 400],
      [fields, undefined, details.galleryImageMissing, 400],
      [{ ...fields, price: '-1' }, picture, details.galleryFields, 400],
      [{ ...fields, price: '1.5' }, picture, details.galleryFields, 400],
      [{ ...fields, title: ' ' }, picture, details.galleryFields, 400],
      [{ ...fields, isAdult: 'true' }, picture, details.galleryAdultNotVerified, 403],
    ];
    for (const [form, image, detail, status] of refusals) {
      const response = await upload(channelId, owner.token, form, image);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().detail).toBe(detail);
    }
    expect(await galleryRows(channelId)).toBe(0);

    const created = await upload(channelId, owner.token, fields, picture);
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().result;
    expect(item).toMatchObject({ title: '비밀 그림', price: 3, membersOnly: false, width: 640, height: 480 });
    expect(item.previewImg).toMatch(/^\/media\/gallery-previews\/[0-9a-f]{24}\.jpg$/);

    // The full image is a fresh JPEG (not the uploaded bytes), seen by the owner, not by a visitor.
    const full = await call('GET', `/media/gallery/${item.id}`, owner.token);
    expect(full.statusCode).toBe(200);
    expect(sniffImage(full.rawPayload)).toBe('jpeg');
    expect(jpegMetadataMarkers(full.rawPayload)).toEqual([]);
    expect(full.rawPayload.equals(picture)).toBe(false);
    expect((await call('GET', `/media/gallery/${item.id}`)).statusCode).toBe(404);

    // The preview is public, small and blurred: far fewer bytes than a plain copy would need.
    const preview = await call('GET', item.previewImg);
    expect(preview.statusCode).toBe(200);
    const previewFile = path.join(roots.public, item.previewImg.slice('/media/'.length));
    expect((await probe(previewFile)).video).toMatchObject({ width: 360 });
    const plain = path.join(dataDir, 'plain.jpg');
    await runFfmpeg(
      [
        '-v',
        'error',
        '-y',
        '-i',
        path.join(fixtures, 'picture.png'),
        '-vf',
        'scale=360:-2',
        '-q:v',
        '4',
        plain,
      ],
      {
        timeoutMs: 20_000,
      },
    );
    expect(preview.rawPayload.length).toBeLessThan(fs.statSync(plain).size / 2);

    // Listing and editing: a free open item gets a plain preview made again from the full image.
    const list = await result<{ items: { id: number; purchaseCount: number }[] }>(
      'GET',
      `/v1/studio/channels/${channelId}/gallery`,
      owner.token,
    );
    expect(list.items.map((row) => row.id)).toEqual([item.id]);
    expect(
      (await call('GET', `/v1/studio/channels/${channelId}/gallery`, other.owner.token)).statusCode,
    ).toBe(403);
    const edited = await result<{ previewImg: string; price: number }>(
      'PUT',
      `/v1/studio/channels/${channelId}/gallery/${item.id}`,
      owner.token,
      { title: '이제 무료', price: 0 },
    );
    expect(edited.price).toBe(0);
    expect(edited.previewImg).not.toBe(item.previewImg);
    expect((await call('GET', item.previewImg)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', `/v1/studio/channels/${channelId}/gallery/${item.id}`, other.owner.token, {
          title: 'x',
          price: 0,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/v1/studio/channels/${channelId}/gallery/${item.id}`, (await member()).token))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/v1/studio/channels/${channelId}/gallery/${item.id}`, owner.token)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/v2/channel/${channelId}/gallery/${item.id}`)).statusCode).toBe(404);
  });
});

describe('a deleted gallery item', () => {
  it('stays its buyers’: they still find and open it, nobody else does', async () => {
    const { owner, channelId } = await ownedChannel();
    const created = await upload(
      channelId,
      owner.token,
      { title: '새벽 그림', description: '', price: '2', membersOnly: 'false' },
      fixture('picture.png'),
    );
    expect(created.statusCode, created.body).toBe(200);
    const itemId = created.json().result.id as number;
    const buyer = await member(5);
    const stranger = await member(5);
    const bought = await call('POST', `/v2/channel/${channelId}/gallery/purchase/${itemId}`, buyer.token);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().result).toMatchObject({ hearts: 2, alreadyOwned: false });

    expect(
      (await call('DELETE', `/v1/studio/channels/${channelId}/gallery/${itemId}`, owner.token)).statusCode,
    ).toBe(200);
    const ids = async (token?: string) =>
      (
        await result<{ items: { id: number; locked: boolean }[] }>(
          'GET',
          `/v2/channel/${channelId}/galleryCursor`,
          token,
        )
      ).items;
    expect(await ids(buyer.token)).toEqual([expect.objectContaining({ id: itemId, locked: false })]);
    expect(await ids(stranger.token)).toEqual([]);
    expect(await ids()).toEqual([]);
    expect((await call('GET', `/v2/channel/${channelId}/gallery/${itemId}`, buyer.token)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/media/gallery/${itemId}`, buyer.token)).statusCode).toBe(200);
    for (const token of [stranger.token, undefined]) {
      expect((await call('GET', `/v2/channel/${channelId}/gallery/${itemId}`, token)).statusCode).toBe(404);
      expect((await call('GET', `/media/gallery/${itemId}`, token)).statusCode).toBe(404);
    }
    // Nobody can buy it any more; the buyer's retry spends nothing.
    const late = await call('POST', `/v2/channel/${channelId}/gallery/purchase/${itemId}`, stranger.token);
    expect(late.statusCode).toBe(404);
    const again = await call('POST', `/v2/channel/${channelId}/gallery/purchase/${itemId}`, buyer.token);
    expect(again.json().result).toMatchObject({ hearts: 0, alreadyOwned: true });
  });
});

describe('members-only posts and gallery items', () => {
  it('show the title to everyone and the words and picture only to the owner and members-only tiers', async () => {
    const { owner, channelId } = await ownedChannel();
    const post = await result<{ id: number; membersOnly: boolean }>(
      'POST',
      `/v1/channel/${channelId}/board`,
      owner.token,
      {
        title: '멤버 전용 소식',
        content: '비밀 본문',
        membersOnly: true,
      },
    );
    expect(post.membersOnly).toBe(true);
    const uploaded = await upload(
      channelId,
      owner.token,
      { title: '멤버 그림', description: '비밀 설명', price: '0', membersOnly: 'on' },
      fixture('picture.png'),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const item = uploaded.json().result as { id: number };

    const plainMember = await member(10);
    const basicSubscriber = await member();
    await subscribe(basicSubscriber.id, channelId, false);
    const fan = await member();
    await subscribe(fan.id, channelId, true);

    for (const who of [undefined, plainMember.token, basicSubscriber.token]) {
      const page = await result<{ items: { id: number; title: string; content: string; locked: boolean }[] }>(
        'GET',
        `/v1/channel/${channelId}/board`,
        who,
      );
      expect(page.items).toMatchObject([{ id: post.id, title: '멤버 전용 소식', content: '', locked: true }]);
      const cursor = await result<{ items: { content: string }[] }>(
        'GET',
        `/v1/channel/${channelId}/boardCursor`,
        who,
      );
      expect(cursor.items[0]!.content).toBe('');
      const one = await result<{ content: string }>('GET', `/v1/channel/${channelId}/board/${post.id}`, who);
      expect(one.content).toBe('');
      const comments = await call('GET', `/v1/channel/${channelId}/board/${post.id}/comment`, who);
      expect(comments.statusCode).toBe(403);
      expect(JSON.stringify((await call('GET', '/v2/service/home/board', who)).json())).not.toContain('비밀');

      const detail = await result<{
        access: string;
        imageUrl: string | null;
        description: string;
        locked: boolean;
      }>('GET', `/v2/channel/${channelId}/gallery/${item.id}`, who);
      expect(detail).toMatchObject({ access: 'members_only', imageUrl: null, description: '', locked: true });
      const gallery = await result<{ items: { id: number; locked: boolean; membersOnly: boolean }[] }>(
        'GET',
        `/v2/channel/${channelId}/galleryCursor`,
        who,
      );
      expect(gallery.items).toMatchObject([{ id: item.id, locked: true, membersOnly: true }]);
      expect((await call('GET', `/media/gallery/${item.id}`, who)).statusCode).toBe(404);
    }
    // Hearts do not open a members-only item, and none are spent.
    const bought = await call(
      'POST',
      `/v2/channel/${channelId}/gallery/purchase/${item.id}`,
      plainMember.token,
    );
    expect(bought.statusCode).toBe(403);
    expect(bought.json().detail).toBe(details.membersOnlyPurchase);
    const balance = await api.database.db.execute<{ total: number }>(
      sql`select (paid + bonus)::int as total from heart_wallets where user_id = ${plainMember.id}`,
    );
    expect(balance.rows[0]!.total).toBe(10);

    for (const who of [owner.token, fan.token]) {
      const one = await result<{ content: string; locked: boolean }>(
        'GET',
        `/v1/channel/${channelId}/board/${post.id}`,
        who,
      );
      expect(one).toMatchObject({ content: '비밀 본문', locked: false });
      expect((await call('GET', `/v1/channel/${channelId}/board/${post.id}/comment`, who)).statusCode).toBe(
        200,
      );
      const detail = await result<{ access: string; imageUrl: string | null; description: string }>(
        'GET',
        `/v2/channel/${channelId}/gallery/${item.id}`,
        who,
      );
      expect(detail.imageUrl).toBe(`/media/gallery/${item.id}`);
      expect(detail.description).toBe('비밀 설명');
      expect((await call('GET', `/media/gallery/${item.id}`, who)).statusCode).toBe(200);
    }
  });
});

async function follow(userId: number, channelId: number) {
  await api.database.db.execute(
    sql`insert into channel_follows (user_id, channel_id) values (${userId}, ${channelId})`,
  );
}

async function waitForSent(channelId: number, token: string, id: number) {
  // The job runs in this process; wait (without a time assertion) until it says it is done.
  for (let attempt = 0; attempt < 200; attempt++) {
    const list = await result<{ items: { id: number; status: string; recipientCount: number }[] }>(
      'GET',
      `/v1/studio/channels/${channelId}/announcements`,
      token,
    );
    const found = list.items.find((item) => item.id === id);
    if (found?.status === 'sent') return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('announcement not delivered');
}

const notificationsOf = async (source: string) =>
  (
    await api.database.db.execute<{ user_id: number; n: number; mailed: number }>(sql`
      select user_id::int as user_id, count(*)::int as n, count(mailed_at)::int as mailed
        from member_notifications where source = ${source} group by user_id order by user_id`)
  ).rows;

/** Mail jobs queued so far (each mail is one job of the mail queue). */
const mailJobs = async () => {
  const { rows } = await api.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'mail-send'`,
  );
  return rows[0]!.n;
};

describe('announcements', () => {
  it('reach every follower once, in-app and by mail to those who opted in, three a Seoul day', async () => {
    const { owner, channelId } = await ownedChannel();
    const followers = await Promise.all([member(), member(), member()]);
    for (const fan of followers) await follow(fan.id, channelId);
    // Only the first opted in to alarm mails.
    await api.database.db.execute(
      sql`update users set alarm_check = 0 where id in (${followers[1]!.id}, ${followers[2]!.id})`,
    );
    await api.database.db.execute(sql`update users set alarm_check = 1 where id = ${followers[0]!.id}`);
    const body = { title: '이번 주 공지', body: '금요일에 새 에피소드가 올라와요.', audience: 'followers' };

    // Ownership and input.
    const other = await ownedChannel();
    expect(
      (await call('POST', `/v1/studio/channels/${channelId}/announcements`, other.owner.token, body))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/v1/studio/channels/${channelId}/announcements`, followers[0]!.token, body))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/v1/studio/channels/${channelId}/announcements`, undefined, body)).statusCode,
    ).toBe(401);
    for (const bad of [
      { ...body, title: '가'.repeat(51) },
      { ...body, body: '가'.repeat(1001) },
      { ...body, body: ' ' },
      { ...body, audience: 'everyone' },
      { ...body, audience: 'tiers', tierIds: [] },
      { ...body, audience: 'tiers', tierIds: [99_999_999] },
    ]) {
      const response = await call('POST', `/v1/studio/channels/${channelId}/announcements`, owner.token, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }

    await api.app.services.jobs.start();
    const mailsBefore = await mailJobs();
    const sent = await result<{ id: number; status: string }>(
      'POST',
      `/v1/studio/channels/${channelId}/announcements`,
      owner.token,
      body,
    );
    const delivered = await waitForSent(channelId, owner.token, sent.id);
    expect(delivered.recipientCount).toBe(3);
    const inbox = await result<{ items: { title: string; link: string; read: boolean }[]; unread: number }>(
      'GET',
      '/v1/user/notifications',
      followers[1]!.token,
    );
    expect(inbox).toMatchObject({
      unread: 1,
      items: [{ title: '이번 주 공지', link: `/channel/${channelId}`, read: false }],
    });
    expect(
      (await result<{ read: number }>('POST', '/v1/user/notifications/read', followers[1]!.token)).read,
    ).toBe(1);

    // A retried job (after it finished, or while another runs) adds no notification and no mail.
    await api.database.db.execute(
      sql`update channel_announcements set status = 'queued' where id = ${sent.id}`,
    );
    await Promise.all([
      api.app.services.community.deliverAnnouncement(sent.id),
      api.app.services.community.deliverAnnouncement(sent.id),
    ]);
    await api.app.services.community.deliverAnnouncement(sent.id);
    expect(await notificationsOf(`announcement:${sent.id}`)).toEqual(
      followers
        .map((fan, index) => ({ user_id: fan.id, n: 1, mailed: index === 0 ? 1 : 0 }))
        .sort((a, b) => a.user_id - b.user_id),
    );
    // One mail was queued in all (the member who opted in), and it arrives in the outbox.
    expect((await mailJobs()) - mailsBefore).toBe(1);
    const outbox = api.app.services.settings.mail.outboxDir!;
    // Announcement mails by their (encoded) subject: sign-up mails sit in the outbox too.
    const subjectOf = (mail: string) =>
      (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail)?.[1] ?? '').replace(
        /=\?UTF-8\?B\?([^?]*)\?=|\s+/gi,
        (_, encoded?: string) => (encoded ? Buffer.from(encoded, 'base64').toString('utf8') : ''),
      );
    let mails: string[] = [];
    for (let attempt = 0; attempt < 200 && mails.length === 0; attempt++) {
      if (fs.existsSync(outbox)) {
        mails = fs
          .readdirSync(outbox)
          .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
          .filter((mail) => subjectOf(mail).includes('이번 주 공지'));
      }
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows: opted } = await api.database.db.execute<{ uid: string }>(
      sql`select uid from users where id = ${followers[0]!.id}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${opted[0]!.uid}`);

    // Three a Seoul day: the fourth is refused in Korean and writes nothing.
    await result('POST', `/v1/studio/channels/${channelId}/announcements`, owner.token, body);
    await result('POST', `/v1/studio/channels/${channelId}/announcements`, owner.token, body);
    const fourth = await call('POST', `/v1/studio/channels/${channelId}/announcements`, owner.token, body);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().detail).toBe(details.announcementDailyLimit);
    const list = await result<{ items: unknown[]; sentToday: number }>(
      'GET',
      `/v1/studio/channels/${channelId}/announcements`,
      owner.token,
    );
    expect(list).toMatchObject({ sentToday: 3 });
    expect(list.items).toHaveLength(3);
    // Yesterday's announcements do not count.
    await api.database.db.execute(
      sql`update channel_announcements set kst_day = kst_day - 1 where channel_id = ${channelId}`,
    );
    expect(
      (await call('POST', `/v1/studio/channels/${channelId}/announcements`, owner.token, body)).statusCode,
    ).toBe(200);
  });

  it('reach only the live members of the chosen tiers', async () => {
    const { owner, channelId } = await ownedChannel();
    const plus = await member();
    const basic = await member();
    const follower = await member();
    const tier = await subscribe(plus.id, channelId, true);
    await subscribe(basic.id, channelId, false);
    await follow(follower.id, channelId);
    const sent = await result<{ id: number }>(
      'POST',
      `/v1/studio/channels/${channelId}/announcements`,
      owner.token,
      {
        title: '멤버 공지',
        body: '멤버만 받아요.',
        audience: 'tiers',
        tierIds: [tier.tierId],
      },
    );
    await api.app.services.community.deliverAnnouncement(sent.id);
    expect(await notificationsOf(`announcement:${sent.id}`)).toEqual([{ user_id: plus.id, n: 1, mailed: 1 }]);
  });
});

describe('blocking a member', () => {
  it('stops their comments and tips on the channel; what they bought still plays', async () => {
    const { owner, channelId } = await ownedChannel();
    const fan = await member(20);
    const playlist = await makePlaylist(api.database.db, { channelId, isFree: false, price: 5 });
    const episode = await makeContent(api.database.db, {
      playlistId: playlist.id,
      isFree: false,
      price: 5,
      status: 'published',
    });
    const bought = await call('GET', `/v2/service/content/purchase/${playlist.id}/${episode.id}`, fan.token);
    expect(bought.statusCode, bought.body).toBe(200);
    const post = await result<{ id: number }>('POST', `/v1/channel/${channelId}/board`, owner.token, {
      title: '글',
      content: '본문',
    });

    // Only the owner blocks; not themselves; not a member who does not exist.
    const other = await ownedChannel();
    expect(
      (await call('POST', `/v1/studio/channels/${channelId}/blocks`, other.owner.token, { userId: fan.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/v1/studio/channels/${channelId}/blocks`, fan.token, { userId: fan.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/v1/studio/channels/${channelId}/blocks`, undefined, { userId: fan.id }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `/v1/studio/channels/${channelId}/blocks`, owner.token, { userId: owner.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/v1/studio/channels/${channelId}/blocks`, owner.token, { userId: 99_999_999 }))
        .statusCode,
    ).toBe(400);
    expect(
      await result('POST', `/v1/studio/channels/${channelId}/blocks`, owner.token, { userId: fan.id }),
    ).toEqual({
      userId: fan.id,
      blocked: true,
    });
    const blocks = await result<{ items: { userId: number }[] }>(
      'GET',
      `/v1/studio/channels/${channelId}/blocks`,
      owner.token,
    );
    expect(blocks.items.map((row) => row.userId)).toEqual([fan.id]);

    const episodeComment = await call('POST', '/v2/playlist/comment', fan.token, {
      playlistId: playlist.id,
      contentId: episode.id,
      commentContent: '안녕하세요',
      targetCommentId: 0,
    });
    expect(episodeComment.statusCode, episodeComment.body).toBe(403);
    expect(episodeComment.json().detail).toBe(details.blockedComment);
    const postComment = await call('POST', `/v1/channel/${channelId}/board/${post.id}/comment`, fan.token, {
      commentContent: '댓글',
    });
    expect(postComment.statusCode).toBe(403);
    const tip = await call('POST', `/v2/channel/${channelId}/tip`, fan.token, {
      hearts: 3,
      message: '응원해요',
    });
    expect(tip.statusCode, tip.body).toBe(403);
    expect(tip.json().detail).toBe(details.blockedTip);
    const wallet = await api.database.db.execute<{ total: number }>(
      sql`select (paid + bonus)::int as total from heart_wallets where user_id = ${fan.id}`,
    );
    expect(wallet.rows[0]!.total).toBe(15);
    await expect(
      api.app.services.channelBlocks.requireNotBlocked(channelId, fan.id, 'gift'),
    ).rejects.toMatchObject({
      code: 'ERROR_PERMISSION_DENIED',
      detail: details.blockedGift,
    });
    // Another channel is not affected.
    await expect(
      api.app.services.channelBlocks.requireNotBlocked(other.channelId, fan.id, 'gift'),
    ).resolves.toBeUndefined();

    const validation = await result<{ playable: boolean; reason: string }>(
      'GET',
      `/v2/service/content/validation/${playlist.id}/${episode.id}`,
      fan.token,
    );
    expect(validation).toMatchObject({ playable: true, reason: 'purchased' });

    // Operators see the block in the console's member detail.
    const detail = await api.app.services.memberOps.member(fan.id);
    expect(detail.channelBlocks).toMatchObject([{ channelId }]);

    // 차단 해제: they comment again.
    expect(await result('DELETE', `/v1/studio/channels/${channelId}/blocks/${fan.id}`, owner.token)).toEqual({
      userId: fan.id,
      blocked: false,
    });
    expect(
      (
        await call('POST', `/v1/channel/${channelId}/board/${post.id}/comment`, fan.token, {
          commentContent: '다시',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe("blocking a comment's author", () => {
  it('blocks from the comment menu only for the owner of the channel the comment is on', async () => {
    const { owner, channelId } = await ownedChannel();
    const fan = await member();
    const post = await result<{ id: number }>('POST', `/v1/channel/${channelId}/board`, owner.token, {
      title: '글',
      content: '본문',
    });
    const comment = await result<{ id: number }>(
      'POST',
      `/v1/channel/${channelId}/board/${post.id}/comment`,
      fan.token,
      { commentContent: '첫 댓글' },
    );
    const other = await ownedChannel();
    for (const who of [other.owner.token, fan.token]) {
      expect((await call('POST', `/v1/studio/comments/${comment.id}/block`, who)).statusCode).toBe(403);
    }
    expect((await call('POST', `/v1/studio/comments/${comment.id}/block`)).statusCode).toBe(401);
    expect((await call('POST', '/v1/studio/comments/99999999/block', owner.token)).statusCode).toBe(404);
    expect(await result('POST', `/v1/studio/comments/${comment.id}/block`, owner.token)).toEqual({
      userId: fan.id,
      blocked: true,
    });
    const again = await call('POST', `/v1/channel/${channelId}/board/${post.id}/comment`, fan.token, {
      commentContent: '두 번째',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().detail).toBe(details.blockedComment);
  });
});
