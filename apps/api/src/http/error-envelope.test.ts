import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isErrorCode } from '@sogon/contract/errors';
import { requestDetails } from '@sogon/contract/messages/request';
import { studioTexts } from '@sogon/contract/messages/studio';
import { STUDIO_UPLOAD_PATH } from '@sogon/contract/schemas/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoots } from '#api/media/roots';
import { joinMember } from '../../test/accounts.ts';
import { setupTestApi } from '../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../test/factories.ts';

// Every refusal a client can provoke, over a real socket: status, JSON content type and the
// envelope of api.md ({message, result: {error}, detail in Korean}), whoever produced it —
// our routes, Fastify before routing, Node's HTTP parser, the static file server or tus.

const scratch = mkdtempSync(path.join(os.tmpdir(), 'sogon-envelope-'));
const roots = mediaRoots(scratch);
mkdirSync(roots.public, { recursive: true });
writeFileSync(path.join(roots.public, 'cover.txt'), 'ten bytes!');

const api = setupTestApi({ media: roots });
let origin = '';
let member: { token: string; id: number };

beforeAll(async () => {
  origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const joined = await joinMember(api.app);
  member = { token: joined.token, id: joined.user.userInfo.id };
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Envelope {
  message: string;
  result: { error: string };
  detail?: string;
}

/** Asserts the answer is the error envelope with `status` and `code`, and answers its body. */
async function expectEnvelope(response: Response, status: number, code: string): Promise<Envelope> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Envelope;
  expect(body).toMatchObject({ message: code, result: { error: code } });
  expect(isErrorCode(body.message)).toBe(true);
  expect(body.detail).toMatch(/[가-힣]/);
  return body;
}

/** One raw HTTP/1.1 exchange, for requests fetch would refuse to send. */
function rawExchange(request: string): Promise<string> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function parseRaw(raw: string): { status: number; headers: string; body: Envelope } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

const WRITE = { 'x-client': 'sogon-web', 'content-type': 'application/json' };

describe('refusals before and around the routes answer in the envelope', () => {
  it('unknown paths: 404 ERROR_API_PATH_WRONG inside and outside /api/live', async () => {
    await expectEnvelope(await fetch(`${origin}/api/live/v9/nothing`), 404, 'ERROR_API_PATH_WRONG');
    await expectEnvelope(await fetch(`${origin}/nothing/here`), 404, 'ERROR_API_PATH_WRONG');
  });

  it('a body over the limit: 413', async () => {
    const response = await fetch(`${origin}/api/live/v1/log/access`, {
      method: 'POST',
      headers: WRITE,
      body: JSON.stringify({ url: 'a'.repeat(2 * 1024 * 1024) }),
    });
    const body = await expectEnvelope(response, 413, 'ERROR_REQUEST_PARAMETER_WRONG');
    expect(body.detail).toBe(requestDetails.bodyTooLarge);
  });

  it('a content type no route reads: 415', async () => {
    const response = await fetch(`${origin}/api/live/v1/user/auth/login`, {
      method: 'POST',
      headers: { ...WRITE, 'content-type': 'application/xml' },
      body: '<login/>',
    });
    const body = await expectEnvelope(response, 415, 'ERROR_REQUEST_PARAMETER_WRONG');
    expect(body.detail).toBe(requestDetails.unsupportedMediaType);
  });

  it('malformed JSON: 400', async () => {
    const response = await fetch(`${origin}/api/live/v1/user/auth/login`, {
      method: 'POST',
      headers: WRITE,
      body: '{"uid":',
    });
    const body = await expectEnvelope(response, 400, 'ERROR_REQUEST_PARAMETER_WRONG');
    expect(body.detail).toBe(requestDetails.malformedBody);
  });

  it('an address or header over the limit: 431 from the HTTP parser', async () => {
    const longUrl = await fetch(`${origin}/api/live/v2/search?keyword=${'가'.repeat(8000)}`);
    const body = await expectEnvelope(longUrl, 431, 'ERROR_REQUEST_PARAMETER_WRONG');
    expect(body.detail).toBe(requestDetails.headersTooLarge);
    const longHeader = await fetch(`${origin}/api/live/health`, { headers: { 'x-pid': 'p'.repeat(20_000) } });
    await expectEnvelope(longHeader, 431, 'ERROR_REQUEST_PARAMETER_WRONG');
  });

  it('a request the HTTP parser cannot read, and a path Fastify cannot decode: 400', async () => {
    const broken = parseRaw(
      await rawExchange('GET /api/live/health HTTP/1.1\r\nHost: x\r\nno colon\r\n\r\n'),
    );
    expect(broken.status).toBe(400);
    expect(broken.headers).toContain('content-type: application/json');
    expect(broken.body).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      result: { error: 'ERROR_REQUEST_PARAMETER_WRONG' },
      detail: requestDetails.malformedRequest,
    });
    await expectEnvelope(
      await fetch(`${origin}/api/live/v1/kakao/status/%E0%A4%A`),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
    );
  });

  it('public media: 404 for a missing file, 416 for a range past its end (with Content-Range)', async () => {
    const missing = await expectEnvelope(
      await fetch(`${origin}/media/none.mp3`),
      404,
      'ERROR_CONTENT_NOT_EXIST',
    );
    expect(missing.detail).toBe(requestDetails.mediaNotFound);
    const served = await fetch(`${origin}/media/cover.txt`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('ten bytes!');
    const pastEnd = await fetch(`${origin}/media/cover.txt`, { headers: { range: 'bytes=100-200' } });
    expect(pastEnd.headers.get('content-range')).toBe('bytes */10');
    const body = await expectEnvelope(pastEnd, 416, 'ERROR_REQUEST_PARAMETER_WRONG');
    expect(body.detail).toBe(requestDetails.rangeNotSatisfiable);
  });
});

describe('tus refusals answer in the envelope and keep the tus headers', () => {
  const TUS = { 'tus-resumable': '1.0.0', 'x-client': 'sogon-web' };
  const uploads = () => `${origin}${STUDIO_UPLOAD_PATH}`;
  const metadata = (entries: Record<string, string>) =>
    Object.entries(entries)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');

  async function ownedEpisodeId(): Promise<number> {
    const db = api.database.db;
    const channel = await makeChannel(db, { ownerUserId: member.id });
    const playlist = await makePlaylist(db, { channelId: channel.id, mediaType: 'audio' });
    const content = await makeContent(db, { playlistId: playlist.id, mediaType: 'audio', status: 'draft' });
    return content.id;
  }

  it('a request without Tus-Resumable: 412', async () => {
    const response = await fetch(uploads(), {
      method: 'POST',
      headers: { 'x-client': 'sogon-web', token: member.token, 'upload-length': '10' },
    });
    await expectEnvelope(response, 412, 'ERROR_REQUEST_PARAMETER_WRONG');
    expect(response.headers.get('tus-resumable')).toBe('1.0.0');
  });

  it('a creation without Upload-Length, or with an extension tus lacks: 400, not 501', async () => {
    const withoutLength = await fetch(uploads(), {
      method: 'POST',
      headers: { ...TUS, token: member.token },
    });
    const body = await expectEnvelope(withoutLength, 400, 'ERROR_REQUEST_PARAMETER_WRONG');
    expect(body.detail).toBe(studioTexts.uploadProtocol);
    expect(withoutLength.headers.get('tus-resumable')).toBe('1.0.0');
    const deferred = await fetch(uploads(), {
      method: 'POST',
      headers: { ...TUS, token: member.token, 'upload-defer-length': '1' },
    });
    await expectEnvelope(deferred, 400, 'ERROR_REQUEST_PARAMETER_WRONG');
  });

  it('a file name with a control character is refused and nothing is created', async () => {
    const contentId = await ownedEpisodeId();
    const response = await fetch(uploads(), {
      method: 'POST',
      headers: {
        ...TUS,
        token: member.token,
        'upload-length': '10',
        'upload-metadata': metadata({ contentId: String(contentId), filename: 'a\u0000b.wav' }),
      },
    });
    const body = await expectEnvelope(response, 400, 'ERROR_REQUEST_PARAMETER_WRONG');
    expect(body.detail).toBe(studioTexts.uploadMetadata);
    expect(response.headers.get('location')).toBeNull();
  });

  it('an unknown upload: 404; a wrong offset: 409 with the tus headers', async () => {
    const unknown = await fetch(`${uploads()}/${'0'.repeat(32)}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        token: member.token,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: 'x',
    });
    await expectEnvelope(unknown, 404, 'ERROR_CONTENT_NOT_EXIST');

    const contentId = await ownedEpisodeId();
    const created = await fetch(uploads(), {
      method: 'POST',
      headers: {
        ...TUS,
        token: member.token,
        'upload-length': '10',
        'upload-metadata': metadata({ contentId: String(contentId), filename: 'rain.wav' }),
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', origin).toString();
    const conflict = await fetch(location, {
      method: 'PATCH',
      headers: {
        ...TUS,
        token: member.token,
        'upload-offset': '5',
        'content-type': 'application/offset+octet-stream',
      },
      body: 'hello',
    });
    const body = await expectEnvelope(conflict, 409, 'ERROR_REQUEST_PARAMETER_WRONG');
    expect(body.detail).toBe(studioTexts.uploadOffsetConflict);
    expect(conflict.headers.get('tus-resumable')).toBe('1.0.0');
    const wrongType = await fetch(location, {
      method: 'PATCH',
      headers: { ...TUS, token: member.token, 'upload-offset': '0', 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(wrongType.status).toBeGreaterThanOrEqual(400);
    expect(wrongType.status).toBeLessThan(500);
    expect(JSON.parse(await wrongType.text())).toMatchObject({ result: { error: expect.any(String) } });
  });
});
