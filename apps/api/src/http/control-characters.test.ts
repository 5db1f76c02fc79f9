import { requestDetails } from '@sogon/contract/messages/request';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinMember } from '../../test/accounts.ts';
import { setupTestApi } from '../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../test/factories.ts';

// A matrix generated from the OpenAPI document: every operation, every path, query and body
// field, once with NUL and once with ESC in it, sent by a logged-in member with the rest of the
// request filled in. Each must be refused as bad input (400 ERROR_REQUEST_PARAMETER_WRONG, the
// control-character detail naming the field) and leave the database as it was.

const api = setupTestApi();

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema | string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

interface Fixture {
  token: string;
  /** The console's routes answer 404 to anyone else before validating (ADR 030): an operator's cookie. */
  opsCookie: string;
  /** Finance's, for the routes only finance may use (roles are checked before validation too). */
  financeCookie: string;
  channelId: number;
  playlistId: number;
  contentId: number;
}

let doc: Document;
let fixture: Fixture;

beforeAll(async () => {
  doc = (await api.app.inject({ method: 'GET', url: '/api/live/openapi.json' })).json() as Document;
  const member = await joinMember(api.app);
  const db = api.database.db;
  // The member owns an audio-toon episode, so the studio's form route reaches its form fields.
  const channel = await makeChannel(db, { ownerUserId: member.user.userInfo.id });
  const playlist = await makePlaylist(db, { channelId: channel.id, mediaType: 'audiotoon' });
  const content = await makeContent(db, { playlistId: playlist.id, mediaType: 'audiotoon', status: 'draft' });
  const signIn = async (email: string, role: 'operator' | 'finance') => {
    const operator = await api.app.services.console.createOperator({ email, role, name: '' });
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
    return `ops_token=${signedIn.cookies.find((cookie) => cookie.name === 'ops_token')!.value}`;
  };
  fixture = {
    token: member.token,
    opsCookie: await signIn('nul@ops.example', 'operator'),
    financeCookie: await signIn('nul-finance@ops.example', 'finance'),
    channelId: channel.id,
    playlistId: playlist.id,
    contentId: content.id,
  };
});

function options(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

/** A value the schema takes, as simple as it gets: the "valid enough" rest of a request. */
function sample(schema: JsonSchema): unknown {
  // An optional body reads as anyOf [{not: {}}, the object]: the object is the simple value.
  const chosen = options(schema).find((option) => option.type && option.type !== 'null') ?? schema;
  if (chosen.enum) return chosen.enum[0];
  if ('const' in chosen) return chosen.const;
  if (chosen.default !== undefined) return chosen.default;
  switch (chosen.type) {
    case 'string':
      return 'a'.repeat(Math.max(1, chosen.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, chosen.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return chosen.minItems ? [sample(chosen.items ?? { type: 'string' })] : [];
    case 'object': {
      const required = new Set(chosen.required ?? []);
      return Object.fromEntries(
        Object.entries(chosen.properties ?? {})
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, sample(property)]),
      );
    }
    default:
      return null;
  }
}

/** Every leaf of a body schema as a path (`tags[0].name`), with the object it sits in. */
function leaves(schema: JsonSchema, path: string[] = []): string[][] {
  const found: string[][] = [];
  for (const option of options(schema)) {
    if (option.type === 'object' || option.properties) {
      for (const [name, property] of Object.entries(option.properties ?? {})) {
        found.push(...leaves(property, [...path, name]));
      }
    } else if (option.type === 'array' && option.items) {
      found.push(...leaves(option.items, [...path, '0']));
    } else if (option.type !== 'null' && option.format !== 'binary' && path.length > 0) {
      found.push(path);
    }
  }
  const unique = new Map(found.map((leaf) => [leaf.join('/'), leaf]));
  return [...unique.values()];
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> | unknown[] = target;
  path.forEach((key, index) => {
    const last = index === path.length - 1;
    const next = path[index + 1];
    const slot = node as Record<string, unknown>;
    if (last) slot[key] = value;
    else {
      if (typeof slot[key] !== 'object' || slot[key] === null) slot[key] = /^\d+$/.test(next!) ? [] : {};
      node = slot[key] as Record<string, unknown>;
    }
  });
}

/** How the walker names a field: `tags[0].name`. */
function fieldName(path: string[]): string {
  return path.reduce(
    (name, key) => (/^\d+$/.test(key) ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    '',
  );
}

function pathValue(parameter: Parameter): string {
  const schema = typeof parameter.schema === 'object' ? parameter.schema : {};
  if (parameter.name === 'playlistId') return String(fixture.playlistId);
  if (schema.type === 'integer' || schema.type === 'number') return String(fixture.contentId);
  if (schema.pattern === '^[0-9a-f]{32}$') return '0'.repeat(32);
  if (parameter.name === 'month') return '2026-10';
  return String(sample(schema) ?? 'a');
}

interface Case {
  label: string;
  field: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function multipart(fields: Record<string, string>): { body: string; type: string } {
  const boundary = 'sogon-boundary-7d3a';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

/** One request per field of every operation, the field holding `poison`. */
function cases(poison: string): Case[] {
  const all: Case[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []).filter(
        (parameter) => parameter.in === 'path' || parameter.in === 'query',
      );
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const body = media?.schema;
      const build = (target: { parameter?: Parameter; bodyPath?: string[] }): Case => {
        const url = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
          const parameter = parameters.find(
            (candidate) => candidate.in === 'path' && candidate.name === name,
          )!;
          return encodeURIComponent(parameter === target.parameter ? poison : pathValue(parameter));
        });
        const query = new URLSearchParams();
        for (const parameter of parameters) {
          if (parameter.in !== 'query') continue;
          if (parameter === target.parameter) query.set(parameter.name, poison);
          else if (parameter.required && typeof parameter.schema === 'object') {
            query.set(parameter.name, String(sample(parameter.schema)));
          }
        }
        const headers: Record<string, string> = {
          'x-client': 'sogon-web',
          token: fixture.token,
          ...(template.startsWith('/api/live/ops/') ? { cookie: fixture.opsCookie } : {}),
        };
        let payload: string | undefined;
        if (contentType === 'application/json' && body) {
          const value = sample(body) as Record<string, unknown>;
          if (target.bodyPath) setAt(value, target.bodyPath, poison);
          payload = JSON.stringify(value);
          headers['content-type'] = contentType;
        } else if (contentType === 'multipart/form-data' && target.bodyPath) {
          const form = multipart({ [target.bodyPath[0]!]: poison });
          payload = form.body;
          headers['content-type'] = form.type;
        } else if (contentType && body?.type === 'string') {
          payload = `WEBVTT\n\n00:00.000 --> 00:01.000\n${target.bodyPath ? poison : '안녕'}`;
          headers['content-type'] = contentType;
        }
        const search = query.toString();
        const where = target.parameter
          ? `${target.parameter.in} ${target.parameter.name}`
          : `body ${target.bodyPath?.join('.') ?? ''}`.trim();
        return {
          label: `${method.toUpperCase()} ${template} (${where})`,
          field: target.parameter?.name ?? (target.bodyPath?.length ? fieldName(target.bodyPath) : 'body'),
          method: method.toUpperCase(),
          url: search ? `${url}?${search}` : url,
          headers,
          payload,
        };
      };
      for (const parameter of parameters) all.push(build({ parameter }));
      if (body && contentType === 'multipart/form-data') {
        for (const path of leaves(body)) all.push({ ...build({ bodyPath: path }), field: path[0]! });
      } else if (body && contentType === 'application/json') {
        for (const path of leaves(body)) all.push(build({ bodyPath: path }));
      } else if (body?.type === 'string') {
        all.push(build({ bodyPath: [] }));
      }
    }
  }
  return all;
}

async function tableCounts(): Promise<Record<string, number>> {
  const { rows: tables } = await api.database.pool.query<{ name: string }>(
    "select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await api.database.pool.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    counts[name] = rows[0]!.n;
  }
  return counts;
}

describe('control characters in any request field are refused as bad input', () => {
  it.each([
    ['NUL', '\u0000'],
    ['ESC', '\u001b'],
  ])('every operation of the OpenAPI document, every field, with %s', async (_name, character) => {
    const matrix = cases(`a${character}b`);
    // The document lists every path of the spec; a matrix of a handful would test nothing.
    expect(matrix.length).toBeGreaterThan(250);
    const before = await tableCounts();
    const wrong: string[] = [];
    for (const request of matrix) {
      const send = (headers: Record<string, string>) =>
        api.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
      let response = await send(request.headers);
      if (response.statusCode === 403 && request.headers.cookie) {
        response = await send({ ...request.headers, cookie: fixture.financeCookie });
      }
      const expected = requestDetails.controlCharacter(request.field);
      if (response.statusCode !== 400) {
        wrong.push(`${request.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        continue;
      }
      if (request.method === 'HEAD') continue;
      const body = response.json();
      if (
        body.message !== 'ERROR_REQUEST_PARAMETER_WRONG' ||
        body.result?.error !== 'ERROR_REQUEST_PARAMETER_WRONG' ||
        body.detail !== expected
      ) {
        wrong.push(`${request.label}: ${response.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    // Refused before any handler ran: not one row more or less anywhere.
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses the section-7 headers and the token cookie with a control character', async () => {
    const names = [
      'version',
      'x-origin',
      'x-uuid',
      'x-pid',
      'x-pid1',
      'x-pid3',
      'x-pid7',
      'x-adult-pid',
      'x-sid',
    ];
    for (const name of [...names, 'token']) {
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/live/v2/search?keyword=a',
        headers: { [name]: 'a\u0000b' },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'ERROR_REQUEST_PARAMETER_WRONG',
        detail: requestDetails.headerControlCharacter,
      });
    }
    const cookie = await api.app.inject({
      method: 'GET',
      url: '/api/live/v2/user',
      headers: { cookie: 'token=a%00b' },
    });
    expect(cookie.statusCode).toBe(400);
    expect(cookie.json().detail).toBe(requestDetails.headerControlCharacter);
  });

  it('keeps line breaks and tabs in multi-line text (comments), and only there', async () => {
    const db = api.database.db;
    const content = await makeContent(db, { status: 'published', isFree: true });
    const comment = await api.app.inject({
      method: 'POST',
      url: '/api/live/v2/playlist/comment',
      headers: { 'x-client': 'sogon-web', token: fixture.token },
      payload: {
        playlistId: content.playlistId,
        contentId: content.id,
        commentContent: '첫 줄\r\n\t둘째 줄',
        targetCommentId: 0,
      },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const search = await api.app.inject({
      method: 'GET',
      url: `/api/live/v2/search?keyword=${encodeURIComponent('빗소리\n')}`,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().detail).toBe(requestDetails.controlCharacter('keyword'));
  });
});
