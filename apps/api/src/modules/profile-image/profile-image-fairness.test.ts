import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountDetails } from '@sogon/contract/messages/account-details';
import { runFfmpeg } from '@sogon/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '#api/adapters/storage/local';
import { users } from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import type { Member } from '#api/modules/account';
import { createAccountRepository } from '#api/modules/account';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { spiedTools } from '../../../test/image-fixtures.ts';
import { createProfileImageService, ORPHAN_GRACE_MS } from './service.ts';

// Issue 36: 20 parallel uploads by one member shared one queue of 2 slots with everyone, gave
// 10 x 504 for work that still finished later, and left 19 orphan files. Now one upload per member
// runs at a time (another one at once is answered 429 at once), a wait for a slot or a re-encode
// that runs out of time is cancelled and says so, every replaced image is deleted, and a sweep
// removes what no member points at.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-profile-fair-'));
const roots = mediaRoots(dataDir);
const profilesDir = path.join(roots.public, 'profiles');
const api = setupTestApi({ media: roots });
const fixtures = path.join(dataDir, 'fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

beforeAll(async () => {
  fs.mkdirSync(fixtures, { recursive: true });
  await runFfmpeg(
    ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=3000x2000', '-frames:v', '1'].concat(
      path.join(fixtures, 'large.jpg'),
    ),
    { timeoutMs: 20_000 },
  );
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(token: string, data: Buffer) {
  const form = new FormData();
  form.append('profileImg', new Blob([data], { type: 'image/jpeg' }), 'me.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const { 'content-type': _json, ...headers } = WRITE;
  return api.app.inject({
    method: 'POST',
    url: '/api/live/v1/user/profile',
    headers: { ...headers, token, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

async function storedProfile(userId: number): Promise<string> {
  const [row] = await api.database.db.select().from(users).where(eq(users.id, userId));
  return row!.profileImg;
}

/** The member's image files in a profiles folder (the local store's dot files aside). */
function filesOf(userId: number, dir = profilesDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(`${userId}-`))
    .sort();
}

describe('parallel uploads by one member', () => {
  it('answer 200 or an immediate 429 that says why, never 5xx, and leave exactly one file', async () => {
    const member = await joinMember(api.app);
    const id = member.user.userInfo.id;
    const image = fixture('large.jpg');
    const responses = await Promise.all(Array.from({ length: 20 }, () => upload(member.token, image)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    for (const response of responses.filter((answer) => answer.statusCode === 429)) {
      expect(response.json()).toEqual({
        message: 'ERROR_TOO_MANY_REQUESTS',
        result: { error: 'ERROR_TOO_MANY_REQUESTS' },
        detail: accountDetails.profileImageBusy,
      });
      expect(response.headers['retry-after']).toBe('5');
    }

    const current = await storedProfile(id);
    const accepted = responses.filter((answer) => answer.statusCode === 200);
    expect(accepted.map((answer) => answer.json().result.profileImg)).toContain(current);
    expect(filesOf(id)).toEqual([current.slice('/media/profiles/'.length)]);

    // Once the upload is done, the member's next one goes through and replaces it.
    const next = await upload(member.token, image);
    expect(next.statusCode, next.body).toBe(200);
    const replaced = next.json().result.profileImg as string;
    expect(await storedProfile(id)).toBe(replaced);
    expect(filesOf(id)).toEqual([replaced.slice('/media/profiles/'.length)]);
  });

  it('of different members run side by side, each replacing only its own image', async () => {
    const members = await Promise.all(Array.from({ length: 3 }, () => joinMember(api.app)));
    const image = fixture('large.jpg');
    const responses = await Promise.all(members.map((member) => upload(member.token, image)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    for (const member of members) expect(filesOf(member.user.userInfo.id)).toHaveLength(1);
  });
});

describe('an upload that cannot be done in time', () => {
  const member = (id: number) => ({ user: { id } }) as Member;

  function slowService(name: string, limits: { queueWaitMs: number; workLimitMs: number }) {
    const dir = path.join(dataDir, name);
    fs.mkdirSync(dir, { recursive: true });
    const tools = spiedTools(dir, { probeDelaySeconds: 0.8 });
    const storageRoot = path.join(dir, 'public');
    const service = createProfileImageService({
      accounts: createAccountRepository(api.database.db),
      storage: createLocalStorage({ root: storageRoot }),
      urlPrefix: '/media/profiles/',
      tools,
      limits,
    });
    return { service, tools, profiles: path.join(storageRoot, 'profiles') };
  }

  async function settle(promise: Promise<unknown>) {
    try {
      return { value: await promise };
    } catch (error) {
      return { error: error as { code: string; status: number; detail: string; retryAfterSeconds?: number } };
    }
  }

  it('is cancelled after its wait for a slot, never started, and says so', async () => {
    const { service, tools, profiles } = slowService('queue', { queueWaitMs: 400, workLimitMs: 10_000 });
    const joined = await Promise.all(Array.from({ length: 3 }, () => joinMember(api.app)));
    const ids = joined.map((one) => one.user.userInfo.id);
    const image = fixture('large.jpg');
    // Two slots: two members take them, the third waits 400 ms and gives up.
    const outcomes = await Promise.all(
      ids.map((id) => settle(service.replace(member(id), async () => image))),
    );
    expect(outcomes.filter((outcome) => outcome.value)).toHaveLength(2);
    const refused = outcomes.findIndex((outcome) => outcome.error);
    expect(outcomes[refused]!.error).toMatchObject({
      code: 'ERROR_SERVICE_UNAVAILABLE',
      status: 503,
      detail: accountDetails.profileImageQueueFull,
      retryAfterSeconds: 5,
    });
    // Two uploads ran (probe, encode, probe each); the third never reached a tool, and it never will.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(tools.runs().filter((tool) => tool === 'ffmpeg')).toHaveLength(2);
    expect(filesOf(ids[refused]!, profiles)).toEqual([]);
    expect(await storedProfile(ids[refused]!)).toBe('');
  });

  it('is cancelled when its re-encode runs past the limit, storing nothing, and says so', async () => {
    const { service, tools, profiles } = slowService('work', { queueWaitMs: 5_000, workLimitMs: 300 });
    const joined = await joinMember(api.app);
    const id = joined.user.userInfo.id;
    const outcome = await settle(service.replace(member(id), async () => fixture('large.jpg')));
    expect(outcome.error).toMatchObject({
      code: 'ERROR_SERVICE_UNAVAILABLE',
      status: 503,
      detail: accountDetails.profileImageCancelled,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(tools.runs()).toEqual(['ffprobe']);
    expect(filesOf(id, profiles)).toEqual([]);
    expect(await storedProfile(id)).toBe('');
  });
});

describe('the orphan sweep', () => {
  it('deletes old images no member points at, and nothing else', async () => {
    const member = await joinMember(api.app);
    const id = member.user.userInfo.id;
    const response = await upload(member.token, fixture('large.jpg'));
    expect(response.statusCode).toBe(200);
    const kept = (response.json().result.profileImg as string).slice('/media/profiles/'.length);
    const write = (name: string, ageMs: number) => {
      const file = path.join(profilesDir, name);
      fs.writeFileSync(file, 'x');
      const at = new Date(Date.now() - ageMs);
      fs.utimesSync(file, at, at);
    };
    const orphan = `${id}-${'a'.repeat(24)}.jpg`;
    const young = `${id}-${'b'.repeat(24)}.jpg`;
    const foreign = 'seeded-avatar.jpg';
    write(orphan, ORPHAN_GRACE_MS + 60_000);
    write(young, 60_000);
    write(foreign, ORPHAN_GRACE_MS * 48);
    // The member's own image, however old, stays while their profile points at it.
    const keptAt = new Date(Date.now() - ORPHAN_GRACE_MS * 48);
    fs.utimesSync(path.join(profilesDir, kept), keptAt, keptAt);

    const deleted = await api.app.services.profileImages.sweepOrphans();
    expect(deleted).toBe(1);
    expect(fs.existsSync(path.join(profilesDir, orphan))).toBe(false);
    for (const name of [young, foreign, kept])
      expect(fs.existsSync(path.join(profilesDir, name)), name).toBe(true);
    expect(await api.app.services.profileImages.sweepOrphans()).toBe(0);
  });
});
