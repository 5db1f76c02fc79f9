import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { IdentitySettings } from '#api/adapters/identity/select';
import { sealResult, type VerifiedIdentity } from '#api/adapters/identity/types';
import type { Services } from '#api/app/compose';
import { joinMember } from '../../../test/accounts.ts';
import { buildTestServer, type TestApiServer } from '../../../test/api-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';

export interface TestPerson {
  name: string;
  birthDate: string;
  phone: string;
  carrier?: string;
  gender?: string;
}

let phones = 0;
/** A person nobody else in this run is: a fresh phone number makes a fresh CI. */
export function newPerson(overrides: Partial<TestPerson> = {}): TestPerson {
  phones += 1;
  const digits = String((process.pid * 1000 + phones) % 100_000_000).padStart(8, '0');
  return {
    name: '김소곤',
    birthDate: '19900101',
    phone: `010${digits}`,
    carrier: 'SKT',
    gender: 'F',
    ...overrides,
  };
}

export function decodeResult(result: string): VerifiedIdentity {
  return JSON.parse(
    Buffer.from(result.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as VerifiedIdentity;
}

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)) {
    fields[match[1] as string] = (match[2] as string).replaceAll('&amp;', '&').replaceAll('&quot;', '"');
  }
  return fields;
}

/**
 * A whole API listening on 127.0.0.1 with the identity sandbox, for journeys that cross real
 * HTTP: the popup's redirects and form posts, and our back channel to the sandbox.
 */
export function setupIdentityServer(options: { bonusHearts?: number } = {}) {
  const origin = { url: '' };
  const settings: IdentitySettings = {
    get siteUrl() {
      return origin.url;
    },
    get sandboxBaseUrl() {
      return origin.url;
    },
    sandboxAllowed: true,
    hashKey: randomBytes(32),
    bonusHearts: options.bonusHearts ?? 30,
    kakao: null,
    pass: null,
  };
  const state = {} as {
    database: TestDatabase;
    services: Services;
    app: TestApiServer;
  };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.app = await buildTestServer(state.database, { settings: { identity: settings } });
    state.services = state.app.services;
    origin.url = await state.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.drop();
  });

  const url = (path: string) => `${origin.url}${path}`;

  const kit = {
    state,
    origin,
    settings,

    async member() {
      const joined = await joinMember(state.app);
      return { token: joined.token, id: joined.user.userInfo.id };
    },

    call(token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
      return fetch(url(`/api/live${path}`), {
        method,
        headers: {
          'x-client': 'web',
          token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },

    /** /v1/identity/pass/start as the popup navigates to it: answers the sandbox page's address. */
    async passStart(token: string, kind = 'pass'): Promise<URL> {
      const start = await fetch(url(`/api/live/v1/identity/pass/start?kind=${kind}`), {
        headers: { cookie: `token=${token}` },
        redirect: 'manual',
      });
      expect(start.status).toBe(302);
      return new URL(start.headers.get('location') ?? '', origin.url);
    },

    /** The tester on the sandbox PASS page; answers where the sandbox sends the popup. */
    async passPage(page: URL, person: TestPerson, action: 'approve' | 'cancel' = 'approve'): Promise<URL> {
      const opened = await fetch(page);
      expect(opened.status).toBe(200);
      const fields = hiddenFields(await opened.text());
      const posted = await fetch(url('/api/live/identity-sandbox/pass/authorize'), {
        method: 'POST',
        body: new URLSearchParams({
          ...fields,
          name: person.name,
          birthDate: person.birthDate,
          phone: person.phone,
          carrier: person.carrier ?? 'SKT',
          gender: person.gender ?? 'F',
          action,
        }),
        redirect: 'manual',
      });
      expect(posted.status, await posted.clone().text()).toBe(303);
      return new URL(posted.headers.get('location') ?? '');
    },

    /** Our callback: answers the values it hands to the /auth/pass/callback page (its fragment). */
    async passCallback(location: URL): Promise<URLSearchParams> {
      const response = await fetch(location, { redirect: 'manual' });
      expect(response.status).toBe(303);
      const target = response.headers.get('location') ?? '';
      expect(target.startsWith('/auth/pass/callback#')).toBe(true);
      return new URLSearchParams(target.slice(target.indexOf('#') + 1));
    },

    /** A whole PASS popup up to the signed result the page would PUT. */
    async passResult(token: string, person: TestPerson, kind = 'pass'): Promise<string> {
      const values = await kit.passCallback(await kit.passPage(await kit.passStart(token, kind), person));
      expect(values.get('error')).toBeNull();
      expect(values.get('kind')).toBe(kind);
      return values.get('result') ?? '';
    },

    authenticate(token: string, result: string, provider = 'pass') {
      return kit.call(token, 'PUT', '/v1/user/authentication', { provider, result });
    },

    async verify(token: string, person: TestPerson) {
      const response = await kit.authenticate(token, await kit.passResult(token, person));
      expect(response.status, await response.clone().text()).toBe(200);
      return response;
    },

    /** The same claims, re-signed: what a thief holding the key could make. */
    reseal(
      result: string,
      change: Partial<VerifiedIdentity>,
      key = state.services.identitySandbox!.keys.signingKey,
    ) {
      return sealResult(key, { ...decodeResult(result), ...change });
    },
  };
  return kit;
}
