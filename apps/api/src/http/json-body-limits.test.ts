import { Writable } from 'node:stream';
import { CAPTIONS_MAX_BYTES, CAPTIONS_MAX_CUES, PLAYTIME_BATCH_MAX } from '@sogon/contract/limits';
import { requestDetails } from '@sogon/contract/messages/request';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { joinMember } from '../../test/accounts.ts';
import { setupTestApi } from '../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../test/factories.ts';
import { ANONYMOUS_BODY_LIMIT } from './anonymous-body-limit.ts';
import { JSON_BODY_LIMITS } from './json-body.ts';

// Issue 36: a JSON body nested 9,000 deep answered 500 ("Maximum call stack size exceeded") on
// every route that takes a body, and a 1 MB body of 330k objects cost 250-500 ms of CPU before
// any session check. Over a real socket, as members, operators and visitors send them.

/** Every line the server logs while this file runs. */
const lines: Array<{ level: number; msg?: string; err?: unknown }> = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      callback();
    },
  }),
);

const api = setupTestApi({ loggerInstance: logger });
let origin = '';
let member = { token: '', contentId: 0, playlistId: 0 };
let opsCookie = '';

beforeAll(async () => {
  origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const joined = await joinMember(api.app);
  const db = api.database.db;
  const channel = await makeChannel(db, { ownerUserId: joined.user.userInfo.id });
  const playlist = await makePlaylist(db, { channelId: channel.id, mediaType: 'audio' });
  const content = await makeContent(db, { playlistId: playlist.id, mediaType: 'audio', status: 'draft' });
  member = { token: joined.token, contentId: content.id, playlistId: playlist.id };
  const email = 'deep@ops.example';
  const operator = await api.app.services.console.createOperator({ email, role: 'operator', name: '' });
  const signedIn = await api.app.inject({
    method: 'POST',
    url: '/api/live/ops/auth/login',
    headers: { 'x-client': 'sogon-web', 'content-type': 'application/json' },
    payload: {
      email,
      password: operator!.password,
      otp: new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(operator!.totpSecret) }).generate(),
    },
  });
  opsCookie = `ops_token=${signedIn.cookies.find((cookie) => cookie.name === 'ops_token')!.value}`;
});

beforeEach(() => {
  lines.length = 0;
});

type Who = 'visitor' | 'member' | 'operator';

function headers(who: Who): Record<string, string> {
  const base = { 'x-client': 'sogon-web', 'content-type': 'application/json' };
  if (who === 'member') return { ...base, token: member.token };
  if (who === 'operator') return { ...base, cookie: opsCookie };
  return base;
}

function send(who: Who, method: string, path: string, body: string): Promise<Response> {
  return fetch(`${origin}/api/live${path}`, { method, headers: headers(who), body });
}

interface Envelope {
  message: string;
  result: { error: string };
  detail: string;
}

async function expectRefusal(response: Response, status: number, detail: string): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Envelope;
  expect(body).toEqual({
    message: 'ERROR_REQUEST_PARAMETER_WRONG',
    result: { error: 'ERROR_REQUEST_PARAMETER_WRONG' },
    detail,
  });
}

/** Rows in every table of the application's schema, to show a refused request wrote nothing. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await api.database.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const counted = await api.database.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from "public"."${name}"`),
    );
    counts[name] = counted.rows[0]?.n ?? 0;
  }
  return counts;
}

function noErrorLogged(): void {
  const errors = lines.filter((line) => line.level >= 50);
  expect(errors).toEqual([]);
  expect(JSON.stringify(lines)).not.toContain('Maximum call stack');
}

const DEPTH = 9_000;
const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
/** A deep value inside an otherwise well-formed body of the route. */
const deepInside = (field: string) => `{"${field}":${deepArray}}`;

/** Routes that take a body, by who may send them. */
const routes = (): Array<{ who: Who; method: string; path: string; field: string }> => [
  { who: 'visitor', method: 'POST', path: '/v1/user/auth/login', field: 'uid' },
  { who: 'visitor', method: 'POST', path: '/v1/user/auth/join', field: 'uid' },
  { who: 'visitor', method: 'POST', path: '/v2/content/playtime', field: 'events' },
  { who: 'visitor', method: 'POST', path: '/v1/log/access', field: 'url' },
  { who: 'member', method: 'POST', path: '/v2/playlist/comment', field: 'commentContent' },
  { who: 'member', method: 'POST', path: '/v2/content/offline', field: 'contentIds' },
  { who: 'member', method: 'PUT', path: `/v1/studio/contents/${member.contentId}/captions`, field: 'text' },
  { who: 'operator', method: 'POST', path: '/ops/notices', field: 'title' },
];

describe('a JSON body nested 9,000 deep', () => {
  it('is refused with 400 in the envelope on every kind of route, writing and logging nothing', async () => {
    const before = await rowCounts();
    for (const route of routes()) {
      for (const body of [deepArray, deepObject, deepInside(route.field)]) {
        const response = await send(route.who, route.method, route.path, body);
        await expectRefusal(response, 400, requestDetails.bodyTooDeep);
      }
    }
    expect(await rowCounts()).toEqual(before);
    noErrorLogged();
  });

  it('is refused at the first level past the limit; the limit itself parses', async () => {
    const limit = JSON_BODY_LIMITS.maxDepth;
    const nested = (depth: number) => `{"contentIds":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const past = await send('member', 'POST', '/v2/content/offline', nested(limit + 1));
    await expectRefusal(past, 400, requestDetails.bodyTooDeep);
    // At the limit the body reaches the route's schema, which refuses nested ids its own way.
    const at = await send('member', 'POST', '/v2/content/offline', nested(limit));
    expect(at.status).toBe(400);
    expect(((await at.json()) as Envelope).detail).not.toBe(requestDetails.bodyTooDeep);
    noErrorLogged();
  });
});

describe('a JSON body holding more values than any route takes', () => {
  const wide = (count: number) => `{"contentIds":[${Array.from({ length: count }, () => '1').join(',')}]}`;

  it('is refused with 400 past the value limit, as a member or an operator', async () => {
    const before = await rowCounts();
    const objects = `[${Array.from({ length: 300_000 }, () => '{}').join(',')}]`; // about 900 kB
    await expectRefusal(
      await send('member', 'POST', '/v2/content/offline', objects),
      400,
      requestDetails.bodyTooManyValues,
    );
    await expectRefusal(
      await send('member', 'POST', '/v2/content/offline', wide(JSON_BODY_LIMITS.maxValues + 1)),
      400,
      requestDetails.bodyTooManyValues,
    );
    await expectRefusal(
      await send('operator', 'POST', '/ops/notices', objects),
      400,
      requestDetails.bodyTooManyValues,
    );
    expect(await rowCounts()).toEqual(before);
    noErrorLogged();
  });

  it('without a session, is refused as too large past 64 kB before it is read', async () => {
    const objects = `[${Array.from({ length: 300_000 }, () => '{}').join(',')}]`;
    await expectRefusal(
      await send('visitor', 'POST', '/v1/user/auth/login', objects),
      413,
      requestDetails.bodyTooLarge,
    );
    const justOver = JSON.stringify({ uid: 'a'.repeat(ANONYMOUS_BODY_LIMIT), password: 'x' });
    await expectRefusal(
      await send('visitor', 'POST', '/v1/user/auth/login', justOver),
      413,
      requestDetails.bodyTooLarge,
    );
    // Chunked, without a declared length: refused once it passes the limit.
    const chunked = await fetch(`${origin}/api/live/v1/user/auth/login`, {
      method: 'POST',
      headers: headers('visitor'),
      body: new Blob([justOver]).stream(),
      duplex: 'half',
    } as RequestInit);
    await expectRefusal(chunked, 413, requestDetails.bodyTooLarge);
    // Under the limit a visitor's body is read and meets the route's own checks.
    const under = JSON.stringify({ uid: 'a'.repeat(ANONYMOUS_BODY_LIMIT - 100), password: 'x' });
    const answered = await send('visitor', 'POST', '/v1/user/auth/login', under);
    expect(answered.status).toBe(400);
    expect(((await answered.json()) as Envelope).detail).not.toBe(requestDetails.bodyTooLarge);
    // A member's large body is not held to the visitors' limit.
    const members = await send('member', 'POST', '/v2/playlist/comment', justOver);
    expect(members.status).toBe(400);
    expect(((await members.json()) as Envelope).detail).not.toBe(requestDetails.bodyTooLarge);
    noErrorLogged();
  });
});

describe('a large body naming a session that does not exist', () => {
  it('is refused as its route would refuse the session, before the body is read', async () => {
    const objects = `[${Array.from({ length: 300_000 }, () => '{}').join(',')}]`;
    const forged = 'f'.repeat(43);
    const asMember = await fetch(`${origin}/api/live/v2/content/offline`, {
      method: 'POST',
      headers: { ...headers('visitor'), token: forged },
      body: objects,
    });
    expect(asMember.status).toBe(401);
    expect(((await asMember.json()) as Envelope).message).toBe('ERROR_USER_VALIDATION_FAILED');
    const asOperator = await fetch(`${origin}/api/live/ops/notices`, {
      method: 'POST',
      headers: { ...headers('visitor'), cookie: `ops_token=${forged}` },
      body: objects,
    });
    expect(asOperator.status).toBe(404);
    // Under the anonymous limit the route itself answers, as it always did.
    const small = await fetch(`${origin}/api/live/v2/content/offline`, {
      method: 'POST',
      headers: { ...headers('visitor'), token: forged },
      body: '{"contentIds":[1]}',
    });
    expect(small.status).toBe(401);
    noErrorLogged();
  });
});

describe('the largest bodies the routes legitimately take still work', () => {
  it('the offline check with 1,000 episode ids', async () => {
    // One episode a thousand times: the body is as large as the route takes, the service (one
    // query per distinct id) is not what this file measures.
    const body = JSON.stringify({ contentIds: Array.from({ length: 1000 }, () => member.contentId) });
    const response = await send('member', 'POST', '/v2/content/offline', body);
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it(`a playtime batch of ${PLAYTIME_BATCH_MAX} reports from a visitor, also as sendBeacon sends it`, async () => {
    const events = Array.from({ length: PLAYTIME_BATCH_MAX }, () => ({
      id: member.contentId,
      playtime: 10,
      interval: 10,
    }));
    const body = JSON.stringify({ events, uuid: 'beacon-uuid-0001' });
    const response = await send('visitor', 'POST', '/v2/content/playtime', body);
    expect(response.status, await response.clone().text()).not.toBeGreaterThanOrEqual(500);
    expect(((await response.json()) as Envelope).detail ?? '').not.toMatch(/너무/);
    const beacon = await fetch(`${origin}/api/live/v2/content/playtime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(origin).origin },
      body,
    });
    expect(beacon.status).not.toBe(413);
    expect(((await beacon.json()) as Envelope).detail ?? '').not.toMatch(/너무/);
  });

  it('a script file of nearly 2 MB sent as a JSON string, with its line breaks escaped', async () => {
    const cue = (index: number) => {
      const start = index * 2;
      const stamp = (seconds: number) =>
        `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;
      return `${stamp(start)} --> ${stamp(start + 1)}\n${'가나다라마바사'.repeat(9)} ${index}\n`;
    };
    // Cues until the JSON string would pass the route's limit (less a kilobyte).
    const cues = ['WEBVTT\n\n'];
    let bytes = Buffer.byteLength(JSON.stringify(cues[0]));
    for (let index = 0; index < CAPTIONS_MAX_CUES; index += 1) {
      const next = `${cue(index)}\n`;
      const more = Buffer.byteLength(JSON.stringify(next)) - 2;
      if (bytes + more > CAPTIONS_MAX_BYTES - 1024) break;
      cues.push(next);
      bytes += more;
    }
    const body = JSON.stringify(cues.join(''));
    expect(Buffer.byteLength(body)).toBeGreaterThan(1.9 * 1024 * 1024);
    const response = await send('member', 'PUT', `/v1/studio/contents/${member.contentId}/captions`, body);
    expect(response.status, (await response.clone().text()).slice(0, 300)).toBe(200);
    expect(((await response.json()) as { result: { count: number } }).result.count).toBe(cues.length - 1);
  }, 120_000);

  it('control characters are still refused in a body, and line breaks kept where text has lines', async () => {
    const refused = await send(
      'member',
      'POST',
      '/v2/playlist/comment',
      JSON.stringify({
        playlistId: member.playlistId,
        contentId: member.contentId,
        commentContent: 'a\u0000b',
      }),
    );
    await expectRefusal(refused, 400, requestDetails.controlCharacter('commentContent'));
    const keyRefused = await send(
      'visitor',
      'POST',
      '/v1/user/auth/login',
      '{"uid\\u001b":"a","password":"b"}',
    );
    expect(((await keyRefused.json()) as Envelope).detail).toBe(requestDetails.controlCharacter('uid\u001b'));
    const rawDelete = await send(
      'visitor',
      'POST',
      '/v1/user/auth/login',
      '{"uid":"a\u007f","password":"b"}',
    );
    await expectRefusal(rawDelete, 400, requestDetails.controlCharacter('uid'));
    noErrorLogged();
  });
});
